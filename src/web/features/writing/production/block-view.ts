/**
 * Screenplay blocks drawn exactly as their schema draws them, except that a change to their
 * production data alone (the revision set, a file's partial marks, locked pages, the scene number,
 * OMITTED) is written onto the paragraph already on screen instead of drawing it anew. Clearing a
 * set's marks from a 165-page script then changes a few thousand attributes, not a few thousand
 * paragraphs, and typing is drawn as before.
 *
 * Scenes are drawn as their schema draws them too, and each names the revision sets its
 * paragraphs carry (`data-revised="2 3"`): the page-edge band beside a revised scene is styled
 * from that, so a paragraph's mark changing costs the page one attribute on its scene rather than
 * a search of every scene for marked paragraphs.
 */
import { DOMSerializer, Mark, type Node as PMNode } from '@tiptap/pm/model'
import type { NodeView, NodeViewConstructor } from '@tiptap/pm/view'
import { EDITOR_ELEMENT_TYPES } from '../../../../screenplay/model'
import { blockDataAttr } from '../../../editor/nodes/screenplay-nodes'

const PRODUCTION_ATTRS = ['revision', 'revisionRuns', 'lockedPages', 'sceneNumber', 'omitted'] as const
const PRODUCTION = new Set<string>(PRODUCTION_ATTRS)

/** The schema's own rendering of a block or a scene: one element that holds its content. */
function render(node: PMNode): HTMLElement {
  const { dom, contentDOM } = DOMSerializer.renderSpec(document, node.type.spec.toDOM!(node))
  if (contentDOM !== dom) throw new Error(`${node.type.name} is not drawn as one element`)
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
    if (node.type !== this.node.type || !onlyProductionChanged(this.node, node)) return false
    // The production attributes as the schema would render them now, written straight onto the
    // paragraph: classes and attributes a decoration put there stay as they are, and clearing
    // thousands of marks costs an attribute each, not a render of each paragraph.
    for (const key of PRODUCTION_ATTRS) {
      if (node.attrs[key] === this.node.attrs[key]) continue
      const { name, value } = blockDataAttr(key, node.attrs[key])
      if (value === null) this.dom.removeAttribute(name)
      else if (this.dom.getAttribute(name) !== value) this.dom.setAttribute(name, value)
    }
    this.node = node
    return true
  }
}

/** The revision sets a scene's paragraphs carry, in id order ("2 3"), or null for none. */
function revisedSets(scene: PMNode): string | null {
  let ids: number[] | undefined
  scene.forEach((block) => {
    const r = block.attrs.revision as number | null | undefined
    if (r != null && !ids?.includes(r)) (ids ??= []).push(r)
  })
  return ids ? ids.sort((a, b) => a - b).join(' ') : null
}

class SceneView implements NodeView {
  dom: HTMLElement
  contentDOM: HTMLElement

  constructor(private node: PMNode) {
    this.dom = this.contentDOM = render(node)
    this.mark(node)
  }

  private mark(node: PMNode): void {
    const sets = revisedSets(node)
    if (sets === null) this.dom.removeAttribute('data-revised')
    else if (this.dom.getAttribute('data-revised') !== sets) this.dom.setAttribute('data-revised', sets)
  }

  update(node: PMNode): boolean {
    // A scene's own attributes (its plot-board id) are drawn by the schema: redraw when they change.
    if (node.type !== this.node.type || !node.hasMarkup(this.node.type, this.node.attrs)) return false
    if (node.content !== this.node.content) this.mark(node)
    this.node = node
    return true
  }
}

/** The node views: one per screenplay block type, and the scene's. */
export const productionNodeViews: Record<string, NodeViewConstructor> = {
  ...Object.fromEntries(EDITOR_ELEMENT_TYPES.map((type) => [type, (node: PMNode) => new BlockView(node)])),
  scene: (node: PMNode) => new SceneView(node),
}
