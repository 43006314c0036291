import { registerFeature } from '../../../app/features'
import { always } from '../../../app/command'
import { KeyboardShortcutsDialog, shortcutsDialog } from './KeyboardShortcutsDialog'

registerFeature({
  id: 'keyboard-shortcuts',
  commands: [{ id: 'help.shortcuts', label: 'Keyboard Shortcuts', run: always(shortcutsDialog.open) }],
  Mount: KeyboardShortcutsDialog,
})
