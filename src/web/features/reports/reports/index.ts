/** What other features may use of the reports: opening one, and the title reports are named by. */
export { reportDialog } from './report-dialog'
export { reportScriptTitle, downloadReportPdf } from './report-source'
