import type { Editor } from '@tiptap/core'
import type { Node as PMNode } from '@tiptap/pm/model'
import { TextSelection } from '@tiptap/pm/state'
import { blockAt } from '../../../../editor/commands/blocks'

/**
 * Inserting and updating command-result cards. A card is found again by its
 * timestamp, which is unique per card; the lookup walks scenes and their blocks only when an
 * answer arrives, never on a keystroke.
 */
export const PROCESSING = 'Processing...'
export const CARD = 'commandResult'

let lastStamp = ''
/** An ISO timestamp unique within this page, so it can identify the card. */
export function uniqueTimestamp(now = new Date()): string {
  let t = now.toISOString()
  while (t <= lastStamp) t = new Date(Date.parse(lastStamp) + 1).toISOString()
  lastStamp = t
  return t
}

/** Inserts nodes at the block holding `pos`: in place of it when empty, else after it. Returns the new nodes' start. */
export function placeBlocks(editor: Editor, pos: number, nodes: PMNode[], cursor?: (start: number) => number | null): number | null {
  const { state } = editor
  const $pos = state.doc.resolve(Math.max(0, Math.min(pos, state.doc.content.size)))
  const b = blockAt($pos)
  if (!b) return null
  const tr = state.tr
  const empty = b.node.content.size === 0
  const start = empty ? b.pos : b.pos + b.node.nodeSize
  if (empty) tr.replaceWith(b.pos, b.pos + b.node.nodeSize, nodes)
  else tr.insert(start, nodes)
  const target = cursor?.(start)
  if (target != null) tr.setSelection(TextSelection.create(tr.doc, target))
  editor.view.dispatch(tr.scrollIntoView())
  return start
}

/** Adds a 'Processing...' card for `query` at the block holding `pos`, then an empty block to keep typing in. */
export function insertCard(editor: Editor, pos: number, query: string): string {
  const { schema } = editor.state
  const timestamp = uniqueTimestamp()
  const card = schema.nodes[CARD].create({ query, answer: PROCESSING, timestamp })
  const $pos = editor.state.doc.resolve(Math.max(0, Math.min(pos, editor.state.doc.content.size)))
  const b = blockAt($pos)
  const typeName = b && b.type !== 'sceneHeading' && b.type !== 'transition' ? b.type : 'action'
  const after = b && b.node.content.size === 0 ? [schema.nodes[typeName].create()] : []
  placeBlocks(editor, pos, [card, ...after], (start) => (after.length ? start + card.nodeSize + 1 : null))
  return timestamp
}

function findCard(doc: PMNode, timestamp: string): { pos: number; node: PMNode } | null {
  let found: { pos: number; node: PMNode } | null = null
  doc.forEach((scene, sceneOffset) => {
    if (found) return
    scene.forEach((block, offset) => {
      if (!found && block.type.name === CARD && block.attrs.timestamp === timestamp) found = { pos: sceneOffset + 1 + offset, node: block }
    })
  })
  return found
}

/** Puts the answer in the card; a card the writer closed meanwhile is left closed. */
export function setCardAnswer(editor: Editor, timestamp: string, answer: string): boolean {
  if (editor.isDestroyed) return false
  const hit = findCard(editor.state.doc, timestamp)
  if (!hit) return false
  const tr = editor.state.tr.setNodeMarkup(hit.pos, undefined, { ...hit.node.attrs, answer })
  // The answer arriving is not an edit the writer should undo step by step.
  tr.setMeta('addToHistory', false)
  editor.view.dispatch(tr)
  return true
}

export function removeNodeAt(editor: Editor, pos: number): void {
  const node = editor.state.doc.nodeAt(pos)
  if (!node || node.type.name !== CARD) return
  const $pos = editor.state.doc.resolve(pos)
  // A scene must keep at least one block: swap the last card for an empty action instead.
  if ($pos.parent.childCount === 1) editor.view.dispatch(editor.state.tr.replaceWith(pos, pos + node.nodeSize, editor.state.schema.nodes.action.create()))
  else editor.view.dispatch(editor.state.tr.delete(pos, pos + node.nodeSize))
}
