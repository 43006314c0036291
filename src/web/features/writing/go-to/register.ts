import { registerFeature } from '../../../app/features'
import { useUi } from '../../../app/ui-store'
import { GoToDialog } from './GoToDialog'

registerFeature({
  id: 'go-to',
  commands: { 'edit.goTo': { label: 'Go To...', keys: ['Mod-g'], run: () => useUi.getState().openDialog('goTo') } },
  Mount: GoToDialog,
})
