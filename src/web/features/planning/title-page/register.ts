import { registerFeature } from '../../../app/features'
import { useUi } from '../../../app/ui-store'
import { TitlePageDialog } from './TitlePageDialog'

registerFeature({
  id: 'title-page',
  commands: { 'script.titlePage': { label: 'Title Page', run: () => useUi.getState().openDialog('titlePage') } },
  Mount: TitlePageDialog,
})
