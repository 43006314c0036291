import type { Fragment } from '@tiptap/pm/model'

/** A change inside one block's text: [start, endA) in the old content became [start, endB) in the new. */
export interface InlineChange {
  start: number
  endA: number
  endB: number
}

/**
 * Where the change is known to be, when the texts alone cannot tell: a letter typed beside the
 * same letter, a space beside a space. `start`: where the change begins (read off the shared
 * text's own change); `endB`: where it ends in the new text (the caret, after typing).
 */
export type ChangeAt = { start: number } | { endB: number }

/**
 * Where two inline contents differ: [start, endA) in `a` became [start, endB) in `b`. Offsets
 * count characters and inline nodes as the shared text does (a line break counts one).
 *
 * Text alone leaves a change free to slide over repeated characters ("was |" and "was | Bob"
 * read the same with the space typed on either side of the other space). Which side is which
 * writer's decides where each writer's next letters go, so with `at` the change is put where it
 * really was whenever the two texts allow it: two writers typing at one spot then each keep
 * their words whole, instead of one's letters landing inside the other's words.
 */
export function inlineDiff(a: Fragment, b: Fragment, at?: ChangeAt): InlineChange | null {
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
  const found = { start, endA, endB }
  return at ? placed(a, b, found, at) : found
}

/** The same change moved to `at`, when the texts on both sides of it agree there; else as found. */
function placed(a: Fragment, b: Fragment, found: InlineChange, at: ChangeAt): InlineChange {
  const removed = found.endA - found.start
  const added = found.endB - found.start
  const start = 'start' in at ? at.start : at.endB - added
  if (start === found.start || start < 0 || start + removed > a.size || start + added > b.size) return found
  if (!a.cut(0, start).eq(b.cut(0, start)) || !a.cut(start + removed).eq(b.cut(start + added))) return found
  return { start, endA: start + removed, endB: start + added }
}
