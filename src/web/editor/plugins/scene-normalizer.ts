import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import type { Node as PMNode } from '@tiptap/pm/model'

/**
 * Keeps the scene containers true after every change: a scene heading always opens a scene,
 * and every scene but the leading one starts with a heading. Only the scenes a change touched
 * are looked at, so the cost does not grow with the script.
 */
export const sceneNormalizerKey = new PluginKey('sceneNormalizer')

/** Top-level index range [first, last] of scenes in `doc` that differ from `before`. */
function changedSceneRange(before: PMNode, doc: PMNode): [number, number] | null {
  const start = before.content.findDiffStart(doc.content)
  if (start == null) return null
  const end = before.content.findDiffEnd(doc.content)
  const endB = end ? end.b : doc.content.size
  const first = childIndexAt(doc, start)
  const last = childIndexAt(doc, Math.max(start, endB))
  return [Math.max(0, first - 1), Math.min(doc.childCount - 1, last + 1)]
}

/** Index of the top-level child containing (or starting at) `pos`. */
function childIndexAt(doc: PMNode, pos: number): number {
  let offset = 0
  for (let i = 0; i < doc.childCount; i++) {
    offset += doc.child(i).nodeSize
    if (pos < offset) return i
  }
  return doc.childCount - 1
}

/** Builds the split and join steps that restore the scene invariant in [first, last]. */
export function normalizeScenes(tr: Transaction, first: number, last: number): Transaction {
  const doc = tr.doc
  const ops: { pos: number; kind: 'split' | 'join' }[] = []
  let pos = 0
  for (let i = 0; i < doc.childCount; i++) {
    const scene = doc.child(i)
    if (i >= first && i <= last && scene.type.name === 'scene') {
      if (i > 0 && scene.firstChild?.type.name !== 'sceneHeading') ops.push({ pos, kind: 'join' })
      let inner = pos + 1
      for (let j = 0; j < scene.childCount; j++) {
        const block = scene.child(j)
        if (j > 0 && block.type.name === 'sceneHeading') ops.push({ pos: inner, kind: 'split' })
        inner += block.nodeSize
      }
    }
    if (i > last) break
    pos += scene.nodeSize
  }
  // Back to front, so earlier positions stay valid.
  ops.sort((a, b) => b.pos - a.pos)
  for (const op of ops) {
    if (op.kind === 'split') tr.split(op.pos, 1)
    else tr.join(op.pos)
  }
  return tr
}

export function sceneNormalizerPlugin(): Plugin {
  return new Plugin({
    key: sceneNormalizerKey,
    appendTransaction(trs, oldState: EditorState, newState: EditorState) {
      if (!trs.some((t) => t.docChanged)) return null
      const range = changedSceneRange(oldState.doc, newState.doc)
      if (!range) return null
      const tr = normalizeScenes(newState.tr, range[0], range[1])
      return tr.docChanged ? tr : null
    },
  })
}

export const SceneNormalizer = Extension.create({
  name: 'sceneNormalizer',
  addProseMirrorPlugins: () => [sceneNormalizerPlugin()],
})
