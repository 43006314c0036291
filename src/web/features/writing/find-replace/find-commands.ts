import type { Editor } from '@tiptap/core'
import { TextSelection } from '@tiptap/pm/state'
import { closeHistory } from '@tiptap/pm/history'
import { stepResult } from '../../../../screenplay/search'
import { findKey, findState, type FindMeta, type FindQuery } from './find-plugin'
import type { Direction } from './find-store'
import { revealInEditor } from '../../../editor/reveal'

/** What the panel's buttons and keys do to the editor. */

function scrollToCurrent(editor: Editor) {
  const el = editor.view.dom.querySelector('.nw-search-current')
  if (el) revealInEditor(el, 'center')
}

function select(editor: Editor, index: number) {
  const s = findState(editor.state)
  const r = s.results[index]
  const tr = editor.state.tr.setMeta(findKey, { type: 'index', index } satisfies FindMeta)
  // The cursor goes to the result, so closing the panel leaves the writer there.
  if (r) tr.setSelection(TextSelection.create(tr.doc, r.from, r.to))
  editor.view.dispatch(tr)
  if (r) scrollToCurrent(editor)
}

/** Runs a new search (or clears it with null) and shows the first result from the cursor on. */
export function setQuery(editor: Editor, query: FindQuery | null) {
  const tr = editor.state.tr.setMeta(findKey, { type: 'query', query } satisfies FindMeta).setMeta('addToHistory', false)
  editor.view.dispatch(tr)
  const s = findState(editor.state)
  if (s.index >= 0) select(editor, s.index)
}

/** Find next (or previous), wrapping round the script. */
export function findStep(editor: Editor, direction: Direction): boolean {
  const s = findState(editor.state)
  if (!s.results.length) return false
  const i = stepResult(
    s.results.map((r) => r.from),
    s.index,
    direction,
    editor.state.selection.from,
  )
  select(editor, i)
  return true
}

/** Replaces the current result and moves on to the next one. */
export function replaceCurrent(editor: Editor, replacement: string, direction: Direction): boolean {
  const s = findState(editor.state)
  const r = s.results[s.index]
  if (!r) return findStep(editor, direction)
  const tr = editor.state.tr
  if (replacement) tr.insertText(replacement, r.from, r.to)
  else tr.delete(r.from, r.to)
  closeHistory(tr)
  const after = direction === 'down' ? r.from + replacement.length : r.from
  tr.setMeta(findKey, { type: 'refresh', anchor: after } satisfies FindMeta)
  editor.view.dispatch(tr)
  const next = findState(editor.state)
  if (next.results.length) {
    const starts = next.results.map((x) => x.from)
    select(editor, direction === 'down' ? next.index : stepResult(starts, -1, 'up', after))
  }
  return true
}

/** Replaces every result in one transaction: a single undo step. Returns how many. */
export function replaceAll(editor: Editor, replacement: string): number {
  const s = findState(editor.state)
  if (!s.results.length) return 0
  const tr = editor.state.tr
  // Last to first, so earlier positions stay valid.
  for (let i = s.results.length - 1; i >= 0; i--) {
    const r = s.results[i]
    if (replacement) tr.insertText(replacement, r.from, r.to)
    else tr.delete(r.from, r.to)
  }
  closeHistory(tr)
  tr.setMeta(findKey, { type: 'refresh', anchor: 0 } satisfies FindMeta)
  editor.view.dispatch(tr)
  return s.results.length
}
