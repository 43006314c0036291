import type { Editor } from '@tiptap/core'
import { TextSelection } from '@tiptap/pm/state'
import { findFormatError, FORMAT_ERROR_LABELS } from '../../../../screenplay/format-check'
import { ELEMENT_LABELS } from '../../../../screenplay/elements/types'
import { useEditorStore } from '../../../editor/editor-store'
import { elementsFromDoc } from '../../../editor/page-view/elements-from-doc'
import { setElementType } from '../../../editor/commands/blocks'
import { formatErrorKey, formatErrorState, type FormatErrorMeta } from './format-error-plugin'
import { useFormatCheck } from './format-check-store'
import { lastAtOrBefore } from '../../../editor/sorted'

function liveEditor(): Editor | null {
  const e = useEditorStore.getState().editor
  return e && !e.isDestroyed ? e : null
}

function clearHighlight(editor: Editor, keepAnchor: boolean): void {
  const meta: FormatErrorMeta = { type: 'clear', keepAnchor }
  editor.view.dispatch(editor.state.tr.setMeta(formatErrorKey, meta).setMeta('addToHistory', false))
}

/** Checks from element `from` to the end; stops at the first error, puts the cursor there and highlights it. */
function checkFrom(editor: Editor, from: number): void {
  // Earlier highlights go before the cursor moves.
  clearHighlight(editor, false)
  const doc = elementsFromDoc(editor.state.doc)
  const error = findFormatError(doc.elements, from)
  if (!error) {
    useFormatCheck.getState().setView({ kind: 'complete' })
    return
  }
  const pos = doc.positions[error.elementIndex]
  const node = editor.state.doc.nodeAt(pos)
  if (!node) return
  const meta: FormatErrorMeta = { type: 'show', from: pos, to: pos + node.nodeSize, colour: FORMAT_ERROR_LABELS[error.errorType].colour }
  const tr = editor.state.tr.setSelection(TextSelection.create(editor.state.doc, pos + 1)).setMeta(formatErrorKey, meta).setMeta('addToHistory', false)
  editor.view.dispatch(tr)
  editor.view.focus()
  const dom = editor.view.nodeDOM(pos)
  if (dom instanceof HTMLElement) dom.scrollIntoView({ behavior: 'smooth', block: 'center' })
  useFormatCheck.getState().setView({ kind: 'error', error })
}

/** Tools → Check Formatting: from the cursor's element to the end of the script. */
export function startFormatCheck(): void {
  const editor = liveEditor()
  if (!editor) return
  const { positions } = elementsFromDoc(editor.state.doc)
  checkFrom(editor, positions.length ? lastAtOrBefore(positions, editor.state.selection.from) : 0)
}

/**
 * Continue Check: on from the element after the one last reported; after 'Change to …' from the
 * changed element itself, so a change that leaves it wrong in another way is still reported.
 */
export function continueFormatCheck(): void {
  const editor = liveEditor()
  if (!editor) return
  const view = useFormatCheck.getState().view
  const anchor = formatErrorState(editor.state).anchor
  if (anchor === null) return startFormatCheck()
  const { positions } = elementsFromDoc(editor.state.doc)
  // The element whose block holds the anchor: the last block starting at or before it.
  const at = lastAtOrBefore(positions, anchor)
  checkFrom(editor, view.kind === 'fixed' ? at : at + 1)
}

/** 'Change to X': gives the reported element the suggested type. */
export function applySuggestedType(): void {
  const editor = liveEditor()
  const view = useFormatCheck.getState().view
  if (!editor || view.kind !== 'error' || !view.error.suggestedElementType) return
  const type = view.error.suggestedElementType
  const anchor = formatErrorState(editor.state).anchor
  if (anchor === null) return
  clearHighlight(editor, true)
  editor.view.dispatch(editor.state.tr.setSelection(TextSelection.create(editor.state.doc, anchor + 1)))
  setElementType(type)(editor.state, editor.view.dispatch)
  editor.view.focus()
  useFormatCheck.getState().setView({ kind: 'fixed', error: view.error, changedTo: ELEMENT_LABELS[type] })
}

export function closeFormatCheck(): void {
  const editor = liveEditor()
  if (editor) clearHighlight(editor, false)
  useFormatCheck.getState().setView({ kind: 'closed' })
}
