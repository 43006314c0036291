import type { ReportKind } from '../../../../screenplay/reports'
import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { toast } from '../../../app/toast-store'
import { ReportsDialog } from './ReportsDialog'
import { reportDialog } from './report-dialog'

const report = (kind: ReportKind, label: string) => ({ id: `reports.${kind}`, label, run: always(() => reportDialog.open({ kind })) })

/** Reports that are announced but not written yet say so when chosen. */
const comingSoon = (id: string, what: string) => ({
  id,
  label: what,
  run: always(() => toast({ title: what, description: `${what} is under development and will be available soon.` })),
})

registerFeature({
  id: 'reports',
  commands: [
    report('script', 'Script'),
    report('location', 'Location'),
    report('scene', 'Scene'),
    report('character', 'Character'),
    comingSoon('reports.pitchDeck', 'Pitch Deck'),
    comingSoon('reports.emotionalArcs', 'Emotional Arcs'),
  ],
  Mount: ReportsDialog,
})
