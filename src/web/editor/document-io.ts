import type { Editor } from '@tiptap/core'
import { docToScript, scriptToDoc, type DocJSON } from '../../screenplay/document'
import { defaultTitlePage, type Script, type TitlePage } from '../../screenplay/model'
import { useEditorStore } from './editor-store'

/** The script in the editor, as the domain model every exporter takes. */
export function currentScript(editor: Editor): Script {
  return docToScript(editor.getJSON() as DocJSON, useEditorStore.getState().titlePage)
}

/**
 * Replaces the editor's document with a script (import, open). A title page that is blank in the
 * file keeps the defaults for the fields it did not carry, as a new script would have.
 */
export function loadScript(editor: Editor, script: Script, fileName: string) {
  editor.commands.setContent(scriptToDoc(script), { emitUpdate: true })
  const tp = mergeTitlePage(script.titlePage)
  useEditorStore.setState({ titlePage: tp, fileName, dirty: true })
  editor.commands.setTextSelection(1)
  editor.view.dom.scrollIntoView?.({ block: 'start' })
}

function mergeTitlePage(tp: TitlePage): TitlePage {
  const base = defaultTitlePage()
  const hasAny = (['title', 'credit', 'author', 'source', 'draft', 'contact'] as const).some((k) => tp[k])
  if (!hasAny) return base
  return { ...base, ...Object.fromEntries(Object.entries(tp).filter(([, v]) => v !== '' && v !== undefined)) } as TitlePage
}

/** The exported file's base name: the current file name without .nws, or 'screenplay'. */
export function exportBaseName(fileName: string): string {
  const base = fileName.replace(/\.nws$/i, '').trim()
  return !base || base === 'Untitled Screenplay' ? 'screenplay' : base
}
