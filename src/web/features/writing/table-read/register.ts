import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { ReadingHighlight } from './reading-highlight'
import { TableReadPanel } from './TableReadPanel'
import { openTableRead, tableReadPanel } from './table-read-store'

registerFeature({
  id: 'table-read',
  commands: [{ id: 'tools.tableRead', label: 'Table Read', keys: ['Mod-Alt-r'], run: always(openTableRead), checked: () => tableReadPanel.isOpen() }],
  extensions: () => [ReadingHighlight],
  Mount: TableReadPanel,
})
