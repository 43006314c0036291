import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import type { Node as PMNode } from '@tiptap/pm/model'

/**
 * Scene ids: what a plot-board beat links to. The id lives on the scene container, so it moves
 * with the scene through edits above it, undo and redo, cut and paste, and is saved in the file.
 * A scene gets an id when something first links to it (scenes nobody links to carry none, so
 * opening a script changes nothing). Two scenes must never share one: a scene split in two keeps
 * its id in the half with its heading, and a pasted copy of a scene gets a new id while the
 * original keeps its own.
 */
export const sceneIdsKey = new PluginKey('sceneIds')

let counter = 0
export function newSceneId(): string {
  counter = (counter + 1) % 1296
  return `scene-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}${counter.toString(36)}`
}

/** Top-level children of `doc` touching [from, to], with their positions. */
function childrenAround(doc: PMNode, from: number, to: number, each: (node: PMNode, pos: number) => void): void {
  let pos = 0
  for (let i = 0; i < doc.childCount; i++) {
    const node = doc.child(i)
    const end = pos + node.nodeSize
    if (end >= from && pos <= to) each(node, pos)
    if (pos > to) break
    pos = end
  }
}

/** Scenes in the changed part of `doc` that arrived with an id another scene already has: they get new ones. */
export function fixDuplicateSceneIds(before: PMNode, doc: PMNode, tr: Transaction): Transaction {
  const start = before.content.findDiffStart(doc.content)
  if (start == null) return tr
  const end = before.content.findDiffEnd(doc.content) ?? { a: before.content.size, b: doc.content.size }
  const had = new Map<string, number>()
  childrenAround(before, start, Math.max(start, end.a), (n) => {
    const id = n.attrs.id as string | null
    if (id) had.set(id, (had.get(id) ?? 0) + 1)
  })
  const arrivals: { pos: number; id: string }[] = []
  childrenAround(doc, start, Math.max(start, end.b), (n, pos) => {
    const id = n.attrs.id as string | null
    if (!id) return
    const left = had.get(id) ?? 0
    if (left > 0) had.set(id, left - 1)
    else arrivals.push({ pos, id })
  })
  if (!arrivals.length) return tr
  // Rare (a split or a paste): only then is the whole list of scenes read.
  const counts = new Map(arrivals.map((a) => [a.id, 0]))
  doc.forEach((n) => {
    const id = n.attrs.id as string | null
    if (id && counts.has(id)) counts.set(id, counts.get(id)! + 1)
  })
  for (const a of arrivals) {
    const c = counts.get(a.id)!
    if (c > 1) {
      tr.setNodeAttribute(a.pos, 'id', newSceneId())
      counts.set(a.id, c - 1)
    }
  }
  return tr
}

export function sceneIdsPlugin(): Plugin {
  return new Plugin({
    key: sceneIdsKey,
    appendTransaction(trs, oldState: EditorState, newState: EditorState) {
      if (!trs.some((t) => t.docChanged)) return null
      const tr = fixDuplicateSceneIds(oldState.doc, newState.doc, newState.tr)
      return tr.docChanged ? tr : null
    },
  })
}
