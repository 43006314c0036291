import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import type { FileMeta } from '../../../storage/file-store'
import { browserFiles } from '../../../storage/browser-files'
import { activeStoreId, openFile } from './file-actions'
import { drive } from './drive'
import { displayName, relativeAge } from './names'
import { openFileDialog } from './dialogs'

/** Open File: the project's files with their age; double-click opens. */
export function OpenFileDialog() {
  const open = openFileDialog.useOpen()
  const [files, setFiles] = useState<FileMeta[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [selected, setSelected] = useState<string | null>(null)
  const storeId = activeStoreId()
  useEffect(() => {
    if (!open) return
    setFiles(null)
    setSelected(null)
    setError(null)
    const list = storeId === 'drive' ? drive().then((d) => d?.store.list() ?? []) : browserFiles.list()
    list.then(setFiles).catch((e) => setError((e as Error).message))
  }, [open, storeId])
  const close = () => openFileDialog.close()
  const openIt = async (id: string) => {
    const f = files?.find((x) => x.id === id)
    if (!f) return
    close()
    await openFile(storeId, f.id, f.name)
  }
  return (
    <Modal title="Open File" open={open} onClose={close}>
      <p className="nw-muted">{storeId === 'drive' ? 'Your Google Drive' : 'Scripts saved in this browser'}</p>
      <FormError error={error} />
      {files === null && !error && <p className="nw-muted">Loading…</p>}
      {files && files.length === 0 && <p className="nw-muted">No screenplay files found. Create a new screenplay to get started.</p>}
      {files && files.length > 0 && (
        <ul className="nw-file-list" role="listbox" aria-label="Files">
          {files.map((f) => (
            <li
              key={f.id}
              role="option"
              aria-selected={selected === f.id}
              className={selected === f.id ? 'active' : ''}
              onClick={() => setSelected(f.id)}
              onDoubleClick={() => void openIt(f.id)}
            >
              <span>{displayName(f.name)}</span>
              <span className="nw-muted">Modified {relativeAge(f.modifiedTime)}</span>
            </li>
          ))}
        </ul>
      )}
      <DialogActions onCancel={close} primaryLabel="Open" disabled={!selected} onPrimary={() => selected && void openIt(selected)} />
    </Modal>
  )
}
