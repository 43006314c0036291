import { registerFeature } from '../../../app/features'
import { InsertSymbolDialog, useInsertSymbol } from './InsertSymbolDialog'

registerFeature({
  id: 'insert-symbol',
  commands: { 'tools.insertSymbol': { run: () => useInsertSymbol.getState().setOpen(true) } },
  Mount: InsertSymbolDialog,
})
