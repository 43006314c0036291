import { describeProblems, problemsTitle, readNws, readNwsBytes, writeNws, MAX_NWS_BYTES, type NwsRead } from '../../../../project'
import { toast } from '../../../app/toast-store'
import { useEditorStore } from '../../../editor/editor-store'
import { browserFiles } from '../../../storage/browser-files'
import { hasConsent } from '../../../storage/consent'
import { FileChangedError, FileNotFoundError, type FileStore, type StoreId } from '../../../storage/file-store'
import { addRecent, removeRecent, type RecentFile } from '../../../storage/recent-files'
import { downloadBytes, readFileBytes } from '../../../storage/read-file'
import { drive, driveUnavailable } from './drive'
import { DriveAuthError } from '../../../storage/drive/drive-client'
import { displayName, defaultFileName, withExtension } from './names'
import { useSession } from './session-store'
import { conflictDialog, saveAsDialog } from './dialogs'
import { fileSaved, markSaved, projectSession, refuseInReadOnlyTab, useProject, type OpenFile } from '../../../project'

/**
 * The file workflow: New, Open, Save, Save As, Open Recent, and files on the writer's computer.
 * Every project that arrives and every save goes through the project session; every failure
 * leaves the script in the editor as it was.
 */
const editor = () => useEditorStore.getState().editor

async function storeFor(id: StoreId): Promise<FileStore> {
  if (id === 'browser') return browserFiles
  const d = await drive()
  if (!d) throw new Error(driveUnavailable())
  return d.store
}

/** Where Save As and Open go: Drive once signed in, otherwise this browser's library. */
export function activeStoreId(): StoreId {
  return useSession.getState().signedIn ? 'drive' : 'browser'
}

function projectText(): string {
  return writeNws(projectSession.snapshot())
}

function saved(file: OpenFile) {
  fileSaved(file)
  useSession.getState().set({ lastSaved: Date.now() })
}

/**
 * Says the file is open; a file that was not fully read (fields this version could not read, a
 * script repaired to open) says what, instead of "successfully", and that Save will ask for a name.
 */
function announceOpened(name: string, read: NwsRead) {
  if (!read.problems.length) {
    toast({ title: 'File Opened', description: `Opened ${displayName(name)} successfully.` })
    return
  }
  const keep = `Save asks for a new name, so ${withExtension(name)} stays as it was.`
  toast({ title: problemsTitle(read.problems), description: `${describeProblems(read.problems)} ${keep}`, variant: 'error', durationMs: 15_000 })
}

/** Without consent nothing is kept in this browser: saving means a file on the computer. */
function browserStorageRefused(): boolean {
  if (hasConsent() || useSession.getState().signedIn) return false
  void saveToComputer('Nothing is stored in this browser without your permission, so the script was saved as a file on your computer.')
  return true
}

export async function newFile(): Promise<void> {
  const e = editor()
  // The session asks before unsaved work is replaced, and keeps it in this browser's files first.
  if (!e || !(await projectSession.replace({ kind: 'new' }))) return
  // Signed in: the new script is a Drive file from the start.
  if (useSession.getState().signedIn) await saveAs(defaultFileName())
}

/**
 * Save: over the open file, only while it is still the version this project was read from or last
 * saved as. When someone else saved it since (another tab, another device), nothing is written:
 * the writer chooses Save As, or overwriting knowingly.
 */
export async function save(opts: { overwrite?: boolean } = {}): Promise<boolean> {
  const e = editor()
  const { file, readProblems } = useProject.getState()
  if (!e || refuseInReadOnlyTab()) return false
  if (file?.store === 'computer') {
    if (computerHandle) return saveToComputer()
    if (browserStorageRefused()) return false
    saveAsDialog.open({})
    return false
  }
  if (!file || readProblems.length) {
    if (browserStorageRefused()) return false
    // A file that was not fully read is never written over: the writer picks a new name.
    if (file && readProblems.length)
      toast({ title: 'Save under a new name', description: `${displayName(file.name)} was not fully read, so it is kept as it is. Choose a name for this version.` })
    saveAsDialog.open({})
    return false
  }
  useSession.getState().set({ saving: true })
  try {
    const store = await storeFor(file.store)
    const meta = await store.update(file.id, projectText(), opts.overwrite ? undefined : file.version)
    saved({ ...file, version: meta.version })
    return true
  } catch (err) {
    if (err instanceof FileChangedError) conflictDialog.open({ name: displayName(file.name), store: file.store })
    else if (err instanceof DriveAuthError) askToSignIn()
    else toast({ title: 'Save failed', description: `${(err as Error).message}. Your work is still here; try again or use File → Save to Computer.`, variant: 'error' })
    return false
  } finally {
    useSession.getState().set({ saving: false })
  }
}

export async function saveAs(name: string): Promise<boolean> {
  const e = editor()
  if (!e || refuseInReadOnlyTab()) return false
  if (browserStorageRefused()) return false
  const fileName = withExtension(name)
  const storeId = activeStoreId()
  try {
    const store = await storeFor(storeId)
    const meta = await store.create(fileName, projectText())
    saved({ store: storeId, id: meta.id, name: meta.name, version: meta.version })
    addRecent({ id: meta.id, name: meta.name, store: storeId })
    return true
  } catch (err) {
    toast({ title: 'Save failed', description: `${(err as Error).message}. Your work is still here.`, variant: 'error' })
    return false
  }
}

export async function openFile(storeId: StoreId, id: string, name: string): Promise<boolean> {
  const e = editor()
  if (!e) return false
  try {
    const store = await storeFor(storeId)
    // Read and check the whole file before anything is replaced: a damaged file changes nothing.
    const { text, meta } = await store.readWithMeta(id)
    const read = readNws(text)
    if (!(await projectSession.replace({ kind: 'open', read, file: { store: storeId, id, name, version: meta.version } }))) return false
    useSession.getState().set({ lastSaved: Date.now() })
    addRecent({ id, name, store: storeId })
    announceOpened(name, read)
    return true
  } catch (err) {
    if (err instanceof FileNotFoundError) {
      removeRecent(id)
      toast({ title: 'File Not Found', description: 'This file may have been deleted or moved. It has been removed from recent files.', variant: 'error' })
    } else {
      toast({ title: 'Error Opening File', description: (err as Error).message, variant: 'error' })
    }
    return false
  }
}

export async function openRecent(r: RecentFile): Promise<void> {
  await openFile(r.store, r.id, r.name)
}

/* Files on the writer's computer: the File System Access API where the browser has it (Save then
   writes in place), upload and download elsewhere. */
type Handle = { name: string; getFile(): Promise<File>; createWritable(): Promise<{ write(d: string): Promise<void>; close(): Promise<void> }> }
let computerHandle: Handle | null = null
const fsa = () =>
  window as unknown as {
    showOpenFilePicker?: (o: unknown) => Promise<Handle[]>
    showSaveFilePicker?: (o: unknown) => Promise<Handle>
  }
const PICKER_TYPES = [{ description: 'Nightwriter script', accept: { 'application/json': ['.nws'] } }]

export async function openComputerFile(file: File, handle: Handle | null = null): Promise<boolean> {
  const e = editor()
  if (!e) return false
  try {
    // Read and check the file before asking to discard anything: a bad file changes nothing.
    if (file.size > MAX_NWS_BYTES) throw new Error(`${file.name} is ${(file.size / 1048576).toFixed(0)} MB, larger than any screenplay project; it was not opened`)
    const read = readNwsBytes(await readFileBytes(file))
    if (!(await projectSession.replace({ kind: 'open', read, file: { store: 'computer', id: '', name: file.name } }))) return false
    computerHandle = handle
    announceOpened(file.name, read)
    return true
  } catch (err) {
    toast({ title: 'Error Opening File', description: (err as Error).message, variant: 'error' })
    return false
  }
}

export async function openFromComputer(): Promise<void> {
  const picker = fsa().showOpenFilePicker
  if (picker) {
    try {
      const [handle] = await picker({ types: PICKER_TYPES, multiple: false })
      await openComputerFile(await handle.getFile(), handle)
    } catch {
      // The writer closed the picker.
    }
    return
  }
  const input = document.createElement('input')
  input.type = 'file'
  input.accept = '.nws'
  input.setAttribute('data-testid', 'open-computer-input')
  input.style.display = 'none'
  input.onchange = () => {
    const f = input.files?.[0]
    input.remove()
    if (f) void openComputerFile(f)
  }
  document.body.append(input)
  input.click()
}

/** `why` is said with the result when the writer asked for another kind of save. */
export async function saveToComputer(why?: string): Promise<boolean> {
  const e = editor()
  if (!e) return false
  const { fileName, readProblems } = useProject.getState()
  const name = withExtension(fileName || 'Untitled Screenplay')
  const text = projectText()
  try {
    const picker = fsa().showSaveFilePicker
    // A computer file that was not fully read is not written in place: the picker asks where.
    if (computerHandle && readProblems.length) computerHandle = null
    if (computerHandle || picker) {
      computerHandle ??= await picker!({ suggestedName: name, types: PICKER_TYPES })
      const w = await computerHandle.createWritable()
      await w.write(text)
      await w.close()
      saved({ store: 'computer', id: '', name: computerHandle.name })
    } else {
      downloadBytes(new TextEncoder().encode(text), name, 'application/json')
      markSaved()
    }
    toast({ title: 'Saved to your computer', description: why ? `${name}. ${why}` : name })
    return true
  } catch (err) {
    if ((err as Error).name === 'AbortError') return false
    toast({ title: 'Save failed', description: (err as Error).message, variant: 'error' })
    return false
  }
}

/** When the Google session ends: a 'Sign in to Google Drive' toast with a Sign In action, for 10 s. */
export function askToSignIn(): void {
  useSession.getState().set({ signedIn: false })
  toast({
    title: 'Sign in to Google Drive',
    description: 'Your Google session ended. Sign in again to keep saving to Drive; your work is safe in this browser.',
    action: { label: 'Sign In', run: () => void signIn() },
    durationMs: 10_000,
  })
}

export async function signIn(): Promise<void> {
  const d = await drive()
  if (!d) {
    toast({ title: 'Google Drive unavailable', description: driveUnavailable(), variant: 'error' })
    return
  }
  try {
    await d.tokens.signIn()
    useSession.getState().set({ signedIn: true })
    toast({ title: 'Signed in to Google Drive', description: 'Save and Open now use your Drive.' })
  } catch (err) {
    toast({ title: 'Sign-in failed', description: (err as Error).message, variant: 'error' })
  }
}

export async function signOut(): Promise<void> {
  const d = await drive()
  await d?.tokens.signOut()
  useSession.getState().set({ signedIn: false })
  const file = useProject.getState().file
  // The Drive file stays open in the editor, but saving it now needs a new sign-in.
  if (file?.store === 'drive') toast({ title: 'Signed out of Google Drive', description: 'Sign in again to save to Drive, or use Save to Computer.' })
}
