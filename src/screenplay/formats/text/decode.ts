/**
 * Bytes to text for the text-based formats (Fountain, plain text). Pure: TextDecoder only.
 *
 * UTF-8 is expected; files that are not valid UTF-8 are read as Windows-1252, which is what older
 * screenwriting tools and Windows editors wrote, and the writer is told so, with the line of the
 * first byte that is not UTF-8 (the accents and quotation marks are the ones to check). A file
 * with NUL bytes is not text at all (a binary renamed .fountain or .txt) and is refused with a
 * clear message rather than shown as garbage.
 */
import type { Script } from '../../model'

export const NOT_TEXT_MESSAGE = 'This file is not a text file (it contains binary data).'

/** Text, and what its reading had to guess (its encoding), for the writer. */
export interface DecodedText {
  text: string
  notices: string[]
}

export function notUtf8Notice(line: number): string {
  return `This file is not valid UTF-8 text (the first byte that is not is on line ${line}), so it was read as Windows-1252, the encoding of older Windows programs: check its accented letters and quotation marks.`
}

export function readTextBytes(bytes: Uint8Array): DecodedText {
  const probe = Math.min(bytes.length, 65536)
  for (let i = 0; i < probe; i++) if (bytes[i] === 0) throw new Error(NOT_TEXT_MESSAGE)
  const decoded = decodeUtf8OrWindows1252(bytes)
  // NULs beyond the probed start still mark a binary file.
  if (bytes.length > probe && decoded.text.indexOf('\u0000') >= 0) throw new Error(NOT_TEXT_MESSAGE)
  return decoded
}

/**
 * UTF-8, or Windows-1252 with a notice saying so when the bytes are not UTF-8; a byte-order mark
 * is dropped. An XML document that declares a Western single-byte encoding is read in it, and
 * needs no notice: it says what it is.
 */
export function decodeUtf8OrWindows1252(bytes: Uint8Array): DecodedText {
  let text: string
  const notices: string[] = []
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    text = decodeWindows1252(bytes)
    if (!declaresWesternEncoding(bytes)) notices.push(notUtf8Notice(lineAt(bytes, firstInvalidUtf8(bytes))))
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1)
  return { text, notices }
}

function declaresWesternEncoding(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, 200))
  return /^\s*<\?xml[^>]*encoding\s*=\s*["'](iso-8859-1|latin-?1|windows-1252|cp1252|us-ascii)["']/i.test(head)
}

export function decodeText(bytes: Uint8Array): string {
  return readTextBytes(bytes).text
}

/** A text format's reader: the bytes decoded, parsed, and what decoding had to guess told with the script. */
export function readDecoded(bytes: Uint8Array, parse: (text: string) => Script, decode: (bytes: Uint8Array) => DecodedText = readTextBytes): Script {
  const { text, notices } = decode(bytes)
  return withNotices(parse(text), notices)
}

/** The script, with what decoding its text had to guess told first. */
export function withNotices(script: Script, notices: readonly string[]): Script {
  if (notices.length) script.notices = [...notices, ...(script.notices ?? [])]
  return script
}

/**
 * Windows-1252 as browsers decode it. Some runtimes (Node among them) decode the label as
 * Latin-1, which leaves bytes 0x80–0x9F (curly quotes, dashes, the euro sign) as control
 * characters; those are mapped here, so the CLI and the browser read the same text.
 */
const CP1252_80_9F = '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178'
function decodeWindows1252(bytes: Uint8Array): string {
  return new TextDecoder('windows-1252').decode(bytes).replace(/[\u0080-\u009f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80])
}

/** Where the first byte sequence that is not UTF-8 starts (the length when there is none). */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0
  while (i < b.length) {
    const c = b[i]
    if (c < 0x80) {
      i++
      continue
    }
    // Lead byte: how many continuation bytes follow, and the range the first of them must be in
    // (which rules out overlong forms, surrogates and code points past U+10FFFF).
    let n: number
    let lo = 0x80
    let hi = 0xbf
    if (c >= 0xc2 && c <= 0xdf) n = 1
    else if (c >= 0xe0 && c <= 0xef) {
      n = 2
      if (c === 0xe0) lo = 0xa0
      if (c === 0xed) hi = 0x9f
    } else if (c >= 0xf0 && c <= 0xf4) {
      n = 3
      if (c === 0xf0) lo = 0x90
      if (c === 0xf4) hi = 0x8f
    } else return i
    for (let k = 1; k <= n; k++) {
      const x = b[i + k]
      if (x === undefined || x < (k === 1 ? lo : 0x80) || x > (k === 1 ? hi : 0xbf)) return i
    }
    i += n + 1
  }
  return b.length
}

/** The 1-based line a byte offset is on. */
function lineAt(bytes: Uint8Array, offset: number): number {
  let line = 1
  for (let i = 0; i < offset && i < bytes.length; i++) if (bytes[i] === 0x0a) line++
  return line
}

export function encodeText(text: string): Uint8Array {
  return new TextEncoder().encode(text)
}
