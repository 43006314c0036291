import { registerFeature } from '../../../app/features'
import { useUi } from '../../../app/ui-store'
import { AboutDialog } from './AboutDialog'

registerFeature({
  id: 'about',
  commands: { 'help.about': { label: 'About', run: () => useUi.getState().openDialog('about') } },
  Mount: AboutDialog,
})
