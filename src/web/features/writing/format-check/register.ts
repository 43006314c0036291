import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { FormatErrorHighlight } from './format-error-plugin'
import { FormatCheckPopup } from './FormatCheckPopup'
import { startFormatCheck } from './run-check'

registerFeature({
  id: 'format-check',
  commands: [{ id: 'tools.checkFormatting', label: 'Check Formatting', run: always(startFormatCheck) }],
  extensions: () => [FormatErrorHighlight],
  Mount: FormatCheckPopup,
})
