/**
 * Word wrapping as Final Draft does it on a fixed-pitch page: greedy, breaking only at spaces,
 * keeping the writer's internal spaces (two spaces after a full stop count toward the width), never
 * letting a trailing space force a break, and hard-breaking a word longer than the line. Hyphens
 * are not break points: FORMATS §5.7 gives no hyphen rule for Final Draft and jumpcut's FD-parity
 * wrapper breaks at spaces only, so we do the same.
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
  return { lines, starts }
}

function wrapParagraph(
  text: string,
  from: number,
  to: number,
  w: number,
  base: number,
  lines: string[],
  starts: number[],
): void {
  if (from >= to) {
    // An empty paragraph still prints as one (blank) line, as it does in Final Draft.
    lines.push('')
    starts.push(from + base)
    return
  }
  let i = from
  while (i < to) {
    const lineStart = i
    let fitEnd = -1
    let j = i
    for (;;) {
      let k = j
      while (k < to && text.charCodeAt(k) === 32) k++
      let m = k
      while (m < to && text.charCodeAt(m) !== 32) m++
      if (m === k) break // only trailing spaces remain: they never force a break
      if (m - lineStart <= w) {
        fitEnd = m
        j = m
        if (m >= to) break
      } else break
    }
    let next: number
    if (fitEnd < 0) {
      // Not even the first word fits: cut it at the width (not inside a surrogate pair).
      fitEnd = lineStart + w
      if (fitEnd < to && isLowSurrogate(text.charCodeAt(fitEnd)) && fitEnd - 1 > lineStart) fitEnd--
      next = fitEnd
    } else {
      next = fitEnd
      while (next < to && text.charCodeAt(next) === 32) next++
    }
    lines.push(text.slice(lineStart, fitEnd))
    starts.push(lineStart + base)
    i = next
  }
}

function isLowSurrogate(c: number): boolean {
  return c >= 0xdc00 && c <= 0xdfff
}

const ABBREVIATIONS = new Set(['MR', 'MRS', 'MS', 'DR', 'ST', 'JR', 'SR', 'VS', 'PROF', 'LT', 'SGT', 'CAPT', 'GEN', 'MT'])

/**
 * Offsets where a new sentence starts, the places Final Draft may split action or dialogue
 * (`BreakDialogueAndActionAtSentences`): after `.`, `?`, `!` or `…` (plus closing quotes or
 * brackets) and a space, but not after a title such as "Mr."; and after every line break.
 */
export function sentenceStarts(text: string): number[] {
  const out: number[] = []
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c === 10) {
      if (i + 1 < n) out.push(i + 1)
      continue
    }
    if (c !== 46 && c !== 63 && c !== 33 && c !== 0x2026) continue
    let j = i + 1
    while (j < n && isTerminalOrCloser(text.charCodeAt(j))) j++
    if (j >= n || text.charCodeAt(j) !== 32) {
      i = j - 1
      continue
    }
    if (c === 46 && j === i + 1 && isAbbreviation(text, i)) continue
    let k = j
    while (k < n && text.charCodeAt(k) === 32) k++
    if (k < n && text.charCodeAt(k) !== 10) out.push(k)
    i = k - 1
  }
  return out
}

function isTerminalOrCloser(c: number): boolean {
  // . ? ! … " ' ) ] ” ’
  return c === 46 || c === 63 || c === 33 || c === 0x2026 || c === 34 || c === 39 || c === 41 || c === 93 || c === 0x201d || c === 0x2019
}

function isAbbreviation(text: string, dot: number): boolean {
  let s = dot
  while (s > 0 && /[A-Za-z]/.test(text[s - 1])) s--
  if (s === dot) return false
  const word = text.slice(s, dot).toUpperCase()
  // A single capital ("J. Smith") is an initial, not a sentence end.
  return ABBREVIATIONS.has(word) || (dot - s === 1 && /[A-Z]/.test(text[s]))
}
