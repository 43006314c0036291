import type { EditorElementType, ElementKind, InlineStyle, LockedPageStart, RevisionRun, Script, ScriptElement, StyleSpan, TitlePage } from '../model'
import { editorTypeToKind, emptyTitlePage, kindToEditorType, INLINE_STYLES, readParagraphOverride, readScriptFormat } from '../model'
import { readProduction } from '../production/revision-sets'
import { forceMarkLength } from '../elements/force-marks'

/**
 * The editor document as JSON — what ProseMirror's `doc.toJSON()` produces and what a `.nws`
 * file's `content` holds — and its conversion to and from the domain `Script`. Pure, so the CLI,
 * the server and tests read `.nws` files without an editor.
 */
export interface MarkJSON {
  type: string
  attrs?: Record<string, unknown>
}
export interface NodeJSON {
  type: string
  attrs?: Record<string, unknown>
  content?: NodeJSON[]
  text?: string
  marks?: MarkJSON[]
}
export interface DocJSON extends NodeJSON {
  type: 'doc'
  content: NodeJSON[]
}

/** The container node that groups a scene's blocks (keeps typing fast). */
export const SCENE_NODE = 'scene'
export const COMMAND_RESULT_NODE = 'commandResult'
export const HARD_BREAK_NODE = 'hardBreak'

const VARIANT_OF: Partial<Record<ElementKind, string>> = {
  centered: 'centered',
  'page-break': 'page-break',
  lyrics: 'lyrics',
  section: 'section',
  synopsis: 'synopsis',
}

export function elementToNode(el: ScriptElement): NodeJSON {
  const type = kindToEditorType(el.type)
  const attrs: Record<string, unknown> = {}
  const variant = VARIANT_OF[el.type]
  if (variant) attrs.variant = variant
  if (el.sceneNumber) attrs.sceneNumber = el.sceneNumber
  if (el.dual) attrs.dual = el.dual
  if (el.depth) attrs.depth = el.depth
  if (el.styleName) attrs.styleName = el.styleName
  if (el.paragraph) attrs.paragraph = { ...el.paragraph }
  if (el.omitted) attrs.omitted = true
  if (el.revision) attrs.revision = el.revision
  if (el.revisionRuns?.length) attrs.revisionRuns = el.revisionRuns.map((r) => ({ ...r }))
  if (el.lockedPages?.length) attrs.lockedPages = el.lockedPages.map((p) => ({ ...p }))
  const node: NodeJSON = { type }
  if (Object.keys(attrs).length) node.attrs = attrs
  const content = textToInline(el.text, el.styles ?? [])
  if (content.length) node.content = content
  return node
}

function textToInline(text: string, styles: readonly StyleSpan[]): NodeJSON[] {
  const out: NodeJSON[] = []
  if (!text) return out
  const cuts = new Set<number>([0, text.length])
  for (const s of styles) {
    cuts.add(s.start)
    cuts.add(s.end)
  }
  for (let i = 0; i < text.length; i++)
    if (text[i] === '\n') {
      cuts.add(i)
      cuts.add(i + 1)
    }
  const points = [...cuts].filter((p) => p >= 0 && p <= text.length).sort((a, b) => a - b)
  for (let i = 0; i < points.length - 1; i++) {
    const piece = text.slice(points[i], points[i + 1])
    if (!piece) continue
    if (piece === '\n') {
      out.push({ type: HARD_BREAK_NODE })
      continue
    }
    const marks = INLINE_STYLES.filter((st) => styles.some((s) => s.style === st && s.start <= points[i] && s.end >= points[i + 1])).map(
      (st) => ({ type: st }),
    )
    out.push(marks.length ? { type: 'text', text: piece, marks } : { type: 'text', text: piece })
  }
  return out
}

/** Groups elements into scene containers: each scene heading opens one; earlier blocks share a leading one. */
export function scriptToDoc(script: Pick<Script, 'elements' | 'format' | 'production'>): DocJSON {
  const scenes: NodeJSON[] = []
  let current: NodeJSON[] | null = null
  for (const el of script.elements) {
    const node = elementToNode(el)
    if (!current || node.type === 'sceneHeading') {
      current = []
      scenes.push({ type: SCENE_NODE, content: current })
    }
    current.push(node)
  }
  if (scenes.length === 0) scenes.push({ type: SCENE_NODE, content: [{ type: 'action' }] })
  const doc: DocJSON = { type: 'doc', content: scenes }
  // The page size and element styles travel with the document (the editor keeps them as its attrs).
  if (script.format || script.production) {
    doc.attrs = {}
    if (script.format) doc.attrs.format = script.format
    // Revision sets, the current set and whether numbers are locked travel the same way.
    if (script.production) doc.attrs.production = script.production
  }
  return doc
}

const EDITOR_TYPES = new Set<string>(['sceneHeading', 'action', 'character', 'dialogue', 'parenthetical', 'transition', 'shot', 'note'])

export function nodeToElement(node: NodeJSON): ScriptElement | null {
  if (!EDITOR_TYPES.has(node.type)) return null
  const attrs = node.attrs ?? {}
  const base = editorTypeToKind(node.type as EditorElementType)
  const variant = typeof attrs.variant === 'string' ? (attrs.variant as ElementKind) : null
  const kind: ElementKind = variant && kindToEditorType(variant) === node.type ? variant : base
  let text = ''
  const styles: StyleSpan[] = []
  for (const child of node.content ?? []) {
    if (child.type === HARD_BREAK_NODE) {
      text += '\n'
      continue
    }
    if (child.type !== 'text' || typeof child.text !== 'string') continue
    const start = text.length
    text += child.text
    for (const m of child.marks ?? []) {
      const style = m.type as InlineStyle
      if (!INLINE_STYLES.includes(style)) continue
      const prev = [...styles].reverse().find((s) => s.style === style)
      if (prev && prev.end === start) prev.end = text.length
      else styles.push({ start, end: text.length, style })
    }
  }
  // Text as typed: capitals of headings, cues and transitions are the element's style (on screen
  // and in print), not a rewrite of the text, so "McCLANE" stays "McCLANE". A force mark the
  // writer typed ("! INT. this is action") is not part of what prints.
  const mark = forceMarkLength(kind, text)
  const el: ScriptElement = { type: kind, text: text.slice(mark) }
  const kept = styles.map((s) => ({ ...s, start: Math.max(0, s.start - mark), end: s.end - mark })).filter((s) => s.end > s.start)
  if (kept.length) el.styles = kept.sort((a, b) => a.start - b.start || INLINE_STYLES.indexOf(a.style) - INLINE_STYLES.indexOf(b.style))
  if (kind === 'scene-heading' && typeof attrs.sceneNumber === 'string' && attrs.sceneNumber) el.sceneNumber = attrs.sceneNumber
  if ((attrs.dual === 'left' || attrs.dual === 'right') && ['character', 'dialogue', 'parenthetical', 'lyrics'].includes(kind)) el.dual = attrs.dual
  if (kind === 'section' && typeof attrs.depth === 'number') el.depth = attrs.depth
  if (typeof attrs.styleName === 'string' && attrs.styleName && attrs.styleName.length <= 64) el.styleName = attrs.styleName
  const paragraph = readParagraphOverride(attrs.paragraph)
  if (paragraph) el.paragraph = paragraph
  if (kind === 'scene-heading' && attrs.omitted === true) el.omitted = true
  if (isSetId(attrs.revision)) el.revision = attrs.revision
  const runs = readRevisionRuns(attrs.revisionRuns, text.length, mark)
  if (runs) el.revisionRuns = runs
  const locked = readLockedPages(attrs.lockedPages, mark)
  if (locked) el.lockedPages = locked
  return el
}

const isSetId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0 && x < 1e6

/** Stored revision runs, kept only where they are well-formed and within the text (counted after a force mark of `mark` characters). */
function readRevisionRuns(value: unknown, length: number, mark = 0): RevisionRun[] | undefined {
  if (!Array.isArray(value)) return undefined
  const out: RevisionRun[] = []
  for (const r of value.slice(0, 4096)) {
    if (!r || typeof r !== 'object') continue
    const { start, end, revision } = r as Record<string, unknown>
    if (typeof start !== 'number' || typeof end !== 'number' || !Number.isInteger(start) || !Number.isInteger(end)) continue
    if (start < 0 || end <= start || start >= length || !(revision === 0 || isSetId(revision))) continue
    if (Math.min(end, length) <= mark) continue
    out.push({ start: Math.max(0, start - mark), end: Math.min(end, length) - mark, revision: revision as number })
  }
  return out.length ? out : undefined
}

/** Stored locked page starts: a short label and an offset each. */
function readLockedPages(value: unknown, mark = 0): LockedPageStart[] | undefined {
  if (!Array.isArray(value)) return undefined
  const out: LockedPageStart[] = []
  for (const p of value.slice(0, 64)) {
    if (!p || typeof p !== 'object') continue
    const { label, offset } = p as Record<string, unknown>
    if (typeof label !== 'string' || !label.trim() || label.length > 16) continue
    out.push({ label: label.trim(), offset: typeof offset === 'number' && Number.isInteger(offset) && offset >= 0 ? Math.max(0, offset - mark) : 0 })
  }
  return out.length ? out : undefined
}

/** Flattens scene containers back into the element list. Unknown nodes (command results) are skipped. */
export function docToScript(doc: NodeJSON, titlePage: TitlePage = emptyTitlePage()): Script {
  const elements: ScriptElement[] = []
  const walk = (n: NodeJSON) => {
    const el = nodeToElement(n)
    if (el) elements.push(el)
    else if (n.type === 'doc' || n.type === SCENE_NODE) for (const c of n.content ?? []) walk(c)
  }
  walk(doc)
  const script: Script = { titlePage, elements }
  const format = readScriptFormat(doc.attrs?.format)
  if (format) script.format = format
  const production = readProduction(doc.attrs?.production)
  if (production) script.production = production
  return script
}

/**
 * Checks that a value has the shape of an editor document, so a corrupt save or a hostile
 * `.nws` never reaches the editor. Returns a reason when it does not.
 */
export function validateDocJSON(value: unknown): string | null {
  if (!value || typeof value !== 'object') return 'the document is not an object'
  const doc = value as NodeJSON
  if (doc.type !== 'doc') return 'the document has no "doc" root'
  if (!Array.isArray(doc.content)) return 'the document has no content list'
  for (const scene of doc.content) {
    if (!scene || typeof scene !== 'object' || scene.type !== SCENE_NODE || !Array.isArray(scene.content) || scene.content.length === 0)
      return 'a scene is malformed'
    for (const block of scene.content) {
      if (!block || typeof block !== 'object') return 'a block is malformed'
      if (!EDITOR_TYPES.has(block.type) && block.type !== COMMAND_RESULT_NODE) return `unknown block type "${String(block.type)}"`
      if (block.content !== undefined && !Array.isArray(block.content)) return 'a block has malformed content'
      for (const inline of block.content ?? []) {
        if (!inline || typeof inline !== 'object') return 'inline content is malformed'
        if (inline.type === 'text' && typeof inline.text !== 'string') return 'a text node has no text'
        if (inline.type !== 'text' && inline.type !== HARD_BREAK_NODE) return `unknown inline type "${String(inline.type)}"`
      }
    }
  }
  return null
}
