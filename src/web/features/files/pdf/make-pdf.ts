import { useEditorStore } from '../../../editor/editor-store'
import { currentScript, exportBaseName } from '../../../project'
import { loadPdf } from '../import-export'

/** The current script as a PDF, title page included, from the one layout engine. */
export async function currentPdf(): Promise<Uint8Array> {
  const editor = useEditorStore.getState().editor
  if (!editor) throw new Error('Editor not ready')
  const { renderPdf } = await loadPdf()
  return renderPdf(currentScript())
}

export function pdfFileName(suffix = ''): string {
  return `${exportBaseName()}${suffix}.pdf`
}

export function pdfBlobUrl(bytes: Uint8Array): string {
  return URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }))
}
