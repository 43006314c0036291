import { diffArrays } from 'diff'
import type { Paragraph } from './paragraphs'

export type DiffKind = 'added' | 'removed' | 'unchanged'

/** One row of Compare with Current: a paragraph only in the current script, only in the revision, or in both. */
export interface DiffRow extends Paragraph {
  kind: DiffKind
}

export interface Comparison {
  rows: DiffRow[]
  added: number
  removed: number
  unchanged: number
}

/**
 * Between two anchors, beyond this many differing paragraphs a line-by-line alignment costs more
 * than it tells: the stretch is shown as the revision's paragraphs removed and the current ones added.
 */
const MAX_EDIT_LENGTH = 400

const key = (p: Paragraph) => `${p.type}\u0000${p.text}`

/**
 * The paragraph-by-paragraph difference between a revision and the current script: paragraphs
 * the current script gained are 'added', those it lost 'removed'.
 *
 * A rewrite touches paragraphs all through a long script, and a plain shortest-edit alignment
 * slows down with every one of them. So the versions are first tied together at paragraphs that
 * occur exactly once in each (most lines of action and dialogue do), keeping the longest run of
 * such ties that stays in order; only the short stretches between ties are aligned in detail.
 */
export function compareParagraphs(revision: readonly Paragraph[], current: readonly Paragraph[]): Comparison {
  const oldKeys = revision.map(key)
  const newKeys = current.map(key)
  const rows: DiffRow[] = []
  const same = (i: number) => rows.push({ kind: 'unchanged', ...current[i] })

  let start = 0
  while (start < oldKeys.length && start < newKeys.length && oldKeys[start] === newKeys[start]) start++
  let endOld = oldKeys.length
  let endNew = newKeys.length
  while (endOld > start && endNew > start && oldKeys[endOld - 1] === newKeys[endNew - 1]) {
    endOld--
    endNew--
  }

  for (let i = 0; i < start; i++) same(i)
  let o = start
  let n = start
  for (const [ao, an] of anchors(oldKeys, newKeys, start, endOld, endNew)) {
    alignStretch(o, ao, n, an)
    same(an)
    o = ao + 1
    n = an + 1
  }
  alignStretch(o, endOld, n, endNew)
  for (let i = endNew; i < current.length; i++) same(i)

  function alignStretch(o0: number, o1: number, n0: number, n1: number) {
    if (o0 === o1 && n0 === n1) return
    const changes = o1 > o0 && n1 > n0 ? diffArrays(oldKeys.slice(o0, o1), newKeys.slice(n0, n1), { maxEditLength: MAX_EDIT_LENGTH }) : undefined
    let oi = o0
    let ni = n0
    if (changes) {
      for (const c of changes) {
        for (let k = 0; k < c.count; k++) {
          if (c.added) rows.push({ kind: 'added', ...current[ni++] })
          else if (c.removed) rows.push({ kind: 'removed', ...revision[oi++] })
          else {
            same(ni++)
            oi++
          }
        }
      }
      return
    }
    while (oi < o1) rows.push({ kind: 'removed', ...revision[oi++] })
    while (ni < n1) rows.push({ kind: 'added', ...current[ni++] })
  }

  let added = 0
  let removed = 0
  for (const r of rows) {
    if (r.kind === 'added') added++
    else if (r.kind === 'removed') removed++
  }
  return { rows, added, removed, unchanged: rows.length - added - removed }
}

/**
 * Pairs (old index, new index) of paragraphs found exactly once in each version's middle stretch,
 * the longest subset whose new indices rise with the old ones (so the ties never cross).
 */
function anchors(oldKeys: readonly string[], newKeys: readonly string[], start: number, endOld: number, endNew: number): [number, number][] {
  const seen = new Map<string, { o: number; oCount: number; n: number; nCount: number }>()
  for (let i = start; i < endOld; i++) {
    const s = seen.get(oldKeys[i])
    if (s) s.oCount++
    else seen.set(oldKeys[i], { o: i, oCount: 1, n: -1, nCount: 0 })
  }
  for (let i = start; i < endNew; i++) {
    const s = seen.get(newKeys[i])
    if (s) {
      s.nCount++
      s.n = i
    }
  }
  const pairs: [number, number][] = []
  for (const s of seen.values()) if (s.oCount === 1 && s.nCount === 1) pairs.push([s.o, s.n])
  pairs.sort((a, b) => a[0] - b[0])

  // Longest increasing run of new indices (patience sorting), kept with back links.
  const tails: number[] = []
  const prev = new Int32Array(pairs.length).fill(-1)
  for (let i = 0; i < pairs.length; i++) {
    let lo = 0
    let hi = tails.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (pairs[tails[mid]][1] < pairs[i][1]) lo = mid + 1
      else hi = mid
    }
    if (lo > 0) prev[i] = tails[lo - 1]
    tails[lo] = i
  }
  const out: [number, number][] = []
  for (let i = tails.length ? tails[tails.length - 1] : -1; i >= 0; i = prev[i]) out.push(pairs[i])
  return out.reverse()
}

/** A run of unchanged paragraphs folded away in the compare view, shown on request. */
export interface FoldedRun {
  kind: 'folded'
  /** Index in `rows` of the first folded paragraph. */
  start: number
  count: number
}
export type CompareItem = (DiffRow & { index: number }) | FoldedRun

/**
 * The rows as the compare view lists them: changes with `context` unchanged paragraphs around
 * each, and longer unchanged runs folded into one line, so a few changes in a long script are not
 * lost among thousands of grey lines. Runs listed in `expanded` (by start index) are shown whole.
 */
export function foldUnchanged(rows: readonly DiffRow[], context = 3, expanded: ReadonlySet<number> = new Set()): CompareItem[] {
  const out: CompareItem[] = []
  let i = 0
  while (i < rows.length) {
    if (rows[i].kind !== 'unchanged') {
      out.push({ ...rows[i], index: i })
      i++
      continue
    }
    let end = i
    while (end < rows.length && rows[end].kind === 'unchanged') end++
    const keepBefore = i === 0 ? 0 : context
    const keepAfter = end === rows.length ? 0 : context
    const hidden = end - i - keepBefore - keepAfter
    // Folding fewer than a handful of lines saves nothing.
    if (hidden < 4 || expanded.has(i + keepBefore)) {
      for (let k = i; k < end; k++) out.push({ ...rows[k], index: k })
    } else {
      for (let k = i; k < i + keepBefore; k++) out.push({ ...rows[k], index: k })
      out.push({ kind: 'folded', start: i + keepBefore, count: hidden })
      for (let k = end - keepAfter; k < end; k++) out.push({ ...rows[k], index: k })
    }
    i = end
  }
  return out
}
