import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { defineDialog } from '../../../app/dialog-stack'
import { useEditorStore } from '../../../editor/editor-store'
import { goTo, parseLabel, parseTarget, targetPosition } from './go-to'


/** Edit → Go To, on the app's one stack of dialogs. */
export const goToDialog = defineDialog('goTo')

/** Edit → Go To (Ctrl+G): a page or scene number and a Go button. */
export function GoToDialog() {
  const open = goToDialog.useOpen()
  const [kind, setKind] = useState<'page' | 'scene'>('page')
  const [value, setValue] = useState('')
  // A plain number, or a printed one with letters: page 5A, scene 10A.
  const target = parseTarget(value) ?? parseLabel(value)
  useEffect(() => {
    if (open) setValue('')
  }, [open])
  const close = () => goToDialog.close()
  const go = () => {
    const editor = useEditorStore.getState().editor
    if (!editor || target === null) return
    // Out of range does nothing: the dialog stays open so the number can be corrected.
    if (targetPosition(editor, kind, target) === undefined) return
    close()
    // After the dialog has handed focus back to the editor, or the old selection would return with it.
    setTimeout(() => goTo(editor, kind, target), 0)
  }
  return (
    <Modal title="Go To" open={open} onClose={close}>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          go()
        }}
      >
        <div className="nw-radio-row" role="radiogroup" aria-label="Go to">
          <label>
            <input type="radio" name="goto-kind" checked={kind === 'page'} onChange={() => setKind('page')} /> Page
          </label>
          <label>
            <input type="radio" name="goto-kind" checked={kind === 'scene'} onChange={() => setKind('scene')} /> Scene
          </label>
        </div>
        <label className="nw-field">
          {kind === 'page' ? 'Page number' : 'Scene number'}
          <input autoFocus inputMode="numeric" value={value} onChange={(e) => setValue(e.target.value)} aria-label="Number" />
        </label>
        <DialogActions onCancel={close} primaryLabel="Go" disabled={target === null} />
      </form>
    </Modal>
  )
}
