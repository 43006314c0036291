import type { Node as PMNode } from '@tiptap/pm/model'
import { nodeToElement, type NodeJSON } from '../../../screenplay/document'
import type { ScriptElement } from '../../../screenplay/model'

/**
 * The script's elements read straight from the editor document, with the document position of
 * each. ProseMirror shares unchanged nodes between versions, so a WeakMap keyed by node turns
 * every unchanged block into a cache hit: after a keystroke only the edited block is converted.
 */
const cache = new WeakMap<PMNode, ScriptElement | null>()

export interface DocElements {
  elements: ScriptElement[]
  /** Position just before each element's block. */
  positions: number[]
  /** The editor node type of each element's block. */
  nodeTypes: string[]
}

export function elementsFromDoc(doc: PMNode): DocElements {
  const elements: ScriptElement[] = []
  const positions: number[] = []
  const nodeTypes: string[] = []
  let scenePos = 0
  doc.forEach((scene) => {
    let pos = scenePos + 1
    scene.forEach((block) => {
      let el = cache.get(block)
      if (el === undefined) {
        el = nodeToElement(block.toJSON() as NodeJSON)
        cache.set(block, el)
      }
      if (el) {
        elements.push(el)
        positions.push(pos)
        nodeTypes.push(block.type.name)
      }
      pos += block.nodeSize
    })
    scenePos += scene.nodeSize
  })
  return { elements, positions, nodeTypes }
}
