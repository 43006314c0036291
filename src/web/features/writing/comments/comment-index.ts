import type { Node as PMNode } from '@tiptap/pm/model'
import type { Transaction } from '@tiptap/pm/state'

/**
 * Where each comment's mark sits in the document, kept up to date per transaction without
 * walking the whole document: existing ranges are mapped through the change, and only the
 * text blocks the transaction touched are rescanned. A keystroke therefore costs one block scan
 * plus one position map per comment range.
 */
export interface Range {
  from: number
  to: number
}
export type CommentIndex = ReadonlyMap<string, readonly Range[]>

export const COMMENT_MARK = 'comment'

/** Adds the comment ranges of one text block (at `pos`) to `into`, merging adjacent pieces. */
function scanBlock(block: PMNode, pos: number, into: Map<string, Range[]>) {
  block.forEach((child, offset) => {
    const start = pos + 1 + offset
    const end = start + child.nodeSize
    for (const m of child.marks) {
      if (m.type.name !== COMMENT_MARK) continue
      const id = m.attrs.commentId
      if (typeof id !== 'string' || !id) continue
      let list = into.get(id)
      if (!list) into.set(id, (list = []))
      const last = list[list.length - 1]
      if (last && last.to === start) last.to = end
      else list.push({ from: start, to: end })
    }
  })
}

/** The full index: used once, when the editor starts. */
export function buildIndex(doc: PMNode): CommentIndex {
  const out = new Map<string, Range[]>()
  doc.descendants((node, pos) => {
    if (node.isTextblock) {
      scanBlock(node, pos, out)
      return false
    }
    return true
  })
  return out
}

/** The regions of the new document a transaction changed, content or marks. */
function changedRegions(tr: Transaction): Range[] {
  const regions: Range[] = []
  tr.steps.forEach((step, i) => {
    const rest = tr.mapping.slice(i + 1)
    const add = (a: number, b: number) => regions.push({ from: rest.map(a, -1), to: rest.map(b, 1) })
    let moved = false
    step.getMap().forEach((_oldStart, _oldEnd, newStart, newEnd) => {
      moved = true
      add(newStart, newEnd)
    })
    // Mark and attribute steps move nothing, so their map is empty: use the range they name.
    const s = step as unknown as { from?: number; to?: number; pos?: number }
    if (!moved && typeof s.from === 'number' && typeof s.to === 'number') add(s.from, s.to)
    else if (!moved && typeof s.pos === 'number') add(s.pos, s.pos + 1)
  })
  return regions
}

/** Text blocks overlapping the regions, as sorted, disjoint [from, to) spans of the new doc. */
function touchedBlocks(doc: PMNode, regions: readonly Range[]): { spans: Range[]; blocks: { node: PMNode; pos: number }[] } {
  const seen = new Set<number>()
  const blocks: { node: PMNode; pos: number }[] = []
  const size = doc.content.size
  for (const r of regions) {
    const from = Math.max(0, Math.min(r.from, r.to) - 1)
    const to = Math.min(size, Math.max(r.from, r.to) + 1)
    doc.nodesBetween(from, to, (node, pos) => {
      if (!node.isTextblock) return true
      if (!seen.has(pos)) {
        seen.add(pos)
        blocks.push({ node, pos })
      }
      return false
    })
  }
  blocks.sort((a, b) => a.pos - b.pos)
  return { spans: blocks.map((b) => ({ from: b.pos, to: b.pos + b.node.nodeSize })), blocks }
}

function overlapsAny(spans: readonly Range[], r: Range): boolean {
  let lo = 0
  let hi = spans.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    const s = spans[mid]
    if (s.to <= r.from) lo = mid + 1
    else if (s.from >= r.to) hi = mid - 1
    else return true
  }
  return false
}

/** The index after a transaction. Returns the same object when the document did not change. */
export function updateIndex(index: CommentIndex, tr: Transaction): CommentIndex {
  if (!tr.docChanged) return index
  const { spans, blocks } = touchedBlocks(tr.doc, changedRegions(tr))
  const out = new Map<string, Range[]>()
  for (const [id, ranges] of index) {
    const kept: Range[] = []
    for (const r of ranges) {
      const m = { from: tr.mapping.map(r.from, 1), to: tr.mapping.map(r.to, -1) }
      if (m.from < m.to && !overlapsAny(spans, m)) kept.push(m)
    }
    if (kept.length) out.set(id, kept)
  }
  if (blocks.length === 0) return out
  const fresh = new Map<string, Range[]>()
  for (const b of blocks) scanBlock(b.node, b.pos, fresh)
  for (const [id, ranges] of fresh) {
    const list = out.get(id)
    if (!list) out.set(id, ranges)
    else out.set(id, [...list, ...ranges].sort((a, b) => a.from - b.from))
  }
  return out
}

/** Ids present in one index and not the other. */
export function diffIds(before: CommentIndex, after: CommentIndex): { added: string[]; removed: string[] } {
  const added: string[] = []
  const removed: string[] = []
  if (before === after) return { added, removed }
  for (const id of after.keys()) if (!before.has(id)) added.push(id)
  for (const id of before.keys()) if (!after.has(id)) removed.push(id)
  return { added, removed }
}

/** The span from a comment's first range to its last. */
export function commentSpan(index: CommentIndex, id: string): Range | null {
  const ranges = index.get(id)
  if (!ranges || ranges.length === 0) return null
  return { from: ranges[0].from, to: ranges[ranges.length - 1].to }
}
