/**
 * The fonts a script PDF draws with.
 *
 * Courier Prime is embedded whole, once per face, and drawn through two font dictionaries that
 * share the file: a simple TrueType font for printable ASCII (nearly every line of a script: its
 * bytes are the text's own), and a CID font addressed by glyph id, with a ToUnicode map, for the
 * rest of what Courier Prime draws (curly quotes, dashes, é, Ł…). Readers agree on how a simple
 * TrueType font finds ASCII glyphs; beyond ASCII some guess, so those characters go by glyph id. Standard
 * Courier (not embedded, WinAnsi) draws what Courier Prime lacks. A font is written into the file
 * only when something was drawn with it.
 */
import { isPrintableAscii, winAnsiByte } from '../glyphs'
import { deflate } from './deflate'
import { asciiLiteral, bytesOf, type PdfFile } from './pdf-file'
import type { TrueTypeFont } from './truetype'

export interface PdfFont {
  /** Resource name used in page content (F1, F2, ...). */
  readonly name: string
  /**
   * `text` as a PDF string operand in the font's encoding: a literal string of raw bytes, which
   * is half the size of hex and so quicker to compress.
   */
  encode(text: string): string
  /** Writes the font's objects; returns the font dictionary's object number. */
  write(pdf: PdfFile): number
}

/** One embedded face: its parsed tables, and the file written once for every font drawn with it. */
export class EmbeddedFace {
  private written: { pdf: PdfFile; descriptor: number } | null = null

  constructor(
    readonly font: TrueTypeFont,
    /** The PostScript name to use when the font file has none. */
    private readonly fallbackName: string,
  ) {}

  get baseFont(): string {
    return this.font.postScriptName || this.fallbackName
  }

  /** Font units → the thousandths of an em a PDF measures glyphs in. */
  thousandths(v: number): number {
    return Math.round((v * 1000) / this.font.unitsPerEm)
  }

  /** The face's font descriptor (and file), written on first call for this PDF. */
  descriptor(pdf: PdfFile): number {
    if (this.written?.pdf === pdf) return this.written.descriptor
    const f = this.font
    const u = (v: number) => this.thousandths(v)
    let deflated = deflatedFiles.get(f.bytes)
    if (!deflated) deflatedFiles.set(f.bytes, (deflated = deflate(f.bytes)))
    const file = pdf.setDeflated(pdf.reserve(), `/Length1 ${f.bytes.length}`, deflated)
    // Non-symbolic: the font's own Unicode character map finds the glyph for each WinAnsi code.
    const flags = (f.fixedPitch ? 1 : 0) | 32 | (f.italicAngle !== 0 ? 64 : 0)
    const descriptor = pdf.add(
      `<< /Type /FontDescriptor /FontName /${this.baseFont} /Flags ${flags} /FontBBox [${f.bbox.map(u).join(' ')}] /ItalicAngle ${f.italicAngle} ` +
        `/Ascent ${u(f.ascent)} /Descent ${u(f.descent)} /CapHeight ${u(f.capHeight)} /StemV ${f.bold ? 120 : 80} /FontFile2 ${file} 0 R >>`,
    )
    this.written = { pdf, descriptor }
    return descriptor
  }
}

/** Deflated font files, kept across exports in one session: the bytes of a face never change. */
const deflatedFiles = new WeakMap<Uint8Array, Uint8Array>()

/**
 * Hands the writer a face's file already deflated (zlib, as /FlateDecode reads it), so an export
 * embeds it without compressing it again: the command line keeps the faces deflated at build.
 */
export function rememberDeflatedFontFile(bytes: Uint8Array, deflated: Uint8Array): void {
  deflatedFiles.set(bytes, deflated)
}

/** Courier Prime for printable ASCII (0x20–0x7E), each byte the character itself. */
export class EmbeddedAscii implements PdfFont {
  constructor(
    readonly name: string,
    private readonly face: EmbeddedFace,
  ) {}

  /** Only printable ASCII comes here (the pen sends the rest by glyph id). */
  encode(text: string): string {
    return asciiLiteral(text)
  }

  write(pdf: PdfFile): number {
    const f = this.face.font
    const widths: number[] = []
    for (let code = FIRST_CHAR; code <= LAST_CHAR; code++) widths.push(this.face.thousandths(f.advanceOf(f.glyphOf(code))))
    return pdf.add(
      `<< /Type /Font /Subtype /TrueType /BaseFont /${this.face.baseFont} /FirstChar ${FIRST_CHAR} /LastChar ${LAST_CHAR} /Widths [${widths.join(' ')}] ` +
        `/Encoding /WinAnsiEncoding /FontDescriptor ${this.face.descriptor(pdf)} 0 R >>`,
    )
  }
}

const FIRST_CHAR = 0x20
const LAST_CHAR = 0x7e

/** Courier Prime by glyph id (Identity-H): for every character beyond printable ASCII. */
export class EmbeddedCid implements PdfFont {
  /** glyph id → the character it was drawn for (for the ToUnicode map). */
  private readonly drawn = new Map<number, number>()
  private readonly bytesOfChar = new Map<number, string>()

  constructor(
    readonly name: string,
    private readonly face: EmbeddedFace,
  ) {}

  encode(text: string): string {
    let out = '('
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      out += this.bytesOfChar.get(code) ?? this.learn(code)
    }
    return out + ')'
  }

  /** The two string bytes of a character's glyph, noted for the ToUnicode map on first use. */
  private learn(code: number): string {
    const glyph = this.face.font.glyphOf(code)
    if (!this.drawn.has(glyph)) this.drawn.set(glyph, code)
    const b = literalByte(glyph >> 8) + literalByte(glyph & 0xff)
    this.bytesOfChar.set(code, b)
    return b
  }

  write(pdf: PdfFile): number {
    const f = this.face.font
    const u = (v: number) => this.face.thousandths(v)
    const glyphs = [...this.drawn.keys()].sort((a, b) => a - b)
    // Most glyphs of a fixed-pitch face share one advance: that is the default width, and only
    // the glyphs drawn with another advance are listed.
    const dw = u(f.advanceOf(f.glyphOf(0x20)))
    const widths = glyphs.filter((g) => u(f.advanceOf(g)) !== dw).map((g) => `${g} [${u(f.advanceOf(g))}]`)
    const cidFont = pdf.add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${this.face.baseFont} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
        `/FontDescriptor ${this.face.descriptor(pdf)} 0 R /DW ${dw}${widths.length ? ` /W [${widths.join(' ')}]` : ''} /CIDToGIDMap /Identity >>`,
    )
    const toUnicode = pdf.addStream('', toUnicodeCMap(glyphs.map((g) => [g, this.drawn.get(g)!])))
    return pdf.add(
      `<< /Type /Font /Subtype /Type0 /BaseFont /${this.face.baseFont} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
    )
  }
}

/** One of the PDF standard Courier faces: every viewer has it, so nothing is embedded. */
export class StandardCourier implements PdfFont {
  constructor(
    readonly name: string,
    private readonly baseFont: 'Courier' | 'Courier-Bold' | 'Courier-Oblique' | 'Courier-BoldOblique',
  ) {}

  encode(text: string): string {
    return winAnsiString(text)
  }

  write(pdf: PdfFile): number {
    return pdf.add(`<< /Type /Font /Subtype /Type1 /BaseFont /${this.baseFont} /Encoding /WinAnsiEncoding >>`)
  }
}

/** Text as a literal string of WinAnsi bytes; characters outside WinAnsi become '?'. */
export function winAnsiString(text: string): string {
  // Almost every line of a script is printable ASCII: its bytes are its characters.
  if (isPrintableAscii(text)) return asciiLiteral(text)
  let out = '('
  for (let i = 0; i < text.length; i++) out += literalByte(winAnsiByte(text.charCodeAt(i)) ?? 0x3f)
  return out + ')'
}


/**
 * One byte inside a literal string. The delimiters and the backslash are escaped; so is a carriage
 * return, which a reader would otherwise take for a line end and turn into a line feed.
 */
function literalByte(b: number): string {
  if (b === 0x28 || b === 0x29 || b === 0x5c) return '\\' + String.fromCharCode(b)
  if (b === 0x0d) return '\\r'
  return String.fromCharCode(b)
}

/** The map from glyph ids back to text, in blocks of at most 100 entries as the format asks. */
function toUnicodeCMap(pairs: [number, number][]): Uint8Array {
  const hex4 = (n: number) => n.toString(16).padStart(4, '0')
  const lines = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <ffff>',
    'endcodespacerange',
  ]
  for (let i = 0; i < pairs.length; i += 100) {
    const block = pairs.slice(i, i + 100)
    lines.push(`${block.length} beginbfchar`, ...block.map(([g, c]) => `<${hex4(g)}> <${hex4(c)}>`), 'endbfchar')
  }
  lines.push('endcmap', 'CMapName currentdict /CIDInit /ProcSet findresource /defineresource pop', 'end', 'end')
  return bytesOf(lines.join('\n'))
}
