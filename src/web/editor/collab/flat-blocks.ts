import { Fragment, type Node as PMNode } from '@tiptap/pm/model'
import { COMMENT_MARK, SCENE_ID_ATTR } from '../../../project/shared'
import type { NodeJSON } from '../../../screenplay/document'

/**
 * The local document groups blocks into scene containers; the shared script is the flat list of
 * those blocks. These read the local document as that flat list without building it: each walks
 * the scenes (a few hundred on a long script) and only the blocks of the scenes it needs.
 */

export function blockCount(doc: PMNode): number {
  let n = 0
  doc.forEach((scene) => (n += scene.childCount))
  return n
}

/** How many blocks end at or before `pos`. */
export function blocksEndingBy(doc: PMNode, pos: number): number {
  let n = 0
  let offset = 0
  for (let i = 0; i < doc.childCount; i++) {
    const scene = doc.child(i)
    const end = offset + scene.nodeSize
    if (end <= pos) n += scene.childCount
    else {
      let inner = offset + 1
      for (let j = 0; j < scene.childCount; j++) {
        inner += scene.child(j).nodeSize
        if (inner <= pos) n++
        else break
      }
      break
    }
    offset = end
  }
  return n
}

/** How many blocks start before `pos`. */
export function blocksStartingBefore(doc: PMNode, pos: number): number {
  let n = 0
  let offset = 0
  for (let i = 0; i < doc.childCount && offset < pos; i++) {
    const scene = doc.child(i)
    const end = offset + scene.nodeSize
    if (end <= pos) n += scene.childCount
    else {
      let inner = offset + 1
      for (let j = 0; j < scene.childCount && inner < pos; j++) {
        n++
        inner += scene.child(j).nodeSize
      }
    }
    offset = end
  }
  return n
}

export interface FlatBlock {
  node: PMNode
  /** Where the block starts. */
  pos: number
  /** The id of the scene this block opens (only the first block of a scene carries one). */
  sceneId: string | null
  /** Where the scene holding it starts, and whether the block is that scene's first. */
  scenePos: number
  first: boolean
}

/** Blocks [from, to) of the flat list, with their positions. */
export function blocksInRange(doc: PMNode, from: number, to: number): FlatBlock[] {
  const out: FlatBlock[] = []
  if (to <= from) return out
  let n = 0
  let offset = 0
  for (let i = 0; i < doc.childCount && n < to; i++) {
    const scene = doc.child(i)
    if (n + scene.childCount <= from) {
      n += scene.childCount
      offset += scene.nodeSize
      continue
    }
    let inner = offset + 1
    for (let j = 0; j < scene.childCount && n < to; j++, n++) {
      const node = scene.child(j)
      if (n >= from) out.push({ node, pos: inner, sceneId: j === 0 ? ((scene.attrs.id as string | null) ?? null) : null, scenePos: offset, first: j === 0 })
      inner += node.nodeSize
    }
    offset += scene.nodeSize
  }
  return out
}

/** A block's attributes as the shared element carries them (null ones left out, the scene id added). */
export function sharedAttrs(block: Pick<FlatBlock, 'node' | 'sceneId'>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(block.node.attrs)) if (v != null) out[k] = v
  if (block.sceneId) out[SCENE_ID_ATTR] = block.sceneId
  return out
}

export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (a == null || b == null || typeof a !== 'object' || typeof b !== 'object') return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * Comment marks stay out of the shared script: a comment lives in the project's comments, anchored
 * to the text, so a commenter never changes the script itself.
 */
export const LOCAL_ONLY_MARKS: ReadonlySet<string> = new Set([COMMENT_MARK])

/** A block's inline content without the marks that are not shared. */
export function sharedContent(node: PMNode): Fragment {
  let changed = false
  const out: PMNode[] = []
  node.content.forEach((child) => {
    if (child.marks.some((m) => LOCAL_ONLY_MARKS.has(m.type.name))) {
      changed = true
      out.push(child.mark(child.marks.filter((m) => !LOCAL_ONLY_MARKS.has(m.type.name))))
    } else out.push(child)
  })
  return changed ? Fragment.fromArray(out) : node.content
}

/** A block as the shared script holds it (JSON without the marks that are not shared). */
export function sharedBlockJSON(node: PMNode): NodeJSON {
  return node.type.create(node.attrs, sharedContent(node), node.marks).toJSON() as NodeJSON
}
