import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { exportScript } from './export-script'
import { EXPORT_ORDER, FORMAT_CHOICES, IMPORT_ORDER } from './formats'
import { importDialog } from './dialogs'
import { ImportDialog } from './ImportDialog'

/** File → Import and File → Export As: one command per format, in the menus' order. */
registerFeature({
  id: 'import-export',
  commands: [
    ...IMPORT_ORDER.map((id) => ({ id: `file.import.${id}`, label: FORMAT_CHOICES[id].label, run: always(() => importDialog.open({ format: id })) })),
    // PDF export asks what to print first (the pdf feature's own dialog).
    ...EXPORT_ORDER.filter((id) => id !== 'pdf').map((id) => ({ id: `file.export.${id}`, label: FORMAT_CHOICES[id].exportLabel ?? FORMAT_CHOICES[id].label, run: always(() => exportScript(id)) })),
  ],
  menuSources: {
    'import-formats': () => IMPORT_ORDER.map((id) => `file.import.${id}`),
    'export-formats': () => EXPORT_ORDER.map((id) => `file.export.${id}`),
  },
  Mount: ImportDialog,
})
