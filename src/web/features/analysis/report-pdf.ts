/**
 * The analysis reports as PDF: Courier throughout, a centred title, the date and the totals, a rule,
 * then the report's sections; a new page whenever less than 30 mm remain. Drawn with the same PDF
 * library as the script export, loaded only when a report is exported.
 */
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

const MARGIN = 18
const LINE = 5
const BOTTOM_ROOM = 30
const FONT_SIZE = 10

/** Text the standard Courier can print: typographic quotes and dashes become their plain forms. */
export function printable(s: string): string {
  return s
    .replace(/[\u2018\u2019\u201b]/g, "'")
    .replace(/[\u201c\u201d\u201f]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/\u2026/g, '...')
    .replace(/[^\t\n\r\x20-\x7e\xa0-\xff]/g, '?')
}

export async function renderReport(r: Report, now = new Date()): Promise<Uint8Array> {
  const { jsPDF } = await import('jspdf')
  const doc = new jsPDF({ unit: 'mm', format: 'letter' })
  const W = doc.internal.pageSize.getWidth()
  const H = doc.internal.pageSize.getHeight()
  doc.setProperties({ title: r.title, creator: 'Nightwriter' })
  doc.setFont('courier', 'normal')
  let y = MARGIN
  const room = (need: number) => {
    if (y + need > H - BOTTOM_ROOM) {
      doc.addPage('letter', 'portrait')
      y = MARGIN
    }
  }
  const centred = (text: string, size: number, bold = false) => {
    doc.setFont('courier', bold ? 'bold' : 'normal')
    doc.setFontSize(size)
    for (const l of doc.splitTextToSize(printable(text), W - 2 * MARGIN) as string[]) {
      room(LINE)
      doc.text(l, W / 2, y, { align: 'center' })
      y += size * 0.45
    }
  }
  centred(r.title, 16, true)
  y += 2
  centred(now.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' }), FONT_SIZE)
  for (const s of r.summary) centred(s, FONT_SIZE)
  y += 2
  doc.setLineWidth(0.3)
  doc.line(MARGIN, y, W - MARGIN, y)
  y += LINE + 2
  doc.setFontSize(FONT_SIZE)
  for (const b of r.blocks) {
    if (b.kind === 'gap') {
      y += LINE / 2
      continue
    }
    if (b.kind === 'cells') {
      const per = 20
      const size = (W - 2 * MARGIN) / per
      for (let i = 0; i < b.cells.length; i++) {
        if (i % per === 0) {
          if (i > 0) y += size
          room(size + LINE)
        }
        const x = MARGIN + (i % per) * size
        const c = b.cells[i]
        doc.setFillColor(c.color[0], c.color[1], c.color[2])
        doc.rect(x, y, size - 0.6, size - 0.6, 'F')
        doc.setFontSize(6)
        doc.text(c.label, x + size / 2 - 0.3, y + size / 2 + 0.8, { align: 'center' })
        doc.setFontSize(FONT_SIZE)
      }
      y += size + LINE
      continue
    }
    const heading = b.kind === 'heading'
    doc.setFont('courier', heading || (b.kind === 'text' && b.bold) ? 'bold' : 'normal')
    doc.setFontSize(heading ? 12 : FONT_SIZE)
    const indent = b.kind === 'text' ? (b.indent ?? 0) * 5 : 0
    if (heading) {
      y += 2
      room(LINE * 3)
    }
    for (const l of doc.splitTextToSize(printable(b.text), W - 2 * MARGIN - indent) as string[]) {
      room(LINE)
      doc.text(l, MARGIN + indent, y)
      y += LINE
    }
    if (heading) y += 1
  }
  return new Uint8Array(doc.output('arraybuffer'))
}

export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.appendChild(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
