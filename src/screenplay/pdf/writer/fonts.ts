/**
 * The fonts a script PDF draws with. Courier Prime is embedded whole as a CID-keyed TrueType
 * font: text is written as two-byte glyph ids, and a ToUnicode map of every glyph drawn keeps
 * the text selectable and searchable. Standard Courier (not embedded, WinAnsi bytes) draws what
 * Courier Prime lacks. A font is written into the file only when something was drawn with it.
 */
import { deflate } from './deflate'
import { bytesOf, type PdfFile } from './pdf-file'
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

/** Deflated font files, kept across exports in one session: the bytes of a face never change. */
const deflatedFiles = new WeakMap<Uint8Array, Uint8Array>()

export class EmbeddedTrueType implements PdfFont {
  /** glyph id → the character it was drawn for (for the ToUnicode map). */
  private readonly drawn = new Map<number, number>()
  /** Each character's string bytes, once looked up: by code for Latin-1, else by map. */
  private readonly latin: (string | undefined)[] = new Array(0x100).fill(undefined)
  private readonly others = new Map<number, string>()

  constructor(
    readonly name: string,
    private readonly font: TrueTypeFont,
    private readonly fallbackName: string,
  ) {}

  encode(text: string): string {
    let out = '('
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      out += (code < 0x100 ? this.latin[code] : this.others.get(code)) ?? this.learn(code)
    }
    return out + ')'
  }

  /** The two string bytes of a character's glyph, noted for the ToUnicode map on first use. */
  private learn(code: number): string {
    const glyph = this.font.glyphOf(code)
    if (!this.drawn.has(glyph)) this.drawn.set(glyph, code)
    const b = literalByte(glyph >> 8) + literalByte(glyph & 0xff)
    if (code < 0x100) this.latin[code] = b
    else this.others.set(code, b)
    return b
  }

  write(pdf: PdfFile): number {
    const f = this.font
    const scale = 1000 / f.unitsPerEm
    const u = (v: number) => Math.round(v * scale)
    const baseFont = f.postScriptName || this.fallbackName
    const glyphs = [...this.drawn.keys()].sort((a, b) => a - b)
    // Most glyphs of a fixed-pitch face share one advance: that is the default width, and only
    // the glyphs drawn with another advance are listed.
    const dw = u(f.advanceOf(f.glyphOf(0x20)))
    const widths = glyphs.filter((g) => u(f.advanceOf(g)) !== dw).map((g) => `${g} [${u(f.advanceOf(g))}]`)

    let deflated = deflatedFiles.get(f.bytes)
    if (!deflated) deflatedFiles.set(f.bytes, (deflated = deflate(f.bytes)))
    const file = pdf.setDeflated(pdf.reserve(), `/Length1 ${f.bytes.length}`, deflated)
    const flags = (f.fixedPitch ? 1 : 0) | 32 | (f.italicAngle !== 0 ? 64 : 0)
    const descriptor = pdf.add(
      `<< /Type /FontDescriptor /FontName /${baseFont} /Flags ${flags} /FontBBox [${f.bbox.map(u).join(' ')}] /ItalicAngle ${f.italicAngle} ` +
        `/Ascent ${u(f.ascent)} /Descent ${u(f.descent)} /CapHeight ${u(f.capHeight)} /StemV ${f.bold ? 120 : 80} /FontFile2 ${file} 0 R >>`,
    )
    const cidFont = pdf.add(
      `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseFont} /CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ` +
        `/FontDescriptor ${descriptor} 0 R /DW ${dw}${widths.length ? ` /W [${widths.join(' ')}]` : ''} /CIDToGIDMap /Identity >>`,
    )
    const toUnicode = pdf.addStream('', toUnicodeCMap(glyphs.map((g) => [g, this.drawn.get(g)!])))
    return pdf.add(`<< /Type /Font /Subtype /Type0 /BaseFont /${baseFont} /Encoding /Identity-H /DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`)
  }
}

/** Unicode → WinAnsiEncoding byte for the characters of 0x80–0x9F. */
const WIN_ANSI: Record<number, number> = {}
'€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'.split('').forEach((ch, i) => {
  WIN_ANSI[ch.charCodeAt(0)] = 0x80 + i
})

/** One of the PDF standard Courier faces: every viewer has it, so nothing is embedded. */
export class StandardCourier implements PdfFont {
  constructor(
    readonly name: string,
    private readonly baseFont: 'Courier' | 'Courier-Bold' | 'Courier-Oblique' | 'Courier-BoldOblique',
  ) {}

  encode(text: string): string {
    let out = '('
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i)
      out += literalByte(code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : (WIN_ANSI[code] ?? 0x3f))
    }
    return out + ')'
  }

  write(pdf: PdfFile): number {
    return pdf.add(`<< /Type /Font /Subtype /Type1 /BaseFont /${this.baseFont} /Encoding /WinAnsiEncoding >>`)
  }
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
