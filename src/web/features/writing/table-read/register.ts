import { registerFeature } from '../../../app/features'
import { ReadingHighlight } from './reading-highlight'
import { TableReadPanel } from './TableReadPanel'
import { openTableRead, useTableRead } from './table-read-store'

registerFeature({
  id: 'table-read',
  commands: { 'tools.tableRead': { label: 'Table Read', keys: ['Mod-Alt-r'], run: () => void openTableRead(), checked: () => useTableRead.getState().open } },
  extensions: () => [ReadingHighlight],
  Mount: TableReadPanel,
})
