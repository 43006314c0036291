import * as Y from 'yjs'
import type { Node as PMNode } from '@tiptap/pm/model'
import {
  anchorOf,
  ANCHORS_KEY,
  changedRoots,
  COMMENT_MARK,
  COMMENTER_ROOTS,
  commentRanges,
  mergeValues,
  PART_ROOTS,
  partsIn,
  PROJECT_PARTS,
  readPart,
  resolveAnchor,
  rootsByType,
  SCRIPT_FRAGMENT,
  SHARED_ROOTS,
  sameValue,
  takeComments,
  writePart,
  type Anchor,
  type BlockRange,
  type ProjectPartKey,
  type SharedRoot,
} from '../../project/shared'
import type { NodeJSON } from '../../screenplay/document'
import type { TitlePage } from '../../screenplay/model'
import type { Editor } from '@tiptap/core'
import { blocksInRange, REMOTE_META, type ScriptBinding } from '../editor/collab'
import { useEditorStore } from '../editor/editor-store'
import { toast } from '../app/toast-store'
import { useProject, type ProjectPlanning } from './project-store'
import { projectPartNamed, SESSION_CHANGE } from './session'

/**
 * The open project while it is shared: the shared doc is the store of every part beside the
 * script (title page, planning, plot board, to-dos, comments, snapshots, what the file carried
 * beyond these). A change made here is written into the doc first, as one transaction that
 * touches only what changed; the project's stores then hold what the doc holds. A co-writer's
 * change arrives from the doc and is put in the one store it belongs to, nothing else is redone.
 */

/** Who this writer is in a shared project: its owner, or the role their invitation gave. */
export type ShareRole = 'owner' | 'writer' | 'commenter' | 'reader'

interface Backing {
  doc: Y.Doc
  role: () => ShareRole
  /** What the doc and the stores last agreed on, by part: the base a local change is made from. */
  synced: Map<ProjectPartKey, unknown>
  /** True while a co-writer's change is being put in the stores (it is not sent back). */
  applying: boolean
  /** The script's binding to the editor: where a comment's blocks are in the editor. */
  binding: ScriptBinding | null
  /** Each comment's anchors as last read: where the marks of one a co-writer deletes are. */
  anchors: Map<string, unknown>
  stop: () => void
}

let backing: Backing | null = null
/** The transaction origin of this writer's changes to the project's parts. */
const LOCAL = { name: 'project-parts' }

const editor = () => {
  const e = useEditorStore.getState().editor
  return e && !e.isDestroyed ? e : null
}

const PLANNING = new Set<string>(['movieConcept', 'themeStructure', 'characters', 'locations', 'plotBoard', 'todos', 'revisions', 'tableRead'])

/** A part as the project's stores hold it now. */
function storeValue(key: ProjectPartKey): unknown {
  const s = useProject.getState()
  if (key === 'titlePage') return s.titlePage
  if (key === 'preserved') return s.preserved
  if (key === 'comments') return projectPartNamed('comments')?.read() ?? []
  return s.planning[key as keyof ProjectPlanning]
}

function setStoreValue(key: ProjectPartKey, value: unknown, dirty: boolean): void {
  const mark = dirty ? { dirty: true } : {}
  if (key === 'titlePage') useProject.setState({ titlePage: value as TitlePage, ...mark })
  else if (key === 'preserved') useProject.setState({ preserved: value as Record<string, unknown>, ...mark })
  else if (PLANNING.has(key)) useProject.setState({ planning: { ...useProject.getState().planning, [key]: value }, ...mark })
}

/** Whether this writer's role may change the part (the server refuses it otherwise). */
function mayChange(role: ShareRole, key: ProjectPartKey): boolean {
  if (role === 'owner' || role === 'writer') return true
  if (role === 'reader') return false
  return PART_ROOTS[key].every((r) => COMMENTER_ROOTS.includes(r))
}

function refuse(role: ShareRole): void {
  toast({
    title: 'Not changed',
    description: role === 'reader' ? 'You joined this shared project as a reader: you can read it, not change it.' : 'You joined this shared project as a commenter: you can add comments and to-dos only.',
    variant: 'error',
  })
}

// ---- comments: anchored to the shared script ----

/** Where each comment's marks are in the editor, by block of the shared script. */
function editorCommentRanges(doc: PMNode): Map<string, BlockRange[]> {
  const blocks: { block: NodeJSON; sceneId: null }[] = []
  doc.forEach((scene) => scene.forEach((block) => void blocks.push({ block: block.toJSON() as NodeJSON, sceneId: null })))
  return takeComments(blocks).ranges
}

function anchorsFromEditor(doc: Y.Doc): (id: string) => Anchor[] | null {
  let ranges: Map<string, BlockRange[]> | null = null
  return (id) => {
    const e = editor()
    if (!e) return null
    ranges ??= editorCommentRanges(e.state.doc)
    const fragment = doc.getXmlFragment(SCRIPT_FRAGMENT)
    return (ranges.get(id) ?? []).map((r) => anchorOf(fragment, r)).filter((a): a is Anchor => !!a)
  }
}

/** The comment ids that have a mark in the editor. */
function markedIds(doc: PMNode): Set<string> {
  const out = new Set<string>()
  doc.descendants((node) => {
    if (node.isText) for (const m of node.marks) if (m.type.name === COMMENT_MARK && typeof m.attrs.commentId === 'string') out.add(m.attrs.commentId)
  })
  return out
}

/**
 * The comments of the doc in the editor, all of them (when the project opens): each gets its marks
 * where its anchors are now, a mark of none of them goes. Comments whose words are gone are not listed.
 */
function showComments(b: Backing, list: readonly Record<string, unknown>[]): Record<string, unknown>[] {
  const doc = b.doc
  rememberAnchors(b, null)
  const ranges = commentRanges(doc)
  const shown = list.filter((c) => ranges.has(String(c.id)))
  const part = projectPartNamed('comments')
  if (part) (part.merge ?? part.write)(shown)
  const e = editor()
  if (!e) return shown
  const wanted = new Set(shown.map((c) => String(c.id)))
  const present = markedIds(e.state.doc)
  const mark = e.schema.marks[COMMENT_MARK]
  if (!mark) return shown
  const tr = e.state.tr
  for (const id of present) if (!wanted.has(id)) tr.removeMark(0, tr.doc.content.size, mark.create({ commentId: id }))
  for (const id of wanted) {
    if (present.has(id)) continue
    for (const r of ranges.get(id) ?? []) {
      const [start] = blocksInRange(tr.doc, r.startBlock, r.startBlock + 1)
      const [end] = blocksInRange(tr.doc, r.endBlock, r.endBlock + 1)
      if (!start || !end) continue
      const from = start.pos + 1 + Math.min(r.startOffset, start.node.content.size)
      const to = end.pos + 1 + Math.min(r.endOffset, end.node.content.size)
      if (from < to) tr.addMark(from, to, mark.create({ commentId: id }))
    }
  }
  // A co-writer's change: not undone here, and let through in a tab that shows the project read-only.
  if (tr.docChanged) e.view.dispatch(tr.setMeta(REMOTE_META, true).setMeta(SESSION_CHANGE, true).setMeta('addToHistory', false))
  return shown
}

/** Brings the remembered anchors of the comments `ids` (all when null) to the doc's. */
function rememberAnchors(b: Backing, ids: Iterable<string> | null): void {
  const map = b.doc.getMap('comments')
  if (!ids) b.anchors.clear()
  for (const id of ids ?? map.keys()) {
    const entry = map.get(id)
    if (entry instanceof Y.Map) b.anchors.set(id, entry.get(ANCHORS_KEY))
    else b.anchors.delete(id)
  }
}

/** The comments (by id) a transaction of the doc added, deleted or changed. */
function changedComments(tr: Y.Transaction, comments: Y.Map<unknown>): Set<string> {
  const ids = new Set<string>()
  for (const [type, keys] of tr.changed as Map<Y.AbstractType<unknown>, Set<string | null>>) {
    if (type === comments) {
      for (const key of keys) if (key !== null) ids.add(key)
      continue
    }
    // A field of a comment: the comment is the entry of the comments map it is under.
    let t: Y.AbstractType<unknown> = type
    while (t._item && t._item.parent !== comments) t = t._item.parent as Y.AbstractType<unknown>
    if (t._item?.parentSub) ids.add(t._item.parentSub)
  }
  return ids
}

/**
 * Where a comment's anchors are in the editor: the commented stretch of each (or, `whole`, the
 * whole blocks it runs over), reading the blocks the anchors point at and nothing else. Null when
 * no anchor could be placed (its words are gone).
 */
function anchorRanges(b: Backing, binding: ScriptBinding, doc: PMNode, anchors: unknown, whole = false): { from: number; to: number }[] | null {
  if (!Array.isArray(anchors)) return null
  const index = { get: (text: object) => binding.order.indexOf((text as Y.XmlText).parent) ?? undefined }
  const out: { from: number; to: number }[] = []
  for (const anchor of anchors) {
    const r = resolveAnchor(b.doc, anchor, index)
    const start = r && binding.places.block(doc, r.startBlock)
    const end = r && binding.places.block(doc, r.endBlock)
    if (!r || !start || !end) continue
    if (whole) out.push({ from: start.pos, to: end.pos + end.node.nodeSize })
    else out.push({ from: start.pos + 1 + Math.min(r.startOffset, start.node.content.size), to: end.pos + 1 + Math.min(r.endOffset, end.node.content.size) })
  }
  return out.length ? out : null
}

/**
 * A co-writer's change to some comments (`ids`), in the editor: a comment added gets its marks
 * where its anchors are now, one deleted loses them (they are where its anchors were), one whose
 * words are gone is not listed. Only the blocks those comments' anchors point at are read; the
 * other comments stay listed as they were.
 */
function showChangedComments(b: Backing, binding: ScriptBinding, e: Editor, list: readonly Record<string, unknown>[], ids: ReadonlySet<string>): Record<string, unknown>[] {
  const doc = e.state.doc
  const map = b.doc.getMap('comments')
  const listed = new Set(((b.synced.get('comments') as { id?: unknown }[] | undefined) ?? []).map((c) => String(c.id)))
  const mark = e.schema.marks[COMMENT_MARK]
  const tr = e.state.tr
  for (const id of ids) {
    const before = b.anchors.get(id)
    const entry = map.get(id)
    rememberAnchors(b, [id])
    const ranges = entry instanceof Y.Map ? anchorRanges(b, binding, doc, b.anchors.get(id)) : null
    if (ranges) listed.add(id)
    else listed.delete(id)
    if (!mark) continue
    if (ranges) {
      for (const r of ranges) if (r.from < r.to) tr.addMark(r.from, r.to, mark.create({ commentId: id }))
    } else if (before !== undefined) {
      // Its words may be gone with their marks; when no anchor can be placed, the marks are
      // looked for everywhere (their words can have been split by a deletion).
      const was = anchorRanges(b, binding, doc, before, true) ?? [{ from: 0, to: tr.doc.content.size }]
      for (const r of was) tr.removeMark(r.from, r.to, mark.create({ commentId: id }))
    }
  }
  const shown = list.filter((c) => listed.has(String(c.id)))
  const part = projectPartNamed('comments')
  if (part) (part.merge ?? part.write)(shown)
  // A co-writer's change: not undone here, and let through in a tab that shows the project read-only.
  if (tr.docChanged) e.view.dispatch(tr.setMeta(REMOTE_META, true).setMeta(SESSION_CHANGE, true).setMeta('addToHistory', false))
  return shown
}

// ---- the parts ----

/**
 * Puts the doc's value of each part in its store (when it differs). `comments`: the comments a
 * co-writer changed, when only those are to be shown anew (all are, without it).
 */
function loadParts(b: Backing, keys: readonly ProjectPartKey[], dirty: boolean, comments?: ReadonlySet<string>): void {
  b.applying = true
  try {
    for (const key of keys) {
      const value = readPart(b.doc, key)
      if (key === 'comments') {
        const list = value as Record<string, unknown>[]
        const binding = b.binding?.ydoc === b.doc ? b.binding : null
        const e = editor()
        b.synced.set(key, comments && binding && e ? showChangedComments(b, binding, e, list, comments) : showComments(b, list))
        continue
      }
      b.synced.set(key, value)
      if (!sameValue(value, storeValue(key))) setStoreValue(key, value, dirty)
    }
  } finally {
    b.applying = false
  }
}

/** Writes this writer's value of a part into the doc, over what co-writers changed since `base`. Returns what the part is now. */
function writeLocal(b: Backing, key: ProjectPartKey, mine: unknown, base: unknown): unknown {
  // Comments are anchored to the shared script, so what was just typed goes there first.
  if (b.binding?.ydoc === b.doc) b.binding.flushLocal()
  const theirs = readPart(b.doc, key)
  const merged = sameValue(base, theirs) ? mine : mergeValues(base, mine, theirs)
  b.doc.transact(() => writePart(b.doc, key, merged, { anchorsOf: anchorsFromEditor(b.doc) }), LOCAL)
  b.synced.set(key, merged)
  return merged
}

/**
 * While shared, a change to a part of the project goes into the shared doc: true when it did
 * (or was refused), false when the project is not shared (the caller changes the store itself).
 * `base`: the value the change was made from (a dialog's copy); the store's value when omitted.
 */
export function writeSharedPart(key: ProjectPartKey, value: unknown, base?: unknown): boolean {
  const b = backing
  if (!b) return false
  const role = b.role()
  if (!mayChange(role, key)) {
    refuse(role)
    return true
  }
  const now = writeLocal(b, key, value, base === undefined ? b.synced.get(key) : base)
  setStoreValue(key, now, true)
  return true
}

/** The comments changed here (added, edited, resolved, deleted): into the doc, once the editor has their marks. */
function commentsChanged(b: Backing): void {
  if (b.applying) return
  queueMicrotask(() => {
    if (backing !== b) return
    const mine = storeValue('comments')
    const base = b.synced.get('comments')
    if (sameValue(mine, base)) return
    const role = b.role()
    if (!mayChange(role, 'comments')) {
      // A comment added here is taken back (the server would refuse it); one that went with its
      // words, deleted by a co-writer, needs no word.
      const before = new Set((base as { id?: unknown }[]).map((c) => c.id))
      if ((mine as { id?: unknown }[]).some((c) => !before.has(c.id))) refuse(role)
      loadParts(b, ['comments'], false)
      return
    }
    writeLocal(b, 'comments', mine, base)
    // The doc may hold comments this editor does not show (their words are not here): they stay there.
    b.synced.set('comments', mine)
  })
}

/**
 * Backs the open project with a shared doc until the returned function is called. `mode`: 'load'
 * when the doc holds the project to show (joined, reopened), 'adopt' when the project here is what
 * the doc was made from (just shared): what differs goes into the doc.
 */
export function shareProjectThrough(doc: Y.Doc, opts: { role: () => ShareRole; mode: 'load' | 'adopt'; binding?: ScriptBinding }): () => void {
  backing?.stop()
  const roots = rootsByType(doc, Object.keys(SHARED_ROOTS) as SharedRoot[])
  const comments = doc.getMap('comments')
  const b: Backing = { doc, role: opts.role, synced: new Map(), applying: false, binding: opts.binding ?? null, anchors: new Map(), stop: () => {} }
  if (opts.mode === 'load') loadParts(b, PROJECT_PARTS, false)
  else {
    for (const key of PROJECT_PARTS) b.synced.set(key, readPart(doc, key))
    if (mayChange(opts.role(), 'titlePage'))
      for (const key of PROJECT_PARTS) {
        if (key !== 'comments' && !sameValue(storeValue(key), b.synced.get(key))) writeLocal(b, key, storeValue(key), b.synced.get(key))
      }
    b.synced.set('comments', storeValue('comments'))
    rememberAnchors(b, null)
  }
  const onTransaction = (tr: Y.Transaction) => {
    if (backing !== b) return
    const changed = changedRoots(tr, roots)
    const ids = changed.has('comments') ? changedComments(tr, comments) : undefined
    if (tr.origin === LOCAL) {
      if (ids) rememberAnchors(b, ids)
      return
    }
    const keys = partsIn(changed)
    if (keys.length) loadParts(b, keys, true, ids)
  }
  doc.on('afterTransaction', onTransaction)
  const unsubComments = projectPartNamed('comments')?.subscribe(() => commentsChanged(b)) ?? (() => {})
  b.stop = () => {
    doc.off('afterTransaction', onTransaction)
    unsubComments()
    if (backing === b) backing = null
  }
  backing = b
  return () => b.stop()
}
