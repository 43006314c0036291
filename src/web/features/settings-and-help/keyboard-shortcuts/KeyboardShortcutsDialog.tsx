import { Modal } from '../../../ui/Modal'
import { useUi } from '../../../app/ui-store'
import { shortcutGroups } from './shortcuts'

export function KeyboardShortcutsDialog() {
  const open = useUi((s) => s.dialog === 'keyboardShortcuts')
  const openDialog = useUi((s) => s.openDialog)
  return (
    <Modal title="Keyboard Shortcuts" open={open} onClose={() => openDialog(null)} wide>
      <p className="nw-muted">
        Chrome keeps Ctrl+N, Ctrl+T, Ctrl+W and Ctrl+Shift+N for itself, so those commands are in the menus and on other keys.
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
