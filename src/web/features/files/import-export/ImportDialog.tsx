import { useRef, useState } from 'react'
import { Upload } from 'lucide-react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { toast } from '../../../app/toast-store'
import { useEditorStore } from '../../../editor/editor-store'
import { projectSession } from '../../../project'
import { FORMAT_CHOICES } from './formats'
import { importDialog } from './dialogs'
import { readScriptInWorker } from './read-in-worker'
import { formatKB, readFileBytes } from '../../../storage/read-file'
import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from '../../../../screenplay/formats/limits'

/**
 * File → Import: pick or drop a file, then Import. The current script is only replaced once the
 * new one has been read completely; any failure leaves it untouched and says why.
 */
export function ImportDialog() {
  const open = importDialog.useOpen()
  const formatId = importDialog.useProps()?.format ?? 'fountain'
  const close = () => {
    importDialog.close()
    setFile(null)
    setError(null)
  }
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [dragging, setDragging] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const choice = FORMAT_CHOICES[formatId]

  const choose = (f: File | undefined | null) => {
    setError(null)
    if (!f) return
    if (!choice.accept.some((ext) => f.name.toLowerCase().endsWith(ext))) {
      setFile(null)
      setError(`Please choose a ${choice.accept.join(' or ')} file.`)
      return
    }
    setFile(f)
  }

  const doImport = async () => {
    if (!file) {
      setError('Please select a file')
      return
    }
    const editor = useEditorStore.getState().editor
    if (!editor) return
    setBusy(true)
    setError(null)
    try {
      if (file.size > MAX_IMPORT_BYTES) throw new Error(TOO_LARGE_MESSAGE)
      const bytes = await readFileBytes(file)
      // Read in a worker: a huge or hostile file never freezes the page, and the open script is
      // only replaced below, once the new one has been read completely.
      const script = await readScriptInWorker({ formatId, label: choice.label, bytes })
      if (script.elements.length === 0) throw new Error('The file holds no screenplay elements.')
      projectSession.replace({ kind: 'import', script })
      toast({ title: 'Import successful', description: `Imported ${file.name}.` })
      close()
    } catch (e) {
      const message = e instanceof Error && e.message ? e.message : 'There was an error importing the file. Please try again.'
      setError(message)
      toast({ title: 'Import Failed', description: `There was an error importing the file. Please try again. (${message})`, variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Modal title={`Import ${choice.label}`} open={open} onClose={close}>
      <div
        className={`nw-dropzone${dragging ? ' nw-dropzone-active' : ''}`}
        data-testid="import-dropzone"
        onDragOver={(e) => {
          e.preventDefault()
          setDragging(true)
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault()
          setDragging(false)
          choose(e.dataTransfer.files[0])
        }}
      >
        <Upload size={22} />
        <p>Drag and drop a file here, or</p>
        <button type="button" className="nw-btn" onClick={() => input.current?.click()}>
          Browse…
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept={choice.accept.join(',')}
          aria-label="Choose a file to import"
          onChange={(e) => choose(e.target.files?.[0])}
        />
        <p className="nw-muted">Accepted: {choice.accept.join(', ')}</p>
      </div>
      {file && (
        <p className="nw-file-chosen" data-testid="import-file">
          {file.name} — {formatKB(file.size)}
        </p>
      )}
      <FormError error={error} />
      <DialogActions onCancel={close} primaryLabel="Import" busy={busy} busyLabel="Importing..." onPrimary={() => void doImport()} />
    </Modal>
  )
}
