import type { Fragment } from '@tiptap/pm/model'

/**
 * Where two inline contents differ: [start, endA) in `a` became [start, endB) in `b`. Offsets
 * count characters and inline nodes as the shared text does (a line break counts one).
 */
export function inlineDiff(a: Fragment, b: Fragment): { start: number; endA: number; endB: number } | null {
  const start = a.findDiffStart(b)
  if (start == null) return null
  const end = a.findDiffEnd(b) ?? { a: a.size, b: b.size }
  let endA = end.a
  let endB = end.b
  // Repeated characters ("aa" to "aaa") let the two scans overlap; keep the change after start.
  const overlap = start - Math.min(endA, endB)
  if (overlap > 0) {
    endA += overlap
    endB += overlap
  }
  return { start, endA, endB }
}
