import * as Y from 'yjs'
import { elementText } from './script-blocks'
import type { BlockRange } from './script-comments'

/**
 * Where a comment sits in the shared script: a start and an end as Yjs relative positions (encoded
 * bytes), which stay on the same words whatever a partner types or deletes around them. The start
 * holds to the first commented character, the end to the last, so text typed just outside the
 * range stays outside it.
 */
export interface Anchor {
  start: Uint8Array
  end: Uint8Array
}

const textOf = (el: unknown) => (el instanceof Y.XmlElement ? elementText(el) : null)

/** The anchor of a range of blocks in `fragment` (which belongs to a doc); null when a block is missing. */
export function anchorOf(fragment: Y.XmlFragment, range: BlockRange): Anchor | null {
  const start = textOf(fragment.get(range.startBlock))
  const end = textOf(fragment.get(range.endBlock))
  if (!start || !end) return null
  return {
    start: Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(start, range.startOffset, 0)),
    end: Y.encodeRelativePosition(Y.createRelativePositionFromTypeIndex(end, range.endOffset, -1)),
  }
}

/** The index of each block's text in `fragment`, to turn resolved positions into block numbers. */
export function textIndex(fragment: Y.XmlFragment): Map<object, number> {
  const index = new Map<object, number>()
  fragment.toArray().forEach((el, i) => {
    const text = textOf(el)
    if (text) index.set(text, i)
  })
  return index
}

function isAnchor(value: unknown): value is Anchor {
  return !!value && typeof value === 'object' && (value as Anchor).start instanceof Uint8Array && (value as Anchor).end instanceof Uint8Array
}

/**
 * The range an anchor covers now, or null when its words are gone (deleted, or its blocks
 * removed) or the anchor is not one. `index` gives a block text's place in the script: `textIndex`
 * of the doc's script, or a lookup kept up to date as the script changes.
 */
export function resolveAnchor(doc: Y.Doc, anchor: unknown, index: Pick<ReadonlyMap<object, number>, 'get'>): BlockRange | null {
  if (!isAnchor(anchor)) return null
  let start: Y.AbsolutePosition | null
  let end: Y.AbsolutePosition | null
  try {
    start = Y.createAbsolutePositionFromRelativePosition(Y.decodeRelativePosition(anchor.start), doc)
    end = Y.createAbsolutePositionFromRelativePosition(Y.decodeRelativePosition(anchor.end), doc)
  } catch {
    return null
  }
  if (!start || !end) return null
  const startBlock = index.get(start.type)
  const endBlock = index.get(end.type)
  if (startBlock === undefined || endBlock === undefined) return null
  if (endBlock < startBlock || (endBlock === startBlock && end.index <= start.index)) return null
  return { startBlock, startOffset: start.index, endBlock, endOffset: end.index }
}
