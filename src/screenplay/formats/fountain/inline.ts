/**
 * Fountain inline markup: backslash escapes and emphasis (`*italic*`, `**bold**`, `***both***`,
 * `_underline_`) in both directions. Notes and boneyard are handled line-wise by the parser before
 * text gets here.
 *
 * Reading follows CommonMark's delimiter-run algorithm (flanking rules, the "rule of 3", openers
 * bottom) because Fountain's emphasis is Markdown-like and that algorithm is linear and settles
 * nesting such as `**a*b***` without guesswork. Differences from Markdown, chosen for Fountain:
 * `_` is always underline and never spans a word-internal position (`snake_case_words` stays
 * literal); emphasis never crosses a line break.
 */
import type { InlineStyle, StyleSpan } from '../../model'
import { INLINE_STYLES } from '../../model'

/** Characters a backslash may escape. A backslash before anything else is a literal backslash. */
const ESCAPABLE = new Set('\\*_[]/#!@~><.=^():+`$'.split(''))

export function isEscapable(ch: string): boolean {
  return ESCAPABLE.has(ch)
}

function isWs(ch: string | undefined): boolean {
  return ch === undefined || ch === ' ' || ch === '\t' || ch === '\n' || ch === '\u00a0' || /\s/.test(ch)
}

const ALNUM = /[\p{L}\p{N}]/u
function isAlnum(ch: string | undefined): boolean {
  if (ch === undefined) return false
  const c = ch.charCodeAt(0)
  if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122)) return true
  if (c < 128) return false
  return ALNUM.test(ch)
}

/**
 * Delimiter runs of one line, as parallel typed arrays rather than one object per run: a hostile
 * line of millions of `*` and `_` then costs a few dozen bytes per run, not a few hundred.
 */
interface Delims {
  n: number
  /** 0 for `*`, 1 for `_`. */
  ch: Uint8Array
  /** Where the run starts in the line. */
  at: Int32Array
  /** Its length as written, and how many of its characters are still unmatched. */
  orig: Int32Array
  count: Int32Array
  /** 1 = can open, 2 = can close. */
  flags: Uint8Array
  prev: Int32Array
  next: Int32Array
}

/** Above this many emphasis runs in one line, the line's `*` and `_` are read as literal text. */
export const MAX_EMPHASIS_RUNS = 10_000

const CAN_OPEN = 1
const CAN_CLOSE = 2
const DELIM_CHARS = ['*', '_'] as const

/** Matched emphasis: opener and closer delimiter indexes and the style, in growable typed arrays. */
class Matches {
  n = 0
  opener = new Int32Array(16)
  closer = new Int32Array(16)
  style = new Uint8Array(16)
  push(o: number, c: number, st: number) {
    if (this.n === this.opener.length) {
      const grow = <T extends Int32Array | Uint8Array>(a: T): T => {
        const b = new (a.constructor as new (n: number) => T)(a.length * 2)
        b.set(a)
        return b
      }
      this.opener = grow(this.opener)
      this.closer = grow(this.closer)
      this.style = grow(this.style)
    }
    this.opener[this.n] = o
    this.closer[this.n] = c
    this.style[this.n++] = st
  }
}

const STYLE_CODES: InlineStyle[] = ['bold', 'italic', 'underline']

/** Walks the delimiter runs of a line (escapes skipped); `visit` gets each run and whether it can open or close. */
function scanRuns(line: string, visit: (ch: 0 | 1, at: number, len: number, flags: number) => void): void {
  const n = line.length
  let i = 0
  while (i < n) {
    const c = line[i]
    if (c === '\\' && i + 1 < n && ESCAPABLE.has(line[i + 1])) {
      i += 2
      continue
    }
    if (c === '*' || c === '_') {
      let j = i + 1
      while (j < n && line[j] === c) j++
      const prev = i > 0 ? line[i - 1] : undefined
      const next = j < n ? line[j] : undefined
      let canOpen = !isWs(next)
      let canClose = !isWs(prev)
      if (c === '_') {
        canOpen = canOpen && !isAlnum(prev)
        canClose = canClose && !isAlnum(next)
      }
      visit(c === '*' ? 0 : 1, i, j - i, (canOpen ? CAN_OPEN : 0) | (canClose ? CAN_CLOSE : 0))
      i = j
      continue
    }
    i++
  }
}

/** Parses one line (no '\n') into plain text and spans relative to that line. */
function parseLine(line: string): { text: string; spans: StyleSpan[] } {
  // Fast path: nothing to interpret.
  if (line.indexOf('\\') < 0 && line.indexOf('*') < 0 && line.indexOf('_') < 0) return { text: line, spans: [] }

  // Pass 1: count the runs that can open or close, then record them.
  let count = 0
  scanRuns(line, (_ch, _at, _len, flags) => {
    if (flags) count++
  })
  // No writer puts thousands of emphasis marks in one line; such a line is read as it stands,
  // every character kept, so hostile input costs no more than its own text.
  if (count > MAX_EMPHASIS_RUNS) count = 0
  const d: Delims = {
    n: 0,
    ch: new Uint8Array(count),
    at: new Int32Array(count),
    orig: new Int32Array(count),
    count: new Int32Array(count),
    flags: new Uint8Array(count),
    prev: new Int32Array(count),
    next: new Int32Array(count),
  }
  if (count) scanRuns(line, (ch, at, len, flags) => {
    if (!flags) return
    const k = d.n++
    d.ch[k] = ch
    d.at[k] = at
    d.orig[k] = len
    d.count[k] = len
    d.flags[k] = flags
    d.prev[k] = k - 1
    d.next[k] = k + 1 < count ? k + 1 : -1
  })
  const matches = count ? processEmphasis(d) : new Matches()

  // Pass 2: lay out the text. A delimiter run closes its styles at its start, keeps its unmatched
  // characters as literal text, then opens its styles. The text is written as UTF-16 code units
  // into one buffer (never longer than the line) and decoded once.
  const out = new Uint16Array(line.length)
  let len = 0
  const closePos = new Int32Array(count)
  const openPos = new Int32Array(count)
  let k = 0
  const n = line.length
  let i = 0
  while (i < n) {
    const c = line.charCodeAt(i)
    if (c === 92 /* \\ */ && i + 1 < n && ESCAPABLE.has(line[i + 1])) {
      out[len++] = line.charCodeAt(i + 1)
      i += 2
      continue
    }
    if (k < count && d.at[k] === i) {
      closePos[k] = len
      const ch = DELIM_CHARS[d.ch[k]].charCodeAt(0)
      for (let r = 0; r < d.count[k]; r++) out[len++] = ch
      openPos[k] = len
      i += d.orig[k]
      k++
      continue
    }
    out[len++] = c
    i++
  }
  const text = decodeUtf16(out, len)
  const spans: StyleSpan[] = []
  for (let m = 0; m < matches.n; m++) {
    const start = openPos[matches.opener[m]]
    const end = closePos[matches.closer[m]]
    if (end > start) spans.push({ start, end, style: STYLE_CODES[matches.style[m]] })
  }
  return { text, spans }
}

/** Made on first use: a decoder costs a fresh process a third of a millisecond, and most lines need none. */
let utf16: TextDecoder | undefined
function decodeUtf16(codes: Uint16Array, len: number): string {
  // Lone surrogates must survive as they are; TextDecoder would replace them, so such text (rare)
  // is assembled in slices instead.
  const view = codes.subarray(0, len)
  for (let i = 0; i < len; i++) {
    const c = view[i]
    if (c >= 0xd800 && c <= 0xdfff) {
      let s = ''
      for (let j = 0; j < len; j += 8192) s += String.fromCharCode(...view.subarray(j, Math.min(len, j + 8192)))
      return s
    }
  }
  return (utf16 ??= new TextDecoder('utf-16le')).decode(view)
}

function processEmphasis(d: Delims): Matches {
  const matches = new Matches()
  // Lowest index an opener search may reach, per (char, closer can-open, orig % 3): keeps the
  // whole pass linear on hostile input such as thousands of unmatched closers.
  const bottom = new Int32Array(12).fill(-1)
  const remove = (k: number) => {
    if (d.prev[k] >= 0) d.next[d.prev[k]] = d.next[k]
    if (d.next[k] >= 0) d.prev[d.next[k]] = d.prev[k]
  }
  let c = 0
  while (c >= 0 && c < d.n) {
    const closerOpens = (d.flags[c] & CAN_OPEN) !== 0
    if (!(d.flags[c] & CAN_CLOSE)) {
      c = d.next[c]
      continue
    }
    const key = d.ch[c] * 6 + (closerOpens ? 3 : 0) + (d.orig[c] % 3)
    const floor = bottom[key]
    let o = d.prev[c]
    let found = -1
    while (o >= 0 && o > floor) {
      if (d.ch[o] === d.ch[c] && d.flags[o] & CAN_OPEN && d.count[o] > 0) {
        const odd =
          d.ch[o] === 0 &&
          (closerOpens || (d.flags[o] & CAN_CLOSE) !== 0) &&
          (d.orig[o] + d.orig[c]) % 3 === 0 &&
          !(d.orig[o] % 3 === 0 && d.orig[c] % 3 === 0)
        if (!odd) {
          found = o
          break
        }
      }
      o = d.prev[o]
    }
    if (found < 0) {
      bottom[key] = d.prev[c]
      const nxt = d.next[c]
      if (!closerOpens) remove(c)
      c = nxt
      continue
    }
    const use = d.ch[found] === 0 && d.count[found] >= 2 && d.count[c] >= 2 ? 2 : 1
    // 0 bold, 1 italic, 2 underline (STYLE_CODES)
    matches.push(found, c, d.ch[found] === 1 ? 2 : use === 2 ? 0 : 1)
    d.count[found] -= use
    d.count[c] -= use
    // Delimiters between opener and closer can no longer match anything.
    let k = d.next[found]
    while (k >= 0 && k !== c) {
      const nx = d.next[k]
      remove(k)
      k = nx
    }
    if (d.count[found] === 0) remove(found)
    if (d.count[c] === 0) {
      const nxt = d.next[c]
      remove(c)
      c = nxt
    }
    // Otherwise the same closer tries again with the remaining characters.
  }
  return matches
}

/** Parses a possibly multi-line string. Emphasis never crosses '\n'. */
export function parseInline(src: string): { text: string; styles: StyleSpan[] } {
  if (src.indexOf('\\') < 0 && src.indexOf('*') < 0 && src.indexOf('_') < 0) return { text: src, styles: [] }
  const lines = src.split('\n')
  if (lines.length === 1) {
    const r = parseLine(src)
    return { text: r.text, styles: canonicalSpans(r.text.length, r.spans) }
  }
  let text = ''
  const spans: StyleSpan[] = []
  for (let li = 0; li < lines.length; li++) {
    if (li > 0) text += '\n'
    const r = parseLine(lines[li])
    const off = text.length
    for (const s of r.spans) spans.push({ start: s.start + off, end: s.end + off, style: s.style })
    text += r.text
  }
  return { text, styles: canonicalSpans(text.length, spans) }
}

/** Text without markup: removes emphasis and escapes. */
export function stripInline(src: string): string {
  return parseInline(src).text
}

/**
 * The one canonical form of a span list: per style, overlapping or touching spans merged, empty
 * ones dropped, clipped to the text, sorted by start then style order (as `fromRuns` produces).
 */
export function canonicalSpans(length: number, spans: readonly StyleSpan[]): StyleSpan[] {
  if (spans.length === 0) return []
  // Emphasis read from Fountain is usually canonical already; checking is one pass and no copies.
  if (isCanonical(length, spans)) return spans as StyleSpan[]
  const out: StyleSpan[] = []
  for (const style of INLINE_STYLES) {
    const list = spans
      .filter((s) => s.style === style)
      .map((s) => ({ start: Math.max(0, Math.min(length, s.start)), end: Math.max(0, Math.min(length, s.end)) }))
      .filter((s) => s.end > s.start)
      .sort((a, b) => a.start - b.start)
    let cur: { start: number; end: number } | undefined
    for (const s of list) {
      if (cur && s.start <= cur.end) cur.end = Math.max(cur.end, s.end)
      else {
        if (cur) out.push({ start: cur.start, end: cur.end, style })
        cur = { ...s }
      }
    }
    if (cur) out.push({ start: cur.start, end: cur.end, style })
  }
  out.sort((a, b) => a.start - b.start || INLINE_STYLES.indexOf(a.style) - INLINE_STYLES.indexOf(b.style))
  return out
}

/** Whether spans are already in canonical form: non-empty, inside the text, ordered, and never overlapping or touching another of their style. */
function isCanonical(length: number, spans: readonly StyleSpan[]): boolean {
  const lastEnd: Partial<Record<InlineStyle, number>> = {}
  let prev: StyleSpan | undefined
  for (const s of spans) {
    if (!(s.start >= 0 && s.end > s.start && s.end <= length)) return false
    if (prev && (s.start < prev.start || (s.start === prev.start && INLINE_STYLES.indexOf(s.style) <= INLINE_STYLES.indexOf(prev.style)))) return false
    const e = lastEnd[s.style]
    if (e !== undefined && s.start <= e) return false
    lastEnd[s.style] = s.end
    prev = s
  }
  return true
}

// ---------------------------------------------------------------------------------------------
// Writing

const MARK: Record<Exclude<InlineStyle, 'strike'>, string> = { bold: '**', italic: '*', underline: '_' }

/**
 * Renders text with styles as Fountain markup. Expects spans already normalised by
 * `normaliseSpansForFountain` (no strike, no whitespace at span edges, no span across '\n',
 * underline on word boundaries); other spans may not read back the same.
 */
export function renderInline(text: string, styles: readonly StyleSpan[] | undefined): string {
  const spans = (styles ?? []).filter((s) => s.style !== 'strike' && s.end > s.start)
  if (spans.length === 0) return escapePlain(text, 0, text, EMPTY_SET)
  const boundaries = new Set<number>()
  for (const s of spans) {
    boundaries.add(s.start)
    boundaries.add(s.end)
  }
  const lines = text.split('\n')
  let out = ''
  let off = 0
  for (let li = 0; li < lines.length; li++) {
    if (li > 0) out += '\n'
    out += renderLine(text, off, off + lines[li].length, spans, boundaries)
    off += lines[li].length + 1
  }
  return out
}

const EMPTY_SET = new Set<number>()
type MarkStyle = Exclude<InlineStyle, 'strike'>

function renderLine(text: string, from: number, to: number, spans: readonly StyleSpan[], boundaries: Set<number>): string {
  if (from === to) return ''
  // Cut points inside this line.
  const cuts = new Set<number>([from, to])
  for (const s of spans) {
    if (s.start > from && s.start < to) cuts.add(s.start)
    if (s.end > from && s.end < to) cuts.add(s.end)
  }
  const points = [...cuts].sort((a, b) => a - b)
  const stylesAt = (a: number, b: number): MarkStyle[] =>
    (['bold', 'italic', 'underline'] as MarkStyle[]).filter((st) => spans.some((s) => s.style === st && s.start <= a && s.end >= b))
  const runs: { a: number; b: number; styles: MarkStyle[] }[] = []
  for (let k = 0; k < points.length - 1; k++) runs.push({ a: points[k], b: points[k + 1], styles: stylesAt(points[k], points[k + 1]) })
  // How far each style stays on from a run: the longest-lived opens first (outermost).
  const until = (st: MarkStyle, k: number): number => {
    let e = k
    while (e < runs.length && runs[e].styles.includes(st)) e++
    return e
  }
  let out = ''
  const stack: MarkStyle[] = []
  for (let k = 0; k < runs.length; k++) {
    const run = runs[k]
    while (stack.some((st) => !run.styles.includes(st))) out += MARK[stack.pop()!]
    const toOpen = run.styles.filter((st) => !stack.includes(st)).sort((x, y) => until(y, k) - until(x, k))
    for (const st of toOpen) {
      stack.push(st)
      out += MARK[st]
    }
    out += escapePlain(text.slice(run.a, run.b), run.a, text, boundaries)
  }
  while (stack.length) out += MARK[stack.pop()!]
  return out
}

/**
 * Escapes characters of `chunk` (which starts at `base` in `full`) that the reader would take as
 * markup. Conservative: a '*' or '_' is escaped unless it provably cannot open or close.
 */
function escapePlain(chunk: string, base: number, full: string, boundaries: Set<number>): string {
  if (!/[\\*_[\]/]/.test(chunk)) return chunk
  let out = ''
  for (let i = 0; i < chunk.length; i++) {
    const c = chunk[i]
    const at = base + i
    if (c === '\\') {
      out += '\\\\'
    } else if (c === '*' || c === '_') {
      const edge = boundaries.has(at) || boundaries.has(at + 1)
      const prev = at > 0 && full[at - 1] !== '\n' ? full[at - 1] : undefined
      const next = at + 1 < full.length && full[at + 1] !== '\n' ? full[at + 1] : undefined
      let inert: boolean
      if (c === '*') inert = !edge && isWs(prev) && isWs(next)
      else inert = !edge && ((isWs(prev) && isWs(next)) || (isAlnum(prev) && isAlnum(next)))
      out += inert ? c : '\\' + c
    } else if (c === '/' && (boundaries.has(at + 1) || full[at + 1] === '*')) {
      // `/` before markup `*` would open a boneyard.
      out += '\\/'
    } else if (c === '[' && full[at - 1] === '[' && i > 0) {
      // `[[` would open a note.
      out += '\\['
    } else if (c === ']' && full[at - 1] === ']' && i > 0) {
      out += '\\]'
    } else out += c
  }
  return out
}

/** Escapes a string that carries no styles (title-page values, keys' values). */
export function escapeInline(text: string): string {
  return renderInline(text, undefined)
}

/** True if the character at `index` is preceded by an odd number of backslashes. */
export function isEscapedAt(s: string, index: number): boolean {
  let k = index - 1
  let count = 0
  while (k >= 0 && s[k] === '\\') {
    count++
    k--
  }
  return count % 2 === 1
}

// ---------------------------------------------------------------------------------------------
// What markup can express

const WS = /\s/

/**
 * First pass of what Fountain markup can carry: strike dropped, no style on '\n', no white space
 * at the edges of a styled stretch (`** a**` is not bold), underline widened to whole words
 * (`_` inside a word is literal, so `snake_case` stays as typed).
 */
function tidySpans(text: string, styles: readonly StyleSpan[]): StyleSpan[] {
  const out: StyleSpan[] = []
  for (const style of ['bold', 'italic', 'underline'] as const) {
    const mask = new Uint8Array(text.length)
    let any = false
    for (const s of styles) {
      if (s.style !== style) continue
      for (let i = Math.max(0, s.start); i < Math.min(text.length, s.end); i++) if (text[i] !== "\n") {
        mask[i] = 1
        any = true
      }
    }
    if (!any) continue
    const runs = (): [number, number][] => {
      const r: [number, number][] = []
      let i = 0
      while (i < text.length) {
        if (!mask[i]) {
          i++
          continue
        }
        let j = i
        while (j < text.length && mask[j]) j++
        r.push([i, j])
        i = j
      }
      return r
    }
    for (const [a, b] of runs()) {
      let x = a
      while (x < b && WS.test(text[x])) mask[x++] = 0
      let y = b - 1
      while (y >= x && WS.test(text[y])) mask[y--] = 0
    }
    if (style === 'underline') {
      for (const [a, b] of runs()) {
        let x = a
        while (x > 0 && isAlnum(text[x - 1])) mask[--x] = 1
        let y = b
        while (y < text.length && isAlnum(text[y])) mask[y++] = 1
      }
    }
    for (const [a, b] of runs()) out.push({ start: a, end: b, style })
  }
  return canonicalSpans(text.length, out)
}

function crosses(a: StyleSpan, b: StyleSpan): boolean {
  return a.start < b.end && b.start < a.end && !(a.start <= b.start && a.end >= b.end) && !(b.start <= a.start && b.end >= a.end)
}

function roundTrips(text: string, spans: StyleSpan[]): boolean {
  const back = parseInline(renderInline(text, spans))
  if (back.text !== text || back.styles.length !== spans.length) return false
  return back.styles.every((s, i) => s.start === spans[i].start && s.end === spans[i].end && s.style === spans[i].style)
}

/**
 * The spans of `styles` that Fountain markup carries exactly: `tidySpans`, then, if the markup
 * would not read back the same (spans that cross, like `_a **b_ c**`, cannot be written in a
 * Markdown-like syntax), spans that cross an earlier one are left out, and as a last resort all
 * styles. Text is never lost: the writer only ever emits markup that reads back as the same text.
 */
export function expressibleSpans(text: string, styles: readonly StyleSpan[] | undefined): StyleSpan[] {
  if (!styles || styles.length === 0) return []
  const tidy = tidySpans(text, styles)
  if (tidy.length === 0 || roundTrips(text, tidy)) return tidy
  const kept: StyleSpan[] = []
  for (const s of tidy) if (!kept.some((k) => crosses(k, s))) kept.push(s)
  const nested = canonicalSpans(text.length, kept)
  if (roundTrips(text, nested)) return nested
  // Keep one style at a time, in order, while it still reads back.
  let best: StyleSpan[] = []
  for (const style of ['bold', 'italic', 'underline'] as const) {
    const trial = canonicalSpans(text.length, [...best, ...nested.filter((s) => s.style === style)])
    if (roundTrips(text, trial)) best = trial
  }
  return best
}
