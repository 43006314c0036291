import { registerFeature } from '../../../app/features'
import { usePlanningUi } from './planning-ui-store'
import { ConceptDialog } from './ConceptDialog'
import { ThemeStructureDialog } from './ThemeStructureDialog'
import { CharactersDialog } from './CharactersDialog'
import { LocationsDialog } from './LocationsDialog'

function PlanningMount() {
  return (
    <>
      <ConceptDialog />
      <ThemeStructureDialog />
      <CharactersDialog />
      <LocationsDialog />
    </>
  )
}

const show = (d: Parameters<ReturnType<typeof usePlanningUi.getState>['show']>[0]) => () => usePlanningUi.getState().show(d)

registerFeature({
  id: 'planning',
  commands: {
    'script.concept': { run: show('concept') },
    'script.theme': { run: show('theme') },
    'script.characters': { run: show('characters') },
    'script.locations': { run: show('locations') },
  },
  Mount: PlanningMount,
})
