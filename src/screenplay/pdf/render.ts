/**
 * The PDF writer: draws exactly the lines the layout engine produced (it never re-flows text), on
 * US Letter (or A4, when the script asks for it) at the layout's fixed pitch, so the PDF and the editor's page view agree page for page.
 * Text is real, selectable text; Courier Prime is embedded when its files are supplied.
 */
import { jsPDF } from 'jspdf'
import type { InlineStyle, Script } from '../model'
import { A4, paginate, PAGE, type Line, type Page } from '../layout'
import { getPdfFontLoader, toBase64, type CourierPrimeFonts, type FontLoader } from './fonts'
import { fontRuns, type FontFace } from './glyphs'
import { hasTitlePage, titlePageLines } from './title-page'

export interface RenderPdfOptions {
  /** Print the title page first. Default: when any title page field is filled in. */
  titlePage?: boolean
  /** Diagonal translucent text on every page (e.g. CONFIDENTIAL). */
  watermark?: { text: string }
  /** 'courier-prime' (default) embeds Courier Prime if fonts are available, else uses standard Courier. */
  font?: 'courier-prime' | 'courier'
  /** Courier Prime's bytes, or a loader; default: the loader set with `setPdfFontLoader`. */
  fonts?: CourierPrimeFonts | FontLoader
  /** Pages already laid out for this script (skips a second layout). */
  pages?: Page[]
  /** Yield to the event loop every this many pages so a long export does not freeze a tab (default 20). */
  yieldEvery?: number
}

const BASELINE = 9 // from the top of a 12-pt line slot to the text baseline
const PRIME = 'CourierPrime'
const STD = 'courier'

type Style = 'normal' | 'bold' | 'italic' | 'bolditalic'

export async function renderPdf(script: Script, options: RenderPdfOptions = {}): Promise<Uint8Array> {
  const pages = options.pages ?? paginate(script)
  const fonts = options.font === 'courier' ? null : await resolveFonts(options.fonts)
  const paper = script.format?.pageSize === 'a4' ? 'a4' : 'letter'
  const doc = new jsPDF({ unit: 'pt', format: paper, orientation: 'portrait', compress: true })
  const pen = new Pen(doc, fonts, paper === 'a4' ? A4 : PAGE)
  const tp = script.titlePage
  doc.setProperties({ title: firstLine(tp.title) || 'Screenplay', author: firstLine(tp.author), creator: 'Nightwriter' })

  const withTitle = options.titlePage ?? hasTitlePage(tp)
  let first = true
  const next = () => {
    pen.flush()
    if (!first) doc.addPage(paper, 'portrait')
    first = false
    if (options.watermark?.text.trim()) pen.watermark(options.watermark.text.trim())
  }
  if (withTitle) {
    next()
    for (const l of titlePageLines(tp)) {
      const x = l.align === 'left' ? PAGE.left : l.align === 'right' ? PAGE.width - 72 - l.text.length * PAGE.charWidth : PAGE.left + (432 - l.text.length * PAGE.charWidth) / 2
      pen.draw(l.text, x, PAGE.top + l.row * PAGE.lineHeight + BASELINE, [])
    }
  }
  const every = Math.max(1, options.yieldEvery ?? 20)
  for (let i = 0; i < pages.length; i++) {
    next()
    drawPage(pen, pages[i])
    if ((i + 1) % every === 0 && i + 1 < pages.length) await new Promise((r) => setTimeout(r, 0))
  }
  pen.flush()
  return fixCidOrdering(new Uint8Array(doc.output('arraybuffer')))
}

const BAD_ORDERING = '/Ordering (Identity-H)'
const GOOD_ORDERING = '/Ordering (Identity)  '

/**
 * The embedded fonts' character collection must be named "Identity"; the writer names it after the
 * encoding ("Identity-H"), which strict readers report once per font on every page. The name is
 * patched in place, padded with spaces to the same length, so no byte offset in the file moves.
 */
export function fixCidOrdering(pdf: Uint8Array): Uint8Array {
  const bad = Array.from(BAD_ORDERING, (c) => c.charCodeAt(0))
  const good = Array.from(GOOD_ORDERING, (c) => c.charCodeAt(0))
  let i = pdf.indexOf(bad[0])
  while (i !== -1 && i + bad.length <= pdf.length) {
    let k = 1
    while (k < bad.length && pdf[i + k] === bad[k]) k++
    if (k === bad.length) pdf.set(good, i)
    i = pdf.indexOf(bad[0], i + 1)
  }
  return pdf
}

function drawPage(pen: Pen, page: Page): void {
  if (page.number >= 2) {
    const label = `${page.number}.`
    pen.draw(label, PAGE.pageNumberRight - label.length * PAGE.charWidth, PAGE.pageNumberTop + BASELINE, [])
  }
  for (const line of page.lines) {
    if (line.kind === 'blank' || line.text === '') continue
    pen.drawLine(line)
  }
}

async function resolveFonts(f: RenderPdfOptions['fonts']): Promise<CourierPrimeFonts | null> {
  if (f && typeof f !== 'function') return f
  const load = f ?? getPdfFontLoader()
  return load ? await load() : null
}

const firstLine = (s: string) => (s ?? '').split('\n')[0].trim()

/** jsPDF's parsed TrueType font (internal but stable in the pinned 4.2.x): what its own text() uses. */
interface TtfMetadata {
  characterToGlyph(code: number): number
  widthOfGlyph(glyph: number): number
  glyIdsUsed: number[]
  toUnicode: Record<number, number>
  Unicode: { widths: unknown[] }
  cmap?: { unicode?: { codeMap?: Record<number, number> } }
}
interface JsPdfFont {
  id: string
  metadata?: TtfMetadata
}
/** The parts of jsPDF used here that its type declarations leave out. */
interface JsPdfInternals {
  getFont(name: string, style: string): JsPdfFont
  internal: { write(...s: string[]): void }
}

/** Unicode → WinAnsiEncoding byte for the characters of 0x80–0x9F. */
const WIN_ANSI: Record<number, number> = {}
'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'.split('').forEach((ch, i) => {
  WIN_ANSI[ch.charCodeAt(0)] = 0x80 + i
})

const base64Cache = new WeakMap<Uint8Array, string>()
const fontBase64 = (b: Uint8Array) => {
  let s = base64Cache.get(b)
  if (!s) base64Cache.set(b, (s = toBase64(b)))
  return s
}

/**
 * Draws text with PDF text operators written straight into the page: one text object per page
 * and one `Tj` per run. jsPDF's text() costs several times more per call (plugin hooks, shaping
 * passes, re-escaping), and a script page is ~50 calls. For Courier Prime the glyphs are recorded
 * in jsPDF's font bookkeeping exactly as its text() would, so subsetting and the ToUnicode map
 * (selectable, searchable text) still come out right.
 */
class Pen {
  private readonly covers: ((code: number) => boolean) | null
  private readonly fonts = new Map<string, JsPdfFont>()
  private readonly glyphHex = new Map<string, Map<number, string>>()
  private ops: string[] = []
  private rules: string[] = []
  private font = ''

  constructor(
    private readonly doc: jsPDF,
    fonts: CourierPrimeFonts | null,
    /** The paper in points (US Letter or A4); the body keeps the same margins from the top left. */
    private readonly paper: { width: number; height: number } = PAGE,
  ) {
    this.covers = null
    const styles: Style[] = ['normal', 'bold', 'italic', 'bolditalic']
    if (fonts) {
      const faces: Record<Style, keyof CourierPrimeFonts> = { normal: 'regular', bold: 'bold', italic: 'italic', bolditalic: 'boldItalic' }
      for (const style of styles) {
        doc.addFileToVFS(`${PRIME}-${style}.ttf`, fontBase64(fonts[faces[style]]))
        doc.addFont(`${PRIME}-${style}.ttf`, PRIME, style, undefined, 'Identity-H')
        this.fonts.set('prime' + style, raw(doc).getFont(PRIME, style))
      }
      const map = this.fonts.get('primenormal')!.metadata?.cmap?.unicode?.codeMap
      this.covers = map ? (c: number) => !!map[c] : (c: number) => c < 0x250
    }
    for (const style of styles) this.fonts.set('std' + style, raw(doc).getFont(STD, style))
    doc.setFontSize(PAGE.fontSize)
    doc.setTextColor(0)
  }

  /** Hex string of a run in the face's encoding (glyph ids for Courier Prime, WinAnsi bytes for Courier). */
  private encode(face: FontFace, style: Style, text: string): string {
    const key = face + style
    let cache = this.glyphHex.get(key)
    if (!cache) this.glyphHex.set(key, (cache = new Map()))
    let hex = ''
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      let h = cache.get(code)
      if (h === undefined) {
        if (face === 'prime') {
          const m = this.fonts.get(key)!.metadata!
          const g = m.characterToGlyph(code)
          m.glyIdsUsed.push(g)
          m.toUnicode[g] = code
          if (m.Unicode.widths.indexOf(g) === -1) m.Unicode.widths.push(g, [Math.round(m.widthOfGlyph(g))])
          h = g.toString(16).padStart(4, '0')
        } else {
          const b = code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI[code] ?? 0x3f)
          h = b.toString(16).padStart(2, '0')
        }
        cache.set(code, h)
      }
      hex += h
    }
    return hex
  }

  private show(face: FontFace, style: Style, text: string, x: number, y: number): void {
    const key = face + style
    if (key !== this.font) {
      this.font = key
      this.ops.push(`/${this.fonts.get(key)!.id} ${PAGE.fontSize} Tf`)
    }
    this.ops.push(`1 0 0 1 ${num(x)} ${num(this.paper.height - y)} Tm <${this.encode(face, style, text)}> Tj`)
  }

  /** Writes what was drawn since the last flush into the current page. */
  flush(): void {
    if (this.ops.length) raw(this.doc).internal.write(['BT', '0 g', ...this.ops, 'ET'].join('\n'))
    if (this.rules.length) raw(this.doc).internal.write(['0 G', '0.6 w', ...this.rules].join('\n'))
    this.ops = []
    this.rules = []
    this.font = ''
  }

  /** Draws a string at a baseline, with inline styles given relative to `text`. */
  draw(text: string, x: number, y: number, spans: readonly { start: number; end: number; style: InlineStyle }[]): void {
    if (spans.length === 0) {
      this.plain(text, x, y, 'normal')
      return
    }
    const cuts = new Set<number>([0, text.length])
    for (const s of spans) {
      cuts.add(Math.max(0, Math.min(text.length, s.start)))
      cuts.add(Math.max(0, Math.min(text.length, s.end)))
    }
    const points = [...cuts].sort((a, b) => a - b)
    for (let i = 0; i + 1 < points.length; i++) {
      const a = points[i]
      const b = points[i + 1]
      if (a === b) continue
      const on = (st: InlineStyle) => spans.some((s) => s.style === st && s.start <= a && s.end >= b)
      const bold = on('bold')
      const italic = on('italic')
      const style: Style = bold && italic ? 'bolditalic' : bold ? 'bold' : italic ? 'italic' : 'normal'
      const seg = text.slice(a, b)
      const x0 = x + a * PAGE.charWidth
      this.plain(seg, x0, y, style)
      const x1 = x0 + seg.length * PAGE.charWidth
      if (on('underline')) this.rules.push(`${num(x0)} ${num(this.paper.height - y - 1.8)} m ${num(x1)} ${num(this.paper.height - y - 1.8)} l S`)
      if (on('strike')) this.rules.push(`${num(x0)} ${num(this.paper.height - y + 3.4)} m ${num(x1)} ${num(this.paper.height - y + 3.4)} l S`)
    }
  }

  private plain(text: string, x: number, y: number, style: Style): void {
    let col = 0
    for (const run of fontRuns(text, this.covers)) {
      this.show(run.face, style, run.text, x + col * PAGE.charWidth, y)
      col += run.text.length
    }
  }

  drawLine(line: Line): void {
    this.draw(line.text, PAGE.left + line.indent * PAGE.charWidth, PAGE.top + line.row * PAGE.lineHeight + BASELINE, line.styles ?? [])
  }

  /** Light grey, translucent text along the page's diagonal, centred on the page. */
  watermark(text: string): void {
    const doc = this.doc
    const angle = Math.atan2(this.paper.height, this.paper.width)
    const diag = Math.hypot(this.paper.width, this.paper.height)
    const chars = Math.max(1, [...text].length)
    const size = Math.min(96, (diag * 0.65) / (chars * 0.6))
    const width = chars * 0.6 * size
    const cx = this.paper.width / 2
    const cy = this.paper.height / 2
    // Start so the text's middle sits on the centre, its baseline a third of a line below it.
    const x = cx - (width / 2) * Math.cos(angle) + 0.35 * size * Math.sin(angle)
    const y = cy + (width / 2) * Math.sin(angle) + 0.35 * size * Math.cos(angle)
    doc.saveGraphicsState()
    const GState = (doc as unknown as { GState: new (o: { opacity: number }) => unknown }).GState
    doc.setGState(new GState({ opacity: 0.35 }) as Parameters<jsPDF['setGState']>[0])
    doc.setTextColor(160)
    doc.setFontSize(size)
    const runs = fontRuns(text, this.covers)
    const all = runs.map((r) => r.text).join('')
    doc.setFont(runs.every((r) => r.face === 'prime') && this.covers ? PRIME : STD, 'bold')
    doc.text(all, x, y, { angle: (angle * 180) / Math.PI })
    doc.restoreGraphicsState()
    doc.setTextColor(0)
    doc.setFontSize(PAGE.fontSize)
  }
}

const raw = (doc: jsPDF) => doc as unknown as JsPdfInternals

/** PDF numbers: two decimals at most, no trailing zeros. */
function num(v: number): string {
  return String(Math.round(v * 100) / 100)
}
