import type { Editor } from '@tiptap/core'
import { TextSelection } from '@tiptap/pm/state'
import { pageViewState } from '../../../editor/page-view/page-view-plugin'
import { sceneHeadingPositions } from '../../../editor/commands/blocks'
import { revealInEditor } from '../../../editor/reveal'

/** A whole number of at least 1, or null. */
export function parseTarget(input: string): number | null {
  const t = input.trim()
  if (!/^\d+$/.test(t)) return null
  const n = Number(t)
  return Number.isSafeInteger(n) && n >= 1 ? n : null
}

/** The document position where page n or scene n starts, or undefined when out of range. */
export function targetPosition(editor: Editor, kind: 'page' | 'scene', n: number): number | undefined {
  const { state } = editor
  let pos: number | undefined
  if (kind === 'page') {
    const starts = pageViewState(state)?.pageStarts ?? [0]
    pos = starts[n - 1]
    if (pos !== undefined && n === 1) pos = 1
  } else {
    const heads = sceneHeadingPositions(state.doc)
    pos = heads[n - 1] === undefined ? undefined : heads[n - 1] + 1
  }
  return pos
}

/** Puts the cursor at the start of page n or scene n and scrolls there. Out of range does nothing. */
export function goTo(editor: Editor, kind: 'page' | 'scene', n: number): boolean {
  const { state, view } = editor
  const pos = targetPosition(editor, kind, n)
  if (pos === undefined) return false
  const sel = TextSelection.near(state.doc.resolve(Math.min(pos, state.doc.content.size)))
  view.dispatch(state.tr.setSelection(sel))
  view.focus()
  const dom = view.domAtPos(sel.from).node
  const el = (dom instanceof Element ? dom : dom.parentElement) as HTMLElement | null
  // A page that starts mid-paragraph is marked by its page-break band; scroll that into view.
  const band = kind === 'page' && n > 1 ? (view.dom.querySelector(`.nw-page-break[data-page="${n}"]`) as HTMLElement | null) : null
  const target = band ?? el
  if (target) revealInEditor(target, 'start')
  return true
}
