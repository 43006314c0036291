import { registerFeature } from '../../../app/features'
import { StatisticsDialog, useStatisticsDialog } from './StatisticsDialog'

registerFeature({
  id: 'statistics',
  commands: { 'tools.statistics': { run: () => useStatisticsDialog.getState().setOpen(true) } },
  Mount: StatisticsDialog,
})
