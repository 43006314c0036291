import { toast } from '../../../app/toast-store'
import { useEditorStore } from '../../../editor/editor-store'
import { currentScript, exportBaseName } from '../../../project'
import { FORMAT_CHOICES, loadFormats, loadPdf } from './formats'
import { layoutSettingsOf } from '../../../editor/page-view/continueds-setting'
import { downloadBytes } from '../../../storage/read-file'
import type { ScriptFormat } from '../../../../screenplay/formats/registry'

/** File → Export As: writes the current script in a format and downloads it. */
export async function exportScript(id: ScriptFormat['id']): Promise<void> {
  const editor = useEditorStore.getState().editor
  if (!editor) return
  const choice = FORMAT_CHOICES[id]
  const isPdf = id === 'pdf'
  try {
    const { formatById } = await loadFormats()
    const format = formatById(id)
    if (!format?.write) throw new Error(`${choice.label} export is not available yet.`)
    const script = currentScript()
    // A PDF prints the pages as the page view shows them, with the writer's automatic (CONT'D) choice.
    const bytes = isPdf ? await (await loadPdf()).renderPdf(script, { settings: layoutSettingsOf(script.format) }) : await format.write(script)
    const fileName = `${exportBaseName()}${choice.exportExtension}`
    downloadBytes(bytes, fileName, choice.mime)
    if (isPdf) toast({ title: 'PDF exported successfully', description: `Screenplay exported as ${fileName}.` })
    else toast({ title: 'Export successful', description: `Screenplay exported as ${fileName}.` })
  } catch (e) {
    console.error(e)
    toast({ title: isPdf ? 'PDF export failed' : 'Export failed', description: (e as Error).message || 'Error exporting', variant: 'error' })
  }
}
