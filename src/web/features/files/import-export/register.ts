import { registerFeature } from '../../../app/features'
import { useUi } from '../../../app/ui-store'
import type { ScriptFormat } from '../../../../screenplay/formats/registry'
import { exportScript } from './export-script'
import { ImportDialog } from './ImportDialog'

type FormatId = ScriptFormat['id']
/** File → Import and File → Export As, in menu order. */
export const IMPORT_MENU: [FormatId, string][] = [
  ['fountain', 'Fountain'],
  ['fdx', 'Final Draft (.fdx)'],
  ['celtx', 'Celtx'],
  ['fadein', 'Fade In'],
  ['text', 'Text'],
  ['pdf', 'PDF'],
]
export const EXPORT_MENU: [FormatId, string][] = [
  ['fountain', 'Fountain'],
  ['fdx', 'Final Draft (.fdx)'],
  ['fadein', 'Fade In (.fadein)'],
  ['celtx', 'Celtx (.celtx)'],
  ['text', 'Text'],
  ['pdf', 'PDF'],
]

registerFeature({
  id: 'import-export',
  commands: Object.fromEntries([
    ...IMPORT_MENU.map(([id, label]) => [`file.import.${id}`, { label, run: () => useUi.getState().openImport(id) }]),
    ...EXPORT_MENU.map(([id, label]) => [`file.export.${id}`, { label, run: () => void exportScript(id) }]),
  ]),
  Mount: ImportDialog,
})
