import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { FontSettingsExtension } from './font-extension'
import { FontSettingsMount, fontSettingsDialog } from './FontSettingsDialog'

registerFeature({
  id: 'font-settings',
  commands: [{ id: 'format.fontSettings', label: 'Font Settings...', run: always(fontSettingsDialog.open) }],
  Mount: FontSettingsMount,
  extensions: () => [FontSettingsExtension],
})
