/**
 * Plain-text export: each element at its screenplay indent, wrapped at its width (layout.ts), one
 * blank line between elements except inside a dialogue block (two before a scene heading), a form feed for a page break and
 * after the title page. Styles are dropped (plain text has none).
 *
 * Choices for what plain text cannot show as the page does: dual dialogue is written one block after the other; lyrics
 * sit where dialogue does; centered text is centred in 60 columns; notes, sections and
 * synopses are kept at the left margin as `[[note]]`, `# Section`, `= Synopsis` so nothing the
 * writer typed is lost. When the script shows scene numbers, a numbered heading carries its number
 * before and after it, as Final Draft's text export writes them (see `numberedHeading`). Title page: "title and credit centered at 30 columns" is read as centred
 * on column 30 (the middle of the 60-column line), author and source likewise; "draft and contact
 * at 10" as starting at column 10, near the bottom of the page. Extra title-page keys are not
 * written.
 */
import type { Script, ScriptElement, TitlePage } from '../../model'
import { printCaps } from '../../layout/cache'
import { wrapParenthetical } from '../fountain/parens'
import { showsSceneNumbers } from '../../production'
import { HEADING, INDENT, LINE_WIDTH, NUMBER_GUTTER, TITLE_CENTRE, TITLE_LEFT, WIDTH, wrap } from './layout'

/** Lines of a title page sheet (a US Letter page holds about 55 lines). */
const TITLE_SHEET_LINES = 54
const TITLE_TOP = 18

const pad = (n: number) => ' '.repeat(Math.max(0, n))

export function writePlainText(script: Script): string {
  const out: string[] = []
  const tp = titlePageLines(script.titlePage)
  if (tp.length) out.push(...tp, '\f')
  let inBlock = false
  let first = true
  const numbers = showsSceneNumbers(script.elements, script.production)
  for (const el of script.elements) {
    const member = el.type === 'parenthetical' || el.type === 'dialogue' || el.type === 'lyrics'
    const attach = inBlock && member
    if (el.type === 'character') inBlock = true
    else if (!member) inBlock = false
    if (el.type === 'page-break') {
      out.push('\f')
      first = true
      continue
    }
    const numbered = numbers && el.type === 'scene-heading' && !!el.sceneNumber?.trim()
    const lines = numbered ? numberedHeading(el) : elementLines(el)
    if (lines.length === 0) continue
    if (!first && !attach) out.push('')
    // Headings print after a double space, as on the page: it is how a heading without INT./EXT.
    // reads back as a heading rather than action (at the top of a page too; a numbered heading is
    // known by its numbers).
    if (el.type === 'scene-heading' && (!first || !(numbered || HEADING.test(lines[0])))) out.push('', ...(first ? [''] : []))
    first = false
    for (const l of lines) out.push(l)
  }
  // A form feed stands alone on its line; no blank line is needed around it.
  return out.length ? out.join('\n') + '\n' : ''
}

/** Elements printed in capitals, as on the page, so the reader knows them again (a heading typed "int. house" reads back as a heading). */
const CAPITALS = new Set(['scene-heading', 'character', 'transition', 'shot'])

function elementLines(el: ScriptElement): string[] {
  const raw = el.type === 'parenthetical' ? wrapParenthetical(el).text : el.text
  const text = (CAPITALS.has(el.type) ? printCaps(raw) : raw).replace(/\t/g, '    ')
  const block = (indent: number, width: number, src = text) =>
    src.split('\n').flatMap((l) => wrap(l.trim(), width)).map((l) => (l ? pad(indent) + l : ''))
  switch (el.type) {
    case 'transition':
      return text.split('\n').flatMap((l) => wrap(l.trim(), LINE_WIDTH)).map((l) => pad(LINE_WIDTH - l.length) + l)
    case 'centered':
      return text.split('\n').map((l) => l.trim()).map((l) => pad(Math.floor((LINE_WIDTH - l.length) / 2)) + l)
    case 'parenthetical':
      // The text holds its parentheses (one pair, added when the writer typed none).
      return block(INDENT.parenthetical, WIDTH.parenthetical, text.replace(/\n/g, ' ').trim())
    case 'note':
      return block(INDENT.note, WIDTH.note, `[[${text}]]`)
    case 'section':
      return block(INDENT.section, WIDTH.section, `${'#'.repeat(el.depth ?? 1)} ${text}`)
    case 'synopsis':
      return block(INDENT.synopsis, WIDTH.synopsis, `= ${text}`)
    case 'action':
      // Action keeps its own indentation and line breaks; blank lines inside are kept too.
      if (text.trim() === '') return []
      return text.split('\n').flatMap((l) => (l.trim() === '' ? [''] : wrap(l.trimEnd(), WIDTH.action)))
    case 'page-break':
      return []
    default:
      if (text.trim() === '') return []
      return block(INDENT[el.type], WIDTH[el.type])
  }
}

/**
 * A numbered heading on one line: its number in the left gutter, the heading, and the number
 * again ending at the line's last column (two spaces after a heading that runs that far), as the
 * page prints them in both margins. Kept on one line, unwrapped, so the numbers frame the whole
 * heading and the reader knows it by them.
 */
function numberedHeading(el: ScriptElement): string[] {
  const n = el.sceneNumber!.trim()
  const heading = printCaps(el.text).replace(/\s+/g, ' ').trim()
  const left = n + pad(Math.max(2, NUMBER_GUTTER - n.length)) + heading
  return [left + pad(Math.max(2, LINE_WIDTH - left.length - n.length)) + n]
}

function titlePageLines(tp: TitlePage): string[] {
  const centred = [tp.title, tp.credit, tp.author, tp.source].filter((v) => v.trim() !== '')
  const left = [tp.draft, tp.contact].filter((v) => v.trim() !== '')
  if (centred.length === 0 && left.length === 0) return []
  const out: string[] = []
  for (let i = 0; i < TITLE_TOP; i++) out.push('')
  centred.forEach((value, i) => {
    if (i > 0) out.push('')
    for (const l of value.split('\n')) {
      const t = l.trim()
      if (t) out.push(pad(TITLE_CENTRE - Math.floor(t.length / 2)) + t)
    }
  })
  const leftLines: string[] = []
  left.forEach((value, i) => {
    if (i > 0) leftLines.push('')
    for (const l of value.split('\n')) if (l.trim()) leftLines.push(pad(TITLE_LEFT) + l.trim())
  })
  if (leftLines.length) {
    const gap = Math.max(2, TITLE_SHEET_LINES - out.length - leftLines.length)
    for (let i = 0; i < gap; i++) out.push('')
    out.push(...leftLines)
  }
  return out
}
