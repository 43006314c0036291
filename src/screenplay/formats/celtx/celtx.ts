/**
 * Celtx `.celtx` (desktop Celtx 2.x): a zip holding script-*.html (one <p class>
 * per paragraph), project.rdf (Celtx's own project index) and project.xml
 * (title, author, script). Error texts are the exact ones users see.
 *
 * Classes: sceneheading, action, character, dialog, parenthetical, transition, shot, act
 * (→ section depth 1); no class → action; text-align:center → centered. Kinds Celtx has no class
 * for are written with our own classes (Celtx shows them as plain paragraphs): lyrics, note,
 * synopsis, section (with a depth attribute), pagebreak. Notes written by Celtx as
 * <span text="…"> are read too. Text case is kept as typed (Celtx stores "ext. house - night"
 * and upper-cases on screen). Empty paragraphs (Celtx ends every script with one) are dropped.
 */
import { strToU8, zipSync } from 'fflate'
import type { Script, ScriptElement, TitlePage } from '../../model'
import { emptyTitlePage, STYLE_BIT, StyledText } from '../../model'
import { safeRuns } from '../fdx/runs'
import { escapeXml, scanXml, type XmlHandler } from '../fdx/xml'
import { listZip, readZipEntry, UnzipBudget, ZipError, type ZipEntry } from '../fadein/zip'
import { escapeHtml, forEachHtmlToken } from './html'
import { decodeUtf8OrWindows1252, withNotices } from '../text/decode'

export const CELTX_ERRORS = {
  noScript: 'No script files found in Celtx file',
  empty: 'Script file appears to be empty',
  html: 'Failed to parse HTML content from Celtx file',
  generic: 'Failed to parse Celtx file',
} as const

const SCRIPT_FILE = 'script-nw1.html'

export function parseCeltx(bytes: Uint8Array): Script {
  try {
    const entries = listZip(bytes)
    const scripts = entries.filter((e) => /(^|\/)script[^/]*\.html?$/i.test(e.name))
    if (!scripts.length) throw new Error(CELTX_ERRORS.noScript)
    const budget = new UnzipBudget()
    const decode = (e: ZipEntry) => decodeUtf8OrWindows1252(readZipEntry(bytes, e, budget))
    const project = readProject(entries, (e) => decode(e).text)
    const chosen = scripts.find((e) => project.scriptFile && e.name.endsWith(project.scriptFile)) ?? scripts[0]
    const { text: html, notices } = decode(chosen)
    if (!html.replace(/^\uFEFF/, '').trim()) throw new Error(CELTX_ERRORS.empty)
    const { elements, meta, htmlTitle } = parseScriptHtml(html)
    return withNotices({ elements, titlePage: buildTitlePage(project, meta, htmlTitle) }, notices)
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    if ((Object.values(CELTX_ERRORS) as string[]).includes(message)) throw e
    throw new Error(`${CELTX_ERRORS.generic}: ${e instanceof ZipError ? message : message || 'unknown error'}`)
  }
}

// ---- project files ------------------------------------------------------------------------

interface ProjectInfo {
  scriptFile?: string
  fields: Partial<Record<keyof Omit<TitlePage, 'extra'>, string>>
  copyright?: string
}

function readProject(entries: ZipEntry[], read: (e: ZipEntry) => string): ProjectInfo {
  const info: ProjectInfo = { fields: {} }
  const rdf = entries.find((e) => /(^|\/)project\.rdf$/i.test(e.name))
  const fromRdf = rdf && readProjectRdf(read(rdf))
  if (fromRdf?.title) info.fields.title = fromRdf.title
  if (fromRdf?.scriptFile) info.scriptFile = fromRdf.scriptFile
  // project.xml: written by us and by the earlier product; it wins over the RDF.
  const xml = entries.find((e) => /(^|\/)project\.xml$/i.test(e.name))
  const fromXml = xml && readProjectXml(read(xml))
  if (fromXml) {
    Object.assign(info.fields, fromXml.fields)
    if (fromXml.copyright !== undefined) info.copyright = fromXml.copyright
    if (fromXml.scriptFile) info.scriptFile = fromXml.scriptFile
  }
  return info
}

/**
 * Celtx's project index: the project's title, and the file of its script document. Read as the
 * XML streams by, keeping nothing of the elements it does not need; undefined when the file is not
 * well-formed (the index is optional: the script alone is enough).
 */
function readProjectRdf(xml: string): { title?: string; scriptFile?: string } | undefined {
  const out: { title?: string; scriptFile?: string } = {}
  let depth = 0
  /** The root's child being read, when it is a document: its file, and whether it is a script. */
  let doc: { file: string | undefined; isScript: boolean } | null = null
  const ok = scanQuietly(xml, {
    open(name, attrs) {
      depth++
      if (depth === 2) {
        if (name === 'cx:Project' && attrs['dc:title']) out.title = attrs['dc:title']
        doc = name === 'cx:Document' ? { file: attrs['cx:localFile'], isScript: false } : null
      } else if (depth === 3 && doc && name === 'cx:doctype' && /ScriptDocument$/.test(attrs['RDF:resource'] ?? '')) doc.isScript = true
    },
    close() {
      if (depth === 2 && doc?.isScript && doc.file) out.scriptFile = doc.file
      depth--
    },
    text() {},
  })
  return ok ? out : undefined
}

const PROJECT_FIELDS = new Set(['title', 'credit', 'author', 'source', 'draft', 'contact'])

/** project.xml: title page fields, copyright and script file, each the text of the root's child of that name. */
function readProjectXml(xml: string): ProjectInfo | undefined {
  const out: ProjectInfo = { fields: {} }
  let depth = 0
  /** The root's child being read, when its text is wanted: its name and its text so far. */
  let field: { name: string; text: string[] } | null = null
  const ok = scanQuietly(xml, {
    open(name) {
      depth++
      if (depth === 2) field = PROJECT_FIELDS.has(name) || name === 'copyright' || name === 'script' ? { name, text: [] } : null
    },
    close() {
      if (depth === 2 && field) {
        const v = field.text.join('')
        if (PROJECT_FIELDS.has(field.name)) out.fields[field.name as keyof ProjectInfo['fields']] = v
        else if (field.name === 'copyright') out.copyright = v
        else if (v.trim()) out.scriptFile = v.trim()
        field = null
      }
      depth--
    },
    text(text) {
      if (field) field.text.push(text)
    },
  })
  return ok ? out : undefined
}

/** Reads `xml` with `handler`; false when it is not well-formed. */
function scanQuietly(xml: string, handler: XmlHandler): boolean {
  try {
    scanXml(xml, handler)
    return true
  } catch {
    return false
  }
}

function buildTitlePage(project: ProjectInfo, meta: Record<string, string>, htmlTitle: string): TitlePage {
  const tp = emptyTitlePage()
  const m = (k: string) => meta[k.toLowerCase()] ?? ''
  tp.title = project.fields.title ?? (htmlTitle && htmlTitle !== 'Screenplay' ? htmlTitle : '')
  tp.credit = project.fields.credit ?? m('CX.byline')
  tp.author = project.fields.author ?? m('Author')
  tp.source = project.fields.source ?? m('DC.source')
  tp.draft = project.fields.draft ?? m('CX.draft')
  tp.contact = project.fields.contact ?? m('CX.contact')
  const copyright = project.copyright ?? m('DC.rights')
  if (copyright) tp.extra = [{ key: 'Copyright', value: copyright }]
  return tp
}

// ---- script HTML --------------------------------------------------------------------------

const CLASS_TO_KIND: Record<string, ScriptElement['type']> = {
  sceneheading: 'scene-heading',
  action: 'action',
  character: 'character',
  dialog: 'dialogue',
  dialogue: 'dialogue',
  parenthetical: 'parenthetical',
  transition: 'transition',
  shot: 'shot',
  act: 'section',
  section: 'section',
  lyrics: 'lyrics',
  note: 'note',
  synopsis: 'synopsis',
  pagebreak: 'page-break',
}

/**
 * A paragraph being read, its HTML whitespace already collapsed: no space at the start, none
 * doubled, none before a line break. Its text and style spans are gathered as they are read, so
 * a paragraph of a million tiny styled runs costs its characters and its spans only.
 */
interface OpenP {
  attrs: Record<string, string>
  text: StyledText
  notes: string[]
}

/** Appends text (no '\n', spaces already collapsed) or a line break to a paragraph. */
function appendText(p: OpenP, text: string, bits: number) {
  const lastChar = p.text.lastChar()
  if (text === '\n') {
    if (lastChar === ' ') p.text.truncate(p.text.length - 1)
  } else if (text[0] === ' ' && (lastChar === '' || lastChar === ' ' || lastChar === '\n')) text = text.slice(1)
  p.text.add(text, bits)
}

/**
 * The open inline elements (b, i, span…) with the style bits in force inside each, counting the
 * ones around it. A closing tag closes the innermost open element of its name and everything
 * opened inside it, as browsers do; `byName` finds that element without scanning the stack, so
 * reading stays linear however deep the nesting.
 */
class InlineStack {
  private names: string[] = []
  private bits: number[] = []
  private byName = new Map<string, number[]>()
  get current(): number {
    return this.bits.length ? this.bits[this.bits.length - 1] : 0
  }
  open(name: string, bits: number) {
    this.names.push(name)
    this.bits.push(this.current | bits)
    let at = this.byName.get(name)
    if (!at) this.byName.set(name, (at = []))
    at.push(this.names.length - 1)
  }
  close(name: string) {
    const at = this.byName.get(name)
    if (!at?.length) return
    const depth = at[at.length - 1]
    while (this.names.length > depth) {
      this.byName.get(this.names.pop()!)!.pop()
      this.bits.pop()
    }
  }
  clear() {
    this.names.length = 0
    this.bits.length = 0
    this.byName.clear()
  }
}

export function parseScriptHtml(html: string): { elements: ScriptElement[]; meta: Record<string, string>; htmlTitle: string } {
  // eslint-disable-next-line no-control-regex
  if (/\u0000/.test(html)) throw new Error(CELTX_ERRORS.html)

  const meta: Record<string, string> = {}
  let htmlTitle = ''
  let sawDocument = false
  const elements: ScriptElement[] = []
  let p: OpenP | undefined
  // Paragraphs are read one after another, so one StyledText serves them all.
  const text = new StyledText()
  const stack = new InlineStack()
  let inTitle = false

  const append = (text: string, bits: number) => {
    if (p && text) appendText(p, text, bits)
  }
  const close = () => {
    if (!p) return
    for (const el of finishParagraph(p, (meta['cx.scenenumbering'] ?? 'none').toLowerCase() !== 'none')) elements.push(el)
    p = undefined
    stack.clear()
  }

  forEachHtmlToken(html, (t) => {
    if (t.kind === 'text') {
      if (inTitle) htmlTitle += t.text
      else append(t.text.replace(/[ \t\r\n\f]+/g, ' '), stack.current)
      return
    }
    if (t.kind === 'end') {
      if (t.name === 'title') inTitle = false
      else if (t.name === 'p' || t.name === 'body') close()
      else stack.close(t.name)
      return
    }
    if (t.name === 'p' || t.name === 'body' || t.name === 'html') sawDocument = true
    switch (t.name) {
      case 'meta':
        if (t.attrs.name) meta[t.attrs.name.toLowerCase()] = t.attrs.content ?? ''
        break
      case 'title':
        inTitle = !t.selfClosing
        break
      case 'p':
      case 'div':
        close()
        p = { attrs: t.attrs, text, notes: [] }
        break
      case 'br':
        append('\n', stack.current)
        break
      default: {
        if (t.selfClosing) break
        let bits = 0
        if (t.name === 'b' || t.name === 'strong') bits |= STYLE_BIT.bold
        if (t.name === 'i' || t.name === 'em') bits |= STYLE_BIT.italic
        if (t.name === 'u') bits |= STYLE_BIT.underline
        if (t.name === 's' || t.name === 'strike' || t.name === 'del') bits |= STYLE_BIT.strike
        bits |= cssStyleBits(t.attrs.style ?? '')
        if (t.name === 'span' && t.attrs.text !== undefined && p) p.notes.push(t.attrs.text)
        stack.open(t.name, bits)
      }
    }
  })
  if (!sawDocument) throw new Error(CELTX_ERRORS.html)
  close()
  return { elements, meta, htmlTitle: htmlTitle.replace(/\s+/g, ' ').trim() }
}

function cssStyleBits(css: string): number {
  let bits = 0
  for (const decl of css.split(';')) {
    const [prop, ...rest] = decl.split(':')
    const name = (prop ?? '').trim().toLowerCase()
    const value = rest.join(':').trim().toLowerCase()
    if (name === 'font-weight' && (value === 'bold' || value === 'bolder' || Number(value) >= 600)) bits |= STYLE_BIT.bold
    if (name === 'font-style' && (value === 'italic' || value === 'oblique')) bits |= STYLE_BIT.italic
    if (name === 'text-decoration' || name === 'text-decoration-line') {
      if (value.includes('underline')) bits |= STYLE_BIT.underline
      if (value.includes('line-through')) bits |= STYLE_BIT.strike
    }
  }
  return bits
}

function finishParagraph(p: OpenP, numbered: boolean): ScriptElement[] {
  // No trailing spaces or line breaks.
  for (let last = p.text.lastChar(); last === ' ' || last === '\n'; last = p.text.lastChar()) p.text.truncate(p.text.length - 1)
  const { text, styles } = p.text.finish()
  const cls = (p.attrs.class ?? '').trim().toLowerCase().split(/\s+/)[0] ?? ''
  // Own keys only: a class named like an object property ("constructor") is no element type.
  let kind = (Object.hasOwn(CLASS_TO_KIND, cls) ? CLASS_TO_KIND[cls] : undefined) ?? 'action'
  if (kind === 'action' && /text-align\s*:\s*center/i.test(p.attrs.style ?? '')) kind = 'centered'
  const out: ScriptElement[] = []
  if (kind === 'page-break') out.push({ type: 'page-break', text: '' })
  else if (text) {
    const el: ScriptElement = { type: kind, text }
    if (styles) el.styles = styles
    if (kind === 'section') el.depth = Math.max(1, Number(p.attrs.depth) || 1)
    // Celtx numbers every scene; the numbers are the writer's only when numbering is shown.
    if (kind === 'scene-heading' && numbered && p.attrs.scenestr?.trim()) el.sceneNumber = p.attrs.scenestr.trim()
    out.push(el)
  }
  for (const n of p.notes) out.push({ type: 'note', text: n })
  return out
}

// ---- writing ------------------------------------------------------------------------------

const KIND_TO_CLASS: Partial<Record<ScriptElement['type'], string>> = {
  'scene-heading': 'sceneheading',
  action: 'action',
  centered: 'action',
  character: 'character',
  dialogue: 'dialog',
  parenthetical: 'parenthetical',
  transition: 'transition',
  shot: 'shot',
  lyrics: 'lyrics',
  note: 'note',
  synopsis: 'synopsis',
  'page-break': 'pagebreak',
}

export function writeCeltx(script: Script): Uint8Array {
  const mtime = new Date(2020, 0, 1)
  return zipSync({
    'project.rdf': [strToU8(projectRdf(script.titlePage)), { mtime }],
    'project.xml': [strToU8(projectXml(script.titlePage)), { mtime }],
    [SCRIPT_FILE]: [strToU8(scriptHtml(script)), { mtime }],
  })
}

function scriptHtml(script: Script): string {
  const tp = script.titlePage
  const copyright = tp.extra?.find((e) => e.key.toLowerCase() === 'copyright')?.value ?? ''
  const metaTag = (name: string, content: string) => `  <meta content="${escapeHtml(content).replace(/\n/g, '&#10;')}" name="${name}">`
  const numbered = script.elements.some((e) => e.type === 'scene-heading' && e.sceneNumber)
  let scene = 0
  const body = script.elements.map((el) => {
    let cls = KIND_TO_CLASS[el.type] ?? 'action'
    const attrs: string[] = []
    if (el.type === 'section') {
      cls = (el.depth ?? 1) <= 1 ? 'act' : 'section'
      if ((el.depth ?? 1) > 1) attrs.push(`depth="${el.depth}"`)
    }
    if (el.type === 'scene-heading') {
      scene++
      if (el.sceneNumber) attrs.push(`scenestr="${escapeHtml(el.sceneNumber)}" scenenumber="${scene}"`)
    }
    if (el.type === 'centered') attrs.push('style="text-align: center;"')
    attrs.push(`class="${cls}"`)
    return `<p ${attrs.join(' ')}>${renderInline(el)}</p>`
  })
  return [
    '<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01//EN" "http://www.w3.org/TR/html4/strict.dtd">',
    '<html>',
    '<head>',
    '  <title>Screenplay</title>',
    '  <meta http-equiv="Content-Type" content="text/html; charset=UTF-8">',
    `  <meta content="${numbered ? 'both' : 'none'}" name="CX.sceneNumbering">`,
    '  <link href="chrome://celtx/content/style/film/USLetter/Normal.css" type="text/css" rel="stylesheet">',
    metaTag('Author', tp.author),
    metaTag('DC.source', tp.source),
    metaTag('DC.rights', copyright),
    metaTag('CX.contact', tp.contact),
    metaTag('CX.byline', tp.credit),
    metaTag('CX.draft', tp.draft),
    '</head>',
    '<body>',
    ...body,
    '</body>',
    '</html>',
    '',
  ].join('\n')
}

function renderInline(el: Pick<ScriptElement, 'text' | 'styles'>): string {
  return safeRuns(el)
    .map((r) => {
      const text = escapeHtml(r.text).replace(/\n/g, '<br>\n')
      if (!r.styles.length) return text
      const css: string[] = []
      if (r.styles.includes('bold')) css.push('font-weight: bold;')
      if (r.styles.includes('italic')) css.push('font-style: italic;')
      const deco = [r.styles.includes('underline') && 'underline', r.styles.includes('strike') && 'line-through'].filter(Boolean)
      if (deco.length) css.push(`text-decoration: ${deco.join(' ')};`)
      return `<span style="${css.join(' ')}">${text}</span>`
    })
    .join('')
}

function projectXml(tp: TitlePage): string {
  const copyright = tp.extra?.find((e) => e.key.toLowerCase() === 'copyright')?.value
  const f = (name: string, v: string) => `  <${name}>${escapeXml(v)}</${name}>`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<project>',
    f('title', tp.title),
    f('credit', tp.credit),
    f('author', tp.author),
    f('source', tp.source),
    f('draft', tp.draft),
    f('contact', tp.contact),
    ...(copyright !== undefined ? [f('copyright', copyright)] : []),
    f('script', SCRIPT_FILE),
    '</project>',
    '',
  ].join('\n')
}

/** The smallest project index Celtx 2.x needs to list the script document. */
function projectRdf(tp: TitlePage): string {
  return [
    '<?xml version="1.0"?>',
    '<RDF:RDF xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:cx="http://celtx.com/NS/v1/" xmlns:RDF="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    `  <cx:Project RDF:about="http://celtx.com/project/nightwriter" cx:fileVersion="1.4" dc:title="${escapeXml(tp.title).replace(/\n/g, '&#10;')}">`,
    '    <cx:components RDF:resource="rdf:#$components"/>',
    '  </cx:Project>',
    '  <RDF:Seq RDF:about="rdf:#$components">',
    '    <RDF:li RDF:resource="http://celtx.com/res/nightwriter-script"/>',
    '  </RDF:Seq>',
    `  <cx:Document RDF:about="http://celtx.com/res/nightwriter-script" dc:title="Screenplay" cx:localFile="${SCRIPT_FILE}">`,
    '    <cx:doctype RDF:resource="http://celtx.com/NS/v1/ScriptDocument"/>',
    '  </cx:Document>',
    '</RDF:RDF>',
    '',
  ].join('\n')
}
