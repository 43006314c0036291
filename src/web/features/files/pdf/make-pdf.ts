import { useEditorStore } from '../../../editor/editor-store'
import { currentScript, exportBaseName } from '../../../project'
import { loadPdf } from '../import-export'
import { layoutSettingsOf } from '../../../editor/page-view/continueds-setting'

/** The current script as a PDF, title page included, from the one layout engine. */
export async function currentPdf(): Promise<Uint8Array> {
  const editor = useEditorStore.getState().editor
  if (!editor) throw new Error('Editor not ready')
  const { renderPdf } = await loadPdf()
  const script = currentScript()
  return renderPdf(script, { settings: layoutSettingsOf(script.format) })
}

export function pdfFileName(suffix = ''): string {
  return `${exportBaseName()}${suffix}.pdf`
}

export function pdfBlobUrl(bytes: Uint8Array): string {
  return URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
}
