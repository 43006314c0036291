/**
 * Word wrapping as Final Draft does it on a fixed-pitch page, greedy, one pass per line of the
 * element's text:
 * - text is cut into words, each with the whitespace after it (any whitespace separates words; a
 *   run of spaces at the start of a line is a word of its own, so an indent counts);
 * - a line takes the next word if the line, trailing spaces removed, is no longer than the width;
 *   a line that then ends in "-" does not count that hyphen, and the writer's internal spaces (two
 *   after a full stop) count, but trailing spaces never force a break;
 * - a hyphen between two letters or digits is a place to break: "well-" stays on the upper line;
 * - an interruption dash "--" that does not fit may break as "-" / "-" (Final Draft's dash mode);
 * - a word longer than the line is never cut: it sits alone on its line and runs past it;
 * - an empty line inside an element prints nothing; an element with no text at all is one blank line.
 */

export interface Wrapped {
  /** The text of each line, without the spaces consumed at the break. */
  lines: string[]
  /** Offset of each line's first character in the wrapped text (plus `base`). */
  starts: number[]
}

/** Wraps `text` (paragraphs separated by '\n') at `width` characters. Offsets are shifted by `base`. */
export function wrapText(text: string, width: number, base = 0): Wrapped {
  const lines: string[] = []
  const starts: number[] = []
  const w = Math.max(1, Math.floor(width))
  let paraStart = 0
  for (;;) {
    let paraEnd = text.indexOf('\n', paraStart)
    if (paraEnd < 0) paraEnd = text.length
    wrapParagraph(text, paraStart, paraEnd, w, base, lines, starts)
    if (paraEnd >= text.length) break
    paraStart = paraEnd + 1
  }
  if (lines.length === 0) {
    lines.push('')
    starts.push(base)
  }
  return { lines, starts }
}

function isSpace(c: number): boolean {
  if (c === 32 || c === 9) return true
  if (c < 128) return c >= 10 && c <= 13
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
function isWordChar(c: number): boolean {
  if (c < 128) return (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)
  return LETTER_OR_DIGIT.test(String.fromCharCode(c))
}

/** The end of the next breakable piece of a word starting at `k`: after a hyphen run between word characters, or the word's end. */
function pieceEnd(text: string, k: number, to: number): number {
  let m = k
  while (m < to) {
    const c = text.charCodeAt(m)
    // Fast path: printable ASCII above the hyphen is never a break.
    if (c > 45) {
      if (c < 128 || !isSpace(c)) {
        m++
        continue
      }
      return m
    }
    if (c === 45) {
      if (m > k && isWordChar(text.charCodeAt(m - 1))) {
        let h = m + 1
        while (h < to && text.charCodeAt(h) === 45) h++
        if (h < to && isWordChar(text.charCodeAt(h))) return h
        m = h
        continue
      }
      m++
      continue
    }
    if (c === 32 || (c >= 9 && c <= 13)) return m
    m++
  }
  return m
}

/** The first non-space at or after `k`. */
function skipSpaces(text: string, k: number, to: number): number {
  while (k < to) {
    const c = text.charCodeAt(k)
    if (c === 32 || (c >= 9 && c <= 13) || (c >= 128 && isSpace(c))) k++
    else break
  }
  return k
}

/** Printed length of text[a, b): one trailing hyphen is not counted. */
function measure(text: string, a: number, b: number): number {
  return b > a && text.charCodeAt(b - 1) === 45 ? b - a - 1 : b - a
}

function wrapParagraph(text: string, from: number, to: number, w: number, base: number, lines: string[], starts: number[]): void {
  // A paragraph no longer than the line is one line (most cues, headings, parentheticals and
  // short speeches): the same line the word-by-word pass below would find, without the pass.
  if (to - from <= w) {
    let end = to
    while (end > from && isSpace(text.charCodeAt(end - 1))) end--
    if (end > from) {
      lines.push(text.slice(from, end))
      starts.push(from + base)
    }
    return
  }
  // Skip an empty or blank paragraph: it prints nothing.
  const s = skipSpaces(text, from, to)
  if (s >= to) return
  let lineStart = from
  /** End of the last word on the current line (trailing spaces excluded); lineStart when empty. */
  let lineEnd = -1
  let k = from
  // A leading run of spaces is a word of its own: it counts toward the first line.
  if (s > from) k = s
  while (k < to) {
    const m = pieceEnd(text, k, to)
    if (lineEnd < 0 || measure(text, lineStart, m) <= w) {
      // Fits, or the line is empty: a word too long for any line is never cut, it runs past.
      lineEnd = m
    } else {
      // Does not fit: an interruption dash may break across the lines as "-" / "-".
      if (m - k >= 2 && text.charCodeAt(m - 1) === 45 && text.charCodeAt(m - 2) === 45 && measure(text, lineStart, m - 1) <= w) {
        lines.push(text.slice(lineStart, m - 1))
        starts.push(lineStart + base)
        lineStart = m - 1
        lineEnd = m
      } else {
        lines.push(text.slice(lineStart, lineEnd))
        starts.push(lineStart + base)
        lineStart = k
        lineEnd = m
      }
    }
    k = skipSpaces(text, m, to)
  }
  lines.push(text.slice(lineStart, lineEnd))
  starts.push(lineStart + base)
}

/**
 * Offsets where a new sentence starts: the places Final Draft may split action or dialogue. A
 * sentence ends at ".", "!" or "?", perhaps followed by closing quotes or brackets, then
 * whitespace; the split falls before the next word. There is no list of abbreviations ("Mr."
 * ends a sentence too), and a line break alone is not a sentence end.
 */
export function sentenceStarts(text: string): number[] {
  const out: number[] = []
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c !== 46 && c !== 63 && c !== 33) continue
    let j = i + 1
    while (j < n && isCloser(text.charCodeAt(j))) j++
    if (j >= n || !isSpace(text.charCodeAt(j))) {
      i = j - 1
      continue
    }
    let k = j
    while (k < n && isSpace(text.charCodeAt(k))) k++
    if (k < n) out.push(k)
    i = k - 1
  }
  return out
}

/** Whether `text` ends a sentence: . ! ? perhaps followed by closers, then only whitespace. */
export function endsSentence(text: string): boolean {
  let i = text.length - 1
  while (i >= 0 && isSpace(text.charCodeAt(i))) i--
  while (i >= 0 && isCloser(text.charCodeAt(i))) i--
  if (i < 0) return false
  const c = text.charCodeAt(i)
  return c === 46 || c === 63 || c === 33
}

function isCloser(c: number): boolean {
  // " ' ) ] }
  return c === 34 || c === 39 || c === 41 || c === 93 || c === 125
}
