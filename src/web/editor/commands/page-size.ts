import type { EditorState } from '@tiptap/pm/state'
import { readScriptFormat, type PageSize, type ScriptFormat } from '../../../screenplay/model'
import type { Command } from './blocks'

/** The script's paper: US Letter unless its format says A4. Cheap enough for every update of the view. */
export function pageSizeOf(state: EditorState): PageSize {
  const format: unknown = state.doc.attrs.format
  return format && typeof format === 'object' && (format as { pageSize?: unknown }).pageSize === 'a4' ? 'a4' : 'letter'
}

/**
 * Sets the script's paper (Format → Page Size). US Letter prints 54 lines a page, A4 58; the
 * element styles stay as they are. A step of the document like any edit: it is undone with Undo,
 * saved with the script and repaginates the page view, the PDF and the statistics.
 */
export function setPageSize(size: PageSize): Command {
  return (state, dispatch) => {
    if (pageSizeOf(state) === size) return false
    if (!dispatch) return true
    const current = readScriptFormat(state.doc.attrs.format) ?? {}
    const { pageSize: _old, ...rest } = current
    const next: ScriptFormat = size === 'a4' ? { ...rest, pageSize: 'a4' } : rest
    dispatch(state.tr.setDocAttribute('format', Object.keys(next).length ? next : null))
    return true
  }
}
