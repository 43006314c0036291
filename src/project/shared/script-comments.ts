import { HARD_BREAK_NODE, type MarkJSON, type NodeJSON } from '../../screenplay/document'
import { COMMENT_MARK } from './layout'

/**
 * Comment marks between the editor document and the shared script. In the shared doc the script's
 * text carries no comment marks: a comment is anchored from the `comments` map, so adding one
 * changes nothing a commenter may not change. These take the marks off the blocks (noting where
 * they were) and put them back (from where the anchors say they are now).
 */

/** A stretch of the script by block index and offset in the block's text (a line break counts one). */
export interface BlockRange {
  startBlock: number
  startOffset: number
  endBlock: number
  endOffset: number
}

interface Block {
  block: NodeJSON
  sceneId: string | null
}

const commentIdOf = (m: MarkJSON): string | null => (m.type === COMMENT_MARK && typeof m.attrs?.commentId === 'string' ? m.attrs.commentId : null)

/** Length of one inline node in the block's shared text: its characters, or one for a line break or other embed. */
const inlineLength = (n: NodeJSON) => (n.type === 'text' ? (n.text ?? '').length : 1)

/**
 * The blocks without comment marks, and where each comment's marks were by comment id. A comment
 * running on from the end of one block into the start of the next is one range.
 */
export function takeComments(blocks: readonly Block[]): { blocks: Block[]; ranges: Map<string, BlockRange[]> } {
  const ranges = new Map<string, BlockRange[]>()
  let previousLength = 0
  const out = blocks.map(({ block, sceneId }, index) => {
    let offset = 0
    let changed = false
    const content = (block.content ?? []).map((n) => {
      const length = inlineLength(n)
      const kept = (n.marks ?? []).filter((m) => {
        const id = commentIdOf(m)
        if (id === null) return true
        changed = true
        const list = ranges.get(id) ?? []
        const last = list[list.length - 1]
        const runsOn =
          last && ((last.endBlock === index && last.endOffset === offset) || (offset === 0 && last.endBlock === index - 1 && last.endOffset === previousLength))
        if (runsOn) {
          last.endBlock = index
          last.endOffset = offset + length
        } else list.push({ startBlock: index, startOffset: offset, endBlock: index, endOffset: offset + length })
        ranges.set(id, list)
        return false
      })
      offset += length
      if (kept.length === (n.marks ?? []).length) return n
      const { marks: _marks, ...rest } = n
      return kept.length ? { ...rest, marks: kept } : rest
    })
    previousLength = offset
    return { block: changed ? { ...block, content } : block, sceneId }
  })
  return { blocks: out, ranges }
}

/** The comment ranges that fall in each block, as [comment id, from, to] in the block's text. */
function rangesByBlock(ranges: ReadonlyMap<string, readonly BlockRange[]>): Map<number, [string, number, number][]> {
  const out = new Map<number, [string, number, number][]>()
  for (const [id, list] of ranges)
    for (const r of list)
      for (let b = r.startBlock; b <= r.endBlock; b++) {
        const from = b === r.startBlock ? r.startOffset : 0
        const to = b === r.endBlock ? r.endOffset : Number.MAX_SAFE_INTEGER
        if (to <= from) continue
        const at = out.get(b) ?? []
        at.push([id, from, to])
        out.set(b, at)
      }
  return out
}

/** One block's inline content with comment marks over the given ranges (text nodes are cut at their edges). */
function markBlock(content: readonly NodeJSON[], comments: readonly [string, number, number][]): NodeJSON[] {
  const out: NodeJSON[] = []
  let offset = 0
  for (const n of content) {
    const length = inlineLength(n)
    const end = offset + length
    const cuts = new Set<number>([offset, end])
    if (n.type === 'text')
      for (const [, from, to] of comments) {
        if (from > offset && from < end) cuts.add(from)
        if (to > offset && to < end) cuts.add(to)
      }
    const points = [...cuts].sort((a, b) => a - b)
    for (let i = 0; i < points.length - 1; i++) {
      const marks = [...(n.marks ?? [])]
      for (const [id, from, to] of comments)
        if (from <= points[i] && to >= points[i + 1] && !marks.some((m) => commentIdOf(m) === id)) marks.push({ type: COMMENT_MARK, attrs: { commentId: id } })
      const piece: NodeJSON = n.type === 'text' ? { ...n, text: (n.text ?? '').slice(points[i] - offset, points[i + 1] - offset) } : { ...n }
      if (marks.length && n.type !== HARD_BREAK_NODE) piece.marks = marks
      out.push(piece)
    }
    offset = end
  }
  return out
}

/** The blocks with comment marks where the comments' ranges are now. */
export function putComments<B extends Block>(blocks: readonly B[], ranges: ReadonlyMap<string, readonly BlockRange[]>): B[] {
  const byBlock = rangesByBlock(ranges)
  return blocks.map((b, i) => {
    const comments = byBlock.get(i)
    if (!comments || !b.block.content?.length) return b
    return { ...b, block: { ...b.block, content: markBlock(b.block.content, comments) } }
  })
}
