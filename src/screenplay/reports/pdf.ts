/** A report document printed as a PDF (Courier, title block, rule, flowing pages). */
import { ReportPdf } from './pdf-writer'
import { reportDate } from './report-date'
import type { ReportDocument } from './report-text'

export function renderReportPdf(d: ReportDocument, date: Date = new Date()): Uint8Array {
  const pdf = new ReportPdf(`${d.scriptTitle} — ${d.name}`)
  pdf.header(d.name.toUpperCase(), [d.scriptTitle, reportDate(date), ...d.totals])
  for (const line of d.body) {
    if (line.keep) pdf.keep(line.keep)
    pdf.text(line.text, line.indent ?? 0, line.bold)
  }
  return pdf.bytes()
}
