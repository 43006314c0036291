/**
 * Final Draft `.fdx` → Script. Only `Content` and `TitlePage` carry script data;
 * every other section is optional and ignored. See mapping.ts for the type table.
 *
 * Text is kept as typed: Final Draft's element-level AllCaps is a display setting, so headings
 * stored as "int. house - day" stay that way (the editor shows caps). A run-level AllCaps style,
 * which we have no mark for, is applied to the run's text instead so the writer's choice shows.
 */
import type { InlineStyle, Script, ScriptElement, TextRun } from '../../model'
import { emptyTitlePage, fromRuns } from '../../model'
import { fdxTypeToKind } from './mapping'
import { canonicalType, readFormat, readParagraphOverride, styleFor } from './styles'
import { titlePageFromParagraphs, type TitleAlign } from './title-page'
import { childElements, firstChild, parseXml, XmlSyntaxError, type XmlElement } from './xml'

export const FDX_ERROR = 'Failed to parse FDX file'
/** Larger files are refused before parsing (a feature film is well under 1 MB). */
export const MAX_FDX_BYTES = 50 * 1024 * 1024

function fail(reason?: string): never {
  throw new Error(reason ? `${FDX_ERROR}: ${reason}` : FDX_ERROR)
}

/** Decodes file bytes and parses them; rejects binary and oversized input with a clear reason. */
export function parseFdxBytes(bytes: Uint8Array): Script {
  if (bytes.length > MAX_FDX_BYTES) fail('the file is too large')
  if (bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04)
    fail('this is a zip archive, not a Final Draft document')
  if (bytes.length >= 5 && bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46)
    fail('this is a PDF, not a Final Draft document')
  return parseFdx(new TextDecoder('utf-8').decode(bytes))
}

export function parseFdx(xml: string): Script {
  if (xml.length > MAX_FDX_BYTES) fail('the file is too large')
  let root: XmlElement
  try {
    root = parseXml(xml)
  } catch (e) {
    if (e instanceof XmlSyntaxError) {
      if (/^\s*(<!doctype\s+html|<html)/i.test(xml)) fail('this is an HTML page, not a Final Draft document')
      fail(`not valid XML (${e.message})`)
    }
    fail()
  }
  if (root.name !== 'FinalDraft') {
    fail(root.name.toLowerCase() === 'html' ? 'this is an HTML page, not a Final Draft document' : 'not a Final Draft document')
  }
  const content = firstChild(root, 'Content')
  if (!content) fail('the document has no Content section')

  const format = readFormat(root)
  const ctx: Ctx = { out: [], newPageTypes: typesStartingNewPage(root), format }
  for (const p of childElements(content, 'Paragraph')) readParagraph(p, ctx)
  const script: Script = { titlePage: readTitlePage(root), elements: ctx.out }
  if (format) script.format = format
  return script
}

interface Ctx {
  out: ScriptElement[]
  /** Lower-case types whose ElementSettings already start a new page (New Act in TV templates). */
  newPageTypes: Set<string>
  format: Script['format']
}

function typesStartingNewPage(root: XmlElement): Set<string> {
  const set = new Set<string>()
  for (const es of childElements(root, 'ElementSettings')) {
    const spec = firstChild(es, 'ParagraphSpec')
    if (spec && isYes(spec.attrs.StartsNewPage) && es.attrs.Type) set.add(es.attrs.Type.toLowerCase())
  }
  return set
}

function isYes(v: string | undefined): boolean {
  return (v ?? '').toLowerCase() === 'yes'
}

function readParagraph(p: XmlElement, ctx: Ctx, dual?: { column: 'left' | 'right'; characters: number }): void {
  const type = p.attrs.Type
  const fdType = canonicalType(type ?? 'General')
  const style = styleFor(ctx.format, fdType)
  const { kind, depth, styleName } = fdxTypeToKind(type, p.attrs.Alignment ?? style?.alignment, fdType)
  const runs = readRuns(p)
  const { text, styles } = fromRuns(runs)

  // A paragraph-level StartsNewPage is a forced page break, unless the element type always
  // starts a page anyway (then it says nothing the settings do not).
  if (isYes(p.attrs.StartsNewPage) && !ctx.newPageTypes.has((type ?? 'General').toLowerCase())) {
    ctx.out.push({ type: 'page-break', text: '' })
  }

  const dd = firstChild(p, 'DualDialogue')
  if (dd) {
    const state = { column: 'left' as 'left' | 'right', characters: 0 }
    for (const inner of childElements(dd, 'Paragraph')) readParagraph(inner, ctx, state)
  }

  // An empty untyped/General paragraph is layout filler (FD ends files with one; it wraps dual
  // dialogue): keep only what hangs off it.
  const isFiller = !text && (!type || type.trim().toLowerCase() === 'general')
  if (!isFiller) {
    const el: ScriptElement = { type: kind, text }
    if (styles) el.styles = styles
    if (depth !== undefined) el.depth = depth
    if (styleName) el.styleName = styleName
    const override = readParagraphOverride(p, style)
    if (override) el.paragraph = override
    if (kind === 'scene-heading' && p.attrs.Number?.trim()) el.sceneNumber = p.attrs.Number.trim()
    if (dual && (kind === 'character' || kind === 'parenthetical' || kind === 'dialogue' || kind === 'lyrics')) {
      if (kind === 'character') {
        dual.characters++
        if (dual.characters >= 2) dual.column = 'right'
      }
      el.dual = dual.column
    }
    ctx.out.push(el)
  }

  // Scene synopsis (SceneProperties/Summary), then the notes anchored in this paragraph.
  for (const sp of childElements(p, 'SceneProperties')) {
    for (const summary of childElements(sp, 'Summary')) {
      for (const sp2 of childElements(summary, 'Paragraph')) ctx.out.push({ type: 'synopsis', ...fromRuns(readRuns(sp2)) })
    }
  }
  const notes = [...childElements(p, 'ScriptNote')]
  for (const group of childElements(p, 'ScriptNotes')) notes.push(...childElements(group, 'ScriptNote'))
  for (const n of notes) ctx.out.push({ type: 'note', ...joinParagraphs(childElements(n, 'Paragraph')) })
}

/** Joins several paragraphs (of a note) into one text with '\n', keeping style spans. */
function joinParagraphs(paras: XmlElement[]): Pick<ScriptElement, 'text' | 'styles'> {
  const runs: TextRun[] = []
  paras.forEach((p, i) => {
    if (i > 0) runs.push({ text: '\n', styles: [] })
    runs.push(...readRuns(p))
  })
  return fromRuns(runs)
}

export function readRuns(p: XmlElement): TextRun[] {
  const runs: TextRun[] = []
  for (const t of childElements(p, 'Text')) {
    let text = ''
    for (const c of t.children) if (typeof c === 'string') text += c
    // U+2028/2029 appear in some FD files as in-paragraph line breaks.
    text = text.replace(/\r\n?/g, '\n').replace(/[\u2028\u2029]/g, '\n')
    const { styles, allCaps } = parseStyle(t.attrs.Style)
    runs.push({ text: allCaps ? text.toUpperCase() : text, styles })
  }
  return runs
}

export function parseStyle(style: string | undefined): { styles: InlineStyle[]; allCaps: boolean } {
  const styles: InlineStyle[] = []
  let allCaps = false
  for (const token of (style ?? '').split('+')) {
    switch (token.trim().toLowerCase()) {
      case 'bold':
        styles.push('bold')
        break
      case 'italic':
        styles.push('italic')
        break
      case 'underline':
        styles.push('underline')
        break
      case 'strikeout':
      case 'strikethrough':
        styles.push('strike')
        break
      case 'allcaps':
        allCaps = true
        break
    }
  }
  return { styles, allCaps }
}

function readTitlePage(root: XmlElement) {
  const tp = firstChild(root, 'TitlePage')
  const content = tp && firstChild(tp, 'Content')
  if (!content) return emptyTitlePage()
  const paras = childElements(content, 'Paragraph').map((p) => {
    const a = (p.attrs.Alignment ?? '').toLowerCase()
    const align: TitleAlign = a === 'center' ? 'center' : a === 'right' ? 'right' : 'left'
    return { text: fromRuns(readRuns(p)).text, align }
  })
  return titlePageFromParagraphs(paras)
}
