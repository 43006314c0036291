import { toast } from '../../../app/toast-store'
import { useEditorStore } from '../../../editor/editor-store'
import { currentScript, exportBaseName } from '../../../project'
import { FORMAT_CHOICES, loadFormats } from './formats'
import { downloadBytes } from '../../../storage/read-file'
import type { ScriptFormat } from '../../../../screenplay/formats/registry'

/** File → Export As: writes the current script in a format and downloads it (PDF asks first: the pdf feature). */
export async function exportScript(id: ScriptFormat['id']): Promise<void> {
  const editor = useEditorStore.getState().editor
  if (!editor) return
  const choice = FORMAT_CHOICES[id]
  try {
    const { formatById } = await loadFormats()
    const format = formatById(id)
    if (!format?.write) throw new Error(`${choice.label} export is not available yet.`)
    const bytes = await format.write(currentScript())
    const fileName = `${exportBaseName()}${choice.exportExtension}`
    downloadBytes(bytes, fileName, choice.mime)
    toast({ title: 'Export successful', description: `Screenplay exported as ${fileName}.` })
  } catch (e) {
    console.error(e)
    toast({ title: 'Export failed', description: (e as Error).message || 'Error exporting', variant: 'error' })
  }
}
