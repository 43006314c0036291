/**
 * Script → Open Screenplay Format (the document.xml inside a .fadein); read.ts reads it back and
 * describes the mapping. Custom styles we define for kinds Fade In has no built-in style for:
 * "Lyrics" (based on Dialogue) and "Section 1".."Section 6" (based on Normal Text).
 */
import type { Script, ScriptElement, TitlePage } from '../../model'
import { escapeAttr, escapeXml } from '../fdx/xml'
import { safeRuns } from '../fdx/runs'
import { pageBreakCarrier } from '../fdx/page-breaks'
import { isTitlePageEmpty, titlePageToParagraphs } from '../fdx/title-page'

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
