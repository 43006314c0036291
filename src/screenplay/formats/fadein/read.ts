/**
 * Reading Open Screenplay Format (the document.xml inside a .fadein) into a Script, in one pass
 * over the XML: each paragraph is kept as its style, its few attributes, its text and its spans
 * as soon as it closes, with no tree of the whole file (a tree took 11 to 14 times the file's
 * size).
 *
 * Element type = the para's style, resolved through `basestylename`/`basestyle` to a built-in
 * Fade In style. Kinds Fade In has no built-in style for use named custom styles we define in
 * <styles>: "Lyrics" (based on Dialogue) and "Section 1".."Section 6" (based on Normal Text).
 * Notes and synopses are `note`/`synopsis` attributes of the para before them (an empty
 * Normal Text para carries them when that para already has one); a page break is
 * `pagebreakbefore="1"` on the next para's style; dual dialogue is `dualdialogue="1"` on the
 * left-hand cue (OSF v40). Parentheticals are stored without their parentheses, as Fade In does.
 *
 * Only the first <styles>, <paragraphs> and <titlepage> of the document count, and in a para
 * only its first <style> and the text directly inside its <text> elements.
 */
import type { Script, ScriptElement, StyleSpan, TitlePage } from '../../model'
import { emptyTitlePage, STYLE_BIT, StyledText } from '../../model'
import { runText } from '../fdx/runs'
import { titleAlign, titlePageFromParagraphs } from '../fdx/title-page'
import { scanXml } from '../fdx/xml'
import { keepWellFormedDual } from '../../elements/dual'

/** The root element is not <document>: not an Open Screenplay Format file. */
export class NotOsfError extends Error {}

const BUILTIN = ['Normal Text', 'Scene Heading', 'Action', 'Character', 'Parenthetical', 'Dialogue', 'Transition', 'Shot'] as const

interface StyleDef {
  base?: string
  align?: string
}

/** A para as read: what the mapping needs of it, and nothing of its XML. */
interface Para {
  /** The attributes of its first <style>, or none. */
  style: Record<string, string> | undefined
  number?: string
  note?: string
  synopsis?: string
  bookmark?: string
  text: string
  spans?: StyleSpan[]
}

/** Where the reader is, as the XML's elements open and close. */
const enum In {
  Other,
  Styles,
  Paragraphs,
  TitlePage,
  Para,
  Run,
}

export function readOsf(xml: string): Script {
  const styles = new Map<string, StyleDef>()
  const body: Para[] = []
  const titleParas: Para[] = []
  const seen = { styles: false, paragraphs: false, titlepage: false }
  /** For each open element, where it put the reader. */
  const where: In[] = []
  let isOsf = false
  /** The para being read, and its list; paras never nest, so one gatherer serves them all. */
  let para: { p: Para; into: Para[] } | null = null
  const paraText = new StyledText()
  let run: { bits: number; pieces: string[] } | null = null

  scanXml(xml, {
    open(name, attrs) {
      const depth = where.length
      const at = depth ? where[depth - 1] : In.Other
      let next = In.Other
      if (depth === 0) isOsf = name === 'document'
      else if (depth === 1 && isOsf) {
        const part = name === 'styles' ? 'styles' : name === 'paragraphs' ? 'paragraphs' : name === 'titlepage' ? 'titlepage' : null
        if (part && !seen[part]) {
          seen[part] = true
          next = part === 'styles' ? In.Styles : part === 'paragraphs' ? In.Paragraphs : In.TitlePage
        }
      } else if (at === In.Styles) {
        if (name === 'style' && attrs.name) styles.set(attrs.name, { base: attrs.basestylename ?? attrs.basestyle, align: attrs.align })
      } else if ((at === In.Paragraphs || at === In.TitlePage) && name === 'para') {
        const p: Para = { style: undefined, text: '' }
        if (attrs.number !== undefined) p.number = attrs.number
        if (attrs.note !== undefined) p.note = attrs.note
        if (attrs.synopsis !== undefined) p.synopsis = attrs.synopsis
        if (attrs.bookmark !== undefined) p.bookmark = attrs.bookmark
        para = { p, into: at === In.Paragraphs ? body : titleParas }
        next = In.Para
      } else if (at === In.Para && para) {
        if (name === 'style') para.p.style ??= attrs
        else if (name === 'text') {
          run = { bits: runBits(attrs), pieces: [] }
          next = In.Run
        }
      }
      where.push(next)
    },
    close() {
      const was = where.pop()
      if (was === In.Run && run && para) {
        paraText.add(runText(run.pieces), run.bits)
        run = null
      } else if (was === In.Para && para) {
        const { text, styles: spans } = paraText.finish()
        para.p.text = text
        if (spans) para.p.spans = spans
        para.into.push(para.p)
        para = null
      }
    },
    text(text) {
      if (run && where[where.length - 1] === In.Run) run.pieces.push(text)
    },
  })
  if (!isOsf) throw new NotOsfError('not an Open Screenplay Format document')
  return { titlePage: titlePageOf(titleParas, seen.titlepage), elements: keepWellFormedDual(elementsOf(body, styles)) }
}

/** Style bits of a <text> run (see StyledText): bold, italic, underline, strike. */
function runBits(attrs: Record<string, string>): number {
  let bits = 0
  if (isOn(attrs.bold)) bits |= STYLE_BIT.bold
  if (isOn(attrs.italic)) bits |= STYLE_BIT.italic
  if (isOn(attrs.underline)) bits |= STYLE_BIT.underline
  if (isOn(attrs.strikethrough) || isOn(attrs.strikeout)) bits |= STYLE_BIT.strike
  return bits
}

function elementsOf(paras: readonly Para[], styles: Map<string, StyleDef>): ScriptElement[] {
  const out: ScriptElement[] = []
  let dual: { column: 'left' | 'right'; cues: number } | undefined
  for (let i = 0; i < paras.length; i++) {
    const para = paras[i]
    const st = para.style
    const styleName = st?.basestylename ?? st?.basestyle ?? st?.name ?? 'Normal Text'
    const align = (st?.align ?? styles.get(styleName)?.align ?? '').toLowerCase()
    if (st && isOn(st.pagebreakbefore)) {
      out.push({ type: 'page-break', text: '' })
      dual = undefined
    }

    const { kind, depth } = styleToKind(styleName, align, styles)
    let text = para.text
    let spans = para.spans
    // Empty Normal Text paras are spacing (Fade In ends documents with one); whitespace-only
    // text is the pretty-printing of hand-written OSF, not content.
    const isFiller = (!text && resolveBuiltin(styleName, styles) === 'Normal Text' && !/^Section \d$/.test(styleName)) || (text !== '' && !text.trim())
    if (!isFiller) {
      if (kind === 'parenthetical' && !/^\s*\(/.test(text)) {
        text = `(${text})`
        spans = spans?.map((s) => ({ ...s, start: s.start + 1, end: s.end + 1 }))
      }
      const el: ScriptElement = { type: kind, text }
      if (spans) el.styles = spans
      if (depth !== undefined) el.depth = depth
      if (kind === 'scene-heading' && para.number?.trim()) el.sceneNumber = para.number.trim()
      // Dual dialogue: a cue marked dualdialogue="1" opens a pair; the next cue is the right column.
      if (kind === 'character') {
        if (st && isOn(st.dualdialogue)) dual = { column: 'left', cues: 1 }
        else if (dual && dual.cues === 1) dual = { column: 'right', cues: 2 }
        else dual = undefined
      } else if (kind !== 'parenthetical' && kind !== 'dialogue' && kind !== 'lyrics') dual = undefined
      if (dual && (kind === 'character' || kind === 'parenthetical' || kind === 'dialogue' || kind === 'lyrics')) el.dual = dual.column
      out.push(el)
    }
    // A note or synopsis sits between elements in our model, so it also ends a dual pair.
    if (para.synopsis !== undefined) out.push({ type: 'synopsis', text: para.synopsis })
    if (para.note !== undefined) out.push({ type: 'note', text: para.note })
    if (para.synopsis !== undefined || para.note !== undefined) dual = undefined
  }
  return out
}

function isOn(v: string | undefined): boolean {
  return v === '1' || v === 'true'
}

function resolveBuiltin(name: string, styles: Map<string, StyleDef>): string {
  let cur = name
  for (let hops = 0; hops < 20; hops++) {
    if ((BUILTIN as readonly string[]).includes(cur)) return cur
    const def = styles.get(cur)
    if (!def?.base) break
    cur = def.base
  }
  return 'Normal Text'
}

function styleToKind(name: string, align: string, styles: Map<string, StyleDef>): { kind: ScriptElement['type']; depth?: number } {
  const section = /^Section (\d)$/.exec(name)
  if (section) return { kind: 'section', depth: Number(section[1]) }
  if (/^lyrics?$/i.test(name)) return { kind: 'lyrics' }
  switch (resolveBuiltin(name, styles)) {
    case 'Scene Heading':
      return { kind: 'scene-heading' }
    case 'Character':
      return { kind: 'character' }
    case 'Parenthetical':
      return { kind: 'parenthetical' }
    case 'Dialogue':
      return { kind: 'dialogue' }
    case 'Transition':
      return { kind: 'transition' }
    case 'Shot':
      return { kind: 'shot' }
    default:
      return { kind: align === 'center' ? 'centered' : 'action' }
  }
}

const BOOKMARKS: Record<string, keyof Omit<TitlePage, 'extra'>> = {
  title: 'title',
  credit: 'credit',
  author: 'author',
  source: 'source',
  draft: 'draft',
  contact: 'contact',
}

function titlePageOf(paras: readonly Para[], present: boolean): TitlePage {
  if (!present) return emptyTitlePage()
  const positioned = paras.map((p) => ({ text: p.text, align: titleAlign(p.style?.align) }))
  // Layout heuristics first, then Fade In's bookmarks (the only semantic labels) override them.
  const tp = titlePageFromParagraphs(positioned)
  const extra = [...(tp.extra ?? [])]
  paras.forEach((p, i) => {
    const mark = p.bookmark?.trim()
    if (!mark) return
    const value = positioned[i].text.trim()
    // Own keys only: a bookmark named "constructor" is a writer's label, not Object's.
    const field = Object.hasOwn(BOOKMARKS, mark.toLowerCase()) ? BOOKMARKS[mark.toLowerCase()] : undefined
    if (field) tp[field] = value
    else {
      const at = extra.findIndex((e) => e.key.toLowerCase() === mark.toLowerCase())
      const kv = new RegExp(`^${mark.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:\\s*`, 'i')
      const pair = { key: mark, value: mark === 'Copyright' ? value : value.replace(kv, '') }
      if (at >= 0) extra[at] = pair
      else extra.push(pair)
    }
  })
  if (extra.length) tp.extra = extra
  else delete tp.extra
  return tp
}
