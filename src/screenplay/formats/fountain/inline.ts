/**
 * Fountain inline markup: backslash escapes and emphasis (`*italic*`, `**bold**`, `***both***`,
 * `_underline_`) in both directions. Notes and boneyard are handled line-wise by the parser before
 * text gets here.
 *
 * Reading follows CommonMark's delimiter-run algorithm (flanking rules, the "rule of 3", openers
 * bottom) because the spec calls emphasis "Markdown-like" and that algorithm is linear and settles
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

interface Delim {
  ch: '*' | '_'
  /** Index in `pieces`. */
  piece: number
  orig: number
  count: number
  canOpen: boolean
  canClose: boolean
  prev: number
  next: number
}

interface Match {
  opener: number
  closer: number
  style: InlineStyle
}

/** Parses one line (no '\n') into plain text and spans relative to that line. */
function parseLine(line: string): { text: string; spans: StyleSpan[] } {
  // Fast path: nothing to interpret.
  if (line.indexOf('\\') < 0 && line.indexOf('*') < 0 && line.indexOf('_') < 0) return { text: line, spans: [] }

  const pieces: string[] = [] // literal text, or '' placeholders for delimiter runs
  const delims: Delim[] = []
  const pieceDelim: number[] = [] // piece index -> delim index or -1
  let buf = ''
  const n = line.length
  let i = 0
  while (i < n) {
    const c = line[i]
    if (c === '\\' && i + 1 < n && ESCAPABLE.has(line[i + 1])) {
      buf += line[i + 1]
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
      if (buf) {
        pieces.push(buf)
        pieceDelim.push(-1)
        buf = ''
      }
      if (canOpen || canClose) {
        delims.push({ ch: c, piece: pieces.length, orig: j - i, count: j - i, canOpen, canClose, prev: delims.length - 1, next: delims.length + 1 })
        pieceDelim.push(delims.length - 1)
        pieces.push('')
      } else {
        pieces.push(line.slice(i, j))
        pieceDelim.push(-1)
      }
      i = j
      continue
    }
    buf += c
    i++
  }
  if (buf) {
    pieces.push(buf)
    pieceDelim.push(-1)
  }
  if (delims.length === 0) return { text: pieces.join(''), spans: [] }
  delims[delims.length - 1].next = -1

  const matches = processEmphasis(delims)

  // Lay out text: a delimiter piece closes its styles at its start, keeps its unmatched characters
  // as literal text, then opens its styles.
  const closePos = new Array<number>(delims.length)
  const openPos = new Array<number>(delims.length)
  let text = ''
  for (let p = 0; p < pieces.length; p++) {
    const d = pieceDelim[p]
    if (d < 0) {
      text += pieces[p]
      continue
    }
    const del = delims[d]
    closePos[d] = text.length
    if (del.count > 0) text += del.ch.repeat(del.count)
    openPos[d] = text.length
  }
  const spans: StyleSpan[] = []
  for (const m of matches) {
    const start = openPos[m.opener]
    const end = closePos[m.closer]
    if (end > start) spans.push({ start, end, style: m.style })
  }
  return { text, spans }
}

function processEmphasis(delims: Delim[]): Match[] {
  const matches: Match[] = []
  // Lowest index an opener search may reach, per (char, closer can-open, orig % 3): keeps the
  // whole pass linear on hostile input such as thousands of unmatched closers.
  const bottom = new Map<string, number>()
  let first = 0
  const remove = (k: number) => {
    const d = delims[k]
    if (d.prev >= 0) delims[d.prev].next = d.next
    else first = d.next
    if (d.next >= 0) delims[d.next].prev = d.prev
  }
  let c = first
  while (c >= 0 && c < delims.length) {
    const closer = delims[c]
    if (!closer.canClose) {
      c = closer.next
      continue
    }
    const key = `${closer.ch}${closer.canOpen ? 1 : 0}${closer.orig % 3}`
    const floor = bottom.get(key) ?? -1
    let o = closer.prev
    let found = -1
    while (o >= 0 && o > floor) {
      const op = delims[o]
      if (op.ch === closer.ch && op.canOpen && op.count > 0) {
        const odd =
          op.ch === '*' &&
          (closer.canOpen || op.canClose) &&
          (op.orig + closer.orig) % 3 === 0 &&
          !(op.orig % 3 === 0 && closer.orig % 3 === 0)
        if (!odd) {
          found = o
          break
        }
      }
      o = op.prev
    }
    if (found < 0) {
      bottom.set(key, closer.prev)
      const nxt = closer.next
      if (!closer.canOpen) remove(c)
      c = nxt
      continue
    }
    const op = delims[found]
    const use = op.ch === '*' && op.count >= 2 && closer.count >= 2 ? 2 : 1
    const style: InlineStyle = op.ch === '_' ? 'underline' : use === 2 ? 'bold' : 'italic'
    matches.push({ opener: found, closer: c, style })
    op.count -= use
    closer.count -= use
    // Delimiters between opener and closer can no longer match anything.
    let k = op.next
    while (k >= 0 && k !== c) {
      const nx = delims[k].next
      remove(k)
      k = nx
    }
    if (op.count === 0) remove(found)
    if (closer.count === 0) {
      const nxt = closer.next
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
