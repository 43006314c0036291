/**
 * Find & Replace's search: plain-text matching over a
 * list of block texts. No regular expressions from the user: the term is always literal.
 */

/** Terms shorter than this find nothing. */
export const MIN_TERM_LENGTH = 2

export interface SearchOptions {
  caseSensitive: boolean
  wholeWord: boolean
  /** Block types searched; null or undefined searches every type. */
  allowedTypes?: ReadonlySet<string> | null
}

export interface SearchBlock {
  type: string
  text: string
}

/** A match: block index and [from, to) offsets in that block's text. */
export interface SearchResult {
  block: number
  from: number
  to: number
}

const WORD_CHAR = /[\p{L}\p{N}_]/u

/**
 * Lowercases one UTF-16 unit at a time, keeping a unit whose lowercase form has another length
 * (e.g. 'İ'), so offsets in the folded text are offsets in the original.
 */
export function foldCase(text: string): string {
  // Fast path: no lowercase mapping shortens text, so an equal length means none lengthened it.
  const low = text.toLowerCase()
  if (low.length === text.length) return low
  let out = ''
  for (const ch of text) {
    const low = ch.toLowerCase()
    out += low.length === ch.length ? low : ch
  }
  return out
}

function isWordCharAt(text: string, i: number): boolean {
  if (i < 0 || i >= text.length) return false
  // A surrogate pair is tested whole, from whichever half i points at.
  const code = text.charCodeAt(i)
  const start = code >= 0xdc00 && code <= 0xdfff && i > 0 ? i - 1 : i
  const cp = text.codePointAt(start)!
  return WORD_CHAR.test(String.fromCodePoint(cp))
}

/** Normalises a term for matching, or null when it is too short to search. */
export function prepareTerm(term: string, caseSensitive: boolean): string | null {
  if (term.length < MIN_TERM_LENGTH || term.trim().length === 0) return null
  return caseSensitive ? term : foldCase(term)
}

/**
 * [from, to) ranges of a prepared term in one text. Matches do not overlap (as in every editor's
 * Replace all); `haystack` is the text already case-folded when the search ignores case.
 */
export function findInText(haystack: string, needle: string, wholeWord: boolean): [number, number][] {
  const out: [number, number][] = []
  if (!needle) return out
  let i = haystack.indexOf(needle)
  while (i !== -1) {
    const end = i + needle.length
    const ok = !wholeWord || (!(isWordCharAt(haystack, i - 1) && isWordCharAt(haystack, i)) && !(isWordCharAt(haystack, end - 1) && isWordCharAt(haystack, end)))
    if (ok) {
      out.push([i, end])
      i = haystack.indexOf(needle, end)
    } else {
      i = haystack.indexOf(needle, i + 1)
    }
  }
  return out
}

/** Every match of `term` in the allowed blocks, in document order. */
export function searchBlocks(blocks: readonly SearchBlock[], term: string, opts: SearchOptions): SearchResult[] {
  const needle = prepareTerm(term, opts.caseSensitive)
  if (needle === null) return []
  const out: SearchResult[] = []
  blocks.forEach((b, block) => {
    if (opts.allowedTypes && !opts.allowedTypes.has(b.type)) return
    const hay = opts.caseSensitive ? b.text : foldCase(b.text)
    for (const [from, to] of findInText(hay, needle, opts.wholeWord)) out.push({ block, from, to })
  })
  return out
}

/**
 * The result to show after `current` in the given direction, wrapping round the ends; with no
 * current result, the first one at or after (before, going up) `anchor`.
 */
export function stepResult(starts: readonly number[], current: number, direction: 'down' | 'up', anchor?: number): number {
  const n = starts.length
  if (n === 0) return -1
  if (current >= 0 && current < n) return direction === 'down' ? (current + 1) % n : (current - 1 + n) % n
  if (anchor === undefined) return direction === 'down' ? 0 : n - 1
  if (direction === 'down') {
    const i = starts.findIndex((s) => s >= anchor)
    return i === -1 ? 0 : i
  }
  for (let i = n - 1; i >= 0; i--) if (starts[i] < anchor) return i
  return n - 1
}

/** The counter text: 'N of M results' or 'No results found'. */
export function counterText(index: number, total: number): string {
  if (total === 0) return 'No results found'
  return `${index >= 0 ? index + 1 : 0} of ${total} results`
}
