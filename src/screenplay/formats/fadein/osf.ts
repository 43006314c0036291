/**
 * Open Screenplay Format (the document.xml inside a .fadein) ↔ Script.
 *
 * Element type = the para's style, resolved through `basestylename`/`basestyle` to a built-in
 * Fade In style. Kinds Fade In has no built-in style for use named custom styles we define in
 * <styles>: "Lyrics" (based on Dialogue) and "Section 1".."Section 6" (based on Normal Text).
 * Notes and synopses are `note`/`synopsis` attributes of the para before them (an empty
 * Normal Text para carries them when that para already has one); a page break is
 * `pagebreakbefore="1"` on the next para's style; dual dialogue is `dualdialogue="1"` on the
 * left-hand cue (OSF v40). Parentheticals are stored without their parentheses, as Fade In does.
 */
import type { InlineStyle, Script, ScriptElement, TextRun, TitlePage } from '../../model'
import { emptyTitlePage, fromRuns } from '../../model'
import { childElements, escapeAttr, escapeXml, firstChild, type XmlElement } from '../fdx/xml'
import { safeRuns } from '../fdx/runs'
import { pageBreakCarrier } from '../fdx/page-breaks'
import { isTitlePageEmpty, titlePageFromParagraphs, titlePageToParagraphs, type TitleAlign } from '../fdx/title-page'

const BUILTIN = ['Normal Text', 'Scene Heading', 'Action', 'Character', 'Parenthetical', 'Dialogue', 'Transition', 'Shot'] as const

interface StyleDef {
  name: string
  base?: string
  align?: string
}

// ---- reading ------------------------------------------------------------------------------

export function osfToScript(root: XmlElement): Script {
  const styles = new Map<string, StyleDef>()
  const stylesEl = firstChild(root, 'styles')
  for (const s of stylesEl ? childElements(stylesEl, 'style') : []) {
    if (s.attrs.name) styles.set(s.attrs.name, { name: s.attrs.name, base: s.attrs.basestylename ?? s.attrs.basestyle, align: s.attrs.align })
  }
  const paragraphs = firstChild(root, 'paragraphs')
  const out: ScriptElement[] = []
  let dual: { column: 'left' | 'right'; cues: number } | undefined
  for (const para of paragraphs ? childElements(paragraphs, 'para') : []) {
    const st = firstChild(para, 'style')
    const styleName = st?.attrs.basestylename ?? st?.attrs.basestyle ?? st?.attrs.name ?? 'Normal Text'
    const align = (st?.attrs.align ?? styles.get(styleName)?.align ?? '').toLowerCase()
    if (st && isOn(st.attrs.pagebreakbefore)) {
      out.push({ type: 'page-break', text: '' })
      dual = undefined
    }

    const { kind, depth } = styleToKind(styleName, align, styles)
    let { text, styles: spans } = fromRuns(readRuns(para))
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
      if (kind === 'scene-heading' && para.attrs.number?.trim()) el.sceneNumber = para.attrs.number.trim()
      // Dual dialogue: a cue marked dualdialogue="1" opens a pair; the next cue is the right column.
      if (kind === 'character') {
        if (st && isOn(st.attrs.dualdialogue)) dual = { column: 'left', cues: 1 }
        else if (dual && dual.cues === 1) dual = { column: 'right', cues: 2 }
        else dual = undefined
      } else if (kind !== 'parenthetical' && kind !== 'dialogue' && kind !== 'lyrics') dual = undefined
      if (dual && (kind === 'character' || kind === 'parenthetical' || kind === 'dialogue' || kind === 'lyrics')) el.dual = dual.column
      out.push(el)
    }
    // A note or synopsis sits between elements in our model, so it also ends a dual pair.
    if (para.attrs.synopsis !== undefined) out.push({ type: 'synopsis', text: para.attrs.synopsis })
    if (para.attrs.note !== undefined) out.push({ type: 'note', text: para.attrs.note })
    if (para.attrs.synopsis !== undefined || para.attrs.note !== undefined) dual = undefined
  }
  return { titlePage: readTitlePage(root), elements: out }
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

function readRuns(para: XmlElement): TextRun[] {
  return childElements(para, 'text').map((t) => {
    let text = ''
    for (const c of t.children) if (typeof c === 'string') text += c
    const styles: InlineStyle[] = []
    if (isOn(t.attrs.bold)) styles.push('bold')
    if (isOn(t.attrs.italic)) styles.push('italic')
    if (isOn(t.attrs.underline)) styles.push('underline')
    if (isOn(t.attrs.strikethrough) || isOn(t.attrs.strikeout)) styles.push('strike')
    return { text: text.replace(/\r\n?/g, '\n').replace(/[\u2028\u2029]/g, '\n'), styles }
  })
}

const BOOKMARKS: Record<string, keyof Omit<TitlePage, 'extra'>> = {
  title: 'title',
  credit: 'credit',
  author: 'author',
  source: 'source',
  draft: 'draft',
  contact: 'contact',
}

function readTitlePage(root: XmlElement): TitlePage {
  const tpEl = firstChild(root, 'titlepage')
  if (!tpEl) return emptyTitlePage()
  const paras = childElements(tpEl, 'para')
  const positioned = paras.map((p) => {
    const a = (firstChild(p, 'style')?.attrs.align ?? '').toLowerCase()
    const align: TitleAlign = a === 'center' ? 'center' : a === 'right' ? 'right' : 'left'
    return { text: fromRuns(readRuns(p)).text, align }
  })
  // Layout heuristics first, then Fade In's bookmarks (the only semantic labels) override them.
  const tp = titlePageFromParagraphs(positioned)
  const extra = [...(tp.extra ?? [])]
  paras.forEach((p, i) => {
    const mark = p.attrs.bookmark?.trim()
    if (!mark) return
    const value = positioned[i].text.trim()
    const field = BOOKMARKS[mark.toLowerCase()]
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

// ---- writing ------------------------------------------------------------------------------

/** Our layout in OSF units (tenths of a mm; indents relative to the 1.5 in / 1 in margins). */
const STYLES_XML = [
  '<style name="Normal Text" builtin="1" builtin_index="0" label="Normal Text" font="Courier Prime" size="12"/>',
  '<style name="Scene Heading" builtin="1" builtin_index="1" label="Scene Heading" basestylename="Normal Text" style_enter="Action" style_tab_after="Action" font="Courier Prime" size="12" spacebefore="2.0" keepwithnext="1" allcaps="1"/>',
  '<style name="Action" builtin="1" builtin_index="2" label="Action" basestylename="Normal Text" style_tab_before="Character" font="Courier Prime" size="12" spacebefore="1.0"/>',
  '<style name="Character" builtin="1" builtin_index="3" label="Character" basestylename="Normal Text" style_enter="Dialogue" style_tab_before="Action" style_tab_after="Parenthetical" font="Courier Prime" size="12" spacebefore="1.0" keepwithnext="1" leftindent="508" allcaps="1"/>',
  '<style name="Parenthetical" builtin="1" builtin_index="4" label="Parenthetical" basestylename="Normal Text" style_enter="Dialogue" style_tab_before="Dialogue" style_tab_after="Dialogue" font="Courier Prime" size="12" keepwithnext="1" leftindent="381" rightindent="508"/>',
  '<style name="Dialogue" builtin="1" builtin_index="5" label="Dialogue" basestylename="Normal Text" style_enter="Action" style_tab_before="Parenthetical" style_tab_after="Parenthetical" font="Courier Prime" size="12" leftindent="254" rightindent="381"/>',
  '<style name="Transition" builtin="1" builtin_index="6" label="Transition" basestylename="Normal Text" style_enter="Scene Heading" style_tab_after="Action" font="Courier Prime" size="12" spacebefore="1.0" align="right" leftindent="1016" rightindent="102" allcaps="1"/>',
  '<style name="Shot" builtin="1" builtin_index="7" label="Shot" basestylename="Normal Text" style_enter="Action" style_tab_after="Action" font="Courier Prime" size="12" spacebefore="1.0" keepwithnext="1" allcaps="1"/>',
  '<style name="Lyrics" label="Lyrics" basestylename="Dialogue" style_enter="Lyrics" font="Courier Prime" size="12" italic="1" leftindent="254" rightindent="381"/>',
  ...[1, 2, 3, 4, 5, 6].map(
    (d) => `<style name="Section ${d}" label="Section ${d}" basestylename="Normal Text" style_enter="Scene Heading" font="Courier Prime" size="12" spacebefore="2.0" keepwithnext="1" align="center"${d === 1 ? ' underline="1" allcaps="1"' : ''}/>`,
  ),
  '<header_style basestylename="Normal Text"/>',
  '<footer_style basestylename="Normal Text"/>',
]

interface OsfPara {
  style: string
  styleAttrs: string[]
  attrs: Record<string, string>
  runs: string
}

export function scriptToOsf(script: Script): string {
  const paras = buildParas(script.elements)
  const renderPara = (p: OsfPara, ind: string) => {
    const attrs = Object.entries(p.attrs).map(([k, v]) => ` ${k}="${escapeAttr(v)}"`).join('')
    return `${ind}<para${attrs}>\n${ind}  <style basestylename="${escapeAttr(p.style)}"${p.styleAttrs.map((a) => ' ' + a).join('')}/>\n${ind}  ${p.runs || '<text></text>'}\n${ind}</para>`
  }
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<document type="Open Screenplay Format document" version="40">',
    '  <info pagecount="0"/>',
    '  <settings page_width="2159" page_height="2794" margin_top="254" margin_bottom="254" margin_left="381" margin_right="254" normal_linesperinch="6.0" element_spacing="1.00" break_on_sentences="true" dialogue_continues="true" dialogue_pagebreaks="true" cont_text="(CONT\'D)" more_text="(MORE)" scenes_continue="false" continued_text="CONTINUED" number_continued="false" page_header="#." page_footer="" header_alignment="3" footer_alignment="3" header_first_page="false" footer_first_page="false" pagenumber_start="1" scene_numbering="false"/>',
    '  <styles>',
    ...STYLES_XML.map((s) => '    ' + s),
    '  </styles>',
    '  <paragraphs>',
    ...paras.map((p) => renderPara(p, '    ')),
    '  </paragraphs>',
    '  <titlepage>',
    ...titleParas(script.titlePage).map((p) => renderPara(p, '    ')),
    '  </titlepage>',
    '</document>',
    '',
  ].join('\n')
}

function buildParas(elements: readonly ScriptElement[]): OsfPara[] {
  const out: OsfPara[] = []
  const breaks = pageBreakCarrier<OsfPara>(
    out,
    () => ({ style: 'Normal Text', styleAttrs: [], attrs: {}, runs: '' }),
    (p) => p.styleAttrs.push('pagebreakbefore="1"'),
  )
  let last: OsfPara | undefined
  for (const el of elements) {
    if (el.type === 'page-break') {
      breaks.pageBreak()
      last = undefined
      continue
    }
    if (el.type === 'synopsis' || el.type === 'note') {
      // Read order on a para is synopsis then note, so a synopsis cannot follow a note there.
      const fits = last && last.attrs[el.type] === undefined && !(el.type === 'synopsis' && last.attrs.note !== undefined)
      if (!fits) last = breaks.holder()
      last!.attrs[el.type] = el.text
      continue
    }
    const p: OsfPara = { style: 'Action', styleAttrs: [], attrs: {}, runs: '' }
    let text = el.text
    let styles = el.styles
    switch (el.type) {
      case 'scene-heading':
        p.style = 'Scene Heading'
        if (el.sceneNumber) p.attrs.number = el.sceneNumber
        break
      case 'character':
        p.style = 'Character'
        if (el.dual === 'left') p.styleAttrs.push('dualdialogue="1"')
        break
      case 'parenthetical': {
        p.style = 'Parenthetical'
        // Fade In stores parentheticals bare and draws the parentheses itself; keep them in the
        // text only when a style covers them (they would otherwise lose that style).
        const m = /^\((.*)\)$/s.exec(text)
        if (m && !(styles ?? []).some((s) => s.start === 0 || s.end === text.length)) {
          text = m[1]
          styles = styles?.map((s) => ({ ...s, start: Math.max(0, s.start - 1), end: Math.min(text.length, s.end - 1) })).filter((s) => s.end > s.start)
        }
        break
      }
      case 'dialogue':
        p.style = 'Dialogue'
        break
      case 'transition':
        p.style = 'Transition'
        break
      case 'shot':
        p.style = 'Shot'
        break
      case 'lyrics':
        p.style = 'Lyrics'
        break
      case 'section':
        p.style = `Section ${Math.min(6, Math.max(1, el.depth ?? 1))}`
        break
      case 'centered':
        p.styleAttrs.push('align="center"')
        break
    }
    breaks.carryTo(p)
    p.runs = renderRuns({ text, styles })
    out.push(p)
    last = p
  }
  breaks.finish()
  return out
}

function renderRuns(el: Pick<ScriptElement, 'text' | 'styles'>): string {
  return safeRuns(el)
    .map((r) => {
      const a = [r.styles.includes('bold') && ' bold="1"', r.styles.includes('italic') && ' italic="1"', r.styles.includes('underline') && ' underline="1"', r.styles.includes('strike') && ' strikethrough="1"']
        .filter(Boolean)
        .join('')
      return `<text${a}>${escapeXml(r.text)}</text>`
    })
    .join('')
}

function titleParas(tp: TitlePage): OsfPara[] {
  if (isTitlePageEmpty(tp)) return []
  const marks: [string, string][] = [
    ['Title', tp.title],
    ['Credit', tp.credit],
    ['Author', tp.author],
    ['Source', tp.source],
    ['Draft', tp.draft],
    ['Contact', tp.contact],
  ]
  const used = new Set<string>()
  return titlePageToParagraphs(tp).map((p) => {
    const para: OsfPara = { style: 'Normal Text', styleAttrs: p.align === 'left' ? [] : [`align="${p.align}"`], attrs: {}, runs: `<text>${escapeXml(p.text)}</text>` }
    if (p.text) {
      const hit = marks.find(([mark, value]) => !used.has(mark) && value.trim() === p.text)
      if (hit) {
        used.add(hit[0])
        para.attrs.bookmark = hit[0]
      }
    }
    return para
  })
}
