import { registerFeature } from '../../../app/features'
import { SpellCheck } from './spell-plugin'
import { SpellPopup } from './SpellPopup'
import { SpellStatus } from './SpellStatus'
import { spellCheckOn, toggleSpellCheck } from './spell-store'

registerFeature({
  id: 'spell-check',
  commands: { 'tools.spellCheck': { run: toggleSpellCheck, checked: spellCheckOn } },
  extensions: () => [SpellCheck],
  Mount: SpellPopup,
  StatusItem: SpellStatus,
})
