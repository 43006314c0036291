import * as Y from 'yjs'
import { Slice, type Node as PMNode, type Schema } from '@tiptap/pm/model'
import { TextSelection, type EditorState, type Transaction } from '@tiptap/pm/state'
import { elementToBlock, SCENE_ID_ATTR, type InlineDelta } from '../../../project/shared'
import { normalizeScenes } from '../plugins/scene-normalizer'
import { blockCount, blocksInRange, sameValue, sharedContent } from './flat-blocks'
import { inlineDiff } from './inline-diff'
import type { BlockOrder } from './script-index'

/** Marks a transaction that brings in a co-writer's change (never sent back, never undone locally). */
export const REMOTE_META = 'nightwriterRemote'

/** A shared element as a block of this schema; what the schema cannot hold becomes a plain action line. */
export function elementToNode(schema: Schema, el: unknown): { node: PMNode; sceneId: string | null } {
  if (!(el instanceof Y.XmlElement)) return { node: schema.nodes.action.create(), sceneId: null }
  const { block, sceneId } = elementToBlock(el)
  try {
    const node = schema.nodeFromJSON(block)
    node.check()
    if (node.type.spec.group?.split(' ').includes('screenplayBlock')) return { node, sceneId }
  } catch {
    // Falls through to the lenient reading below.
  }
  const text = el.firstChild instanceof Y.XmlText ? (el.firstChild.toDelta() as InlineDelta).map((op) => (typeof op.insert === 'string' ? op.insert : '')).join('') : ''
  return { node: schema.nodes.action.create(null, text ? schema.text(text) : null), sceneId }
}

interface Op {
  /** Old flat index this op works at (an insert goes before that block). */
  at: number
  kind: 'update' | 'delete' | 'insert'
  el?: Y.XmlElement
  /** Elements to insert, in order. */
  els?: Y.XmlElement[]
}

/** The top-level shared element a change happened in (null: the list itself changed). */
function topElement(fragment: Y.XmlFragment, type: Y.AbstractType<unknown>): Y.XmlElement | null {
  let t: Y.AbstractType<unknown> | null = type
  while (t && t.parent !== fragment) t = t.parent as Y.AbstractType<unknown> | null
  return t instanceof Y.XmlElement ? t : null
}

/**
 * A co-writer's change to the shared script as one local transaction that touches only the
 * blocks that changed: text edits become edits inside the block (so a cursor in it stays put),
 * inserted and deleted blocks are spliced in where they sit, and only the scenes around them are
 * regrouped. Nothing here reads the whole document, so pagination, the scene index and spell
 * check see a small change as they do for local typing.
 */
export function remoteTransaction(state: EditorState, fragment: Y.XmlFragment, events: Y.YEvent<Y.AbstractType<unknown>>[], order?: BlockOrder): Transaction | null {
  const schema = state.schema
  const tr = state.tr
  tr.setMeta(REMOTE_META, true).setMeta('addToHistory', false)
  if (fragment.length === 0) {
    // Every block was deleted: the editor keeps one empty line (it syncs when typed in).
    tr.replaceWith(0, state.doc.content.size, schema.nodes.scene.create(null, schema.nodes.action.create()))
    return tr
  }
  let listDelta: { retain?: number; delete?: number; insert?: unknown[] }[] = []
  const changed = new Set<Y.XmlElement>()
  // Where each changed block's text changed, as the shared text says (one change only).
  const textAt = new Map<Y.XmlElement, number | null>()
  for (const e of events) {
    if (e.target === fragment) listDelta = e.changes.delta as typeof listDelta
    else {
      const top = topElement(fragment, e.target)
      if (top && !top._item?.deleted) {
        changed.add(top)
        if (e.target instanceof Y.XmlText && e.target.parent === top) textAt.set(top, textAt.has(top) ? null : changeStart((e as Y.YTextEvent).delta as TextDelta))
      }
    }
  }
  const nOld = blockCount(state.doc)
  // Walk the list change: retained runs map old indices to new ones.
  const ops: Op[] = []
  const retained: { old: number; now: number; len: number }[] = []
  let oldI = 0
  let newI = 0
  for (const d of listDelta) {
    if (d.retain) {
      retained.push({ old: oldI, now: newI, len: d.retain })
      oldI += d.retain
      newI += d.retain
    } else if (d.delete) {
      for (let k = 0; k < d.delete; k++) ops.push({ at: oldI + k, kind: 'delete' })
      oldI += d.delete
    } else if (d.insert) {
      const els = d.insert.filter((x): x is Y.XmlElement => x instanceof Y.XmlElement)
      ops.push({ at: oldI, kind: 'insert', els })
      newI += d.insert.length
    }
  }
  retained.push({ old: oldI, now: newI, len: Math.max(0, nOld - oldI) })
  if (changed.size) {
    const inserted = new Set(ops.flatMap((o) => o.els ?? []))
    // Each changed block's place: asked of the order when there is one (a co-writer typing
    // changes no place, so nothing is read then), else read off the list.
    const places: [Y.XmlElement, number][] = []
    if (order) for (const el of changed) places.push([el, order.indexOf(el) ?? -1])
    else fragment.toArray().forEach((el, i) => el instanceof Y.XmlElement && changed.has(el) && places.push([el, i]))
    places.sort((a, b) => a[1] - b[1])
    for (const [el, i] of places) {
      if (i < 0 || inserted.has(el)) continue
      const run = retained.find((r) => i >= r.now && i < r.now + r.len)
      if (run) ops.push({ at: run.old + (i - run.now), kind: 'update', el })
    }
  }
  if (!ops.length) return null
  // Back to front, so the positions of earlier blocks stay valid.
  ops.sort((a, b) => b.at - a.at || rank(a) - rank(b))
  const lo = ops[ops.length - 1].at
  const hi = ops[0].at
  const before = blocksInRange(state.doc, Math.max(0, lo - 1), Math.min(nOld, hi + 1))
  const posOf = (i: number) => before[i - Math.max(0, lo - 1)]
  for (let k = 0; k < ops.length; ) {
    const op = ops[k]
    if (op.kind === 'update') {
      updateNode(tr, schema, posOf(op.at).pos, op.el!, textAt.get(op.el!) ?? undefined)
      k++
      continue
    }
    // A run of deletes ending at one place, with the inserts before them: one splice.
    let first = op.at
    let last = -1
    const nodes: PMNode[] = []
    while (k < ops.length && ops[k].kind !== 'update' && (ops[k].at === first || (ops[k].kind === 'delete' && ops[k].at === first - 1))) {
      const o = ops[k]
      if (o.kind === 'delete') {
        if (last < 0) last = o.at
        first = o.at
      } else nodes.unshift(...o.els!.map((el) => elementToNode(schema, el).node))
      k++
    }
    splice(tr, state.doc, nOld, first, last, nodes, posOf)
  }
  regroup(tr, state.doc, fragment, order)
  keepCaretBeforeArrivals(tr, state)
  return tr
}

/**
 * Text a co-writer typed exactly where this writer's caret is goes after the caret: both keep
 * typing their own words instead of interleaving letters.
 */
function keepCaretBeforeArrivals(tr: Transaction, state: EditorState): void {
  const sel = state.selection
  if (!(sel instanceof TextSelection)) return
  const anchor = tr.mapping.map(sel.anchor, -1)
  const head = tr.mapping.map(sel.head, -1)
  if (anchor === tr.selection.anchor && head === tr.selection.head) return
  try {
    tr.setSelection(TextSelection.create(tr.doc, anchor, head))
  } catch {
    // The mapped positions left the text (a block removed around the caret): the default mapping stands.
  }
}

function rank(op: Op): number {
  // At one index: the block's own update or delete first, then what is inserted before it.
  return op.kind === 'insert' ? 1 : 0
}

/** Replaces old blocks [first, last] (none when last < 0) with `nodes`. */
function splice(tr: Transaction, doc: PMNode, nOld: number, first: number, last: number, nodes: PMNode[], posOf: (i: number) => { pos: number; node: PMNode }): void {
  const from = first === 0 ? 1 : first > nOld ? doc.content.size - 1 : (() => {
    const prev = posOf(first - 1)
    return prev.pos + prev.node.nodeSize
  })()
  const to = last < 0 ? from : (() => {
    const b = posOf(last)
    return b.pos + b.node.nodeSize
  })()
  if (nodes.length) {
    tr.replaceWith(from, to, nodes)
    return
  }
  const $from = tr.doc.resolve(from)
  const $to = tr.doc.resolve(to)
  const keepsBefore = from > $from.start(1)
  const keepsAfter = to < $to.end(1)
  if (keepsBefore || keepsAfter) tr.delete(from, to)
  else tr.delete($from.before(1), $to.after(1))
}

type TextDelta = { retain?: number; insert?: unknown; delete?: number; attributes?: unknown }[]

/**
 * Where a text's one change begins (the characters kept before it), or null when the change is
 * several apart or reformats text kept: then the texts themselves tell where.
 */
function changeStart(delta: TextDelta): number | null {
  let i = 0
  let start = 0
  if (delta[0]?.retain != null) {
    if (delta[0].attributes) return null
    start = delta[0].retain
    i = 1
  }
  let j = i
  while (j < delta.length && delta[j].retain == null) j++
  if (j === i) return null
  for (let k = j; k < delta.length; k++) if (delta[k].retain == null || delta[k].attributes) return null
  return start
}

/**
 * A retained block whose text or attributes changed: the smallest edit inside it, at `textAt`
 * (where the shared text changed) when the texts leave it a choice.
 */
function updateNode(tr: Transaction, schema: Schema, pos: number, el: Y.XmlElement, textAt?: number): void {
  const old = tr.doc.nodeAt(pos)
  if (!old) return
  const { node } = elementToNode(schema, el)
  if (node.type !== old.type) {
    tr.replaceWith(pos, pos + old.nodeSize, node)
    return
  }
  if (!Object.keys({ ...old.attrs, ...node.attrs }).every((k) => sameValue(old.attrs[k], node.attrs[k]))) tr.setNodeMarkup(pos, undefined, node.attrs)
  // Comment marks are this editor's own: the diff ignores them, and they stay outside the change.
  const d = inlineDiff(sharedContent(old), node.content, textAt == null ? undefined : { start: textAt })
  if (d) tr.replace(pos + 1 + d.start, pos + 1 + d.endA, new Slice(node.content.cut(d.start, d.endB), 0, 0))
}

/**
 * Regroups the scenes around the change (a heading opens a scene, every scene but the first
 * starts with one) and gives each scene there the id its heading carries in the shared script.
 */
function regroup(tr: Transaction, before: PMNode, fragment: Y.XmlFragment, order?: BlockOrder): void {
  const range = () => {
    const start = before.content.findDiffStart(tr.doc.content)
    if (start == null) return null
    const end = before.content.findDiffEnd(tr.doc.content) ?? { a: before.content.size, b: tr.doc.content.size }
    return [Math.max(0, childIndexAt(tr.doc, start) - 1), Math.min(tr.doc.childCount - 1, childIndexAt(tr.doc, Math.max(start, end.b)) + 1)]
  }
  const r = range()
  if (!r) return
  normalizeScenes(tr, r[0], r[1])
  const [first, last] = range() ?? r
  // Scene ids of the scenes there, from the shared blocks that open them.
  let flat = 0
  let pos = 0
  for (let i = 0; i < tr.doc.childCount && i <= last; i++) {
    const scene = tr.doc.child(i)
    if (i >= first) {
      // From the order when there is one: the shared list itself steps through every block before.
      const el = order ? order.at(flat) : fragment.get(flat)
      const id = el instanceof Y.XmlElement ? ((el.getAttribute(SCENE_ID_ATTR) as string | undefined) ?? null) : null
      if ((scene.attrs.id ?? null) !== id) tr.setNodeAttribute(pos, 'id', id)
    }
    flat += scene.childCount
    pos += scene.nodeSize
  }
}

function childIndexAt(doc: PMNode, pos: number): number {
  let offset = 0
  for (let i = 0; i < doc.childCount; i++) {
    offset += doc.child(i).nodeSize
    if (pos < offset) return i
  }
  return doc.childCount - 1
}
