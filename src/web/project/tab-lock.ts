import type { Editor } from '@tiptap/core'
import { Plugin, PluginKey, type Transaction } from '@tiptap/pm/state'
import { toast } from '../app/toast-store'
import { useEditorStore } from '../editor/editor-store'
import { hasConsent } from '../storage/consent'
import { EMERGENCY_KEY, loadLocalProject } from '../storage/local-document'
import { onLocalSaved, saveLocalCopyNow } from './autosave'
import { projectSession, SESSION_CHANGE } from './session'
import { isReadOnlyTab, useTabRole } from './tab-role'

/**
 * One tab edits, the others read. Every tab of this browser keeps the project in the same place,
 * so two editing tabs would silently write over each other's work. The first tab holds a Web Lock;
 * a later one opens read-only and says why, and "Edit here instead" hands the lock over: the
 * editing tab saves what it has, turns read-only, and the new one opens that latest copy. When
 * the editing tab closes, a waiting tab takes over by itself.
 */
const LOCK = 'nightwriter-project'
const CHANNEL = 'nightwriter-tabs'
/** How long a tab asked to hand over may take before the lock is taken anyway (a frozen tab cannot answer). */
const HANDOVER_WAIT_MS = 3000

export const EDITING_ELSEWHERE = 'This script is open for editing in another tab, so this tab shows it read-only. Nothing typed here could be saved without writing over that tab’s work.'
export const TAKEN_OVER = 'You chose to edit this script in another tab, so this tab shows it read-only.'

type Message = { type: 'take-over' } | { type: 'released' } | { type: 'saved' }

let channel: BroadcastChannel | null = null
/** True while this tab holds the lock (granted and not given away or taken). */
let holding = false
let release: (() => void) | null = null
let waiting: AbortController | null = null
let onReleased: (() => void) | null = null
/** Counts grants and losses of the lock: work begun under one grant stops if the lock went meanwhile. */
let epoch = 0
/** The editing tab saved since this read-only tab last showed its copy. */
let staleView = false

const supported = () => typeof navigator !== 'undefined' && !!navigator.locks && typeof BroadcastChannel !== 'undefined'

/**
 * Remembered by the tab across a reload (session storage is the tab's own): a writer who reloads
 * the tab they edit in comes back editing, even if another tab took the lock in between.
 */
const EDITING_KEY = 'nightwriter-tab-editing'
function rememberEditing(editing: boolean) {
  try {
    if (editing) sessionStorage.setItem(EDITING_KEY, '1')
    else sessionStorage.removeItem(EDITING_KEY)
  } catch {
    // Without session storage a reload simply queues like a new tab.
  }
}
/** Only a reload counts: a duplicated tab carries the same session storage but is another tab. */
const wasEditing = () => {
  try {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined
    return nav?.type === 'reload' && sessionStorage.getItem(EDITING_KEY) === '1'
  } catch {
    return false
  }
}

function setReadOnly(readOnly: boolean, reason: string | null = null) {
  rememberEditing(!readOnly)
  useTabRole.setState({ readOnly, reason: readOnly ? reason : null })
  applyEditable(useEditorStore.getState().editor)
}

/** The editor takes input only in the editing tab; changes other than the session's own are refused in a read-only one. */
const guardKey = new PluginKey('read-only-tab')
const guard = new Plugin({
  key: guardKey,
  filterTransaction: (tr: Transaction) => !tr.docChanged || !isReadOnlyTab() || !!tr.getMeta(SESSION_CHANGE) || !!tr.getMeta('appendedTransaction'),
})
const guarded = new WeakSet<Editor>()
function applyEditable(editor: Editor | null) {
  if (!editor || editor.isDestroyed) return
  if (!guarded.has(editor)) {
    guarded.add(editor)
    editor.registerPlugin(guard)
  }
  const editable = !isReadOnlyTab()
  if (editor.isEditable !== editable) editor.setEditable(editable, false)
}

/** Shows the copy the editing tab saved last. */
async function showLatest(): Promise<void> {
  staleView = false
  const r = await loadLocalProject()
  if (r.kind !== 'loaded') return
  const { nws, file, fileName, dirty } = r.project
  await projectSession.replace({ kind: 'restore', saved: { nws, file, fileName, dirty } })
}

/**
 * How long after taking over from a closed tab its last words may still be on their way. That
 * tab wrote them as it went away, and this tab can be told the lock is free before it sees them.
 */
const LATE_COPY_MS = 5000
let lateCopy: { until: number; shown: string | null } | null = null

function expectLateCopy() {
  lateCopy = { until: Date.now() + LATE_COPY_MS, shown: projectSession.snapshotText() }
}

/** The closed tab's copy arrived after this tab opened the saved one: shown, unless the writer already typed here. */
function onStorage(e: StorageEvent) {
  if (e.key !== EMERGENCY_KEY || e.newValue === null || !lateCopy) return
  const { until, shown } = lateCopy
  lateCopy = null
  if (Date.now() > until || isReadOnlyTab() || projectSession.snapshotText() !== shown) return
  void showLatest()
}

/** Holds the lock until this tab stops taking part; rejects (AbortError) when another tab takes it. */
async function hold(): Promise<void> {
  holding = true
  await new Promise<void>((resolve) => (release = resolve))
}

/** This tab's lock was taken by another without a handover (that tab waited for an answer in vain). */
function lost(e: unknown) {
  if ((e as Error)?.name !== 'AbortError' || !holding) return
  epoch++
  holding = false
  release = null
  setReadOnly(true, TAKEN_OVER)
  waitForTurn()
}

/** A read-only tab queues for the lock, and edits as soon as the editing tab closes or hands it on. */
function waitForTurn() {
  waiting?.abort()
  const ctl = new AbortController()
  waiting = ctl
  navigator.locks
    .request(LOCK, { signal: ctl.signal }, async () => {
      if (waiting === ctl) waiting = null
      await becomeEditor('The other tab closed, so this tab can edit the script now.')
      expectLateCopy()
      await hold()
    })
    .catch(lost)
}

async function becomeEditor(message: string | null) {
  holding = true
  const mine = ++epoch
  try {
    await showLatest()
  } finally {
    // Taken by yet another tab while the copy was being read: this one stays read-only.
    if (epoch === mine) setReadOnly(false)
  }
  if (message && epoch === mine) toast({ title: 'Editing here', description: message })
}

/**
 * Asked to hand over: the last changes are saved for the other tab and this one turns read-only.
 * The lock is kept until the other tab takes it, so no third tab can slip in between.
 */
async function handOver() {
  if (!holding || isReadOnlyTab()) return
  useEditorStore.getState().editor?.setEditable(false, false)
  await saveLocalCopyNow().catch(() => {})
  setReadOnly(true, TAKEN_OVER)
  channel?.postMessage({ type: 'released' } satisfies Message)
}

function onMessage(m: Message) {
  if (m.type === 'take-over') void handOver()
  else if (m.type === 'released') onReleased?.()
  else if (m.type === 'saved' && isReadOnlyTab()) {
    staleView = true
    // A tab the writer is looking at follows at once; a hidden one when it is shown.
    if (document.visibilityState === 'visible' && document.hasFocus()) void showLatest()
  }
}

/** "Edit here instead": the editing tab saves and steps back, and this tab opens its latest copy. */
export async function editHere(): Promise<void> {
  if (!supported() || !isReadOnlyTab()) return
  waiting?.abort()
  waiting = null
  const released = new Promise<void>((resolve) => {
    onReleased = resolve
    setTimeout(resolve, HANDOVER_WAIT_MS)
  })
  channel?.postMessage({ type: 'take-over' } satisfies Message)
  await released
  onReleased = null
  await navigator.locks
    .request(LOCK, { steal: true }, async () => {
      await becomeEditor(null)
      await hold()
    })
    .catch(lost)
}

let started = false

/** Starts taking part (with the writer's permission to store, when tabs share a copy at all); returns the stop function. */
export function startTabLock(): () => void {
  if (started || !supported()) return () => {}
  if (!hasConsent()) {
    // Consent given later in this tab: from its first save on, the copy is shared.
    const off = onLocalSaved(() => {
      off()
      startTabLock()
    })
    return off
  }
  started = true
  channel = new BroadcastChannel(CHANNEL)
  channel.onmessage = (e: MessageEvent<Message>) => onMessage(e.data)
  const offSaved = onLocalSaved(() => {
    if (holding) channel?.postMessage({ type: 'saved' } satisfies Message)
  })
  const offEditor = useEditorStore.subscribe((s, prev) => {
    if (s.editor !== prev.editor) applyEditable(s.editor)
  })
  applyEditable(useEditorStore.getState().editor)
  const onShown = () => {
    if (staleView && isReadOnlyTab() && document.visibilityState === 'visible') void showLatest()
  }
  document.addEventListener('visibilitychange', onShown)
  window.addEventListener('focus', onShown)
  window.addEventListener('storage', onStorage)
  // A reloaded editing tab takes its lock back; any other tab edits only if no tab does.
  navigator.locks
    .request(LOCK, wasEditing() ? { steal: true } : { ifAvailable: true }, async (lock) => {
      if (!lock) {
        setReadOnly(true, EDITING_ELSEWHERE)
        waitForTurn()
        return
      }
      rememberEditing(true)
      await hold()
    })
    .catch(lost)
  return () => {
    offSaved()
    offEditor()
    document.removeEventListener('visibilitychange', onShown)
    window.removeEventListener('focus', onShown)
    window.removeEventListener('storage', onStorage)
    lateCopy = null
    waiting?.abort()
    release?.()
    channel?.close()
    channel = null
    holding = false
    started = false
  }
}
