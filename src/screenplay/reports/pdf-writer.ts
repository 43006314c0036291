/**
 * A plain report page in jsPDF: Courier throughout, a centred title block (title, date, totals)
 * over a rule, then lines of text that wrap and flow onto a new page when less than 30 points are
 * left above the bottom margin.
 */
import { jsPDF } from 'jspdf'

const MARGIN = 54
const SIZE = 10
const LEAD = 12
const CHAR = SIZE * 0.6
/** Courier 10 pt across Letter less the margins. */
export const REPORT_COLUMNS = Math.floor((612 - 2 * MARGIN) / CHAR)
const ROOM = 30

/** The standard PDF fonts cover Windows-1252; anything else prints as '?' rather than garbage. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ')
function printable(s: string): string {
  let out = ''
  for (const ch of s) {
    const c = ch.codePointAt(0)!
    out += (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch) ? ch : ch === '\t' ? ' ' : '?'
  }
  return out
}

/**
 * Courier is monospaced, so wrapping is by character count: at the last space that fits, or
 * mid-word when a word is longer than the line.
 */
export function wrapColumns(text: string, columns: number): string[] {
  const out: string[] = []
  const width = Math.max(8, columns)
  for (let para of text.split('\n')) {
    para = para.replace(/\s+$/, '')
    while (para.length > width) {
      const cut = para.lastIndexOf(' ', width)
      const at = cut > 0 ? cut : width
      out.push(para.slice(0, at).replace(/\s+$/, ''))
      para = para.slice(at).replace(/^ +/, '')
    }
    out.push(para)
  }
  return out
}

export class ReportPdf {
  private doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait', compress: true })
  private y = MARGIN
  private style = 'normal'
  /** Lines waiting to be drawn in one call: same page, style and indent, one under another. */
  private run: { x: number; y: number; lines: string[] } | null = null
  private readonly bottom: number

  constructor(title: string) {
    this.doc.setProperties({ title, creator: 'Nightwriter' })
    this.doc.setFont('courier', 'normal')
    this.doc.setFontSize(SIZE)
    this.bottom = this.doc.internal.pageSize.getHeight() - MARGIN
  }

  /** Title, then each line centred, then a rule. */
  header(title: string, lines: readonly string[]): void {
    this.flush()
    this.style = 'normal'
    this.doc.setFont('courier', 'bold')
    this.doc.setFontSize(14)
    this.centred(title, 16)
    this.doc.setFontSize(SIZE)
    this.doc.setFont('courier', 'normal')
    for (const l of lines) this.centred(l, LEAD)
    this.y += 4
    this.doc.setLineWidth(0.75)
    this.doc.line(MARGIN, this.y, 612 - MARGIN, this.y)
    this.y += LEAD + 4
  }

  private centred(text: string, lead: number): void {
    for (const part of this.doc.splitTextToSize(printable(text), 612 - 2 * MARGIN) as string[]) {
      this.room(lead)
      this.doc.text(part, 306, this.y + lead - 3, { align: 'center' })
      this.y += lead
    }
  }

  private room(h: number): void {
    if (this.y + h > this.bottom - ROOM) {
      this.flush()
      this.doc.addPage('letter', 'portrait')
      this.y = MARGIN
    }
  }

  /** A line of text at an indent (in characters), wrapped to the page; bold for headings. */
  text(text: string, indent = 0, bold = false): void {
    const style = bold ? 'bold' : 'normal'
    if (style !== this.style) {
      this.flush()
      this.doc.setFont('courier', style)
      this.style = style
    }
    for (const part of wrapColumns(printable(text), REPORT_COLUMNS - indent)) {
      this.room(LEAD)
      const x = MARGIN + indent * CHAR
      const y = this.y + LEAD - 3
      if (this.run && this.run.x === x && this.run.y + this.run.lines.length * LEAD === y) this.run.lines.push(part)
      else {
        this.flush()
        this.run = { x, y, lines: [part] }
      }
      this.y += LEAD
    }
  }

  /** Keeps a block's first lines with its heading: starts a new page when fewer than `lines` fit. */
  keep(lines: number): void {
    this.room(lines * LEAD)
  }

  /** Coloured squares with short labels, `perRow` to a row (the pacing heat-map's chart). */
  swatches(cells: readonly { label: string; color: readonly [number, number, number] }[], perRow = 20): void {
    this.flush()
    const size = (612 - 2 * MARGIN) / perRow
    for (let i = 0; i < cells.length; i += perRow) {
      this.room(size)
      cells.slice(i, i + perRow).forEach((c, k) => {
        const x = MARGIN + k * size
        this.doc.setFillColor(c.color[0], c.color[1], c.color[2])
        this.doc.rect(x, this.y, size - 2, size - 2, 'F')
        this.doc.setFontSize(6)
        this.doc.text(printable(c.label), x + (size - 2) / 2, this.y + size / 2 + 1, { align: 'center' })
        this.doc.setFontSize(SIZE)
      })
      this.y += size
    }
    this.y += LEAD / 2
  }

  gap(h = LEAD / 2): void {
    this.flush()
    this.y += h
  }

  private flush(): void {
    const r = this.run
    this.run = null
    if (r && r.lines.some((l) => l !== '')) this.doc.text(r.lines, r.x, r.y, { lineHeightFactor: LEAD / SIZE })
  }

  bytes(): Uint8Array {
    this.flush()
    return new Uint8Array(this.doc.output('arraybuffer'))
  }
}
