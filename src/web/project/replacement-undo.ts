import type { Node as PMNode } from '@tiptap/pm/model'

/**
 * Undo of a whole-project replacement (Import, Open, New). The script's part of it is one step of
 * the editor's history like any edit; this remembers the rest of both projects (title page,
 * planning data, comments, the file) so that when Undo brings the earlier script back, the earlier
 * project comes back with it, and Redo brings the later one again.
 */
export interface ProjectSide<S> {
  doc: PMNode
  state: S
}

interface Replacement<S> {
  before: ProjectSide<S>
  after: ProjectSide<S>
  showing: 'before' | 'after'
}

let last: Replacement<unknown> | null = null

export function rememberReplacement<S>(before: ProjectSide<S>, after: ProjectSide<S>): void {
  last = { before, after, showing: 'after' } as Replacement<unknown>
}

export function forgetReplacement(): void {
  last = null
}

/**
 * Undo gives back the very nodes the script had before the replacement, so the earlier side is
 * recognised by identity: a script merely typed to look the same never swaps the project away.
 * Redo rebuilds the later script, which is recognised by its content.
 */
const sameNodes = (a: PMNode, b: PMNode) => {
  if (a.childCount !== b.childCount) return false
  for (let i = 0; i < a.childCount; i++) if (a.child(i) !== b.child(i)) return false
  return true
}

/** After the script changed: the side whose other parts must come back, when Undo or Redo just made the script that side's. */
export function sideToBringBack<S>(doc: PMNode): ProjectSide<S> | null {
  if (!last) return null
  if (last.showing === 'after') {
    if (!sameNodes(doc, last.before.doc)) return null
    last.showing = 'before'
    return last.before as ProjectSide<S>
  }
  if (doc.content.size !== last.after.doc.content.size || !doc.eq(last.after.doc)) return null
  last.showing = 'after'
  return last.after as ProjectSide<S>
}
