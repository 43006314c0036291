import type { Node as PMNode } from '@tiptap/pm/model'
import { nodeToElement, type NodeJSON } from '../../../screenplay/document'
import { editorTypeToKind, EDITOR_ELEMENT_TYPES, type EditorElementType, type ScriptElement } from '../../../screenplay/model'
import { forceMarkLength } from '../../../screenplay/elements/force-marks'
import { replaceRange } from '../../../screenplay/layout'

/**
 * The script's elements read straight from the editor document, with the document position of
 * each. ProseMirror shares unchanged nodes between versions, so caches keyed by node turn every
 * unchanged scene (and every unchanged block of a changed scene) into a cache hit: after a
 * keystroke one block is converted and a few hundred scenes are looked up, not every block.
 */
const blockCache = new WeakMap<PMNode, ScriptElement | null>()

export interface SceneElements {
  elements: ScriptElement[]
  /** Position of each element's block relative to the scene's start. */
  offsets: number[]
  nodeTypes: string[]
  blocks: PMNode[]
}
const sceneCache = new WeakMap<PMNode, SceneElements>()

export interface DocElements {
  elements: ScriptElement[]
  /** Position just before each element's block. */
  positions: number[]
  /** The editor node type of each element's block. */
  nodeTypes: string[]
  /** Each element's block. */
  blocks: PMNode[]
}

/** One scene's elements, with each block and its position relative to the scene's start (cached by node). */
export function sceneElements(scene: PMNode): SceneElements {
  let out = sceneCache.get(scene)
  if (out) return out
  out = { elements: [], offsets: [], nodeTypes: [], blocks: [] }
  let offset = 1
  scene.forEach((block) => {
    let el = blockCache.get(block)
    if (el === undefined) {
      el = nodeToElement(block.toJSON() as NodeJSON)
      blockCache.set(block, el)
    }
    if (el) {
      out!.elements.push(el)
      out!.offsets.push(offset)
      out!.nodeTypes.push(block.type.name)
      out!.blocks.push(block)
    }
    offset += block.nodeSize
  })
  sceneCache.set(scene, out)
  return out
}

export function elementsFromDoc(doc: PMNode): DocElements {
  const elements: ScriptElement[] = []
  const positions: number[] = []
  const nodeTypes: string[] = []
  const blocks: PMNode[] = []
  let scenePos = 0
  doc.forEach((scene) => {
    const s = sceneElements(scene)
    for (let i = 0; i < s.elements.length; i++) {
      elements.push(s.elements[i])
      positions.push(scenePos + s.offsets[i])
      nodeTypes.push(s.nodeTypes[i])
      blocks.push(s.blocks[i])
    }
    scenePos += scene.nodeSize
  })
  return { elements, positions, nodeTypes, blocks }
}

/**
 * The offset in a block's content of a character offset in its element's text: they differ by the
 * force mark the writer typed at the start ("! "), which is in the block but not in the element.
 */
export function blockOffset(block: PMNode, textOffset: number): number {
  const type = block.type.name as EditorElementType
  if (!EDITOR_ELEMENT_TYPES.includes(type)) return textOffset
  return textOffset + forceMarkLength(editorTypeToKind(type), block.textContent)
}

/**
 * What a reader of successive versions of one document keeps between reads (see
 * elementsFromDocSince). The arrays a read returns are the memo's own and change at the next read.
 */
export interface DocElementsMemo {
  doc?: PMNode
  out?: DocElements
}

/**
 * elementsFromDoc for the next version of a document read before: the page view's case, a few
 * times a second while the writer types. The scenes before and after the change are the same
 * nodes as last time, so their elements are carried over (those after it moved by the change's
 * size) and only the changed scenes are read: a keystroke on page 150 reads one scene, not 6,000
 * blocks. `changedFrom` is the first element that may differ, for the paginator.
 */
export function elementsFromDocSince(doc: PMNode, memo: DocElementsMemo): DocElements & { changedFrom: number } {
  const prev = memo.doc
  const old = memo.out
  memo.doc = doc
  if (!prev || !old) {
    memo.out = elementsFromDoc(doc)
    return { ...memo.out, changedFrom: 0 }
  }
  if (prev === doc) return { ...old, changedFrom: old.elements.length }
  const nOld = prev.childCount
  const nNew = doc.childCount
  let a = 0
  while (a < nOld && a < nNew && prev.child(a) === doc.child(a)) a++
  let b = 0
  while (b < nOld - a && b < nNew - a && prev.child(nOld - 1 - b) === doc.child(nNew - 1 - b)) b++
  // Elements and document size before the first changed scene, and from the first unchanged one after it.
  let headEls = 0
  let scenePos = 0
  for (let i = 0; i < a; i++) {
    headEls += sceneElements(doc.child(i)).elements.length
    scenePos += doc.child(i).nodeSize
  }
  let tailEls = 0
  for (let i = nOld - b; i < nOld; i++) tailEls += sceneElements(prev.child(i)).elements.length
  const mid: DocElements = { elements: [], positions: [], nodeTypes: [], blocks: [] }
  for (let i = a; i < nNew - b; i++) {
    const scene = doc.child(i)
    const s = sceneElements(scene)
    for (let k = 0; k < s.elements.length; k++) {
      mid.elements.push(s.elements[k])
      mid.positions.push(scenePos + s.offsets[k])
      mid.nodeTypes.push(s.nodeTypes[k])
      mid.blocks.push(s.blocks[k])
    }
    scenePos += scene.nodeSize
  }
  // The memo's own arrays are brought up to date where they stand: a keystroke on a long script
  // replaces one scene's entries instead of copying four arrays of thousands (every copy is
  // garbage the page has to collect, and a collection is a keystroke that misses its frame).
  const tailFrom = old.elements.length - tailEls
  const shift = doc.content.size - prev.content.size
  if (shift) for (let k = tailFrom; k < old.positions.length; k++) old.positions[k] += shift
  replaceRange(old.elements, headEls, tailFrom, mid.elements)
  replaceRange(old.positions, headEls, tailFrom, mid.positions)
  replaceRange(old.nodeTypes, headEls, tailFrom, mid.nodeTypes)
  replaceRange(old.blocks, headEls, tailFrom, mid.blocks)
  return { ...old, changedFrom: headEls }
}
