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
 * Each <br> a line break, every other tag removed. Read left to right once: a '<' with no '>'
 * after it is text, and so is everything after it (no later tag can close either).
 */
function stripTags(html: string): string {
  const inner = html.replace(/<br\s*\/?>/gi, '\n')
  let out = ''
  let at = 0
  while (at < inner.length) {
    const open = inner.indexOf('<', at)
    if (open < 0) break
    const close = inner.indexOf('>', open + 1)
    if (close < 0) break
    out += inner.slice(at, open)
    at = close + 1
  }
  return out + inner.slice(at)
}

/**
 * Revisions saved by earlier versions hold the script as HTML (one <p> per element) or as plain
 * text. Their paragraphs are read without a DOM: tags stripped, entities decoded. The HTML is
 * read in one pass, each search starting where the last ended, so a long or broken revision (a
 * <p> never closed) costs time in proportion to its length and Compare never freezes the page.
 */
function htmlParagraphs(source: string): Paragraph[] {
  const out: Paragraph[] = []
  const opening = /<p[\s>]/gi
  const closing = /<\/p>/gi
  for (let m = opening.exec(source); m; m = opening.exec(source)) {
    const tagEnd = source.indexOf('>', m.index + 2)
    // With no '>' or no '</p>' after this paragraph, none after it can be whole either.
    if (tagEnd < 0) break
    closing.lastIndex = tagEnd + 1
    const end = closing.exec(source)
    if (!end) break
    out.push({ type: typeFromAttr(source.slice(m.index + 2, tagEnd)), text: decodeEntities(stripTags(source.slice(tagEnd + 1, end.index))) })
    opening.lastIndex = end.index + end[0].length
  }
  return out
}

function textParagraphs(source: string): Paragraph[] {
  if (/<p[\s>]/i.test(source)) return htmlParagraphs(source)
  const out: Paragraph[] = []
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

