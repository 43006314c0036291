import type { Command } from './blocks'

/** Upper- or lower-cases the selected text, keeping its marks (Format → Text Style). */
export function changeCase(to: 'upper' | 'lower'): Command {
  return (state, dispatch) => {
    const { from, to: end, empty } = state.selection
    if (empty) return false
    if (!dispatch) return true
    const tr = state.tr
    const pieces: { from: number; to: number; text: string; marks: readonly import('@tiptap/pm/model').Mark[] }[] = []
    state.doc.nodesBetween(from, end, (node, pos) => {
      if (!node.isText) return true
      const a = Math.max(from, pos)
      const b = Math.min(end, pos + node.nodeSize)
      const text = node.text!.slice(a - pos, b - pos)
      pieces.push({ from: a, to: b, text: to === 'upper' ? text.toUpperCase() : text.toLowerCase(), marks: node.marks })
      return false
    })
    for (const p of pieces.reverse()) tr.replaceWith(p.from, p.to, state.schema.text(p.text, p.marks))
    dispatch(tr)
    return true
  }
}
