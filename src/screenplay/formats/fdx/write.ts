/**
 * Script → Final Draft `.fdx`: a complete document in the shape modern Final Draft saves:
 * Content, HeaderAndFooter (page number "N." top right, none on
 * page 1), PageLayout (Letter, 1 in top/bottom), ElementSettings for every type we write (our
 * layout: action at 1.5–7.5 in, the FD default indents), TitlePage, MoresAndContinueds and
 * SceneNumberOptions. All text goes through escapeXml.
 *
 * Placement rules (the reader in parse.ts undoes each one exactly):
 * - page-break → StartsNewPage="Yes" on the next paragraph; when there is none, or that paragraph
 *   type starts a page anyway (New Act), an empty General paragraph carries it.
 * - synopses right after a scene heading → its SceneProperties/Summary, one Paragraph each.
 * - notes → ScriptNote children of the paragraph just before them (an empty General paragraph
 *   holds notes that have none).
 * - a run of dual-dialogue elements → one General paragraph wrapping a DualDialogue; a new
 *   wrapper starts when a left-column cue follows right-column lines.
 */
import type { ElementStyle, Script, ScriptElement, ScriptFormat, InlineStyle } from '../../model'
import { safeRuns } from './runs'
import { kindToFdxType } from './mapping'
import { isTitlePageEmpty, titlePageToParagraphs } from './title-page'
import { pageBreakCarrier } from './page-breaks'
import { escapeAttr, escapeXml } from './xml'
import { DEFAULT_DIALOGUE_BREAKS, overrideAttrs, styleTokens } from './styles'
import { lockedPagesBlock, revisionsBlock } from './production'
import { showsSceneNumbers } from '../../production'

const FONT = 'Courier Final Draft'
const FONT_ATTRS = `AdornmentStyle="0" Background="#FFFFFFFFFFFF" Color="#000000000000" Font="${FONT}" RevisionID="0" Size="12"`

interface ElementSetting {
  type: string
  style: string
  align: 'Left' | 'Center' | 'Right'
  left: string
  right: string
  first: string
  before: number
  newPage?: boolean
  spacing?: number
  paginateAs: string
  returnKey: string
  shortcut: string
}

/** Our layout: modern Final Draft's default indents, with margins of 1.5 in left and 1 in right. */
const SETTINGS: ElementSetting[] = [
  { type: 'General', style: '', align: 'Left', left: '1.50', right: '7.50', first: '0.00', before: 0, paginateAs: 'General', returnKey: 'General', shortcut: '0' },
  { type: 'Scene Heading', style: 'AllCaps', align: 'Left', left: '1.50', right: '7.50', first: '0.00', before: 24, paginateAs: 'Scene Heading', returnKey: 'Action', shortcut: '1' },
  { type: 'Action', style: '', align: 'Left', left: '1.50', right: '7.50', first: '0.00', before: 12, paginateAs: 'Action', returnKey: 'Action', shortcut: '2' },
  { type: 'Character', style: 'AllCaps', align: 'Left', left: '3.50', right: '7.25', first: '0.00', before: 12, paginateAs: 'Character', returnKey: 'Dialogue', shortcut: '3' },
  { type: 'Parenthetical', style: '', align: 'Left', left: '3.00', right: '5.50', first: '-0.10', before: 0, paginateAs: 'Parenthetical', returnKey: 'Dialogue', shortcut: '4' },
  { type: 'Dialogue', style: '', align: 'Left', left: '2.50', right: '6.00', first: '0.00', before: 0, paginateAs: 'Dialogue', returnKey: 'Action', shortcut: '5' },
  { type: 'Transition', style: 'AllCaps', align: 'Right', left: '5.50', right: '7.10', first: '0.00', before: 12, paginateAs: 'Transition', returnKey: 'Scene Heading', shortcut: '6' },
  { type: 'Shot', style: 'AllCaps', align: 'Left', left: '1.50', right: '7.50', first: '0.00', before: 12, paginateAs: 'Scene Heading', returnKey: 'Action', shortcut: '7' },
  { type: 'Cast List', style: 'AllCaps', align: 'Left', left: '1.50', right: '7.50', first: '0.00', before: 0, paginateAs: 'Action', returnKey: 'Action', shortcut: '8' },
  { type: 'New Act', style: 'Underline+AllCaps', align: 'Center', left: '1.50', right: '7.50', first: '0.00', before: 0, newPage: true, paginateAs: 'General', returnKey: 'Scene Heading', shortcut: '9' },
  { type: 'End of Act', style: 'Underline+AllCaps', align: 'Center', left: '1.50', right: '7.50', first: '0.00', before: 24, paginateAs: 'Character', returnKey: 'New Act', shortcut: '' },
  { type: 'Lyric', style: 'Italic', align: 'Left', left: '2.50', right: '7.38', first: '0.00', before: 0, paginateAs: 'Dialogue', returnKey: 'Action', shortcut: '' },
]

/** The settings written for a script: ours, with the script's own styles (from an imported file) in their place. */
function effectiveSettings(format: ScriptFormat | undefined): ElementSetting[] {
  const styles = format?.styles ?? {}
  const out = SETTINGS.map((s) => (styles[s.type] ? fromStyle(s, styles[s.type]) : s))
  for (const [type, st] of Object.entries(styles)) {
    if (!SETTINGS.some((s) => s.type === type)) out.push(fromStyle({ type, paginateAs: 'Action', returnKey: 'Action', shortcut: '' } as ElementSetting, st))
  }
  return out
}

function fromStyle(base: ElementSetting, st: ElementStyle): ElementSetting {
  const align = st.alignment === 'center' ? 'Center' : st.alignment === 'right' ? 'Right' : 'Left'
  return {
    ...base,
    style: styleTokens(st),
    align,
    left: st.leftIndent.toFixed(2),
    right: st.rightIndent.toFixed(2),
    first: (st.firstIndent ?? 0).toFixed(2),
    before: st.spaceBefore,
    spacing: st.spacing,
    newPage: !!st.startsNewPage,
  }
}

interface Para {
  type: string
  attrs: string[]
  runs: string
  summary: string[]
  notes: string[]
  dual?: Para[]
}

export function writeFdx(script: Script): string {
  const settings = effectiveSettings(script.format)
  const newPageTypes = new Set(settings.filter((s) => s.newPage).map((s) => s.type))
  const paras = buildParagraphs(script.elements, newPageTypes)
  const a4 = script.format?.pageSize === 'a4'
  const db = script.format?.dialogueBreaks ?? DEFAULT_DIALOGUE_BREAKS
  const yes = (b: boolean) => (b ? 'Yes' : 'No')
  const ids = { next: 1 }
  const body = paras.map((p) => renderPara(p, '    ', ids)).join('\n')
  return [
    '<?xml version="1.0" encoding="UTF-8" standalone="no" ?>',
    '<FinalDraft DocumentType="Script" Template="No" Version="4">',
    '',
    '  <Content>',
    body,
    '  </Content>',
    '',
    headerAndFooter('  '),
    '',
    '  <PageLayout BackgroundColor="#FFFFFFFFFFFF" BottomMargin="72" BreakDialogueAndActionAtSentences="Yes" DocumentLeading="Normal" FooterMargin="36" ForegroundColor="#000000000000" HeaderMargin="36" InvisiblesColor="#A0A0A0A0A0A0" TopMargin="72" UsesSmartQuotes="Yes">',
    a4 ? '    <PageSize Height="11.69" Width="8.27"/>' : '    <PageSize Height="11.00" Width="8.50"/>',
    '    <AutoCastList AddParentheses="Yes" AutomaticallyGenerate="Yes" CastListElement="Cast List"/>',
    '  </PageLayout>',
    '',
    ...settings.map(renderSetting),
    renderTitlePage(script),
    '',
    '  <MoresAndContinueds>',
    `    <FontSpec ${FONT_ATTRS} Style=""/>`,
    `    <DialogueBreaks AutomaticCharacterContinueds="Yes" BottomOfPage="${yes(db.more)}" DialogueBottom="${escapeAttr(db.moreText)}" DialogueTop="${escapeAttr(db.contdText)}" TopOfNext="${yes(db.contd)}"/>`,
    '    <SceneBreaks ContinuedNumber="No" SceneBottom="(CONTINUED)" SceneBottomOfPage="No" SceneTop="CONTINUED:" SceneTopOfNext="No"/>',
    '  </MoresAndContinueds>',
    '',
    lockedPagesBlock(script.elements) + revisionsBlock(script.production),
    `  <SceneNumberOptions LeftLocation="0.75"${script.production?.scenesLocked ? ' Locked="Yes"' : ''} NumberScheme="1A" RightLocation="7.38" ShowNumbersOnLeft="${yes(showsSceneNumbers(script.elements, script.production))}" ShowNumbersOnRight="${yes(showsSceneNumbers(script.elements, script.production))}">`,
    `    <FontSpec ${FONT_ATTRS} Style=""/>`,
    '  </SceneNumberOptions>',
    '',
    '</FinalDraft>',
    '',
  ].join('\n')
}

function buildParagraphs(elements: readonly ScriptElement[], newPageTypes: ReadonlySet<string>): Para[] {
  const out: Para[] = []
  const breaks = pageBreakCarrier(out, () => newPara('General', []), (p) => p.attrs.push('StartsNewPage="Yes"'))
  /** The paragraph the previous element produced (notes and synopses attach to it). */
  let last: Para | undefined
  /** Whether synopses may still go into `last`'s Summary (heading followed only by synopses). */
  let summaryOpen = false
  let dualWrapper: Para | undefined
  let prevDual: ScriptElement['dual']

  for (const el of elements) {
    if (el.type === 'page-break') {
      breaks.pageBreak()
      last = undefined
      summaryOpen = false
      dualWrapper = undefined
      prevDual = undefined
      continue
    }
    if (el.type === 'note') {
      if (!last) last = breaks.holder()
      last.notes.push(renderTextParagraph(el, '        '))
      summaryOpen = false
      dualWrapper = undefined
      prevDual = undefined
      continue
    }
    if (el.type === 'synopsis' && summaryOpen && last) {
      last.summary.push(renderTextParagraph(el, '          '))
      continue
    }
    const isDual = !!el.dual && (el.type === 'character' || el.type === 'parenthetical' || el.type === 'dialogue' || el.type === 'lyrics')
    const type = el.styleName ?? kindToFdxType(el.type, el.depth)
    const attrs: string[] = []
    // A named style may be centred or not: say which, so it reads back as the same kind.
    if (el.type === 'centered') attrs.push('Alignment="Center"')
    else if (el.styleName) attrs.push('Alignment="Left"')
    attrs.push(...overrideAttrs(el.paragraph))
    if (el.type === 'scene-heading' && el.sceneNumber) attrs.push(`Number="${escapeAttr(el.sceneNumber)}"`)
    const para = newPara(type, attrs)
    para.runs = renderRuns(el)

    if (isDual) {
      const startsNew = !dualWrapper || (el.type === 'character' && el.dual === 'left' && prevDual === 'right')
      if (startsNew) {
        dualWrapper = newPara('General', ['Alignment="Left"', 'FirstIndent="0.00"', 'Leading="Regular"', 'LeftIndent="1.50"', 'RightIndent="7.50"', 'SpaceBefore="12"', 'Spacing="1"'])
        dualWrapper.dual = []
        breaks.carryTo(dualWrapper)
        out.push(dualWrapper)
      }
      dualWrapper!.dual!.push(para)
      prevDual = el.dual
    } else {
      // A type that always starts a page ignores the flag on reading, so a holder carries it.
      if (newPageTypes.has(type) && breaks.pending()) breaks.holder()
      else breaks.carryTo(para)
      out.push(para)
      dualWrapper = undefined
      prevDual = undefined
    }
    last = para
    summaryOpen = el.type === 'scene-heading'
  }
  breaks.finish()
  return out
}

function newPara(type: string, attrs: string[]): Para {
  return { type, attrs, runs: '', summary: [], notes: [] }
}

function renderPara(p: Para, ind: string, ids: { next: number }): string {
  const attrs = [...p.attrs, `Type="${escapeAttr(p.type)}"`].join(' ')
  const lines = [`${ind}<Paragraph ${attrs}>`]
  if (p.summary.length) {
    lines.push(`${ind}  <SceneProperties Length="" Page="" Title="">`, `${ind}    <Summary>`, ...p.summary, `${ind}    </Summary>`, `${ind}  </SceneProperties>`)
  }
  if (p.dual) {
    lines.push(`${ind}  <DualDialogue>`, ...p.dual.map((d) => renderPara(d, ind + '    ', ids)), `${ind}  </DualDialogue>`)
  }
  for (const n of p.notes) lines.push(`${ind}  <ScriptNote ID="${ids.next++}">\n${n}\n${ind}  </ScriptNote>`)
  lines.push(`${ind}  ${p.runs || '<Text></Text>'}`)
  lines.push(`${ind}</Paragraph>`)
  return lines.join('\n')
}

const STYLE_TOKEN: Record<InlineStyle, string> = { bold: 'Bold', italic: 'Italic', underline: 'Underline', strike: 'Strikeout' }

function renderRuns(el: Pick<ScriptElement, 'text' | 'styles' | 'revision' | 'revisionRuns'>): string {
  const text = (t: string, styles: readonly InlineStyle[], revision: number) => {
    const style = styles.map((s) => STYLE_TOKEN[s]).join('+')
    return `<Text${revision ? ` RevisionID="${revision}"` : ''}${style ? ` Style="${style}"` : ''}>${escapeXml(t)}</Text>`
  }
  const runs = safeRuns(el)
  // A revised paragraph of no text still says its set.
  if (!runs.length) return el.revision ? text('', [], el.revision) : ''
  if (!el.revisionRuns?.length) return runs.map((r) => text(r.text, r.styles, el.revision ?? 0)).join('')
  // Runs cut again where the revision set changes, each piece in its own set.
  const out: string[] = []
  let at = 0
  for (const r of runs) {
    const end = at + r.text.length
    let from = at
    while (from < end) {
      const mark = el.revisionRuns.find((m) => m.start <= from && m.end > from)
      const nextCut = Math.min(end, ...el.revisionRuns.map((m) => (m.start > from ? m.start : m.end > from ? m.end : Infinity)))
      let to = Math.max(from + 1, nextCut)
      // Never between the halves of a surrogate pair.
      const code = el.text.charCodeAt(to - 1)
      if (to < end && code >= 0xd800 && code <= 0xdbff) to++
      out.push(text(el.text.slice(from, to), r.styles, mark?.revision ?? 0))
      from = to
    }
    at = end
  }
  return out.join('')
}

function renderTextParagraph(el: Pick<ScriptElement, 'text' | 'styles'>, ind: string): string {
  return `${ind}<Paragraph>${renderRuns(el) || '<Text></Text>'}</Paragraph>`
}

function renderSetting(s: ElementSetting): string {
  return [
    `  <ElementSettings Type="${s.type}">`,
    `    <FontSpec ${FONT_ATTRS} Style="${s.style}"/>`,
    `    <ParagraphSpec Alignment="${s.align}" FirstIndent="${s.first}" Leading="Regular" LeftIndent="${s.left}" RightIndent="${s.right}" SpaceBefore="${s.before}" Spacing="${s.spacing ?? 1}" StartsNewPage="${s.newPage ? 'Yes' : 'No'}"/>`,
    `    <Behavior PaginateAs="${s.paginateAs}" ReturnKey="${s.returnKey}" Shortcut="${s.shortcut}"/>`,
    '  </ElementSettings>',
    '',
  ].join('\n')
}

function headerAndFooter(ind: string): string {
  const p = (align: string, inner: string) =>
    `${ind}    <Paragraph Alignment="${align}" FirstIndent="0.00" Leading="Regular" LeftIndent="1.50" RightIndent="-1.00" SpaceBefore="0" Spacing="1" StartsNewPage="No">\n${inner}\n${ind}    </Paragraph>`
  return [
    `${ind}<HeaderAndFooter FooterFirstPage="Yes" FooterVisible="No" HeaderFirstPage="No" HeaderVisible="Yes" StartingPage="1">`,
    `${ind}  <Header>`,
    p('Right', `${ind}      <DynamicLabel Type="Page #"/>\n${ind}      <Text ${FONT_ATTRS} Style="">.</Text>`),
    `${ind}  </Header>`,
    `${ind}  <Footer>`,
    p('Right', `${ind}      <Text ${FONT_ATTRS} Style=""></Text>`),
    `${ind}  </Footer>`,
    `${ind}</HeaderAndFooter>`,
  ].join('\n')
}

function renderTitlePage(script: Script): string {
  const tp = script.titlePage
  const paras = isTitlePageEmpty(tp) ? [] : titlePageToParagraphs(tp)
  const body = paras.map((p) => {
    const align = p.align === 'center' ? 'Center' : p.align === 'right' ? 'Right' : 'Left'
    return `      <Paragraph Alignment="${align}" FirstIndent="0.00" Leading="Regular" LeftIndent="1.00" RightIndent="7.50" SpaceBefore="0" Spacing="1" StartsNewPage="No">\n        <Text ${FONT_ATTRS} Style="">${escapeXml(p.text)}</Text>\n      </Paragraph>`
  })
  return ['  <TitlePage>', headerAndFooter('    '), '    <Content>', ...body, '    </Content>', '  </TitlePage>'].join('\n')
}
