import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { RevisionsMount } from './RevisionsMount'
import { revisionsPanel } from './dialogs'

/** View → Revisions: saved states of the script, compared with and restored over the current one. */
registerFeature({
  id: 'revisions',
  commands: [{ id: 'view.revisions', label: 'Snapshots', keys: ['Mod-Shift-4'], run: always(revisionsPanel.toggle), checked: revisionsPanel.isOpen }],
  Mount: RevisionsMount,
})
