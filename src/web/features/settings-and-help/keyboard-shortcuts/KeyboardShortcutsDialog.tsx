import { Modal } from '../../../ui/Modal'
import { shortcutGroups } from './shortcuts'
import { defineDialog } from '../../../app/dialog-stack'
import { BROWSER_RESERVED_KEYS, keyLabel } from '../../../app/keys'

/** The four keys writers reach for that Chrome keeps: New, New Tab, Close Tab, New Window. */
const KEPT = BROWSER_RESERVED_KEYS.slice(0, 4).map(keyLabel)

/** Help → Keyboard Shortcuts. */
export const shortcutsDialog = defineDialog('keyboardShortcuts')

export function KeyboardShortcutsDialog() {
  const open = shortcutsDialog.useOpen()
  return (
    <Modal title="Keyboard Shortcuts" open={open} onClose={() => shortcutsDialog.close()} wide>
      <p className="nw-muted">
        Chrome keeps {KEPT.slice(0, -1).join(', ')} and {KEPT.at(-1)} for itself, so those commands are in the menus and on other keys.
      </p>
      {open && shortcutGroups().map((g) => (
        <section key={g.title} className="nw-shortcut-group">
          <h3>{g.title}</h3>
          <table>
            <tbody>
              {g.rows.map(([keys, action]) => (
                <tr key={keys + action}>
                  <td>
                    <kbd>{keys}</kbd>
                  </td>
                  <td>{action}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      ))}
    </Modal>
  )
}
