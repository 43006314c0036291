import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { StatisticsDialog, statisticsDialog } from './StatisticsDialog'

registerFeature({
  id: 'statistics',
  commands: [{ id: 'tools.statistics', label: 'Statistics', run: always(statisticsDialog.open) }],
  Mount: StatisticsDialog,
})
