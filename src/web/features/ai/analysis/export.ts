import { toast } from '../../../app/toast-store'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import { downloadBytes } from '../../../storage/read-file'
import type { Report } from './report-pdf'

/**
 * Renders and downloads a report; failures get the tool's own toast (5 s), success a 3 s one. The
 * PDF writer (jsPDF) is loaded on the first export, not with the editor.
 */
export async function exportReport(report: Report, fileName: string, failure: { title: string; description: string } = { title: ANALYSIS_MSG.exportFailedTitle, description: ANALYSIS_MSG.exportFailed }): Promise<void> {
  try {
    const { renderReport } = await import('./report-pdf')
    downloadBytes(renderReport(report), fileName, 'application/pdf')
    toast({ title: 'Report Exported', description: `Saved as ${fileName}` })
  } catch {
    toast({ title: failure.title, description: failure.description, variant: 'error' })
  }
}
