import type { Node as PMNode } from '@tiptap/pm/model'
import type { Transaction } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'

/**
 * Where each comment's mark sits in the document, kept up to date per transaction without
 * walking the whole document. The ranges are held as a decoration set, which follows an edit by
 * touching only the scene it happened in (a 300-page script's hundreds of comments are not
 * moved one by one on every keystroke); only the text blocks the transaction touched are
 * rescanned, and the ids with how many ranges each has change only when those blocks' marks do.
 * Where the ranges of one comment are, is worked out when asked (opening or jumping to it).
 */
export interface Range {
  from: number
  to: number
}
export type CommentIndex = ReadonlyMap<string, readonly Range[]>

export const COMMENT_MARK = 'comment'

interface Found {
  id: string
  from: number
  to: number
}

/** The comment ranges of one text block (at `pos`), adjacent pieces merged. */
function scanBlock(block: PMNode, pos: number, into: Found[]) {
  const open = new Map<string, Found>()
  block.forEach((child, offset) => {
    const start = pos + 1 + offset
    const end = start + child.nodeSize
    for (const m of child.marks) {
      if (m.type.name !== COMMENT_MARK) continue
      const id = m.attrs.commentId
      if (typeof id !== 'string' || !id) continue
      const last = open.get(id)
      if (last && last.to === start) last.to = end
      else {
        const f = { id, from: start, to: end }
        open.set(id, f)
        into.push(f)
      }
    }
  })
}

const rangeOf = (id: string, from: number, to: number) => Decoration.inline(from, to, {}, { commentId: id })
const idOf = (d: Decoration) => (d.spec as { commentId: string }).commentId

/** The index as the editor keeps it; read like a map from id to its ranges, in document order. */
class Index implements CommentIndex {
  constructor(
    readonly ranges: DecorationSet,
    /** How many ranges each id has. */
    readonly counts: ReadonlyMap<string, number>,
    /** The index this one was made from, and which ids came and went since. */
    readonly from?: { index: Index; added: string[]; removed: string[] },
  ) {}

  get size() {
    return this.counts.size
  }
  has(id: string) {
    return this.counts.has(id)
  }
  get(id: string): readonly Range[] | undefined {
    if (!this.counts.has(id)) return undefined
    return this.ranges
      .find(undefined, undefined, (spec) => spec.commentId === id)
      .map((d) => ({ from: d.from, to: d.to }))
      .sort((a, b) => a.from - b.from)
  }
  keys() {
    return this.counts.keys()
  }
  /** Every id with its ranges: walks all the ranges, for whole-script uses only. */
  private all(): Map<string, readonly Range[]> {
    const out = new Map<string, Range[]>()
    for (const id of this.counts.keys()) out.set(id, [])
    for (const d of this.ranges.find()) out.get(idOf(d))?.push({ from: d.from, to: d.to })
    for (const list of out.values()) list.sort((a, b) => a.from - b.from)
    return out
  }
  values() {
    return this.all().values()
  }
  entries() {
    return this.all().entries()
  }
  [Symbol.iterator]() {
    return this.all().entries()
  }
  forEach(fn: (value: readonly Range[], key: string, map: CommentIndex) => void) {
    this.all().forEach((ranges, id) => fn(ranges, id, this as CommentIndex))
  }
}

/** The full index: used once, when the editor starts. */
export function buildIndex(doc: PMNode): CommentIndex {
  const found: Found[] = []
  doc.descendants((node, pos) => {
    if (node.isTextblock) {
      scanBlock(node, pos, found)
      return false
    }
    return true
  })
  const counts = new Map<string, number>()
  for (const f of found) counts.set(f.id, (counts.get(f.id) ?? 0) + 1)
  return new Index(DecorationSet.create(doc, found.map((f) => rangeOf(f.id, f.from, f.to))), counts)
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

/** Text blocks overlapping the regions, in document order. */
function touchedBlocks(doc: PMNode, regions: readonly Range[]): { node: PMNode; pos: number }[] {
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
  return blocks.sort((a, b) => a.pos - b.pos)
}

function asIndex(index: CommentIndex, doc: PMNode): Index {
  return index instanceof Index ? index : (buildIndex(doc) as Index)
}

/** How many ranges of each id lie in [from, to) of a set. */
function countIn(set: DecorationSet, from: number, to: number, into: Map<string, number>, by: number) {
  for (const d of set.find(from, to)) if (d.from < to && d.to > from) into.set(idOf(d), (into.get(idOf(d)) ?? 0) + by)
}

/** The index after a transaction. Returns the same object when the document did not change. */
export function updateIndex(index: CommentIndex, tr: Transaction): CommentIndex {
  if (!tr.docChanged) return index
  const prev = asIndex(index, tr.before)
  const blocks = touchedBlocks(tr.doc, changedRegions(tr))
  // Nothing left to anchor a rescan to (the whole text replaced by no block): read it afresh.
  if (!blocks.length) return withChanges(buildIndex(tr.doc) as Index, prev)
  let ranges = prev.ranges.map(tr.mapping, tr.doc)
  const remove: Decoration[] = []
  const found: Found[] = []
  for (const b of blocks) {
    const end = b.pos + b.node.nodeSize
    for (const d of ranges.find(b.pos, end)) if (d.from < end && d.to > b.pos) remove.push(d)
    scanBlock(b.node, b.pos, found)
  }
  if (remove.length || found.length) ranges = ranges.remove(remove).add(tr.doc, found.map((f) => rangeOf(f.id, f.from, f.to)))
  // Every change lies inside the touched blocks' stretch; outside it the ranges only moved. So the
  // counts change by what that stretch holds now against what it held before (ranges whose text
  // was deleted outright included).
  const from = blocks[0].pos
  const to = blocks[blocks.length - 1].pos + blocks[blocks.length - 1].node.nodeSize
  const back = tr.mapping.invert()
  const delta = new Map<string, number>()
  countIn(ranges, from, to, delta, 1)
  countIn(prev.ranges, back.map(from, -1), back.map(to, 1), delta, -1)
  let counts = prev.counts
  const added: string[] = []
  const removed: string[] = []
  for (const [id, by] of delta) {
    if (by === 0) continue
    if (counts === prev.counts) counts = new Map(prev.counts)
    const m = counts as Map<string, number>
    const was = m.get(id) ?? 0
    const now = was + by
    if (now > 0) m.set(id, now)
    else m.delete(id)
    if (was === 0 && now > 0) added.push(id)
    if (was > 0 && now <= 0) removed.push(id)
  }
  return new Index(ranges, counts, { index: prev, added, removed })
}

/** A rebuilt index, with the ids that came and went since `prev`. */
function withChanges(next: Index, prev: Index): Index {
  const added = [...next.keys()].filter((id) => !prev.has(id))
  const removed = [...prev.keys()].filter((id) => !next.has(id))
  return new Index(next.ranges, next.counts, { index: prev, added, removed })
}

/** Ids present in one index and not the other. */
export function diffIds(before: CommentIndex, after: CommentIndex): { added: string[]; removed: string[] } {
  const added: string[] = []
  const removed: string[] = []
  if (before === after) return { added, removed }
  // The editor's own index knows what changed since the one before.
  if (after instanceof Index && after.from?.index === before) return { added: after.from.added, removed: after.from.removed }
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
