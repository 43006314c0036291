/**
 * The analysis reports as PDF, on the same page as the script reports: Courier throughout, a
 * centred title, the date and the totals over a rule, then the report's sections.
 */
import { ReportPdf } from '../../../../screenplay/reports/pdf-writer'
import { reportDate } from '../../../../screenplay/reports/report-date'

export type ReportBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'text'; text: string; indent?: number; bold?: boolean }
  | { kind: 'gap' }
  /** Coloured cells, one per scene (the heat-map chart). */
  | { kind: 'cells'; cells: { label: string; color: [number, number, number] }[] }

export interface Report {
  title: string
  /** Lines under the title: totals, scores. */
  summary: string[]
  blocks: ReportBlock[]
}

/** Text the standard Courier can print: typographic quotes and dashes become their plain forms. */
export function printable(s: string): string {
  return s
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201f]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\t\n\r\x20-\x7e\xa0-\xff]/g, '?')
}

export function renderReport(r: Report, now = new Date()): Uint8Array {
  const pdf = new ReportPdf(r.title)
  pdf.header(printable(r.title), [reportDate(now), ...r.summary.map(printable)])
  for (const b of r.blocks) {
    if (b.kind === 'gap') pdf.gap()
    else if (b.kind === 'cells') pdf.swatches(b.cells)
    else if (b.kind === 'heading') {
      pdf.gap()
      pdf.keep(3)
      pdf.text(printable(b.text), 0, true)
    } else pdf.text(printable(b.text), (b.indent ?? 0) * 2, b.bold)
  }
  return pdf.bytes()
}
