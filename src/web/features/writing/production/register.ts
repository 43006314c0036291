import { registerFeature } from '../../../app/features'
import { clearSetItems, currentSetItems, PRODUCTION_COMMANDS } from './commands'
import { ProductionExtension } from './production-plugin'
import { RevisionSetsDialog } from './RevisionSetsDialog'

/** Production scripts: scene numbers, revision sets and marks, locked pages. */
registerFeature({
  id: 'production',
  commands: PRODUCTION_COMMANDS,
  extensions: () => [ProductionExtension],
  Mount: RevisionSetsDialog,
  menuSources: { 'revision-sets': currentSetItems, 'revision-clear': clearSetItems },
})
