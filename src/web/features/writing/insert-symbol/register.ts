import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { InsertSymbolDialog, insertSymbolDialog } from './InsertSymbolDialog'

registerFeature({
  id: 'insert-symbol',
  commands: [{ id: 'tools.insertSymbol', label: 'Insert Symbol', run: always(insertSymbolDialog.open) }],
  Mount: InsertSymbolDialog,
})
