/** What other features may use of the reports: opening one, and the title reports are named by. */
export { useReports } from './reports-store'
export { reportScriptTitle, downloadReportPdf } from './report-source'
