import type { Node as PMNode } from '@tiptap/pm/model'
import { EDITOR_ELEMENT_TYPES, type EditorElementType } from '../../../../screenplay/model'
import { paragraphsOf, type Paragraph } from '../../../../project/revisions'
import { useEditorStore } from '../../../editor/editor-store'
import { projectSession } from '../../../project'

const TYPES = new Set<string>(EDITOR_ELEMENT_TYPES)
const CAPITALISED = new Set<string>(['sceneHeading', 'character', 'transition'])

/**
 * The open script's paragraphs, read straight from the editor's document: the same paragraphs
 * `paragraphsOf` reads from its JSON, without building the JSON of a long script first.
 */
export function currentParagraphs(): Paragraph[] {
  const e = useEditorStore.getState().editor
  if (!e || e.isDestroyed) return paragraphsOf(projectSession.snapshot().content)
  const out: Paragraph[] = []
  e.state.doc.forEach((scene: PMNode) => {
    scene.forEach((block: PMNode) => {
      if (!TYPES.has(block.type.name)) return
      const text = block.textBetween(0, block.content.size, undefined, '\n')
      out.push({ type: block.type.name as EditorElementType, text: CAPITALISED.has(block.type.name) ? text.toUpperCase() : text })
    })
  })
  return out
}

/** A revision never changes once saved: its paragraphs are read once. */
const cache = new WeakMap<object, Paragraph[]>()
export function revisionParagraphs(content: unknown): Paragraph[] {
  if (!content || typeof content !== 'object') return paragraphsOf(content)
  let p = cache.get(content)
  if (!p) cache.set(content, (p = paragraphsOf(content)))
  return p
}
