import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { SpellCheck } from './spell-plugin'
import { SpellPopup } from './SpellPopup'
import { SpellStatus } from './SpellStatus'
import { spellCheckOn, toggleSpellCheck } from './spell-store'

registerFeature({
  id: 'spell-check',
  commands: [{ id: 'tools.spellCheck', label: 'Spell Check', run: always(toggleSpellCheck), checked: spellCheckOn }],
  extensions: () => [SpellCheck],
  Mount: SpellPopup,
  StatusItem: SpellStatus,
})
