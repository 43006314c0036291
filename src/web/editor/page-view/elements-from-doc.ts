import type { Node as PMNode } from '@tiptap/pm/model'
import { nodeToElement, type NodeJSON } from '../../../screenplay/document'
import { editorTypeToKind, EDITOR_ELEMENT_TYPES, type EditorElementType, type ScriptElement } from '../../../screenplay/model'
import { forceMarkLength } from '../../../screenplay/elements/force-marks'

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
