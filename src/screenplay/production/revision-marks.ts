/**
 * Revision marks, as data in and a plan out. A paragraph changed while revision mode is on takes
 * the current set; the mark belongs to the paragraph, so both halves of a split paragraph keep
 * it, and a joined paragraph keeps the later of the two sets.
 */
import type { Production, ScriptElement } from '../model'
import { laterRevision } from './revision-sets'

/** Which marks show: every set's, only the current set's, or none. */
export type MarkDisplay = 'all' | 'current' | 'none'

/** The element revised in set `id`: the whole paragraph now carries it. */
export function revise(el: ScriptElement, id: number): ScriptElement {
  if (el.revision === id && !el.revisionRuns) return el
  const { revisionRuns: _runs, ...rest } = el
  return { ...rest, revision: id }
}

/** The sets of the two halves of a paragraph split in two: the paragraph's own, on both. */
export function splitRevision(revision: number | undefined): [number | undefined, number | undefined] {
  return [revision, revision]
}

/** The set of two paragraphs joined into one: the later of their sets. */
export function joinRevision(production: Production | undefined, a: number | undefined, b: number | undefined): number | undefined {
  return laterRevision(production, a, b)
}

/** The mark a paragraph prints in the margin, or '' when it has none or its set is not shown. */
export function marginMark(production: Production | undefined, revision: number | undefined, display: MarkDisplay = 'all'): string {
  if (!revision || !production || display === 'none') return ''
  if (display === 'current' && revision !== production.activeRevision) return ''
  return production.revisionSets.find((s) => s.id === revision)?.mark ?? ''
}

/**
 * Clears the marks of one set (or of every set, `id` undefined). Returns the same array when
 * nothing changed; otherwise a copy in which only the cleared elements are new objects.
 */
export function clearRevisionMarks(elements: readonly ScriptElement[], id?: number): readonly ScriptElement[] {
  let out: ScriptElement[] | undefined
  for (let i = 0; i < elements.length; i++) {
    const el = elements[i]
    if (!el.revision && !el.revisionRuns) continue
    const next = clearOne(el, id)
    if (next === el) continue
    out ??= elements.slice()
    out[i] = next
  }
  return out ?? elements
}

function clearOne(el: ScriptElement, id: number | undefined): ScriptElement {
  const runs = el.revisionRuns && id !== undefined ? el.revisionRuns.filter((r) => r.revision !== id) : undefined
  const keepRevision = id !== undefined && el.revision !== id ? el.revision : undefined
  if (keepRevision === el.revision && (runs?.length ?? 0) === (el.revisionRuns?.length ?? 0)) return el
  const { revision: _r, revisionRuns: _rr, ...rest } = el
  const out: ScriptElement = rest
  if (keepRevision) out.revision = keepRevision
  if (runs?.length) out.revisionRuns = runs
  return out
}

/** The ids of the sets any element carries (a file's marks, checked against its sets). */
export function revisionsUsed(elements: readonly Pick<ScriptElement, 'revision' | 'revisionRuns'>[]): Set<number> {
  const used = new Set<number>()
  for (const el of elements) {
    if (el.revision) used.add(el.revision)
    if (el.revisionRuns) for (const r of el.revisionRuns) if (r.revision) used.add(r.revision)
  }
  return used
}
