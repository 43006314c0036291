import { scriptToDoc, validateDocJSON, type DocJSON, type NodeJSON } from '../../screenplay/document'
import { EDITOR_ELEMENT_TYPES, editorTypeToKind, type EditorElementType, type ScriptElement } from '../../screenplay/model'

/** One paragraph of a script as the compare view shows it: its element type and its text. */
export interface Paragraph {
  type: EditorElementType
  text: string
}

const EDITOR_TYPES: readonly EditorElementType[] = EDITOR_ELEMENT_TYPES

function nodeText(node: NodeJSON): string {
  let t = ''
  for (const c of node.content ?? []) {
    if (c.type === 'text' && typeof c.text === 'string') t += c.text
    else if (c.type === 'hardBreak') t += '\n'
  }
  return t
}

/** Shown in capitals by the editor: the script they stand for is in capitals, so a change of case alone is no change. */
const CAPITALISED = new Set<EditorElementType>(['sceneHeading', 'character', 'transition'])

/** The paragraphs of an editor document, in order; scene containers and AI result cards add none. */
function docParagraphs(doc: DocJSON): Paragraph[] {
  const out: Paragraph[] = []
  for (const scene of doc.content) {
    for (const block of scene.content ?? []) {
      if (!(EDITOR_TYPES as readonly string[]).includes(block.type)) continue
      const type = block.type as EditorElementType
      const text = nodeText(block)
      out.push({ type, text: CAPITALISED.has(type) ? text.toUpperCase() : text })
    }
  }
  return out
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" }

function decodeEntities(s: string): string {
  return s.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** 'scene-heading' or 'sceneHeading' → the editor type; anything else is action. */
function typeFromAttr(attrs: string): EditorElementType {
  const m = /data-type\s*=\s*["']([^"']+)["']/i.exec(attrs) ?? /class\s*=\s*["']([^"']+)["']/i.exec(attrs)
  if (!m) return 'action'
  for (const word of m[1].split(/\s+/)) {
    const camel = word.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase())
    if ((EDITOR_TYPES as readonly string[]).includes(camel)) return camel as EditorElementType
  }
  return 'action'
}

/**
 * Revisions saved by earlier versions hold the script as HTML (one <p> per element) or as plain
 * text. Their paragraphs are read without a DOM: tags stripped, entities decoded.
 */
function textParagraphs(source: string): Paragraph[] {
  const out: Paragraph[] = []
  if (/<p[\s>]/i.test(source)) {
    const re = /<p(\s[^>]*)?>([\s\S]*?)<\/p>/gi
    for (let m = re.exec(source); m; m = re.exec(source)) {
      const inner = m[2].replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, '')
      out.push({ type: typeFromAttr(m[1] ?? ''), text: decodeEntities(inner) })
    }
    return out
  }
  for (const line of source.split(/\r?\n/)) if (line.trim()) out.push({ type: 'action', text: line })
  return out
}

/** The paragraphs of a revision's content: an editor document, or text/HTML from older files. */
export function paragraphsOf(content: unknown): Paragraph[] {
  if (typeof content === 'string') return textParagraphs(content)
  if (validateDocJSON(content) === null) return docParagraphs(content as DocJSON)
  return []
}

/**
 * A revision's content as an editor document the script can be replaced with. Older text/HTML
 * revisions become one block per paragraph; content that is neither gives null.
 */
export function revisionDocument(content: unknown): DocJSON | null {
  if (validateDocJSON(content) === null) return content as DocJSON
  if (typeof content !== 'string') return null
  const elements: ScriptElement[] = textParagraphs(content).map((p) => ({ type: editorTypeToKind(p.type), text: p.text }))
  return scriptToDoc({ elements })
}

