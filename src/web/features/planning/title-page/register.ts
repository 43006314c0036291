import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { TitlePageDialog, titlePageDialog } from './TitlePageDialog'

registerFeature({
  id: 'title-page',
  commands: [{ id: 'script.titlePage', label: 'Title Page', run: always(titlePageDialog.open) }],
  Mount: TitlePageDialog,
})
