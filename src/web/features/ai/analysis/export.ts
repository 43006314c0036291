import { toast } from '../../../app/toast-store'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import { downloadBytes } from '../../../storage/read-file'
import { renderReport, type Report } from './report-pdf'

/** Renders and downloads a report; failures get the tool's own toast (5 s), success a 3 s one. */
export function exportReport(report: Report, fileName: string, failure: { title: string; description: string } = { title: ANALYSIS_MSG.exportFailedTitle, description: ANALYSIS_MSG.exportFailed }): void {
  try {
    downloadBytes(renderReport(report), fileName, 'application/pdf')
    toast({ title: 'Report Exported', description: `Saved as ${fileName}` })
  } catch {
    toast({ title: failure.title, description: failure.description, variant: 'error' })
  }
}
