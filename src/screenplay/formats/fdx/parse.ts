/**
 * Final Draft `.fdx` → Script. Only `Content` and `TitlePage` carry script data;
 * every other section is optional and ignored. See mapping.ts for the type table.
 *
 * Text is kept as typed: Final Draft's element-level AllCaps is a display setting, so headings
 * stored as "int. house - day" stay that way (the editor shows caps). A run-level AllCaps style,
 * which we have no mark for, is applied to the run's text instead so the writer's choice shows.
 *
 * The file is read in one pass (read.ts); its paragraphs become elements once the paragraph
 * styles, which Final Draft writes after the Content, are known.
 */
import type { Production, Script, ScriptElement, ScriptFormat } from '../../model'
import { emptyTitlePage } from '../../model'
import { fdxTypeToKind } from './mapping'
import { PendingBreak, PendingParagraph, readFdxDocument, type FdxDocument, type PendingItem } from './read'
import { canonicalType, readParagraphOverride, styleFor } from './styles'
import { titlePageFromParagraphs } from './title-page'
import { paragraphRevisions, readFdxProduction, repairProduction } from './production'
import { XmlSyntaxError } from './xml'
import { decodeUtf8OrWindows1252, readDecoded } from '../text/decode'
import { keepWellFormedDual } from '../../elements/dual'

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
  return readDecoded(bytes, parseFdx, decodeUtf8OrWindows1252)
}

export function parseFdx(xml: string): Script {
  if (xml.length > MAX_FDX_BYTES) fail('the file is too large')
  let doc: FdxDocument
  try {
    doc = readFdxDocument(xml)
  } catch (e) {
    if (e instanceof XmlSyntaxError) {
      if (/^\s*(<!doctype\s+html|<html)/i.test(xml)) fail('this is an HTML page, not a Final Draft document')
      fail(`not valid XML (${e.message})`)
    }
    fail()
  }
  if (doc.root !== 'FinalDraft') {
    fail(doc.root.toLowerCase() === 'html' ? 'this is an HTML page, not a Final Draft document' : 'not a Final Draft document')
  }
  if (!doc.hasContent) fail('the document has no Content section')

  const format = doc.format.format()
  const production = readFdxProduction(doc)
  // A DualDialogue with one speech, an empty one or a third speaker keeps its speeches as single ones.
  const elements = keepWellFormedDual(resolve(doc.items, format, doc.format.newPageTypes, production))
  const script: Script = { titlePage: doc.titlePage ? titlePageFromParagraphs(doc.titlePage) : emptyTitlePage(), elements }
  if (format) script.format = format
  if (production) script.production = production
  const repairs = repairProduction(script, doc)
  if (repairs.length) script.notices = [...(script.notices ?? []), ...repairs]
  return script
}

/**
 * The elements, now that the paragraph styles are known. Done in place (each item gives at most
 * one element), so a paragraph's waiting form can go as soon as its element is made.
 */
function resolve(items: PendingItem[], format: ScriptFormat | undefined, newPageTypes: Set<string>, production: Production | undefined): ScriptElement[] {
  const out = items as (PendingItem | ScriptElement)[]
  const canonical = new Map<string, string>()
  let kept = 0
  for (let i = 0; i < items.length; i++) {
    const item = items[i]
    if (item instanceof PendingBreak) {
      if (!newPageTypes.has(item.type)) out[kept++] = { type: 'page-break', text: '' }
    } else if (item instanceof PendingParagraph) {
      const type = item.type ?? 'General'
      let fdType = canonical.get(type)
      if (fdType === undefined) canonical.set(type, (fdType = canonicalType(type)))
      out[kept++] = paragraphElement(item, format, fdType, production)
    } else out[kept++] = item
  }
  out.length = kept
  return out as ScriptElement[]
}

function paragraphElement(p: PendingParagraph, format: ScriptFormat | undefined, fdType: string, production: Production | undefined): ScriptElement {
  const style = styleFor(format, fdType)
  const { kind, depth, styleName } = fdxTypeToKind(p.type, p.alignment ?? style?.alignment, fdType)
  const el: ScriptElement = { type: kind, text: p.text }
  if (p.styles) el.styles = p.styles
  if (depth !== undefined) el.depth = depth
  if (styleName) el.styleName = styleName
  const override = p.layout && readParagraphOverride(p.layout, style)
  if (override) el.paragraph = override
  if (kind === 'scene-heading' && p.number?.trim()) {
    el.sceneNumber = p.number.trim()
    // A numbered scene that was cut keeps its place as "OMITTED".
    if (p.text.trim().toUpperCase() === 'OMITTED') el.omitted = true
  }
  if (p.dual) el.dual = p.dual
  if (p.revisions) Object.assign(el, paragraphRevisions(p.revisions, p.text.length, production))
  return el
}
