/**
 * The PDF writer: draws exactly the lines the layout engine produced (it never re-flows text), on
 * US Letter (or A4, when the script asks for it) at the layout's fixed pitch, so the PDF and the
 * editor's page view agree page for page. Text is real, selectable text; Courier Prime is embedded
 * when its files are supplied.
 *
 * The file is written here, object by object (writer/), rather than through a general PDF
 * library: a script page is fixed-pitch text in one typeface, and writing exactly that keeps a
 * 120-page export to a few milliseconds of work, which a command-line export run as a fresh
 * process feels in full. Encryption is applied afterwards (protect.ts).
 */
import type { InlineStyle, Script } from '../model'
import { A4, paginate, PAGE, type LayoutSettings, type Line, type Page } from '../layout'
import { getPdfFontLoader, type CourierPrimeFonts, type FontLoader } from './fonts'
import { fontRuns, isPrintableAscii } from './glyphs'
import { hasTitlePage, titlePageLines } from './title-page'
import { EmbeddedCid, EmbeddedFace, EmbeddedAscii, StandardCourier, type PdfFont } from './writer/fonts'
import { bytesOf, pdfDate, PdfFile, textString } from './writer/pdf-file'
import { readTrueType, type TrueTypeFont } from './writer/truetype'
import { pageExtras, pageHasRevision, type ProductionPrint } from './production-marks'
import { revisionSet } from '../production'

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
  /** Layout settings other than the script's own format's (the writer's automatic (CONT'D) choice). */
  settings?: LayoutSettings
  /** Scene numbers, revision marks and headers: what prints and the date of sets with none. */
  production?: ProductionPrint
  /** Print only the pages that carry marks of one revision set, each on the set's colour if asked. */
  revisedPagesOnly?: { set: number; onColour?: boolean }
  /**
   * Yield to the event loop every this many pages so a long export does not freeze a tab (default
   * 20 in a browser; a command-line export has nothing to yield to and runs straight through).
   */
  yieldEvery?: number
}

const BASELINE = 9 // from the top of a 12-pt line slot to the text baseline
/** The watermark's opacity, as an ExtGState every page's resources name GS1. */
const WATERMARK_OPACITY = 0.35

type Style = 'normal' | 'bold' | 'italic' | 'bolditalic'
/** Courier Prime for ASCII, Courier Prime by glyph id, or standard Courier. */
type FontKind = 'prime' | 'primeCid' | 'std'

/** Courier Prime's part of a line, cut where printable ASCII starts and stops. */
function asciiOrNot(text: string): { kind: 'prime' | 'primeCid'; text: string; at: number }[] {
  const out: { kind: 'prime' | 'primeCid'; text: string; at: number }[] = []
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    const kind = code >= 0x20 && code <= 0x7e ? 'prime' : 'primeCid'
    const last = out.at(-1)
    if (last?.kind === kind) last.text += text[i]
    else out.push({ kind, text: text[i], at: i })
  }
  return out
}

export async function renderPdf(script: Script, options: RenderPdfOptions = {}): Promise<Uint8Array> {
  let pages = options.pages ?? paginate(script, options.settings)
  const only = options.revisedPagesOnly
  const onlySet = only && revisionSet(script.production, only.set)
  if (only) {
    if (!onlySet) throw new Error('That revision set is not in this script.')
    pages = pages.filter((p) => pageHasRevision(p, script.elements, only.set))
    if (!pages.length) throw new Error(`No page carries ${onlySet.name} revisions.`)
  }
  const paperColour = only?.onColour && onlySet && onlySet.color !== '#FFFFFF' ? onlySet.color : undefined
  const fonts = options.font === 'courier' ? null : await resolveFonts(options.fonts)
  const paper = script.format?.pageSize === 'a4' ? A4 : PAGE
  const pdf = new PdfFile()
  const catalog = pdf.reserve()
  const pageTree = pdf.reserve()
  const resources = pdf.reserve()
  const info = pdf.reserve()
  const pen = new Pen(fonts, paper)
  const kids: number[] = []
  const watermark = options.watermark?.text.trim() ?? ''

  const finishPage = () => {
    const content = pdf.addStream('', bytesOf(pen.takePage()))
    kids.push(pdf.add(`<< /Type /Page /Parent ${pageTree} 0 R /MediaBox [0 0 ${paper.width} ${paper.height}] /Resources ${resources} 0 R /Contents ${content} 0 R >>`))
  }
  const startPage = () => {
    if (watermark) pen.watermark(watermark)
  }

  const tp = script.titlePage
  // Revised pages go out on their own, without the title page.
  if (!only && (options.titlePage ?? hasTitlePage(tp))) {
    startPage()
    for (const l of titlePageLines(tp)) {
      const x = l.align === 'left' ? PAGE.left : l.align === 'right' ? PAGE.width - 72 - l.text.length * PAGE.charWidth : PAGE.left + (432 - l.text.length * PAGE.charWidth) / 2
      pen.draw(l.text, x, PAGE.top + l.row * PAGE.lineHeight + BASELINE, NO_SPANS)
    }
    finishPage()
  }
  const every = Math.max(1, options.yieldEvery ?? (typeof document === 'undefined' ? Infinity : 20))
  for (let i = 0; i < pages.length; i++) {
    startPage()
    if (paperColour) pen.fillPaper(paperColour)
    drawPage(pen, pages[i], script, options.production)
    finishPage()
    if ((i + 1) % every === 0 && i + 1 < pages.length) await new Promise((r) => setTimeout(r, 0))
  }
  // A PDF needs at least one page: an empty script prints one blank page.
  if (kids.length === 0) finishPage()

  const fontEntries = pen.usedFonts().map((f) => `/${f.name} ${f.write(pdf)} 0 R`)
  pdf.set(resources, `<< /ProcSet [/PDF /Text] /Font << ${fontEntries.join(' ')} >>${watermark ? ` /ExtGState << /GS1 << /Type /ExtGState /ca ${WATERMARK_OPACITY} /CA ${WATERMARK_OPACITY} >> >>` : ''} >>`)
  pdf.set(pageTree, `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`)
  pdf.set(catalog, `<< /Type /Catalog /Pages ${pageTree} 0 R >>`)
  const title = firstLine(tp.title) || 'Screenplay'
  const author = firstLine(tp.author)
  pdf.set(
    info,
    `<< /Title ${textString(title)}${author ? ` /Author ${textString(author)}` : ''} /Creator (Nightwriter) /Producer (Nightwriter) /CreationDate (${pdfDate(new Date())}) >>`,
  )
  return pdf.finish(catalog, info)
}

function drawPage(pen: Pen, page: Page, script: Script, print: ProductionPrint | undefined): void {
  // The page number ("5A.", "15-16."), the revision header, scene numbers and revision marks.
  for (const x of pageExtras(page, script.elements, script.production, print))
    pen.draw(x.text, x.x, x.row < 0 ? PAGE.pageNumberTop + BASELINE : PAGE.top + x.row * PAGE.lineHeight + BASELINE, NO_SPANS)
  // Indexed loops where every line passes: an export often runs cold, in V8's interpreter, where
  // for…of allocates an iterator result for each element.
  const lines = page.lines
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]
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

const PRIME_FILE: Record<Style, keyof CourierPrimeFonts> = { normal: 'regular', bold: 'bold', italic: 'italic', bolditalic: 'boldItalic' }
const STANDARD_COURIER = { normal: 'Courier', bold: 'Courier-Bold', italic: 'Courier-Oblique', bolditalic: 'Courier-BoldOblique' } as const
const PRIME_NAME: Record<Style, string> = { normal: 'CourierPrime', bold: 'CourierPrime-Bold', italic: 'CourierPrime-Italic', bolditalic: 'CourierPrime-BoldItalic' }

/** Each face's tables, read once per session: the app exports and previews with the same bytes. */
const parsedFaces = new WeakMap<Uint8Array, TrueTypeFont>()
function parsed(bytes: Uint8Array): TrueTypeFont {
  let font = parsedFaces.get(bytes)
  if (!font) parsedFaces.set(bytes, (font = readTrueType(bytes)))
  return font
}

/**
 * Draws text with PDF text operators: one text object per page and one `Tj` per run, at the
 * layout's positions. Fonts are opened on first use, so an export that never draws bold italic
 * neither reads nor embeds that face.
 */
class Pen {
  /** Whether Courier Prime has a glyph for a character (null: Courier Prime is not used). */
  private readonly covers: ((code: number) => boolean) | null
  /** Whether Courier Prime draws every printable ASCII character (it does; checked, not assumed). */
  private readonly coversAscii: boolean
  private readonly faces = new Map<Style, EmbeddedFace>()
  private readonly fonts = new Map<string, PdfFont>()
  private ops: string[] = []
  private rules: string[] = []
  private marks: string[] = []
  private font: PdfFont | null = null
  /** Where the text object's current line starts, in hundredths of a point (Td moves are relative). */
  private lineX = 0
  private lineY = 0

  constructor(
    private readonly prime: CourierPrimeFonts | null,
    /** The paper in points (US Letter or A4); the body keeps the same margins from the top left. */
    private readonly paper: { width: number; height: number } = PAGE,
  ) {
    const regular = prime ? this.face('normal').font : null
    this.covers = regular ? (c: number) => regular.glyphOf(c) !== 0 : null
    let ascii = true
    for (let c = 0x20; c <= 0x7e && regular; c++) if (!regular.glyphOf(c)) ascii = false
    this.coversAscii = ascii
  }

  private face(style: Style): EmbeddedFace {
    let face = this.faces.get(style)
    if (!face) this.faces.set(style, (face = new EmbeddedFace(parsed(this.prime![PRIME_FILE[style]]), PRIME_NAME[style])))
    return face
  }

  private fontFor(kind: FontKind, style: Style): PdfFont {
    const key = kind + style
    let f = this.fonts.get(key)
    if (!f) {
      const name = `F${this.fonts.size + 1}`
      if (kind === 'std' || !this.prime) f = new StandardCourier(name, STANDARD_COURIER[style])
      else f = kind === 'prime' ? new EmbeddedAscii(name, this.face(style)) : new EmbeddedCid(name, this.face(style))
      this.fonts.set(key, f)
    }
    return f
  }

  /** Every font drawn with so far, in the order first used. */
  usedFonts(): PdfFont[] {
    return [...this.fonts.values()]
  }

  private show(kind: FontKind, style: Style, text: string, x: number, y: number): void {
    const font = this.fontFor(kind, style)
    if (font !== this.font) {
      this.font = font
      this.ops.push(`/${font.name} ${PAGE.fontSize} Tf`)
    }
    // Positions are kept in whole hundredths, so relative moves never drift from the layout.
    const X = Math.round(x * 100)
    const Y = Math.round((this.paper.height - y) * 100)
    // The next line of a paragraph, straight below at the text leading, is the ' operator alone:
    // most lines of a script, and a quarter of the page's bytes saved.
    if (X === this.lineX && this.lineY - Y === LEADING && this.ops.length) this.ops.push(`${font.encode(text)} '`)
    else this.ops.push(`${(X - this.lineX) / 100} ${(Y - this.lineY) / 100} Td ${font.encode(text)} Tj`)
    this.lineX = X
    this.lineY = Y
  }

  /** The current page's content (watermark, text, then rules), and a fresh page. */
  takePage(): string {
    const parts: string[] = this.marks.slice()
    if (this.ops.length) parts.push(`BT\n0 g\n${LEADING / 100} TL`, this.ops.join('\n'), 'ET')
    if (this.rules.length) parts.push('0 G\n0.6 w', this.rules.join('\n'))
    this.ops = []
    this.rules = []
    this.marks = []
    this.font = null
    this.lineX = 0
    this.lineY = 0
    return parts.join('\n')
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
    // Nearly every line of a script is printable ASCII, which Courier Prime draws byte for byte.
    if (isPrintableAscii(text) && (this.coversAscii || !this.covers)) {
      this.show(this.covers ? 'prime' : 'std', style, text, x, y)
      return
    }
    let col = 0
    for (const run of fontRuns(text, this.covers)) {
      if (run.face === 'std') this.show('std', style, run.text, x + col * PAGE.charWidth, y)
      else for (const part of asciiOrNot(run.text)) this.show(part.kind, style, part.text, x + (col + part.at) * PAGE.charWidth, y)
      col += run.text.length
    }
  }

  drawLine(line: Line): void {
    this.draw(line.text, PAGE.left + line.indent * PAGE.charWidth, PAGE.top + line.row * PAGE.lineHeight + BASELINE, line.styles ?? NO_SPANS)
  }

  /** The whole page filled with a colour ("#RRGGBB"), under everything else: revised pages on coloured paper. */
  fillPaper(colour: string): void {
    const c = (k: number) => num4(parseInt(colour.slice(k, k + 2), 16) / 255)
    this.marks.unshift(`q ${c(1)} ${c(3)} ${c(5)} rg 0 0 ${num(this.paper.width)} ${num(this.paper.height)} re f Q`)
  }

  /** Light grey, translucent bold text along the page's diagonal, centred on the page, under the script's text. */
  watermark(text: string): void {
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
    const runs = fontRuns(text, this.covers)
    const all = runs.map((r) => r.text).join('')
    const kind: FontKind = !this.covers || runs.some((r) => r.face === 'std') ? 'std' : isPrintableAscii(all) ? 'prime' : 'primeCid'
    const font = this.fontFor(kind, 'bold')
    const cos = Math.cos(angle)
    const sin = Math.sin(angle)
    this.marks.push(
      'q /GS1 gs BT',
      `/${font.name} ${num(size)} Tf ${num(160 / 255)} g`,
      `${num4(cos)} ${num4(sin)} ${num4(-sin)} ${num4(cos)} ${num(x)} ${num(this.paper.height - y)} Tm ${font.encode(all)} Tj`,
      'ET Q',
    )
  }
}

/** The text leading (TL), in hundredths of a point: one line of the script, 12 pt. */
const LEADING = Math.round(PAGE.lineHeight * 100)

/** Plain text: one shared empty list rather than a new one for each line. */
const NO_SPANS: readonly { start: number; end: number; style: InlineStyle }[] = []

/** PDF numbers: two decimals at most, no trailing zeros. */
function num(v: number): string {
  return String(Math.round(v * 100) / 100)
}

/** Four decimals, for the rotation of the watermark. */
function num4(v: number): string {
  return String(Math.round(v * 10000) / 10000)
}
