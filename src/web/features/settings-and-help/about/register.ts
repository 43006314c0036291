import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { AboutDialog, aboutDialog } from './AboutDialog'

registerFeature({
  id: 'about',
  commands: [{ id: 'help.about', label: 'About', run: always(aboutDialog.open) }],
  Mount: AboutDialog,
})
