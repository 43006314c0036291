import * as Y from 'yjs'
import type { MarkJSON, NodeJSON } from '../../screenplay/document'

/**
 * The script in a shared project: `doc.getXmlFragment('script')` holds the screenplay blocks as a
 * flat list, one `Y.XmlElement` per block (node name = element type, the block's attributes as
 * element attributes) holding one `Y.XmlText` with the block's text. Scene containers are not
 * shared: each device groups the blocks into scenes itself. Yjs cannot move an element, so a
 * scene split or join in a shared container would delete and re-insert every block after it and
 * lose a co-writer's typing there; a flat list never moves a block.
 *
 * Inline formatting travels as text attributes (mark name → its attributes, or `true`); a line
 * break inside a block is an embed `{ hardBreak: true }`. The scene a block opens may carry the
 * scene's id (what a plot-board beat links to) as the attribute `sceneId`.
 */
export const SCRIPT_FRAGMENT = 'script'
/** The block attribute that carries the id of the scene the block opens. */
export const SCENE_ID_ATTR = 'sceneId'
export const HARD_BREAK_EMBED = 'hardBreak'

export type InlineDelta = { insert: string | Record<string, unknown>; attributes?: Record<string, unknown> }[]

/** A mark as a text attribute value: its attributes, or `true` when it has none. */
export function markValue(mark: MarkJSON): unknown {
  return mark.attrs && Object.keys(mark.attrs).length ? mark.attrs : true
}

/**
 * The formatting of one inline node as text attributes. Always an object, even empty: text
 * inserted with an attributes object never takes on the formatting of the text before it.
 */
export function marksToAttributes(marks: readonly MarkJSON[] | undefined): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const m of marks ?? []) out[m.type] = markValue(m)
  return out
}

/** A block's inline content as a text delta. */
export function inlineToDelta(content: readonly NodeJSON[] | undefined): InlineDelta {
  const out: InlineDelta = []
  for (const n of content ?? []) {
    const attributes = marksToAttributes(n.marks)
    if (n.type === 'text') out.push({ insert: n.text ?? '', attributes })
    else out.push({ insert: { [n.type]: n.attrs ?? true }, attributes })
  }
  return out
}

/** A text delta back as inline content. */
export function deltaToInline(delta: InlineDelta): NodeJSON[] {
  const out: NodeJSON[] = []
  for (const op of delta) {
    const marks: MarkJSON[] = []
    for (const [type, value] of Object.entries(op.attributes ?? {})) {
      if (value == null || value === false) continue
      marks.push(value === true ? { type } : { type, attrs: value as Record<string, unknown> })
    }
    const withMarks = (n: NodeJSON): NodeJSON => (marks.length ? { ...n, marks } : n)
    if (typeof op.insert === 'string') {
      if (op.insert) out.push(withMarks({ type: 'text', text: op.insert }))
    } else {
      const [type, attrs] = Object.entries(op.insert)[0] ?? []
      if (type) out.push(withMarks(attrs && attrs !== true ? { type, attrs: attrs as Record<string, unknown> } : { type }))
    }
  }
  return out
}

/** One block as a shared element (not yet in a document). `sceneId`: the id of the scene it opens, if any. */
export function blockToElement(block: NodeJSON, sceneId?: string | null): Y.XmlElement {
  const el = new Y.XmlElement(block.type)
  for (const [key, value] of Object.entries(block.attrs ?? {})) if (value != null) el.setAttribute(key, value as string)
  if (sceneId) el.setAttribute(SCENE_ID_ATTR, sceneId)
  const text = new Y.XmlText()
  text.applyDelta(inlineToDelta(block.content))
  el.insert(0, [text])
  return el
}

/** The text of a shared block; null for a malformed element (it reads as an empty block). */
export function elementText(el: Y.XmlElement): Y.XmlText | null {
  const first = el.firstChild
  return first instanceof Y.XmlText ? first : null
}

/** A shared element as a block, and the scene id it carries. */
export function elementToBlock(el: Y.XmlElement): { block: NodeJSON; sceneId: string | null } {
  const attrs: Record<string, unknown> = {}
  let sceneId: string | null = null
  for (const [key, value] of Object.entries(el.getAttributes())) {
    if (key === SCENE_ID_ATTR) sceneId = typeof value === 'string' ? value : null
    else if (value != null) attrs[key] = value
  }
  const text = elementText(el)
  const content = text ? deltaToInline(text.toDelta() as InlineDelta) : []
  const block: NodeJSON = { type: el.nodeName }
  if (Object.keys(attrs).length) block.attrs = attrs
  if (content.length) block.content = content
  return { block, sceneId }
}

/** The script's blocks in order, each with the id of the scene it opens (the first block of each scene). */
export function docToBlocks(doc: NodeJSON): { block: NodeJSON; sceneId: string | null }[] {
  const out: { block: NodeJSON; sceneId: string | null }[] = []
  for (const scene of doc.content ?? []) {
    const id = (scene.attrs?.id as string | null | undefined) ?? null
    ;(scene.content ?? []).forEach((block, i) => out.push({ block, sceneId: i === 0 ? id : null }))
  }
  return out
}

/** Groups blocks into scenes: each scene heading opens one; blocks before the first share a leading one. */
export function blocksToDoc(blocks: readonly { block: NodeJSON; sceneId: string | null }[], attrs?: Record<string, unknown>): NodeJSON {
  const scenes: NodeJSON[] = []
  let current: NodeJSON[] | null = null
  for (const { block, sceneId } of blocks) {
    if (!current || block.type === 'sceneHeading') {
      current = []
      scenes.push(sceneId ? { type: 'scene', attrs: { id: sceneId }, content: current } : { type: 'scene', content: current })
    }
    current.push(block)
  }
  if (!scenes.length) scenes.push({ type: 'scene', content: [{ type: 'action' }] })
  return attrs ? { type: 'doc', attrs, content: scenes } : { type: 'doc', content: scenes }
}

/** Writes a script (the editor document's JSON) into an empty shared fragment. */
export function writeScript(fragment: Y.XmlFragment, doc: NodeJSON): void {
  fragment.insert(
    fragment.length,
    docToBlocks(doc).map(({ block, sceneId }) => blockToElement(block, sceneId)),
  )
}

/** Reads the shared script back as the editor document's JSON. */
export function readScript(fragment: Y.XmlFragment, attrs?: Record<string, unknown>): NodeJSON {
  const blocks = fragment.toArray().flatMap((el) => (el instanceof Y.XmlElement ? [elementToBlock(el)] : []))
  return blocksToDoc(blocks, attrs)
}
