import * as Y from 'yjs'
import type { Node as PMNode } from '@tiptap/pm/model'
import type { EditorState, Transaction } from '@tiptap/pm/state'
import { SCRIPT_FRAGMENT, writeScript, readScript, readScriptSettings, sameValue, writeScriptSettings } from '../../../project/shared'
import { syncLocalChange } from './local-to-y'
import { remoteTransaction, REMOTE_META } from './y-to-local'
import { BlockOrder, BlockPlaces } from './script-index'

/** What the binding drives: the editor in the browser, a plain state holder in tests. */
export interface BindingHost {
  state(): EditorState
  dispatch(tr: Transaction): void
  /**
   * Runs `sync` later, once the frame showing the writer's change is drawn (the browser). Without
   * it, each change goes to the shared script as it happens.
   */
  later?(sync: () => void): void
}

/**
 * Keeps one editor and the shared script in step. The editor keeps its scene containers; the
 * shared script is the flat list of blocks. This is written here rather than taken from
 * y-prosemirror: y-prosemirror mirrors the editor's node tree one to one, so the containers would
 * be shared too, and a heading typed mid-scene would delete and re-insert every block after it
 * (Yjs has no move), losing a co-writer's typing there.
 *
 * Local changes go to the shared script as they happen; a co-writer's changes arrive as one
 * transaction flagged remote. While shared, undo and redo take back only this writer's changes.
 */
export class ScriptBinding {
  readonly fragment: Y.XmlFragment
  readonly undoManager: Y.UndoManager
  /** The place of each shared block in the list, and the editor position of each place. */
  readonly order: BlockOrder
  readonly places = new BlockPlaces()
  /** The editor document the shared script last matched. */
  private synced: PMNode
  private applyingRemote = false
  /** This writer changed the editor and the change is not in the shared script yet (see `later`). */
  private localPending = false
  private lastLocal = -Infinity
  /** What waits for this writer's pending change to be in the shared script (see `whenSynced`). */
  private afterSync: (() => void)[] = []
  private destroyed = false
  /** False for a reader or commenter: the script is theirs to see, not to change. */
  sendsLocal = true
  private readonly observer: (events: Y.YEvent<Y.AbstractType<unknown>>[], tr: Y.Transaction) => void
  private readonly settingsObserver: (events: Y.YEvent<Y.AbstractType<unknown>>[], tr: Y.Transaction) => void

  constructor(
    readonly ydoc: Y.Doc,
    private readonly host: BindingHost,
    opts: { captureTimeout?: number } = {},
  ) {
    this.fragment = ydoc.getXmlFragment(SCRIPT_FRAGMENT)
    this.order = new BlockOrder(this.fragment)
    this.synced = host.state().doc
    this.undoManager = new Y.UndoManager(this.fragment, { trackedOrigins: new Set([this]), captureTimeout: opts.captureTimeout ?? 500 })
    this.observer = (events, tr) => {
      if (tr.origin === this) return
      // The host flushes before a co-writer's change arrives; should one ever come another way,
      // this writer's unsynced text still goes in first, as its own change, and is sent.
      this.flushLocal()
      this.applyRemote(events)
    }
    this.fragment.observeDeep(this.observer)
    // The script's settings (page size, styles, revision sets, locks) ride on the document node.
    this.settingsObserver = (_events, tr) => {
      if (tr.origin !== this) this.applyRemoteSettings()
    }
    ydoc.getMap('production').observeDeep(this.settingsObserver)
    ydoc.getMap('meta').observeDeep(this.settingsObserver)
  }

  /** The shared script was empty (a project being shared): it gets the editor's script. */
  seedFromEditor(): void {
    this.ydoc.transact(() => writeScript(this.fragment, this.host.state().doc.toJSON()), this)
    this.synced = this.host.state().doc
    // Sharing is not an edit Undo takes back.
    this.undoManager.clear()
  }

  /**
   * The shared script came from this editor's project (it was just shared, or the server holds
   * an older copy): what the editor has beyond it is sent as edits, nothing is replaced.
   */
  adoptEditor(): void {
    const state = this.host.state()
    this.synced = state.schema.nodeFromJSON(readScript(this.fragment, { ...state.doc.attrs, ...(readScriptSettings(this.ydoc) as unknown as Record<string, unknown>) }))
    this.localUpdate(state)
    this.undoManager.clear()
  }

  /** The editor shows the shared script (a project joined or reopened), as one change nobody undoes. */
  loadIntoEditor(): void {
    const state = this.host.state()
    const json = readScript(this.fragment, state.doc.attrs as Record<string, unknown>)
    const doc = state.schema.nodeFromJSON(json)
    const tr = state.tr.replaceWith(0, state.doc.content.size, doc.content).setMeta(REMOTE_META, true).setMeta('addToHistory', false)
    this.setSettings(tr)
    this.dispatchRemote(tr)
  }

  /**
   * Call after every editor update: what this writer changed since the last sync goes to the
   * shared script, at once or, with a host that says `later`, after the frame that shows it. A
   * keystroke then costs its frame nothing of the shared script's work, and keys typed before the
   * frame go together. Whatever reads or changes the shared script first calls `flushLocal`.
   */
  localUpdate(state: EditorState): void {
    if (this.applyingRemote || state.doc === this.synced) return
    this.lastLocal = performance.now()
    if (!this.host.later) {
      this.syncLocal(state)
      return
    }
    if (this.localPending) return
    this.localPending = true
    this.host.later(() => this.flushLocal())
  }

  /**
   * Puts what this writer changed and has not synced yet into the shared script now. Called before
   * a co-writer's change is applied, before undo and redo, before anything maps editor places to
   * the shared script, and before the page goes.
   */
  flushLocal(): void {
    if (!this.localPending || this.destroyed) return
    this.localPending = false
    this.syncLocal(this.host.state())
    const waiting = this.afterSync.splice(0)
    for (const run of waiting) run()
  }

  /**
   * Runs `run` once what this writer changed is in the shared script: now when nothing is
   * pending, else when it goes in (the next `later` sync, or anything that flushes sooner). What
   * only reads the shared script can wait for the sync that comes anyway, and so adds none.
   */
  whenSynced(run: () => void): void {
    if (!this.localPending || this.destroyed) run()
    else this.afterSync.push(run)
  }

  /** Whether this writer changed the editor and the change is not in the shared script yet. */
  hasUnsyncedChange(): boolean {
    return this.localPending
  }

  /** When this writer last changed the editor (`performance.now()`), or -Infinity. */
  lastLocalChange(): number {
    return this.lastLocal
  }

  private syncLocal(state: EditorState): void {
    if (this.applyingRemote || state.doc === this.synced) return
    if (!this.sendsLocal) {
      this.synced = state.doc
      return
    }
    const before = this.synced
    this.synced = state.doc
    this.ydoc.transact(() => {
      syncLocalChange(before, state.doc, this.fragment, this.order, state.selection.head)
      if (before.attrs !== state.doc.attrs) writeScriptSettings(this.ydoc, state.doc.attrs)
    }, this)
  }

  /** Call with every transaction the editor applies (appended ones too), so `places` follow the edits. */
  follow(tr: Transaction): void {
    this.places.follow(tr)
  }

  undo(): boolean {
    this.flushLocal()
    return this.undoManager.undo() != null
  }

  redo(): boolean {
    this.flushLocal()
    return this.undoManager.redo() != null
  }

  destroy(): void {
    this.flushLocal()
    this.destroyed = true
    this.afterSync = []
    this.fragment.unobserveDeep(this.observer)
    this.ydoc.getMap('production').unobserveDeep(this.settingsObserver)
    this.ydoc.getMap('meta').unobserveDeep(this.settingsObserver)
    this.undoManager.destroy()
    this.order.destroy()
  }

  private applyRemote(events: Y.YEvent<Y.AbstractType<unknown>>[]): void {
    const tr = remoteTransaction(this.host.state(), this.fragment, events, this.order)
    if (tr) this.dispatchRemote(tr)
  }

  /** Sets the document's settings to the shared ones where they differ; whether any did. */
  private setSettings(tr: Transaction): boolean {
    const settings = readScriptSettings(this.ydoc) as unknown as Record<string, unknown>
    let changed = false
    for (const key of ['format', 'production'] as const) {
      if (sameValue(tr.doc.attrs[key] ?? null, settings[key])) continue
      tr.setDocAttribute(key, settings[key])
      changed = true
    }
    return changed
  }

  /** A co-writer changed the script's settings. */
  private applyRemoteSettings(): void {
    this.flushLocal()
    const tr = this.host.state().tr.setMeta(REMOTE_META, true).setMeta('addToHistory', false)
    if (this.setSettings(tr)) this.dispatchRemote(tr)
  }

  private dispatchRemote(tr: Transaction): void {
    this.applyingRemote = true
    try {
      this.host.dispatch(tr)
    } finally {
      this.applyingRemote = false
    }
    this.synced = this.host.state().doc
  }
}
