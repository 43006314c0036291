import { docToScript, type DocJSON } from '../../screenplay/document'
import type { Script } from '../../screenplay/model'
import { useEditorStore } from '../editor/editor-store'
import { useProject, UNTITLED } from './project-store'

/** The open script, as the domain model every exporter, report and analysis takes. */
export function currentScript(): Script {
  const e = useEditorStore.getState().editor
  const content = e && !e.isDestroyed ? (e.getJSON() as DocJSON) : { type: 'doc', content: [] }
  return docToScript(content as DocJSON, useProject.getState().titlePage)
}

/** Characters a file name cannot hold on any of the systems a writer sends scripts to. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a file name cannot hold
const UNSAFE = /[\\/:*?"<>|\u0000-\u001f]+/g

/**
 * The base name of an exported file: the open file's name, else the script's title, else
 * 'screenplay' — so 'Big Fish.pdf', never a generic name for a script that has one.
 */
export function exportBaseName(): string {
  const { file, fileName, titlePage } = useProject.getState()
  const clean = (s: string) => s.replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim().slice(0, 120)
  const fromFile = clean((file?.name ?? (fileName === UNTITLED ? '' : fileName)).replace(/\.nws$/i, ''))
  if (fromFile) return fromFile
  const fromTitle = clean(titlePage.title.split('\n')[0] ?? '')
  return fromTitle || 'screenplay'
}
