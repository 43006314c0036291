import { useEffect, useState } from 'react'
import { ModalForm } from '../../../ui/ModalForm'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { activeStoreId, saveAs } from './file-actions'
import { defaultFileName, displayName, validateFileName } from './names'
import { saveAsDialog } from './dialogs'
import { useProject } from '../../../project'

/** Save As: a file name, checked before saving; '.nws' is added automatically. */
export function SaveAsDialog() {
  const open = saveAsDialog.useOpen()
  const [name, setName] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  useEffect(() => {
    if (!open) return
    const current = useProject.getState().file?.name ?? useProject.getState().fileName
    const suggested = saveAsDialog.props()?.suggestedName
    setName(suggested ?? displayName(current && current !== 'Untitled Screenplay' ? current : defaultFileName()))
    setError(null)
  }, [open])
  const close = () => saveAsDialog.close()
  const submit = async () => {
    const problem = validateFileName(name)
    if (problem) return setError(problem)
    setBusy(true)
    const ok = await saveAs(name)
    setBusy(false)
    if (ok) close()
  }
  return (
    <ModalForm title="Save As" open={open} onClose={close} onSubmit={() => void submit()}>
      <label className="nw-field">
        File name
        <input
          autoFocus
          value={name}
          aria-invalid={!!error}
          className={error ? 'nw-input-error' : undefined}
          onChange={(e) => {
            setName(e.target.value)
            setError(null)
          }}
        />
      </label>
      <p className="nw-muted">Saved as {name.trim() ? `${displayName(name.trim())}.nws` : '…'} in {activeStoreId() === 'drive' ? 'your Google Drive' : 'this browser'}.</p>
      <FormError error={error} />
      <DialogActions onCancel={close} primaryLabel="Save" busy={busy} busyLabel="Saving..." />
    </ModalForm>
  )
}
