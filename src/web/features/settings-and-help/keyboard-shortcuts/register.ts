import { registerFeature } from '../../../app/features'
import { useUi } from '../../../app/ui-store'
import { KeyboardShortcutsDialog } from './KeyboardShortcutsDialog'

registerFeature({
  id: 'keyboard-shortcuts',
  commands: { 'help.shortcuts': { label: 'Keyboard Shortcuts', run: () => useUi.getState().openDialog('keyboardShortcuts') } },
  Mount: KeyboardShortcutsDialog,
})
