/**
 * What the PDF writer needs to know of a TrueType font to embed it whole: its PostScript name,
 * the metrics a PDF font descriptor states, which glyph draws each character, and each glyph's
 * advance. Only the tables that say so are read (head, hhea, hmtx, maxp, OS/2, post, name, cmap);
 * the file itself is embedded unchanged.
 */

export interface TrueTypeFont {
  bytes: Uint8Array
  /** PostScript name (name table, ID 6), or '' when the font has none. */
  postScriptName: string
  unitsPerEm: number
  /** xMin, yMin, xMax, yMax in font units. */
  bbox: [number, number, number, number]
  ascent: number
  descent: number
  capHeight: number
  italicAngle: number
  fixedPitch: boolean
  bold: boolean
  /** Glyph id for a Unicode code point; 0 (the missing glyph) when the font has none. */
  glyphOf(code: number): number
  /** Advance width of a glyph in font units. */
  advanceOf(glyph: number): number
}

export class TrueTypeError extends Error {}

export function readTrueType(bytes: Uint8Array): TrueTypeFont {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const tables = tableDirectory(view)
  const table = (tag: string) => {
    const t = tables.get(tag)
    if (!t) throw new TrueTypeError(`the font has no ${tag} table`)
    return t
  }

  const head = table('head')
  const unitsPerEm = view.getUint16(head + 18)
  const bbox: [number, number, number, number] = [view.getInt16(head + 36), view.getInt16(head + 38), view.getInt16(head + 40), view.getInt16(head + 42)]
  const macStyle = view.getUint16(head + 44)

  const hhea = table('hhea')
  const numberOfHMetrics = view.getUint16(hhea + 34)
  const hmtx = table('hmtx')

  const post = tables.get('post')
  const italicAngle = post === undefined ? 0 : view.getInt32(post + 4) / 65536
  const fixedPitch = post === undefined ? false : view.getUint32(post + 12) !== 0

  const os2 = tables.get('OS/2')
  const os2Version = os2 === undefined ? -1 : view.getUint16(os2)
  const ascent = os2 === undefined ? view.getInt16(hhea + 4) : view.getInt16(os2 + 68)
  const descent = os2 === undefined ? view.getInt16(hhea + 6) : view.getInt16(os2 + 70)
  const capHeight = os2 !== undefined && os2Version >= 2 ? view.getInt16(os2 + 88) : Math.round(ascent * 0.8)
  const weight = os2 === undefined ? 400 : view.getUint16(os2 + 4)

  const glyphs = readCmap(view, table('cmap'))
  return {
    bytes,
    postScriptName: readPostScriptName(view, tables.get('name')),
    unitsPerEm,
    bbox,
    ascent,
    descent,
    capHeight,
    italicAngle,
    fixedPitch,
    bold: (macStyle & 1) !== 0 || weight >= 600,
    glyphOf: (code) => (code < 0x10000 ? glyphs.bmp[code] : (glyphs.astral.get(code) ?? 0)),
    // Glyphs past the last long metric share its advance.
    advanceOf: (glyph) => view.getUint16(hmtx + 4 * Math.min(glyph, numberOfHMetrics - 1)),
  }
}

function tableDirectory(view: DataView): Map<string, number> {
  if (view.byteLength < 12) throw new TrueTypeError('the font file is too short')
  const version = view.getUint32(0)
  if (version !== 0x00010000 && version !== 0x74727565) throw new TrueTypeError('not a TrueType font (glyf outlines are needed)')
  const count = view.getUint16(4)
  const tables = new Map<string, number>()
  for (let i = 0; i < count; i++) {
    const at = 12 + 16 * i
    if (at + 16 > view.byteLength) throw new TrueTypeError('the font file is cut short')
    const tag = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3))
    const offset = view.getUint32(at + 8)
    if (offset + view.getUint32(at + 12) > view.byteLength) throw new TrueTypeError(`the font's ${tag} table is cut short`)
    tables.set(tag, offset)
  }
  return tables
}

/** Glyphs of the Basic Multilingual Plane by code, and the few beyond it by a map. */
interface CharacterMap {
  bmp: Uint16Array
  astral: Map<number, number>
}

/** Code point → glyph, from the Unicode subtable (format 12 when present, else format 4). */
function readCmap(view: DataView, cmap: number): CharacterMap {
  const count = view.getUint16(cmap + 2)
  let format4 = -1
  let format12 = -1
  for (let i = 0; i < count; i++) {
    const platform = view.getUint16(cmap + 4 + 8 * i)
    const encoding = view.getUint16(cmap + 6 + 8 * i)
    const at = cmap + view.getUint32(cmap + 8 + 8 * i)
    const unicode = platform === 0 || (platform === 3 && (encoding === 1 || encoding === 10))
    if (!unicode) continue
    const format = view.getUint16(at)
    if (format === 12) format12 = at
    else if (format === 4 && format4 === -1) format4 = at
  }
  const map: CharacterMap = { bmp: new Uint16Array(0x10000), astral: new Map() }
  const set = (code: number, glyph: number) => {
    if (code < 0x10000) map.bmp[code] = glyph
    else map.astral.set(code, glyph)
  }
  if (format12 !== -1) {
    const groups = view.getUint32(format12 + 12)
    for (let g = 0; g < groups; g++) {
      const at = format12 + 16 + 12 * g
      const start = view.getUint32(at)
      const end = view.getUint32(at + 4)
      const glyph = view.getUint32(at + 8)
      for (let c = start; c <= end && c <= 0x10ffff; c++) set(c, glyph + (c - start))
    }
    return map
  }
  if (format4 === -1) throw new TrueTypeError('the font has no Unicode character map')
  const segments = view.getUint16(format4 + 6) / 2
  const ends = format4 + 14
  const starts = ends + 2 * segments + 2
  const deltas = starts + 2 * segments
  const rangeOffsets = deltas + 2 * segments
  for (let s = 0; s < segments; s++) {
    const end = view.getUint16(ends + 2 * s)
    const start = view.getUint16(starts + 2 * s)
    const delta = view.getInt16(deltas + 2 * s)
    const rangeOffset = view.getUint16(rangeOffsets + 2 * s)
    for (let c = start; c <= end && c !== 0xffff; c++) {
      let glyph: number
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff
      else {
        const at = rangeOffsets + 2 * s + rangeOffset + 2 * (c - start)
        glyph = at + 2 <= view.byteLength ? view.getUint16(at) : 0
        if (glyph !== 0) glyph = (glyph + delta) & 0xffff
      }
      if (glyph !== 0) set(c, glyph)
    }
  }
  return map
}

function readPostScriptName(view: DataView, name: number | undefined): string {
  if (name === undefined) return ''
  const count = view.getUint16(name + 2)
  const strings = name + view.getUint16(name + 4)
  for (let i = 0; i < count; i++) {
    const at = name + 6 + 12 * i
    const platform = view.getUint16(at)
    const nameId = view.getUint16(at + 6)
    if (nameId !== 6) continue
    const length = view.getUint16(at + 8)
    const offset = strings + view.getUint16(at + 10)
    let s = ''
    if (platform === 3 || platform === 0) for (let k = 0; k + 1 < length; k += 2) s += String.fromCharCode(view.getUint16(offset + k))
    else for (let k = 0; k < length; k++) s += String.fromCharCode(view.getUint8(offset + k))
    // A PDF name may hold only printable ASCII without delimiters.
    return s.replace(/[^A-Za-z0-9+\-_.]/g, '')
  }
  return ''
}
