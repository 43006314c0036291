import { registerFeature } from '../../../app/features'
import { RevisionsMount } from './RevisionsMount'
import { toggleRevisionsPanel, useRevisionsUi } from './revisions-store'

/** View → Revisions (Ctrl+Shift+4): saved states of the script, compared with and restored over the current one. */
registerFeature({
  id: 'revisions',
  commands: { 'view.revisions': { run: toggleRevisionsPanel, checked: () => useRevisionsUi.getState().open } },
  Mount: RevisionsMount,
})
