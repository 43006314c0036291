import { registerFeature } from '../../../app/features'
import { FormatErrorHighlight } from './format-error-plugin'
import { FormatCheckPopup } from './FormatCheckPopup'
import { startFormatCheck } from './run-check'

registerFeature({
  id: 'format-check',
  commands: { 'tools.checkFormatting': { run: startFormatCheck } },
  extensions: () => [FormatErrorHighlight],
  Mount: FormatCheckPopup,
})
