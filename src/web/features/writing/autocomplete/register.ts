import { registerFeature } from '../../../app/features'
import { ScriptIndex } from '../../../editor/script-index'
import { Autocomplete } from './autocomplete-plugin'
import { AutocompletePopup } from './AutocompletePopup'

registerFeature({
  id: 'autocomplete',
  // The script index also serves spell check (character names are never flagged).
  extensions: () => [ScriptIndex, Autocomplete],
  Mount: AutocompletePopup,
})
