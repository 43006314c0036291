/**
 * Which font draws which character. Courier Prime (embedded) covers Basic Latin, Latin-1,
 * Latin Extended-A and the usual punctuation (curly quotes, dashes, ellipsis, €, ™) — its cmap has
 * 384 code points. A character it lacks is drawn in standard Courier when Courier's WinAnsi set has
 * it, and as "?" otherwise (standard PDF fonts cannot show other scripts). Both are 600 units wide,
 * so columns stay aligned.
 */

/** What WinAnsiEncoding puts at 0x80–0x9F (the five C1 controls stand for unused codes). */
const WIN_ANSI_80_9F = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const WIN_ANSI_HIGH = new Map(Array.from(WIN_ANSI_80_9F, (ch, i) => [ch.charCodeAt(0), 0x80 + i]))

/** A character's byte in WinAnsiEncoding: itself below 0x80 and in 0xA0–0xFF, else from 0x80–0x9F. */
export function winAnsiByte(code: number): number | undefined {
  return code < 0x80 || (code >= 0xa0 && code <= 0xff) ? code : WIN_ANSI_HIGH.get(code)
}

/** The characters the standard PDF Courier can show (WinAnsiEncoding). */
export function inWinAnsi(code: number): boolean {
  if (code >= 0x80 && code <= 0x9f) return false // C1 controls, not the characters WinAnsi puts there
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_HIGH.has(code)
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/

/** Whether every character is printable ASCII, as nearly every line of a script is. */
export function isPrintableAscii(text: string): boolean {
  return PRINTABLE_ASCII.test(text)
}

export type FontFace = 'prime' | 'std'

/** Splits text into runs by the face that can draw it; characters neither has become '?'. */
export function fontRuns(text: string, prime: ((code: number) => boolean) | null): { face: FontFace; text: string }[] {
  const out: { face: FontFace; text: string }[] = []
  let cur: FontFace | null = null
  let buf = ''
  for (const ch of text) {
    const code = ch.codePointAt(0)!
    let face: FontFace
    let c = ch
    if (prime && prime(code)) face = 'prime'
    else if (inWinAnsi(code)) face = 'std'
    else {
      face = prime ? 'prime' : 'std'
      c = '?'
    }
    // A non-BMP character is two UTF-16 units wide in the layout but drawn as one '?':
    // pad so later columns stay where the layout put them.
    if (ch.length === 2) c += ' '
    if (face !== cur && buf) {
      out.push({ face: cur!, text: buf })
      buf = ''
    }
    cur = face
    buf += c
  }
  if (buf) out.push({ face: cur!, text: buf })
  return out
}
