import { toast } from '../app/toast-store'
import { useEditorStore } from '../editor/editor-store'
import { hasConsent } from '../storage/consent'
import { loadLocalProject, saveLocalProject, writeEmergencyBackup } from '../storage/local-document'
import { useProject } from './project-store'
import { projectSession } from './session'
import { createSaveScheduler, type SaveScheduler } from './save-scheduler'
import { isReadOnlyTab } from './tab-role'

/**
 * The copy of the open project this browser keeps for a consenting writer: written within two
 * seconds of any change, even while the writer types without a pause, and an emergency copy when
 * the page goes away. Without consent nothing is stored.
 */
export const LOCAL_SAVE_MAX_DELAY_MS = 1500
const IDLE_WINDOW_MS = 400

const savedListeners = new Set<() => void>()
/** Calls back after each save of the browser's copy; returns the unsubscribe. */
export function onLocalSaved(listener: () => void): () => void {
  savedListeners.add(listener)
  return () => void savedListeners.delete(listener)
}

/** Which file the kept copy is, and what was repaired when it was read (so Save still asks for a name). */
function aboutTheFile() {
  const { file, fileName, dirty, readProblems } = useProject.getState()
  const repaired = readProblems.filter((p) => p.repaired)
  return { file, fileName, dirty, ...(repaired.length ? { repaired } : {}) }
}

function record() {
  // A read-only tab never writes: the browser's copy is the editing tab's.
  if (isReadOnlyTab()) return null
  const nws = projectSession.snapshotText()
  return nws === null ? null : { nws, ...aboutTheFile() }
}

/** The same, its text as a piece per scene built in idle slices (the regular save, which can wait a moment for them). */
async function recordInSlices() {
  if (isReadOnlyTab()) return null
  const nws = await projectSession.snapshotPiecesInSlices()
  return nws === null ? null : { nws, about: aboutTheFile() }
}

async function saveNow(): Promise<void> {
  if (!hasConsent()) return
  const r = await recordInSlices()
  if (!r) return
  try {
    // The tab may have turned read-only while the copy was being made: then it is not written.
    if (isReadOnlyTab()) return
    await saveLocalProject(r.about, r.nws)
    if (useEditorStore.getState().storageProblem) useEditorStore.setState({ storageProblem: null })
    for (const l of savedListeners) l()
  } catch (e) {
    // Never a silent loss: the status bar keeps saying so until a save works again.
    const reason = (e as Error)?.name === 'QuotaExceededError' ? 'browser storage is full' : (e as Error)?.message || 'storage failed'
    const first = !useEditorStore.getState().storageProblem
    useEditorStore.setState({ storageProblem: reason })
    if (first)
      toast({
        title: 'Auto-save failed',
        description: `Your script could not be kept in this browser (${reason}). It is still in the editor: use File → Save to Computer. Saving will retry.`,
        variant: 'error',
      })
  }
}

let scheduler: SaveScheduler | null = null

/** Starts keeping the project in this browser; returns the stop function. */
export function startAutosave(): () => void {
  scheduler?.stop()
  const s = createSaveScheduler({ maxDelayMs: LOCAL_SAVE_MAX_DELAY_MS, idleWindowMs: IDLE_WINDOW_MS, save: saveNow })
  scheduler = s
  // Every keystroke passes here: reading the cookie on each one would cost a trip to the browser,
  // so consent is checked when the save runs.
  const unsub = projectSession.onChange(() => s.notify())

  const onHide = () => {
    if (hasConsent() && (s.pending() || useProject.getState().dirty)) writeEmergencyCopy()
  }
  window.addEventListener('pagehide', onHide)
  return () => {
    unsub()
    s.stop()
    window.removeEventListener('pagehide', onHide)
    if (scheduler === s) scheduler = null
  }
}

/** Saves at once (consent just given, or a test of the local copy). */
export function saveLocalCopyNow(): Promise<void> {
  return scheduler ? (scheduler.notify(), scheduler.flush()) : saveNow()
}

/** Synchronous, for the moment the page goes away or the editor is torn down. */
export function writeEmergencyCopy(): boolean {
  const r = hasConsent() ? record() : null
  return r ? writeEmergencyBackup(r) : false
}

export type RestoreOutcome = { kind: 'none' } | { kind: 'restored'; from: 'saved' | 'emergency' } | { kind: 'corrupt'; recoveryKey: string; reason: string }

/** Start-up: brings back the project this browser kept, through the session like any other arrival. */
export async function restoreProject(): Promise<RestoreOutcome> {
  if (!hasConsent()) return { kind: 'none' }
  const r = await loadLocalProject()
  if (r.kind !== 'loaded') return r
  const saved = { nws: r.project.nws, file: r.project.file, fileName: r.project.fileName, dirty: r.project.dirty }
  projectSession.replace(r.source === 'emergency' ? { kind: 'recover', saved } : { kind: 'restore', saved })
  return { kind: 'restored', from: r.source }
}
