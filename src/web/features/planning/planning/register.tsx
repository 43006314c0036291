import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { charactersDialog, conceptDialog, locationsDialog, themeDialog } from './dialogs'
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

registerFeature({
  id: 'planning',
  commands: [
    { id: 'script.concept', label: 'Movie Concept', run: always(conceptDialog.open) },
    { id: 'script.theme', label: 'Theme Structure', run: always(themeDialog.open) },
    { id: 'script.characters', label: 'Characters', run: always(charactersDialog.open) },
    { id: 'script.locations', label: 'Locations', run: always(locationsDialog.open) },
  ],
  Mount: PlanningMount,
})
