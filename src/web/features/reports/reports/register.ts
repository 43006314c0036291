import { registerFeature } from '../../../app/features'
import { ReportsDialog } from './ReportsDialog'
import { useReports } from './reports-store'

const open = (kind: 'scene' | 'location' | 'character' | 'script') => () => useReports.getState().setOpen(kind)

registerFeature({
  id: 'reports',
  commands: {
    'reports.script': { run: open('script') },
    'reports.location': { run: open('location') },
    'reports.scene': { run: open('scene') },
    'reports.character': { run: open('character') },
  },
  Mount: ReportsDialog,
})
