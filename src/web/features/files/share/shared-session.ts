import * as Y from 'yjs'
import { IndexeddbPersistence } from 'y-indexeddb'
import { HocuspocusProvider } from '@hocuspocus/provider'
import type { Transaction } from '@tiptap/pm/state'
import { activeBinding, ScriptBinding, setActiveBinding } from '../../../editor/collab'
import { useEditorStore } from '../../../editor/editor-store'
import { projectSession, SESSION_CHANGE, shareProjectThrough } from '../../../project'
import { toast } from '../../../app/toast-store'
import { rememberShared, useShare, writerName, type SharedProjectInfo } from './share-store'
import { startPresence } from './presence'
import { afterPaintEvery, holdUntilPainted, type HeldHandler, type UpdateHandler } from './after-paint'
import { messagesAfterKeystroke, type MessageTaker } from './messages-after-keystroke'

/**
 * The open project while it is shared: one Y.Doc, kept on this device (IndexedDB, so it opens and
 * edits offline) and in step with the server (Hocuspocus) whenever there is a connection. The
 * editor's script is bound to it, and the project's other parts are kept in it (the project's
 * stores write through it); a project replacing it ends sharing on this device.
 */
interface Live {
  info: SharedProjectInfo
  ydoc: Y.Doc
  provider: HocuspocusProvider
  local: IndexeddbPersistence
  binding: ScriptBinding | null
  stop: (() => void)[]
}

let live: Live | null = null

/**
 * A fast typist's keys reach the others a few at a time, at most ten times a second: still live
 * to a co-writer's eye, and each message costs every page and the server the same whatever it holds.
 */
const SEND_EVERY_MS = 100
/** This writer's typing goes into the shared script at most this often (and always before it is read). */
const SYNC_EVERY_MS = 100
/**
 * This device's copy takes what changed at most twice a second (and at once when the page goes):
 * each write is a storage transaction, and a copy half a second old is as safe as the local
 * save of a project that is not shared.
 */
const KEEP_EVERY_MS = 500

const socketUrl = () => `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/collab`

function editorNow() {
  const e = useEditorStore.getState().editor
  return e && !e.isDestroyed ? e : null
}

function editableFor(role: SharedProjectInfo['role']): boolean {
  return role === 'owner' || role === 'writer'
}

function applyRole(role: SharedProjectInfo['role']): void {
  const e = editorNow()
  if (e && e.isEditable !== editableFor(role)) e.setEditable(editableFor(role), false)
  if (live?.binding) live.binding.sendsLocal = editableFor(role)
}

/**
 * Connects the open project to its shared copy. `mode`: 'adopt' when the editor holds the project
 * (it was just shared from here), 'load' when the shared copy is what to show (joined, reopened).
 */
export function connectShared(info: SharedProjectInfo, mode: 'adopt' | 'load'): void {
  leaveShared({ forget: false })
  const ydoc = new Y.Doc()
  const local = new IndexeddbPersistence(`nightwriter-shared-${info.id}`, ydoc)
  useShare.setState({ project: info, connection: 'connecting', peers: [] })
  rememberShared(info)
  const l: Live = { info, ydoc, local, binding: null, stop: [], provider: null as unknown as HocuspocusProvider }
  live = l
  const bind = () => {
    if (l.binding || live !== l) return
    const e = editorNow()
    if (!e) return
    const binding = new ScriptBinding(ydoc, {
      state: () => e.state,
      // A co-writer's change goes through even in a tab that shows the project read-only.
      dispatch: (tr) => e.view.dispatch(tr.setMeta(SESSION_CHANGE, true)),
      // This writer's keystroke is drawn before it goes into the shared script, a few keys at a
      // time: each sync costs about a millisecond however many keys it takes.
      later: afterPaintEvery(SYNC_EVERY_MS),
    })
    binding.sendsLocal = editableFor(l.info.role)
    l.binding = binding
    // The binding keeps where each block is as the editor changes, for carets and comments to be placed by.
    const follow = ({ transaction, appendedTransactions }: { transaction: Transaction; appendedTransactions: Transaction[] }) => {
      binding.follow(transaction)
      for (const tr of appendedTransactions) binding.follow(tr)
    }
    e.on('transaction', follow)
    l.stop.push(() => void e.off('transaction', follow))
    const adopt = mode === 'adopt' || binding.fragment.length === 0
    if (adopt) binding.adoptEditor()
    else binding.loadIntoEditor()
    // Everything beside the script lives in the shared doc from now on (after the script, so that
    // comments find their words).
    l.stop.push(shareProjectThrough(ydoc, { role: () => l.info.role, mode: adopt ? 'adopt' : 'load', binding }))
    setActiveBinding(binding)
    applyRole(l.info.role)
    l.stop.push(startPresence(l.provider, binding, e))
  }
  // On this device first (offline it is all there is), then the server's copy merges in.
  void local.whenSynced.then(() => {
    if (ydoc.getXmlFragment('script').length > 0) bind()
  })
  l.provider = new HocuspocusProvider({
    url: socketUrl(),
    name: info.id,
    token: info.token,
    document: ydoc,
    onSynced: () => {
      bind()
      if (live === l && navigator.onLine !== false) useShare.setState({ connection: 'online' })
    },
    onStatus: ({ status }) => {
      if (live !== l || useShare.getState().connection === 'refused') return
      if (status !== 'disconnected') return
      useShare.setState({ connection: 'offline' })
      // A socket closed while the device went offline and came back in between: connect again.
      if (navigator.onLine !== false) void l.provider.connect()
    },
    onAuthenticated: ({ scope }) => {
      // A read-only connection is a reader's; the server's word wins over what this device remembered.
      if (scope === 'readonly' && l.info.role !== 'reader') setRole(l, 'reader')
    },
    onStateless: ({ payload }) => {
      try {
        const msg = JSON.parse(payload) as { role?: SharedProjectInfo['role'] }
        if (msg.role) setRole(l, msg.role)
      } catch {
        // Not a message for this client.
      }
    },
    onAuthenticationFailed: () => {
      if (live !== l) return
      useShare.setState({ connection: 'refused' })
      applyRole('reader')
      toast({ title: 'No longer shared with you', description: 'This project’s invitation link was revoked or is not valid. What you see stays on screen, but changes no longer reach the others.', variant: 'error' })
    },
  })
  // A co-writer's change arriving while this writer's keystroke is on its way to the screen waits
  // until it is drawn, and goes in after what this writer typed; while this writer writes,
  // co-writers' changes go in a few at a time, each batch as one change of the shared script.
  const messages = messagesAfterKeystroke(l.provider as unknown as MessageTaker, {
    typing: () => l.binding?.hasUnsyncedChange() ?? false,
    lastTyped: () => l.binding?.lastLocalChange() ?? -Infinity,
    beforeDrain: () => l.binding?.flushLocal(),
    // As the connection's own: this device's copy keeps it, and it is not sent back.
    together: (take) => ydoc.transact(take, l.provider),
  })
  l.stop.push(() => messages.stop())
  // The server's connection and this device's copy take each change once the writer's frame is drawn.
  const handlers = updateHandlersOf(l.provider, local)
  const held = handlers ? holdUntilPainted(ydoc, handlers) : null
  if (held) l.stop.push(() => held.stop())
  // As the page goes, what was typed goes into the shared script, and from there to the server and this device.
  const onPageHide = () => {
    l.binding?.flushLocal()
    held?.flush()
  }
  window.addEventListener('pagehide', onPageHide)
  l.stop.push(() => window.removeEventListener('pagehide', onPageHide))
  // When the device says the network is gone, the connection is treated as gone (a socket can
  // linger unanswered for minutes); edits wait here and merge when it is back.
  const offline = () => {
    if (live !== l || useShare.getState().connection === 'refused') return
    l.provider.disconnect()
    useShare.setState({ connection: 'offline' })
  }
  const online = () => {
    if (live !== l || useShare.getState().connection === 'refused') return
    useShare.setState({ connection: 'connecting' })
    void l.provider.connect()
  }
  window.addEventListener('offline', offline)
  window.addEventListener('online', online)
  l.stop.push(() => {
    window.removeEventListener('offline', offline)
    window.removeEventListener('online', online)
  })
  if (navigator.onLine === false) useShare.setState({ connection: 'offline' })
  l.provider.awareness?.setLocalStateField('user', { name: writerName() || 'Guest', color: colorFor(ydoc.clientID) })
  // Another project opened here ends sharing on this device (the shared project stays on the server).
  l.stop.push(
    projectSession.onReplace((kind) => {
      if (kind !== 'revision') leaveShared({ forget: true })
    }),
  )
}

/**
 * The listeners through which the connection and the device's copy take the shared doc's
 * changes. Neither library lets them be given another way; if a version names them differently,
 * changes are handed on at once, as the libraries do by themselves.
 */
export function updateHandlersOf(provider: HocuspocusProvider, local: IndexeddbPersistence): HeldHandler[] | null {
  const send = (provider as unknown as { boundDocumentUpdateHandler?: unknown }).boundDocumentUpdateHandler
  const keep = (local as unknown as { _storeUpdate?: unknown })._storeUpdate
  if (typeof send !== 'function' || typeof keep !== 'function') return null
  return [
    { handle: send as UpdateHandler, everyMs: SEND_EVERY_MS },
    { handle: keep as UpdateHandler, everyMs: KEEP_EVERY_MS },
  ]
}

function setRole(l: Live, role: SharedProjectInfo['role']): void {
  l.info = { ...l.info, role }
  rememberShared(l.info)
  if (live === l) {
    useShare.setState({ project: l.info })
    applyRole(role)
  }
}

/** Stops sharing on this device: the connection closes, the editor goes back to working alone. */
export function leaveShared(opts: { forget: boolean }): void {
  const l = live
  if (!l) return
  live = null
  // What was typed last goes with the rest.
  l.binding?.flushLocal()
  for (const s of l.stop) s()
  if (activeBinding() === l.binding) setActiveBinding(null)
  l.binding?.destroy()
  l.provider.destroy()
  void l.local.destroy()
  l.ydoc.destroy()
  const e = editorNow()
  if (e && !e.isEditable) e.setEditable(true, false)
  useShare.setState({ project: null, connection: 'connecting', peers: [] })
  if (opts.forget) rememberShared(null)
}

export function liveInvites(): SharedProjectInfo | null {
  return live?.info ?? null
}

export function updateLiveInfo(info: SharedProjectInfo): void {
  if (!live) return
  live.info = info
  rememberShared(info)
  useShare.setState({ project: info })
}

const COLORS = ['#d9480f', '#1971c2', '#2b8a3e', '#9c36b5', '#c2255c', '#0b7285', '#e67700', '#5f3dc4']
export function colorFor(clientId: number): string {
  return COLORS[clientId % COLORS.length]
}
