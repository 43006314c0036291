import { INLINE_STYLES } from '../model'
import { COMMAND_RESULT_NODE, HARD_BREAK_NODE, SCENE_NODE, type DocJSON, type MarkJSON, type NodeJSON } from './doc-json'

/**
 * A stored editor document made into one the editor accepts whole, saying what was changed.
 * The editor refuses a document outright for one unknown mark or one empty text run, and a
 * refused document would open as an empty script; so what can be read is kept (the words of a
 * run whose mark is unknown, the paragraphs of a scene that holds a stray item) and every change
 * is counted for the writer. The document has a fixed depth (scenes, paragraphs, text), read
 * with loops: no nesting in a file can overflow the stack.
 */
export interface DocRepair {
  doc: DocJSON
  /** What was changed, one phrase each, in the writer's words. Empty when the document was whole. */
  repairs: string[]
}

const BLOCK_TYPES = new Set<string>(['sceneHeading', 'action', 'character', 'dialogue', 'parenthetical', 'transition', 'shot', 'note'])
/** The marks the editor knows: the inline styles, and the comment anchored on the words. */
const MARKS = new Set<string>([...INLINE_STYLES, 'comment'])

const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v)

/** Counts of each kind of repair, with the names that were not known. */
class Tally {
  private counts = new Map<string, { n: number; names: Set<string> }>()
  add(kind: string, name?: string): void {
    let c = this.counts.get(kind)
    if (!c) this.counts.set(kind, (c = { n: 0, names: new Set() }))
    c.n++
    if (name !== undefined && c.names.size < 5) c.names.add(name.length > 40 ? `${name.slice(0, 40)}…` : name)
  }
  phrases(): string[] {
    const out: string[] = []
    for (const [kind, { n, names }] of this.counts) out.push(PHRASES[kind](n, [...names].map((x) => `"${x}"`).join(', ')))
    return out
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

const PHRASES: Record<string, (n: number, names: string) => string> = {
  unknownMark: (n, names) => `${plural(n, 'text run keeps its words', 'text runs keep their words')} without a mark this version does not know (${names})`,
  emptyRun: (n) => `${plural(n, 'empty text run', 'empty text runs')} removed`,
  textlessRun: (n) => `${plural(n, 'text run without text', 'text runs without text')} removed`,
  unknownInline: (n, names) => `${plural(n, 'piece', 'pieces')} of inline content of an unknown kind (${names}) removed`,
  unknownBlock: (n, names) => `${plural(n, 'paragraph', 'paragraphs')} of an unknown kind (${names}) read as Action`,
  looseBlock: (n) => `${plural(n, 'paragraph', 'paragraphs')} outside any scene placed in one`,
  emptyScene: (n) => `${plural(n, 'empty scene', 'empty scenes')} removed`,
  malformed: (n) => `${plural(n, 'unreadable item', 'unreadable items')} removed`,
  attrs: (n) => `${plural(n, 'unreadable setting', 'unreadable settings')} reset`,
  repeatedMark: (n) => `${plural(n, 'repeated mark', 'repeated marks')} removed`,
}

function readMarks(raw: unknown, tally: Tally): MarkJSON[] | undefined {
  if (raw === undefined) return undefined
  if (!Array.isArray(raw)) {
    tally.add('malformed')
    return undefined
  }
  const out: MarkJSON[] = []
  const seen = new Set<string>()
  for (const m of raw) {
    if (!isObject(m) || typeof m.type !== 'string') {
      tally.add('malformed')
      continue
    }
    if (!MARKS.has(m.type)) {
      tally.add('unknownMark', m.type)
      continue
    }
    const mark: MarkJSON = { type: m.type }
    if (m.type === 'comment' && isObject(m.attrs) && typeof m.attrs.commentId === 'string') mark.attrs = { commentId: m.attrs.commentId }
    // Bold twice is bold; two comments on the same words are two comments.
    const key = mark.attrs ? `${mark.type}:${String(mark.attrs.commentId)}` : mark.type
    if (seen.has(key)) {
      tally.add('repeatedMark')
      continue
    }
    seen.add(key)
    out.push(mark)
  }
  return out.length ? out : undefined
}

function readInline(raw: unknown, tally: Tally): NodeJSON | null {
  if (!isObject(raw)) {
    tally.add('malformed')
    return null
  }
  if (raw.type === 'text') {
    if (typeof raw.text !== 'string') {
      tally.add('textlessRun')
      return null
    }
    if (raw.text === '') {
      tally.add('emptyRun')
      return null
    }
    const marks = readMarks(raw.marks, tally)
    return marks ? { type: 'text', text: raw.text, marks } : { type: 'text', text: raw.text }
  }
  if (raw.type === HARD_BREAK_NODE) {
    const marks = readMarks(raw.marks, tally)
    return marks ? { type: HARD_BREAK_NODE, marks } : { type: HARD_BREAK_NODE }
  }
  tally.add('unknownInline', String(raw.type))
  return null
}

function readAttrs(raw: unknown, tally: Tally): Record<string, unknown> | undefined {
  if (raw === undefined || raw === null) return undefined
  if (isObject(raw)) return raw
  tally.add('attrs')
  return undefined
}

function readBlock(raw: unknown, tally: Tally): NodeJSON | null {
  if (!isObject(raw)) {
    tally.add('malformed')
    return null
  }
  const attrs = readAttrs(raw.attrs, tally)
  if (raw.marks !== undefined) tally.add('attrs')
  if (raw.type === COMMAND_RESULT_NODE) return attrs ? { type: COMMAND_RESULT_NODE, attrs } : { type: COMMAND_RESULT_NODE }
  let type = String(raw.type)
  if (!BLOCK_TYPES.has(type)) {
    tally.add('unknownBlock', type)
    type = 'action'
  }
  const block: NodeJSON = { type }
  // An unknown kind's own settings mean nothing to an Action.
  if (attrs && type === raw.type) block.attrs = attrs
  if (raw.content !== undefined && !Array.isArray(raw.content)) tally.add('malformed')
  const content: NodeJSON[] = []
  for (const item of Array.isArray(raw.content) ? raw.content : []) {
    const inline = readInline(item, tally)
    if (inline) content.push(inline)
  }
  if (content.length) block.content = content
  return block
}

/**
 * The document made whole, and what was changed. Throws an Error saying why when the value is
 * not an editor document at all, or when none of its script could be read.
 */
export function repairDocJSON(value: unknown): DocRepair {
  if (!isObject(value)) throw new Error('the document is not an object')
  if (value.type !== 'doc') throw new Error('the document has no "doc" root')
  if (!Array.isArray(value.content)) throw new Error('the document has no content list')
  const tally = new Tally()
  const scenes: NodeJSON[] = []
  // Paragraphs found directly in the document go into a scene of their own, as the editor would.
  let loose: NodeJSON[] | null = null
  for (const item of value.content) {
    if (isObject(item) && item.type === SCENE_NODE) {
      loose = null
      const blocks: NodeJSON[] = []
      if (item.content !== undefined && !Array.isArray(item.content)) tally.add('malformed')
      for (const b of Array.isArray(item.content) ? item.content : []) {
        const block = readBlock(b, tally)
        if (block) blocks.push(block)
      }
      if (!blocks.length) {
        tally.add('emptyScene')
        continue
      }
      const scene: NodeJSON = { type: SCENE_NODE, content: blocks }
      const attrs = readAttrs(item.attrs, tally)
      if (attrs) scene.attrs = attrs
      scenes.push(scene)
      continue
    }
    const block = readBlock(item, tally)
    if (!block) continue
    tally.add('looseBlock')
    if (!loose || block.type === 'sceneHeading') scenes.push({ type: SCENE_NODE, content: (loose = []) })
    loose.push(block)
  }
  const attrs = readAttrs(value.attrs, tally)
  const repairs = tally.phrases()
  // A damaged document that yields no words at all is not opened: an empty script in its place
  // would look like the writer's work was gone.
  if (repairs.length && !scenes.some((s) => s.content!.some((b) => b.content?.some((i) => i.type === 'text'))))
    throw new Error('none of its script could be read')
  // A document with no scenes at all is an empty script: one empty paragraph, as a new one has.
  if (!scenes.length) scenes.push({ type: SCENE_NODE, content: [{ type: 'action' }] })
  const doc: DocJSON = { type: 'doc', content: scenes }
  if (attrs) doc.attrs = attrs
  return { doc, repairs }
}
