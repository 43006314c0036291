import type { Editor } from '@tiptap/core'
import { nwsFromScript, parseNws, scriptFromNws, writeNws, type NwsFile } from '../../../project'
import type { DocJSON } from '../../../screenplay/document'
import { useEditorStore } from '../../editor/editor-store'
import { useSession } from './session-store'
import { getComments, setComments } from '../comments'

/** The open project as `.nws` text: the editor's document, the title page and the planning data. */
export function currentNwsText(editor: Editor): string {
  const file: NwsFile = {
    ...nwsFromScript({ titlePage: useEditorStore.getState().titlePage, elements: [] }, { ...useSession.getState().planning, comments: getComments() }),
    content: editor.getJSON() as DocJSON,
  }
  return writeNws(file)
}

/**
 * Reads a project and puts it in the editor. Parsing comes first: a bad file throws before the
 * current script is touched.
 */
export function openNwsText(editor: Editor, text: string): NwsFile {
  const file = parseNws(text)
  const { content, titlePage, version: _v, ...planning } = file
  // An empty file opens on 'FADE IN:' (spec 000 §4).
  const script = scriptFromNws(file)
  if (script.elements.length === 0 || (script.elements.length === 1 && !script.elements[0].text)) {
    editor.commands.setContent({ type: 'doc', content: [{ type: 'scene', content: [{ type: 'transition', content: [{ type: 'text', text: 'FADE IN:' }] }] }] })
  } else {
    editor.commands.setContent(content, { emitUpdate: true })
  }
  editor.commands.setTextSelection(1)
  useEditorStore.setState({ titlePage })
  useSession.getState().set({ planning })
  setComments(file.comments)
  return file
}
