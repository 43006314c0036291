import type { Node as PMNode } from '@tiptap/pm/model'
import type { Transaction } from '@tiptap/pm/state'
import { StepMap } from '@tiptap/pm/transform'
import { EDITOR_ELEMENT_TYPES, type EditorElementType } from '../../screenplay/model'

/**
 * What a transaction changed, found by comparing the documents (unchanged nodes are the same
 * objects, so this skips whole scenes at a time): [from, toA) in the old document became
 * [from, toB) in the new one. Shared by the incremental indexes of autocomplete and spell check.
 */
export interface ChangedRange {
  from: number
  toA: number
  toB: number
}

const memo = new WeakMap<Transaction, ChangedRange | null>()

/**
 * Whether no step of the transaction moved a position: it changed attributes or marks alone
 * (revision marks cleared, scenes numbered), never text nor a block's type. Such steps map
 * through `StepMap.empty`, so this costs a look at each step, not a walk of the document.
 */
export function positionsKept(tr: Transaction): boolean {
  return tr.mapping.maps.every((m) => m === StepMap.empty)
}

export function docChangedRange(before: PMNode, after: PMNode): ChangedRange | null {
  const from = before.content.findDiffStart(after.content)
  if (from === null) return null
  const end = after.content.findDiffEnd(before.content)
  let toA = end ? end.b : before.content.size
  let toB = end ? end.a : after.content.size
  // With repeated text the end scan can pass the start ('aa' → 'aaa'); push both ends back.
  const overlap = Math.max(from - toA, from - toB, 0)
  toA += overlap
  toB += overlap
  return { from, toA, toB }
}

export function changedRange(tr: Transaction): ChangedRange | null {
  if (!tr.docChanged) return null
  if (!memo.has(tr)) memo.set(tr, docChangedRange(tr.before, tr.doc))
  return memo.get(tr)!
}

/**
 * Everything a transaction's steps replaced, as one range of the new document. Wider than
 * changedRange: it also covers a block rebuilt with equal content (a new node, no visible
 * change), which per-node caches must learn about.
 */
export function touchedRange(tr: Transaction): { from: number; to: number } | null {
  if (!tr.docChanged) return null
  let from = Infinity
  let to = -Infinity
  for (const map of tr.mapping.maps) {
    if (from <= to) {
      from = map.map(from, -1)
      to = map.map(to, 1)
    }
    map.forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      from = Math.min(from, newStart)
      to = Math.max(to, newEnd)
    })
  }
  return from <= to ? { from, to } : null
}

const BLOCK_TYPES = new Set<string>(EDITOR_ELEMENT_TYPES)

export function isTextBlock(node: PMNode): boolean {
  return BLOCK_TYPES.has(node.type.name)
}

/**
 * Calls fn for every screenplay block overlapping [from, to] (for an empty range: the block
 * strictly containing it, if any); never descends into a block. Applied to both sides of a
 * ChangedRange it visits the same blocks before and after, which keeps counts balanced.
 */
export function forEachBlockBetween(doc: PMNode, from: number, to: number, fn: (node: PMNode, pos: number, type: EditorElementType) => void): void {
  const lo = Math.max(0, Math.min(from, doc.content.size))
  const hi = Math.max(lo, Math.min(to, doc.content.size))
  doc.nodesBetween(lo, hi, (node, pos) => {
    if (isTextBlock(node)) {
      fn(node, pos, node.type.name as EditorElementType)
      return false
    }
    return true
  })
}

export function forEachBlock(doc: PMNode, fn: (node: PMNode, pos: number, type: EditorElementType) => void): void {
  doc.forEach((scene, offset) => {
    scene.forEach((block, inner) => {
      if (isTextBlock(block)) fn(block, offset + 1 + inner, block.type.name as EditorElementType)
    })
  })
}

const textMemo = new WeakMap<PMNode, string>()

/** A block's text with hard breaks as '\n', one character per position; cached per node. */
export function blockTextOf(node: PMNode): string {
  let t = textMemo.get(node)
  if (t === undefined) {
    t = node.textBetween(0, node.content.size, '\n', '\n')
    textMemo.set(node, t)
  }
  return t
}
