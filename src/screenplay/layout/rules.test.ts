import { describe, expect, it } from 'vitest'
import type { ElementKind, ElementStyle, Script, ScriptElement, ScriptFormat } from '../model'
import { layoutSettingsFor, paginate, settingsFromStyles, type Page } from './index'
import { wrapText } from './wrap'

/**
 * Final Draft's pagination rules one by one, each on a script small enough to count by hand.
 * Row numbers are 0-based line slots of a 54-line page.
 */
const el = (type: ElementKind, text: string, extra: Partial<ScriptElement> = {}): ScriptElement => ({ type, text, ...extra })
const filler = (n: number): ScriptElement => el('action', Array.from({ length: n }, (_, i) => `Filler line number ${i + 1} of the block.`).join('\n'))
const show = (p: Page) => p.lines.filter((l) => l.kind !== 'blank').map((l) => `${l.row}|${l.text}`)
const script = (elements: ScriptElement[], format?: ScriptFormat): Script => ({
  titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' },
  elements,
  ...(format ? { format } : {}),
})
const style = (s: Partial<ElementStyle>): ElementStyle => ({ leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 12, spacing: 1, ...s })

describe('widths from Final Draft styles', () => {
  it('gives action and headings 61 characters, parentheticals 26 on every line, lyrics 49, dual columns 29/25', () => {
    const s = settingsFromStyles(undefined)
    expect(s.elements['scene-heading']!.width).toBe(61)
    expect(s.elements.action!.width).toBe(61)
    expect(s.elements.parenthetical!.width).toBe(26)
    expect(s.elements.character!.width).toBe(38)
    expect(s.elements.dialogue!.width).toBe(35)
    expect(s.elements.transition!.width).toBe(16)
    expect(s.elements.lyrics!.width).toBe(49)
    expect(s.dual.left.dialogue.width).toBe(29)
    expect(s.dual.left.parenthetical.width).toBe(25)
    expect(s.dual.right.cueWidth).toBe(29)
    // The second line of a parenthetical is as wide as the first.
    const p = paginate([el('character', 'ANNA'), el('parenthetical', '(into the phone, very quietly, then louder and louder)'), el('dialogue', 'Hi.')])
    expect(p[0].lines.filter((l) => l.kind === 'parenthetical').map((l) => l.text)).toEqual(['(into the phone, very', 'quietly, then louder and', 'louder)'])
  })

  it('takes widths and spacing from an imported style: (right − left) × 10, rounded, +1 for action-wide styles and parentheticals', () => {
    const s = layoutSettingsFor({
      styles: {
        Dialogue: style({ leftIndent: 2.25, rightIndent: 6.0, spaceBefore: 0, spacing: 2 }),
        Character: style({ leftIndent: 3.5, rightIndent: 6.25 }),
        Parenthetical: style({ leftIndent: 2.75, rightIndent: 5.5, spaceBefore: 0 }),
        'Scene Heading': style({ leftIndent: 1.5, rightIndent: 7.5, spaceBefore: 6 }),
      },
    })
    expect(s.elements.dialogue).toMatchObject({ width: 38, indent: 7.5, lineHeight: 2, spaceBefore: 0 })
    expect(s.elements.character).toMatchObject({ width: 28, indent: 20 })
    expect(s.elements.parenthetical).toMatchObject({ width: 29, indent: 12.5 })
    expect(s.elements['scene-heading']!.spaceBefore).toBe(0.5)
  })

  it("narrows one paragraph whose own right indent differs from its style's", () => {
    const text = 'A line of action that is long enough to wrap at the narrower width.'
    const pages = paginate([el('action', text, { paragraph: { rightIndent: 5.5 } }), el('action', text)])
    const lines = pages[0].lines.filter((l) => l.kind === 'action')
    // 1.5–5.5 in: 40 + 1 = 41 characters; the next paragraph keeps 61.
    expect(lines.filter((l) => l.elementIndex === 0).map((l) => l.text)).toEqual(wrapText(text, 41).lines)
    expect(lines.filter((l) => l.elementIndex === 1).map((l) => l.text)).toEqual(wrapText(text, 61).lines)
  })
})

describe('line budget', () => {
  it('fills a page with 36 lines of spacing 1.5, or 27 of spacing 2 (an exact fit is allowed)', () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => el('action', `Line ${i + 1}.`))
    for (const [spacing, perPage] of [[1.5, 36], [2, 27]] as const) {
      const pages = paginate(script(lines(perPage + 1), { styles: { Action: style({ spaceBefore: 0, spacing }) } }))
      expect(pages.map((p) => p.lines.filter((l) => l.kind === 'action').length)).toEqual([perPage, 1])
    }
  })

  it('keeps fractional space before (6 pt = half a line): 36 one-line paragraphs fit in 1 + 35 × 1.5 = 53.5 lines', () => {
    const lines = Array.from({ length: 37 }, (_, i) => el('action', `Line ${i + 1}.`))
    const pages = paginate(script(lines, { styles: { Action: style({ spaceBefore: 6 }) } }))
    expect(pages.map((p) => p.lines.filter((l) => l.kind === 'action').length)).toEqual([36, 1])
    expect(pages[0].lines.filter((l) => l.kind === 'action').at(-1)!.row).toBe(52.5)
  })

  it('holds 58 lines on A4', () => {
    const pages = paginate(script([filler(58), el('action', 'Next page.')], { pageSize: 'a4' }))
    expect(pages).toHaveLength(2)
    expect(pages[0].lines.at(-1)!.row).toBe(57)
    expect(paginate(script([filler(58)]))).toHaveLength(2)
  })
})

describe('scene headings keep with the next block', () => {
  const speech = 'I was at home all night, I swear it on my life. Ask anyone on the street, they saw the lights on all night.'

  it('splits a speech of five lines or more (cue included) under a heading', () => {
    expect(wrapText(speech, 35).lines).toEqual(['I was at home all night, I swear it', 'on my life. Ask anyone on the', 'street, they saw the lights on all', 'night.'])
    // Rows 0–46 filled, heading on 49, cue on 51, two dialogue rows 52–53.
    const pages = paginate([filler(47), el('scene-heading', 'INT. HOUSE - DAY'), el('character', 'EDDIE'), el('dialogue', speech)])
    expect(show(pages[0]).slice(-5)).toEqual(['49|INT. HOUSE - DAY', '51|EDDIE', '52|I was at home all night, I swear it', '53|on my life.', '54|(MORE)'])
    expect(show(pages[1])).toEqual(["0|EDDIE (CONT'D)", '1|Ask anyone on the street, they saw', '2|the lights on all night.'])
  })

  it('moves the heading with a speech of four lines rather than split it under the heading', () => {
    const short = 'I was at home all night long, I swear it. Ask anyone at all, they saw the lights.'
    expect(wrapText(short, 35).lines).toHaveLength(3)
    const pages = paginate([filler(47), el('scene-heading', 'INT. HOUSE - DAY'), el('character', 'EDDIE'), el('dialogue', short)])
    expect(show(pages[0]).at(-1)).toBe('46|Filler line number 47 of the block.')
    expect(show(pages[1])[0]).toBe('0|INT. HOUSE - DAY')
  })

  it('moves a run of headings together, never splitting the block after them', () => {
    const six = el('action', ['One sentence on its line.', 'Two sentence on its line.', 'Three sentence on its line.', 'Four sentence on its line.', 'Five sentence on its line.', 'Six sentence on its line.'].join('\n'))
    // One heading (row 48): it stays and the block splits under it, 4 lines on rows 50–53.
    let pages = paginate([filler(46), el('scene-heading', 'INT. HOUSE - DAY'), six])
    expect(show(pages[0]).slice(-5)).toEqual(['48|INT. HOUSE - DAY', '50|One sentence on its line.', '51|Two sentence on its line.', '52|Three sentence on its line.', '53|Four sentence on its line.'])
    // Two headings: the pair and the block go to the next page.
    pages = paginate([filler(46), el('scene-heading', 'INT. HOUSE - DAY'), el('scene-heading', 'INT. KITCHEN - DAY'), six])
    expect(show(pages[0]).at(-1)).toBe('45|Filler line number 46 of the block.')
    expect(show(pages[1]).slice(0, 2)).toEqual(['0|INT. HOUSE - DAY', '3|INT. KITCHEN - DAY'])
  })

  it('lets a runt end the top of an action split under a heading only when the sentence fills the page exactly', () => {
    const full = 'Abcdefghi '.repeat(5) + 'Abcdefghij'
    const text = `${full} ${full} ${full}. Stop. Then the rest goes on for a while longer so that the paragraph has two more lines to carry over.`
    const w = wrapText(text, 61).lines
    expect(w.slice(0, 3).map((l) => l.length)).toEqual([60, 60, 61])
    expect(w[3].startsWith('Stop. Then')).toBe(true)
    // Heading on 48, blank, rows 50–53 (4) for the top: "Stop." (5 characters, a runt) ends it
    // exactly, which is allowed under a heading; it beats the split after line 3 (fuller top).
    const pages = paginate([filler(46), el('scene-heading', 'INT. HOUSE - DAY'), el('action', text)])
    expect(show(pages[0]).slice(-2)).toEqual([`52|${w[2]}`, '53|Stop.'])
    // Without the heading, with the same 4 rows, the runt is refused: the split falls after line 3.
    const alone = paginate([filler(49), el('action', text)])
    expect(show(alone[0]).at(-1)).toBe(`52|${w[2]}`)
    expect(show(alone[1])[0]).toBe('0|Stop. Then the rest goes on for a while longer so that the')
  })
})

describe('blocks that never split', () => {
  it('moves a standalone lyric whole, with no space before it', () => {
    const lyric = el('lyrics', 'Row row row\nYour boat\nGently down\nThe stream')
    const pages = paginate([filler(51), lyric])
    expect(show(pages[0]).at(-1)).toBe('50|Filler line number 51 of the block.')
    expect(show(pages[1])).toEqual(['0|Row row row', '1|Your boat', '2|Gently down', '3|The stream'])
    // With room it follows the action directly.
    expect(show(paginate([filler(2), lyric])[0])[2]).toBe('2|Row row row')
  })

  it('moves a whole speech with a transition that would otherwise open the next page', () => {
    const pages = paginate([filler(48), el('character', 'ANNA'), el('dialogue', 'One line.\nTwo lines.\nThree lines.'), el('transition', 'CUT TO:')])
    // The speech fits (rows 49–52) but CUT TO: (space + 1) would not: both go over.
    expect(show(pages[0]).at(-1)).toBe('47|Filler line number 48 of the block.')
    expect(show(pages[1])).toEqual(['0|ANNA', '1|One line.', '2|Two lines.', '3|Three lines.', '5|CUT TO:'])
  })

  it('starts a new page for an act marker whose style says so, but not at the top of a page', () => {
    const act = (t: string) => el('centered', t, { styleName: 'New Act' })
    const pages = paginate([act('ACT ONE'), el('action', 'Something.'), act('ACT TWO'), el('action', 'More.')])
    expect(pages.map(show)).toEqual([['0|ACT ONE', '2|Something.'], ['0|ACT TWO', '2|More.']])
    expect(pages[0].lines.find((l) => l.text === 'ACT ONE')!.styles).toEqual([{ start: 0, end: 7, style: 'underline' }])
  })
})
