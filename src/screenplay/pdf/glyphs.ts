/**
 * Which font draws which character. Courier Prime (embedded) covers Basic Latin, Latin-1,
 * Latin Extended-A and the usual punctuation (curly quotes, dashes, ellipsis, €, ™) — its cmap has
 * 384 code points. A character it lacks is drawn in standard Courier when Courier's WinAnsi set has
 * it, and as "?" otherwise (standard PDF fonts cannot show other scripts). Both are 600 units wide,
 * so columns stay aligned.
 */

/** The characters the standard PDF Courier can show (WinAnsiEncoding). */
const WIN_ANSI_EXTRA = '€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ'
export function inWinAnsi(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.includes(String.fromCharCode(code))
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
