import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { GoToDialog, goToDialog } from './GoToDialog'

registerFeature({
  id: 'go-to',
  commands: [{ id: 'edit.goTo', label: 'Go To...', keys: ['Mod-g'], run: always(goToDialog.open) }],
  Mount: GoToDialog,
})
