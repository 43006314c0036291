import * as Y from 'yjs'
import type { Node as PMNode } from '@tiptap/pm/model'
import { blockToElement, elementText, writeScript, marksToAttributes } from '../../../project/shared'
import { blockCount, blocksEndingBy, blocksInRange, blocksStartingBefore, sameValue, sharedAttrs, sharedBlockJSON, sharedContent, type FlatBlock } from './flat-blocks'
import { inlineDiff, type ChangeAt } from './inline-diff'
import type { BlockOrder } from './script-index'

/**
 * A local edit, as changes to the shared script: only the blocks the edit touched, and inside a
 * block only the characters that changed (a co-writer typing elsewhere in the same block keeps
 * every character). Yjs cannot change an element's name, so a block whose type changed is
 * replaced; a split or join moves the shorter side's text, so Enter at the end of a line moves
 * nothing. Call inside a Yjs transaction. Returns false when the shared list did not match
 * `before` and was rewritten whole (only when a co-writer emptied the script). `order`, when
 * given, finds the shared blocks without stepping through the list; it is told when the list
 * changes here, inside a transaction it has not seen end. `caret`: this writer's caret in `after`;
 * text typed at it goes in right before it, where the writer typed it, even where the same
 * letters stand beside it.
 */
export function syncLocalChange(before: PMNode, after: PMNode, fragment: Y.XmlFragment, order?: Pick<BlockOrder, 'at' | 'forget'>, caret?: number): boolean {
  const start = before.content.findDiffStart(after.content)
  if (start == null) return true
  const nOld = blockCount(before)
  const nNew = blockCount(after)
  if (fragment.length !== nOld) {
    fragment.delete(0, fragment.length)
    writeScript(fragment, after.toJSON())
    return false
  }
  const end = before.content.findDiffEnd(after.content) ?? { a: before.content.size, b: after.content.size }
  const prefix = blocksEndingBy(before, start)
  const suffix = Math.min(nOld - blocksStartingBefore(before, end.a), nNew - blocksStartingBefore(after, end.b), nOld - prefix, nNew - prefix)
  const olds = blocksInRange(before, prefix, nOld - suffix)
  const news = blocksInRange(after, prefix, nNew - suffix)
  const list: SharedList = {
    fragment,
    at: (i) => (order ? order.at(i) : fragment.get(i)),
    changed: () => order?.forget(),
    caret,
  }
  applyPlan(list, prefix, olds, news, planBlocks(olds, news))
  return true
}

interface Plan {
  /** Blocks kept at each end (paired old with new, updated in place), and the cost in moved characters. */
  left: number
  right: number
  cost: number
}

function textSize(b: FlatBlock): number {
  return b.node.content.size
}

function pairCost(a: FlatBlock, b: FlatBlock): number {
  if (a.node.type !== b.node.type) return textSize(a) + textSize(b)
  const d = inlineDiff(sharedContent(a.node), sharedContent(b.node))
  return d ? d.endA - d.start + (d.endB - d.start) : 0
}

function plan(olds: FlatBlock[], news: FlatBlock[], leftFirst: boolean): Plan {
  const max = Math.min(olds.length, news.length)
  let left = 0
  let right = 0
  const takeLeft = () => {
    while (left + right < max && olds[left].node.type === news[left].node.type) left++
  }
  const takeRight = () => {
    while (left + right < max && olds[olds.length - 1 - right].node.type === news[news.length - 1 - right].node.type) right++
  }
  if (leftFirst) {
    takeLeft()
    takeRight()
  } else {
    takeRight()
    takeLeft()
  }
  let cost = 0
  for (let i = 0; i < left; i++) cost += pairCost(olds[i], news[i])
  for (let i = 0; i < right; i++) cost += pairCost(olds[olds.length - 1 - i], news[news.length - 1 - i])
  for (let i = left; i < olds.length - right; i++) cost += textSize(olds[i])
  for (let i = left; i < news.length - right; i++) cost += textSize(news[i])
  return { left, right, cost }
}

/** Pairs blocks kept from both ends; equal counts pair one to one (a block whose type changed is replaced). */
function planBlocks(olds: FlatBlock[], news: FlatBlock[]): Plan {
  if (olds.length === news.length) return { left: olds.length, right: 0, cost: 0 }
  const a = plan(olds, news, true)
  const b = plan(olds, news, false)
  return b.cost < a.cost ? b : a
}

/** The shared list with a quick lookup, which is told whenever blocks are added or removed. */
interface SharedList {
  fragment: Y.XmlFragment
  at(index: number): unknown
  changed(): void
  /** This writer's caret in the new document, if known. */
  caret?: number
}

function applyPlan(list: SharedList, at: number, olds: FlatBlock[], news: FlatBlock[], p: Plan): void {
  for (let i = 0; i < p.left; i++) updateBlock(list, at + i, olds[i], news[i])
  for (let i = 1; i <= p.right; i++) updateBlock(list, at + olds.length - i, olds[olds.length - i], news[news.length - i])
  const delCount = olds.length - p.left - p.right
  if (delCount > 0) {
    list.fragment.delete(at + p.left, delCount)
    list.changed()
  }
  const inserts = news.slice(p.left, news.length - p.right)
  if (inserts.length) {
    list.fragment.insert(at + p.left, inserts.map(toElement))
    list.changed()
  }
}

function toElement(b: FlatBlock): Y.XmlElement {
  return blockToElement(sharedBlockJSON(b.node), b.sceneId)
}

/** Brings the shared element at `index` from `old` to `next`. */
function updateBlock(list: SharedList, index: number, old: FlatBlock, next: FlatBlock): void {
  const el = list.at(index)
  const text = el instanceof Y.XmlElement ? elementText(el) : null
  if (!(el instanceof Y.XmlElement) || !text || old.node.type !== next.node.type) {
    list.fragment.delete(index, 1)
    list.fragment.insert(index, [toElement(next)])
    list.changed()
    return
  }
  const a = sharedAttrs(old)
  const b = sharedAttrs(next)
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (sameValue(a[key], b[key])) continue
    if (b[key] == null) el.removeAttribute(key)
    else el.setAttribute(key, b[key] as string)
  }
  const caret = list.caret == null ? -1 : list.caret - next.pos - 1
  updateText(text, old.node, next.node, caret >= 0 && caret <= next.node.content.size ? { endB: caret } : undefined)
}

function updateText(text: Y.XmlText, old: PMNode, next: PMNode, at?: ChangeAt): void {
  const oldContent = sharedContent(old)
  const nextContent = sharedContent(next)
  const d = inlineDiff(oldContent, nextContent, at)
  if (!d) return
  const removed = oldContent.cut(d.start, d.endA)
  const added = nextContent.cut(d.start, d.endB)
  const allMarks = Object.keys(next.type.schema.marks)
  if (removed.size === added.size && removed.textBetween(0, removed.size, '', '\n') === added.textBetween(0, added.size, '', '\n')) {
    // Only the formatting changed: format in place, so nothing is deleted under a co-writer.
    let offset = d.start
    added.forEach((n) => {
      const attrs = marksToAttributes(n.marks.map((m) => m.toJSON() as { type: string; attrs?: Record<string, unknown> }))
      for (const name of allMarks) if (!(name in attrs)) attrs[name] = null
      text.format(offset, n.nodeSize, attrs)
      offset += n.nodeSize
    })
    return
  }
  if (d.endA > d.start) text.delete(d.start, d.endA - d.start)
  let offset = d.start
  added.forEach((n) => {
    const attrs = marksToAttributes(n.marks.map((m) => m.toJSON() as { type: string; attrs?: Record<string, unknown> }))
    if (n.isText) text.insert(offset, n.text ?? '', attrs)
    else text.insertEmbed(offset, { [n.type.name]: Object.keys(n.attrs).length ? n.attrs : true }, attrs)
    offset += n.nodeSize
  })
}
