import { useEffect, useRef, useState } from 'react'
import { Upload } from 'lucide-react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { importDialog } from './dialogs'
import { toast } from '../../../app/toast-store'
import { useEditorStore } from '../../../editor/editor-store'
import { projectSession } from '../../../project'
import { FORMAT_CHOICES } from './formats'
import { ImportCancelled, readScriptInWorker, type ImportRun } from './read-in-worker'
import type { ImportStage } from './import-protocol'
import { formatKB } from '../../../storage/read-file'
import { MAX_IMPORT_BYTES, TOO_LARGE_MESSAGE } from '../../../../screenplay/formats/limits'

/**
 * File → Import: pick or drop a file, then Import. The file is read in a worker while the dialog
 * shows how far it is, with Cancel; the current script is only replaced once the new one has been
 * read and checked completely, and any failure or Cancel leaves it untouched and says so.
 */
type Step = ImportStage | 'opening'
const STEPS: Step[] = ['file', 'loading', 'reading', 'checking', 'opening']
function stepText(step: Step, label: string): string {
  switch (step) {
    case 'file':
      return 'Reading the file…'
    case 'loading':
      return `Loading the ${label} reader…`
    case 'reading':
      return 'Reading the script…'
    case 'checking':
      return 'Checking what was read…'
    case 'opening':
      return 'Opening it in the editor…'
  }
}

/** Resolves after the next frame has been painted, so what was just set is on screen. */
const nextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

export function ImportDialog() {
  const open = importDialog.useOpen()
  const formatId = importDialog.useProps()?.format ?? 'fountain'
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [dragging, setDragging] = useState(false)
  const [step, setStep] = useState<Step | null>(null)
  const [seconds, setSeconds] = useState(0)
  /** The import under way, if any: its worker once started, and whether the writer cancelled it. */
  const run = useRef<{ worker: ImportRun | null; cancelled: boolean } | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const choice = FORMAT_CHOICES[formatId]
  const busy = step !== null

  // The seconds an import has taken, so a long one is seen to be working.
  useEffect(() => {
    if (!busy) return
    setSeconds(0)
    const started = Date.now()
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000)
    return () => clearInterval(timer)
  }, [busy])

  const dismiss = () => {
    importDialog.close()
    setFile(null)
    setError(null)
  }
  const cancelImport = () => {
    if (!run.current) return
    run.current.cancelled = true
    run.current.worker?.cancel()
  }
  // Closing while a file is read stops the reading: nothing changes.
  const close = () => (run.current ? cancelImport() : dismiss())

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
    if (!editor || run.current) return
    const current = (run.current = { worker: null as ImportRun | null, cancelled: false })
    setStep('file')
    setError(null)
    try {
      if (file.size > MAX_IMPORT_BYTES) throw new Error(TOO_LARGE_MESSAGE)
      // Read in a worker: a huge or hostile file never freezes the page, and the open script is
      // only replaced below, once the new one has been read and checked completely.
      current.worker = readScriptInWorker({ formatId, label: choice.label, file }, setStep)
      const script = await current.worker.result
      if (script.elements.length === 0) throw new Error('The file holds no screenplay elements.')
      setStep('opening')
      await nextPaint()
      if (current.cancelled) throw new ImportCancelled()
      // Unsaved work is asked about and kept first; the writer saying no is a cancelled import.
      if (!(await projectSession.replace({ kind: 'import', script }))) throw new ImportCancelled()
      // What the reader had to repair or guess is said with the result.
      toast({ title: 'Import successful', description: [`Imported ${file.name}.`, ...(script.notices ?? [])].join(' '), durationMs: script.notices?.length ? 15_000 : undefined })
      run.current = null
      dismiss()
    } catch (e) {
      run.current = null
      if (e instanceof ImportCancelled) {
        toast({ title: 'Import cancelled', description: `${file.name} was not imported; your script is as it was.` })
        dismiss()
        return
      }
      const message = e instanceof Error && e.message ? e.message : 'There was an error importing the file. Please try again.'
      setError(message)
      toast({ title: 'Import Failed', description: `There was an error importing the file. Please try again. (${message})`, variant: 'error' })
    } finally {
      setStep(null)
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
      {step && (
        <div className="nw-import-progress">
          <progress aria-label="Import progress" value={STEPS.indexOf(step) + 1} max={STEPS.length} />
          <p data-testid="import-stage" aria-live="polite">
            {stepText(step, choice.label)}
            {seconds > 0 ? ` ${seconds} s` : ''}
          </p>
        </div>
      )}
      <FormError error={error} />
      <DialogActions onCancel={close} primaryLabel="Import" busy={busy} busyLabel="Importing..." onPrimary={() => void doImport()} />
    </Modal>
  )
}
