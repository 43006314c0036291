import { TextSelection } from '@tiptap/pm/state'
import { sceneHeadingPositions } from '../../../editor/commands/blocks'
import { useEditorStore } from '../../../editor/editor-store'
import { revealInEditor } from '../../../editor/reveal'

/**
 * Moves the editor to scene n (1-based, as the analysis text numbers them) and, when a quote is
 * given and found in that scene, selects it. Out of range does nothing and says so.
 */
export function jumpToScene(n: number, quote?: string): boolean {
  const editor = useEditorStore.getState().editor
  if (!editor || editor.isDestroyed || !Number.isFinite(n)) return false
  const { state, view } = editor
  const heads = sceneHeadingPositions(state.doc)
  const start = heads[n - 1]
  if (start === undefined) return false
  const end = heads[n] ?? state.doc.content.size
  let from = Math.min(start + 1, state.doc.content.size)
  let to = from
  const q = quote?.trim().replace(/\s+/g, ' ').slice(0, 60)
  if (q && q.length >= 3) {
    const found = findInRange(editor.state.doc, start, end, q)
    if (found) [from, to] = found
  }
  const sel = from === to ? TextSelection.near(state.doc.resolve(from)) : TextSelection.create(state.doc, from, to)
  view.dispatch(state.tr.setSelection(sel).scrollIntoView())
  // The writer sees where the cursor went (a modal report keeps focus until it closes, then gives it back here).
  view.focus()
  const dom = view.nodeDOM(start) as HTMLElement | null
  if (dom instanceof Element) revealInEditor(dom, 'center')
  return true
}

/** Case-insensitive search for `q` inside one text block of [start, end). */
function findInRange(doc: import('@tiptap/pm/model').Node, start: number, end: number, q: string): [number, number] | null {
  const needle = q.toLowerCase()
  let hit: [number, number] | null = null
  doc.nodesBetween(start, end, (node, pos) => {
    if (hit) return false
    if (!node.isTextblock) return true
    const text = node.textContent.replace(/\s+/g, ' ').toLowerCase()
    const i = text.indexOf(needle)
    if (i >= 0) hit = [pos + 1 + i, pos + 1 + i + needle.length]
    return false
  })
  return hit
}
