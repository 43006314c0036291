import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { save } from './file-actions'
import { conflictDialog, saveAsDialog } from './dialogs'

const WHERE = { browser: 'in this browser (perhaps in another tab)', drive: 'on Google Drive (perhaps on another device)', computer: 'on your computer' }

/**
 * Save found the file changed since it was opened here: nothing was written. The writer keeps both
 * (Save As, a new file beside theirs), or writes over the other version knowingly.
 */
export function ConflictDialog() {
  const conflict = conflictDialog.useProps()
  const close = () => conflictDialog.close()
  if (!conflict) return null
  return (
    <Modal title="This file was changed elsewhere" open onClose={close}>
      <p>
        {conflict.name} was saved {WHERE[conflict.store]} after you opened it here. Nothing was written, so that version is safe. Save yours as a new
        file to keep both, or overwrite that version with yours.
      </p>
      <DialogActions
        onCancel={close}
        primaryLabel="Save As New File…"
        onPrimary={() => {
          close()
          saveAsDialog.open({ suggestedName: `${conflict.name} (my version)` })
        }}
        extra={
          <button
            type="button"
            className="nw-btn"
            onClick={() => {
              close()
              void save({ overwrite: true })
            }}
          >
            Overwrite Their Version
          </button>
        }
      />
    </Modal>
  )
}
