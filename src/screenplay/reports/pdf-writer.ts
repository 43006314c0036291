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

export class ReportPdf {
  private doc = new jsPDF({ unit: 'pt', format: 'letter', orientation: 'portrait', compress: true })
  private y = MARGIN
  private readonly bottom: number

  constructor(title: string) {
    this.doc.setProperties({ title, creator: 'Nightwriter' })
    this.doc.setFont('courier', 'normal')
    this.doc.setFontSize(SIZE)
    this.bottom = this.doc.internal.pageSize.getHeight() - MARGIN
  }

  /** Title, then each line centred, then a rule. */
  header(title: string, lines: readonly string[]): void {
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
      this.doc.addPage('letter', 'portrait')
      this.y = MARGIN
    }
  }

  /** A line of text at an indent (in characters), wrapped to the page; bold for headings. */
  text(text: string, indent = 0, bold = false): void {
    this.doc.setFont('courier', bold ? 'bold' : 'normal')
    const width = (REPORT_COLUMNS - indent) * CHAR
    const parts: string[] = []
    for (const para of printable(text).split('\n')) parts.push(...(para ? (this.doc.splitTextToSize(para, width) as string[]) : ['']))
    for (const part of parts) {
      this.room(LEAD)
      this.doc.text(part, MARGIN + indent * CHAR, this.y + LEAD - 3)
      this.y += LEAD
    }
    this.doc.setFont('courier', 'normal')
  }

  /** Keeps a block's first lines with its heading: starts a new page when fewer than `lines` fit. */
  keep(lines: number): void {
    this.room(lines * LEAD)
  }

  gap(h = LEAD / 2): void {
    this.y += h
  }

  bytes(): Uint8Array {
    return new Uint8Array(this.doc.output('arraybuffer'))
  }
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** 'November 24, 2026' */
export function reportDate(d: Date): string {
  return `${MONTHS[d.getMonth()]} ${d.getDate()}, ${d.getFullYear()}`
}
