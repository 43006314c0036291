import { registerFeature } from '../../../app/features'
import { clearSetItems, currentSetItems, PRODUCTION_COMMANDS } from './commands'
import { ProductionExtension } from './production-plugin'

/** Production scripts: scene numbers, revision sets and marks, locked pages. */
registerFeature({
  id: 'production',
  commands: PRODUCTION_COMMANDS,
  extensions: () => [ProductionExtension],
  menuSources: { 'revision-sets': currentSetItems, 'revision-clear': clearSetItems },
})
