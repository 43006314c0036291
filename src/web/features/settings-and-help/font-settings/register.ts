import { registerFeature } from '../../../app/features'
import { FontSettingsExtension } from './font-extension'
import { FontSettingsMount } from './FontSettingsDialog'
import { useFontSettings } from './font-store'

registerFeature({
  id: 'font-settings',
  commands: { 'format.fontSettings': { run: () => useFontSettings.getState().setDialogOpen(true) } },
  Mount: FontSettingsMount,
  extensions: () => [FontSettingsExtension],
})
