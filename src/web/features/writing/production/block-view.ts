/**
 * Screenplay blocks drawn exactly as their schema draws them, except that a change to their
 * production data alone (the revision set, a file's partial marks, locked pages, the scene number,
 * OMITTED) is written onto the paragraph already on screen instead of drawing it anew. Clearing a
 * set's marks from a 165-page script then changes a few thousand attributes, not a few thousand
 * paragraphs, and typing is drawn as before.
 */
import { DOMSerializer, Mark, type Node as PMNode } from '@tiptap/pm/model'
import type { NodeView, NodeViewConstructor } from '@tiptap/pm/view'
import { EDITOR_ELEMENT_TYPES } from '../../../../screenplay/model'

const PRODUCTION_ATTRS = ['revision', 'revisionRuns', 'lockedPages', 'sceneNumber', 'omitted'] as const
const PRODUCTION = new Set<string>(PRODUCTION_ATTRS)

/** The schema's own rendering of a block: a paragraph that holds its text. */
function render(node: PMNode): HTMLElement {
  const { dom, contentDOM } = DOMSerializer.renderSpec(document, node.type.spec.toDOM!(node))
  if (contentDOM !== dom) throw new Error(`${node.type.name} is not drawn as one paragraph`)
  return dom as HTMLElement
}

/** Whether two versions of a block differ in nothing but production data. */
function onlyProductionChanged(a: PMNode, b: PMNode): boolean {
  if (a.type !== b.type || !Mark.sameSet(a.marks, b.marks)) return false
  for (const key of Object.keys(a.attrs)) {
    if (PRODUCTION.has(key) || a.attrs[key] === b.attrs[key]) continue
    if (JSON.stringify(a.attrs[key]) !== JSON.stringify(b.attrs[key])) return false
  }
  return true
}

class BlockView implements NodeView {
  dom: HTMLElement
  contentDOM: HTMLElement

  constructor(private node: PMNode) {
    this.dom = this.contentDOM = render(node)
  }

  update(node: PMNode): boolean {
    if (node.type !== this.node.type) return false
    if (node.sameMarkup(this.node)) {
      this.node = node
      return true
    }
    if (!onlyProductionChanged(this.node, node)) return false
    // The attributes the schema would render now, for the production keys only: classes and
    // attributes a decoration put on the paragraph stay as they are.
    const rendered = (node.type.spec.toDOM!(node) as [string, Record<string, unknown>, 0])[1] ?? {}
    for (const key of PRODUCTION_ATTRS) {
      const name = `data-${key.toLowerCase()}`
      const value = rendered[`data-${key}`]
      if (value == null) this.dom.removeAttribute(name)
      else if (this.dom.getAttribute(name) !== String(value)) this.dom.setAttribute(name, String(value))
    }
    this.node = node
    return true
  }
}

/** The node views, one per screenplay block type. */
export const blockViews: Record<string, NodeViewConstructor> = Object.fromEntries(EDITOR_ELEMENT_TYPES.map((type) => [type, (node: PMNode) => new BlockView(node)]))
