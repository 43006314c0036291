import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { ElementKind, ScriptElement } from '../model'
import { countPages, layoutScript, pageOfElement, paginate, type Page } from './index'
import { sentenceStarts, wrapText } from './wrap'

const el = (type: ElementKind, text: string, extra: Partial<ScriptElement> = {}): ScriptElement => ({ type, text, ...extra })
/** An action block of `n` one-line paragraphs (each line a sentence of its own, > 12 characters). */
const filler = (n: number): ScriptElement =>
  el('action', Array.from({ length: n }, (_, i) => `Filler line number ${i + 1} of the block.`).join('\n'))
/** "row|indent|text" for every printed (non-blank) line of a page. */
const show = (p: Page) => p.lines.filter((l) => l.kind !== 'blank').map((l) => `${l.row}|${l.indent}|${l.text}`)
const script = (...elements: ScriptElement[]) => ({ titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements })

describe('wrapText', () => {
  it('breaks at the last space that fits, keeping internal double spaces', () => {
    const w = wrapText('A gorgeous day.  The sun is shining.  But BRICK BRADDOCK, retired police detective.', 60)
    expect(w.lines).toEqual(['A gorgeous day.  The sun is shining.  But BRICK BRADDOCK,', 'retired police detective.'])
    expect(w.starts).toEqual([0, 58])
  })
  it('lets a word end exactly at the width, and a trailing space never forces a break', () => {
    expect(wrapText('abcde fghij', 11).lines).toEqual(['abcde fghij'])
    expect(wrapText('abcde fghij ', 11).lines).toEqual(['abcde fghij'])
    expect(wrapText('abcde fghijk', 11).lines).toEqual(['abcde', 'fghijk'])
  })
  it('never cuts a word longer than the line: it sits alone and runs past; empty lines inside an element print nothing', () => {
    expect(wrapText('xx abcdefghijkl', 5).lines).toEqual(['xx', 'abcdefghijkl'])
    expect(wrapText('one\n\ntwo', 60).lines).toEqual(['one', 'two'])
    expect(wrapText('one\n\ntwo', 60).starts).toEqual([0, 5])
    // A wholly empty element is still one (blank) line.
    expect(wrapText('', 60).lines).toEqual([''])
  })
  it('breaks after a hyphen between letters, the hyphen ending the upper line uncounted', () => {
    // "a smash-and-" is 12 characters but counts 11: it fits a 12-character line, "grab" goes down.
    expect(wrapText('a smash-and-grab', 12).lines).toEqual(['a smash-and-', 'grab'])
    // "well-" counts 4 in a 4-character line.
    expect(wrapText('well-known', 4).lines).toEqual(['well-', 'known'])
    // A hyphen not between letters is no break: "-x" and "x-" stay whole.
    expect(wrapText('ab -cd', 4).lines).toEqual(['ab', '-cd'])
  })
  it('breaks an interruption dash that does not fit as "-" / "-"', () => {
    // "He stops--" counts 9 (its last hyphen is not counted): it fits 9 but not 8.
    expect(wrapText('He stops-- and goes', 9).lines).toEqual(['He stops--', 'and goes'])
    expect(wrapText('He stops-- and goes', 8).lines).toEqual(['He stops-', '- and', 'goes'])
  })
  it('separates words at any whitespace, and counts a leading indent', () => {
    expect(wrapText('one\ttwo\u00a0three', 9).lines).toEqual(['one\ttwo', 'three'])
    expect(wrapText('   abc def', 7).lines).toEqual(['   abc', 'def'])
  })
  it('gives a paragraph that fits the line the same line the word-by-word pass gives it', () => {
    // Trailing spaces never force a break, so the padded text takes the word-by-word pass and
    // must come out as the unpadded one, which fits the width.
    const piece = fc.constantFrom('a', 'Z', '9', ' ', '  ', '-', '--', '\t', '\u00a0', '\u2003', 'é', '.', '(', '!')
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 30 }), fc.integer({ min: 1, max: 40 }), (pieces, w) => {
        const text = pieces.join('')
        fc.pre(text.length <= w)
        expect(wrapText(text + ' '.repeat(w + 1 - text.length), w)).toEqual(wrapText(text, w))
      }),
      { numRuns: 3000 },
    )
  })
  it('keeps a 10,000-character line with no spaces whole', () => {
    const w = wrapText('x'.repeat(10_000), 60)
    expect(w.lines.length).toBe(1)
    expect(w.lines[0].length).toBe(10_000)
  })
})

describe('sentenceStarts', () => {
  it('ends a sentence at . ! ? (and closers) before whitespace, with no list of abbreviations', () => {
    const t = 'Mr. Smith runs. He stops?  J. Doe waits!\nNew line.'
    expect(sentenceStarts(t)).toEqual([t.indexOf('Smith'), t.indexOf('He'), t.indexOf('J. Doe'), t.indexOf('Doe'), t.indexOf('New')])
    // Closers after the stop; an ellipsis character or a bare line break is no sentence end.
    const u = 'He said "Go." Then (quietly.) left\nagain… and on'
    expect(sentenceStarts(u)).toEqual([u.indexOf('Then'), u.indexOf('left')])
  })
})

describe('paginate: spacing, indents and element geometry', () => {
  it('lays out an element whose style is named like an object property as its type', () => {
    for (const styleName of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const pages = paginate([{ type: 'action', text: 'Hello there friend', styleName }])
      expect(pages[0].lines.map((l) => [l.kind, l.text, l.indent])).toEqual([['action', 'Hello there friend', 0]])
    }
  })

  it('puts 2 blank lines before a scene heading, 1 before action/character/transition, none inside a speech', () => {
    const pages = paginate(
      script(
        el('scene-heading', 'int. a - day'),
        el('action', 'One.'),
        el('action', 'Two.'),
        el('character', 'bob'),
        el('parenthetical', '(softly)'),
        el('dialogue', 'Hi.'),
        el('transition', 'cut to:'),
        el('scene-heading', 'EXT. B - NIGHT'),
        el('note', 'a note'),
        el('section', 'Act one'),
        el('synopsis', 'Things happen'),
        el('action', 'Three.'),
      ),
    )
    expect(pages).toHaveLength(1)
    expect(show(pages[0])).toEqual([
      '0|0|INT. A - DAY',
      '2|0|One.',
      '4|0|Two.',
      '6|22|BOB',
      '7|15|(softly)',
      '8|10|Hi.',
      '10|49|CUT TO:',
      '13|0|EXT. B - NIGHT',
      '15|0|Three.',
    ])
    // Spacing is emitted as blank lines, so a line-by-line page view needs no arithmetic.
    expect(pages[0].lines.filter((l) => l.kind === 'blank').map((l) => l.row)).toEqual([1, 3, 5, 9, 11, 12, 14])
  })

  it('wraps each element at its width; a parenthetical\'s "(" hangs one character left', () => {
    const pages = paginate(
      script(
        el('character', 'JACK'),
        el('parenthetical', '(in Vietnamese, subtitled, and then some)'),
        el('dialogue', 'Did you know Brick and Steel are retired?'),
        el('centered', 'THE END'),
        el('lyrics', 'La la la'),
      ),
    )
    expect(show(pages[0])).toEqual([
      '0|22|JACK',
      '1|15|(in Vietnamese, subtitled,',
      '2|16|and then some)',
      '3|10|Did you know Brick and Steel are',
      '4|10|retired?',
      // Centred in the 61-character action line; a lyric outside a speech has no space before.
      '6|27|THE END',
      '7|10|La la la',
    ])
    const lyric = pages[0].lines.find((l) => l.kind === 'lyrics')!
    expect(lyric.styles).toEqual([{ start: 0, end: 8, style: 'italic' }])
  })

  it('maps style spans onto the lines they fall on', () => {
    const text = 'Plain words then bold words that run past the sixty character mark.'
    const start = text.indexOf('bold')
    const pages = paginate(script(el('action', text, { styles: [{ start, end: text.length, style: 'bold' }] })))
    const [a, b] = pages[0].lines
    expect(a.text).toBe('Plain words then bold words that run past the sixty character')
    expect(a.styles).toEqual([{ start, end: a.text.length, style: 'bold' }])
    expect(b.text).toBe('mark.')
    expect(b.offset).toBe(62)
    expect(b.styles).toEqual([{ start: 0, end: b.text.length, style: 'bold' }])
  })

  it('lays dual dialogue side by side on the same rows', () => {
    const pages = paginate(
      script(
        el('action', 'They look at each other.'),
        el('character', 'STEEL', { dual: 'left' }),
        el('dialogue', 'Screw retirement.', { dual: 'left' }),
        el('character', 'BRICK', { dual: 'right' }),
        el('parenthetical', '(grinning)', { dual: 'right' }),
        el('dialogue', 'Screw retirement.', { dual: 'right' }),
        el('action', 'After.'),
      ),
    )
    const lines = pages[0].lines.filter((l) => l.column)
    expect(lines.map((l) => `${l.row}|${l.column}|${l.indent}|${l.text}`)).toEqual([
      // Cues centred about 2.95 in and 6.075 in from the paper edge.
      '2|left|12|STEEL',
      '2|right|43.25|BRICK',
      '3|left|0|Screw retirement.',
      '3|right|32.75|(grinning)',
      '4|right|31.25|Screw retirement.',
    ])
    expect(show(pages[0]).at(-1)).toBe('6|0|After.')
  })

  it('keeps the writer\'s text when capitals would change its length', () => {
    const pages = paginate(script(el('character', 'straße')))
    expect(pages[0].lines[0].text).toBe('straße')
  })
})

describe('paginate: page breaks', () => {
  it('breaks after 54 lines and numbers pages from 1', () => {
    const pages = paginate(script(filler(54), el('action', 'Next page.')))
    expect(pages.map((p) => p.number)).toEqual([1, 2])
    expect(pages[0].lines.at(-1)!.row).toBe(53)
    // Spacing before the first element of a page is dropped.
    expect(show(pages[1])).toEqual(['0|0|Next page.'])
  })

  it('honours forced page breaks; a leading one is ignored, two in a row leave a blank page, a trailing one adds nothing', () => {
    const pages = paginate(
      script(el('page-break', ''), el('action', 'A.'), el('page-break', ''), el('action', 'B.'), el('page-break', ''), el('page-break', ''), el('action', 'C.'), el('page-break', '')),
    )
    expect(pages.map(show)).toEqual([['0|0|A.'], ['0|0|B.'], [], ['0|0|C.']])
    expect(countPages(script(el('action', 'x')))).toBe(1)
    expect(countPages(script())).toBe(1)
  })

  it('pushes a scene heading to the next page when what follows cannot start under it', () => {
    // 47 lines, then heading at row 49 (two blanks), a blank, and only rows 51–53 left for a
    // 4-line action: fewer than 5 lines go with their heading whole.
    const fourLines = el('action', 'Alpha line one of four.\nBravo line two of four.\nCharlie line three of four.\nDelta line four of four.')
    const pages = paginate(script(filler(47), el('scene-heading', 'INT. HOUSE - DAY'), fourLines))
    expect(pages).toHaveLength(2)
    expect(show(pages[0]).at(-1)).toBe('46|0|Filler line number 47 of the block.')
    expect(show(pages[1])).toEqual(['0|0|INT. HOUSE - DAY', '2|0|Alpha line one of four.', '3|0|Bravo line two of four.', '4|0|Charlie line three of four.', '5|0|Delta line four of four.'])
  })

  it('never leaves a scene heading last on a page', () => {
    const pages = paginate(script(filler(50), el('scene-heading', 'INT. HOUSE - DAY'), el('action', 'Short.')))
    // The heading would fit on row 52, but its action would not.
    expect(show(pages[0]).at(-1)).toBe('49|0|Filler line number 50 of the block.')
    expect(show(pages[1])).toEqual(['0|0|INT. HOUSE - DAY', '2|0|Short.'])
  })

  it('keeps a heading with the start of a long block, splitting the block at a sentence', () => {
    const six = el('action', ['One sentence on its line.', 'Two sentence on its line.', 'Three sentence on its line.', 'Four sentence on its line.', 'Five sentence on its line.', 'Six sentence on its line.'].join('\n'))
    const pages = paginate(script(filler(47), el('scene-heading', 'INT. HOUSE - DAY'), six))
    expect(show(pages[0]).slice(-4)).toEqual(['49|0|INT. HOUSE - DAY', '51|0|One sentence on its line.', '52|0|Two sentence on its line.', '53|0|Three sentence on its line.'])
    expect(show(pages[1])).toEqual(['0|0|Four sentence on its line.', '1|0|Five sentence on its line.', '2|0|Six sentence on its line.'])
  })

  it('splits action at a sentence end, the rest re-wrapped on the next page', () => {
    const text =
      'Rain hammers the roof of the shack while the lamp swings back and forth. ' +
      'Nobody moves for a very long time and the kettle starts to whistle. ' +
      'At last Morales stands, crosses to the stove, and kills the flame.'
    // Wrapped at 61: 4 lines; the first line ends exactly at column 61.
    expect(wrapText(text, 61).lines).toEqual([
      'Rain hammers the roof of the shack while the lamp swings back',
      'and forth. Nobody moves for a very long time and the kettle',
      'starts to whistle. At last Morales stands, crosses to the',
      'stove, and kills the flame.',
    ])
    // Rows 0–49 filled, a blank, then 3 rows (51–53) for a 4-line block: "whistle." ends inside
    // line 3, the rest re-wraps to 2 lines, so 3 go on top.
    let pages = paginate(script(filler(50), el('action', text)))
    expect(show(pages[0]).slice(-4)).toEqual([
      '49|0|Filler line number 50 of the block.',
      '51|0|Rain hammers the roof of the shack while the lamp swings back',
      '52|0|and forth. Nobody moves for a very long time and the kettle',
      '53|0|starts to whistle.',
    ])
    expect(show(pages[1])).toEqual(['0|0|At last Morales stands, crosses to the stove, and kills the', '1|0|flame.'])
    // With 2 rows left the only sentence end that fits leaves "and forth." (10 characters, a
    // runt) last on the page, and there is no split at a bare line end: the paragraph moves whole.
    pages = paginate(script(filler(51), el('action', text)))
    expect(show(pages[0]).at(-1)).toBe('50|0|Filler line number 51 of the block.')
    expect(show(pages[1])[0]).toBe('0|0|Rain hammers the roof of the shack while the lamp swings back')
  })

  it('moves an action paragraph with no sentence end whole rather than split it at a line', () => {
    const long = el('action', 'word '.repeat(60).trim())
    expect(wrapText(long.text, 61).lines).toHaveLength(5)
    const pages = paginate(script(filler(50), long))
    expect(show(pages[0]).at(-1)).toBe('49|0|Filler line number 50 of the block.')
    expect(pages[1].lines.filter((l) => l.elementIndex === 1)).toHaveLength(5)
  })

  it('splits a three-line paragraph 2 + 2 when the sentence re-wraps that way', () => {
    const text = 'The first sentence of this paragraph runs long enough to wrap onto a second line here. The second one is long as well and it will need two lines of its own.'
    expect(wrapText(text, 61).lines).toHaveLength(3)
    const pages = paginate(script(filler(51), el('action', text)))
    expect(show(pages[0]).slice(-2)).toEqual(['52|0|The first sentence of this paragraph runs long enough to wrap', '53|0|onto a second line here.'])
    expect(show(pages[1])).toEqual(['0|0|The second one is long as well and it will need two lines of', '1|0|its own.'])
  })

  it('moves a block that would leave fewer than two lines on either side', () => {
    const three = el('action', 'First sentence of three lines.\nSecond sentence of three lines.\nThird sentence of three lines.')
    // Two rows left (52–53): a 2/1 split is not allowed, so the block moves.
    const pages = paginate(script(filler(51), three))
    expect(show(pages[0]).at(-1)).toBe('50|0|Filler line number 51 of the block.')
    expect(show(pages[1])[0]).toBe('0|0|First sentence of three lines.')
  })

  it("splits a speech at a sentence with (MORE) and NAME (CONT'D)", () => {
    const speech = 'I told you already. I was at home all night with the dog. Ask anybody on the street, they saw the lights on.'
    expect(wrapText(speech, 35).lines).toEqual(['I told you already. I was at home', 'all night with the dog. Ask anybody', 'on the street, they saw the lights', 'on.'])
    // 49 filler lines, a blank, the cue at 50 and rows 51–53 for 4 content lines. "Ask" starts a
    // sentence inside line 2: two lines stay, the rest re-wraps to two on the next page.
    const pages = paginate(script(filler(49), el('character', 'Eddie'), el('dialogue', speech)))
    expect(show(pages[0]).slice(-4)).toEqual(['50|22|EDDIE', '51|10|I told you already. I was at home', '52|10|all night with the dog.', '53|22|(MORE)'])
    expect(show(pages[1])).toEqual(["0|22|EDDIE (CONT'D)", '1|10|Ask anybody on the street, they saw', '2|10|the lights on.'])
    const more = pages[0].lines.at(-1)!
    expect(more.kind).toBe('more')
    expect(pages[1].lines[0].kind).toBe('contd')
  })

  it('lets (MORE) sit below the 54th line: it does not count against the page', () => {
    const speech = 'One two three four five six. Seven eight nine ten eleven twelve. Thirteen fourteen fifteen sixteen. Seventeen eighteen.'
    expect(wrapText(speech, 35).lines).toHaveLength(4)
    // Cue at row 51, content rows 52–53, (MORE) on row 54.
    const pages = paginate(script(filler(50), el('character', 'EDDIE'), el('dialogue', speech)))
    expect(show(pages[0]).slice(-4)).toEqual(['51|22|EDDIE', '52|10|One two three four five six. Seven', '53|10|eight nine ten eleven twelve.', '54|22|(MORE)'])
    expect(show(pages[1])[0]).toBe("0|22|EDDIE (CONT'D)")
  })

  it("does not double an existing (CONT'D)", () => {
    const speech = 'One two three four five six. Seven eight nine ten eleven twelve. Thirteen fourteen fifteen sixteen. Seventeen eighteen.'
    const pages = paginate(script(filler(50), el('character', "EDDIE (CONT'D)"), el('dialogue', speech)))
    expect(show(pages[1])[0]).toBe("0|22|EDDIE (CONT'D)")
  })

  it('moves the whole speech when the first sentence alone does not fit', () => {
    const speech = 'This first sentence is long enough to run onto a second line and a third one too. Short.'
    const pages = paginate(script(filler(50), el('character', 'EDDIE'), el('dialogue', speech)))
    expect(show(pages[0]).at(-1)).toBe('49|0|Filler line number 50 of the block.')
    expect(show(pages[1])[0]).toBe('0|22|EDDIE')
  })

  it('keeps a character and parenthetical with the first lines of dialogue', () => {
    // Rows 51–53: cue, parenthetical and one dialogue line would fit, but a 2-line speech cannot split.
    const pages = paginate(script(filler(50), el('character', 'ANNA'), el('parenthetical', '(quietly)'), el('dialogue', 'I know what you did last summer and so does he.')))
    expect(show(pages[0]).at(-1)).toBe('49|0|Filler line number 50 of the block.')
    expect(show(pages[1])).toEqual(['0|22|ANNA', '1|15|(quietly)', '2|10|I know what you did last summer and', '3|10|so does he.'])
  })

  it('may end a page on a parenthetical when that gives the fullest top', () => {
    const pages = paginate(
      script(
        filler(48),
        el('character', 'ANNA'),
        el('dialogue', 'I know what you did last summer and so does he.'),
        el('parenthetical', '(beat)'),
        el('dialogue', 'And the summer before that one, and the one before.'),
      ),
    )
    // Cue at 49, four rows left (50–53) for five content lines. Splits after the first dialogue
    // (2 | 3) or after "(beat)" (3 | 2): neither is at a sentence end of a 3-line part, neither
    // leaves 3 spoken lines over, so the fuller top wins and the page ends on "(beat)".
    expect(show(pages[0]).slice(-5)).toEqual(['49|22|ANNA', '50|10|I know what you did last summer and', '51|10|so does he.', '52|15|(beat)', '53|22|(MORE)'])
    expect(show(pages[1])).toEqual(["0|22|ANNA (CONT'D)", '1|10|And the summer before that one, and', '2|10|the one before.'])
  })

  it('prefers a speech split at a sentence end over a fuller top at a part end', () => {
    const one = 'This one sentence keeps on going and going across the page until it finally stops.'
    expect(wrapText(one, 35).lines).toHaveLength(3)
    const pages = paginate(
      script(filler(48), el('character', 'ANNA'), el('dialogue', one), el('parenthetical', '(beat)'), el('dialogue', 'Short line.\nAnother.')),
    )
    // Cue at 49, rows 50–53 (4) for 3 + 1 + 2 content lines. After "(beat)" gives the fuller top
    // (4), but the 3-line part ending in "." is a sentence end, which ranks first.
    expect(show(pages[0]).slice(-5)).toEqual([
      '49|22|ANNA',
      '50|10|This one sentence keeps on going',
      '51|10|and going across the page until it',
      '52|10|finally stops.',
      '53|22|(MORE)',
    ])
    expect(show(pages[1])).toEqual(["0|22|ANNA (CONT'D)", '1|15|(beat)', '2|10|Short line.', '3|10|Another.'])
  })

  it('costs the continuation cue nothing: the next page still holds 54 lines of content', () => {
    const speech = Array.from({ length: 8 }, (_, i) => `Sentence number ${i + 1} is here.`).join(' ')
    const pages = paginate(script(filler(49), el('character', 'EDDIE'), el('dialogue', speech), filler(60)))
    const p2 = pages[1]
    expect(p2.lines[0].kind).toBe('contd')
    // After the CONT'D cue: the dialogue rest, a blank, and action down to row 54 (55 rows used).
    const lastRow = Math.max(...p2.lines.map((l) => l.row))
    const dialogueRows = p2.lines.filter((l) => l.kind === 'dialogue').length
    expect(lastRow).toBe(54)
    expect(p2.lines.filter((l) => l.kind === 'action')).toHaveLength(54 - dialogueRows - 1)
  })

  it('does not let a transition open a page: the block before it goes along', () => {
    const two = el('action', 'Two lines of action that cannot be split across the page because it is short.')
    const pages = paginate(script(filler(50), two, el('transition', 'CUT TO:')))
    expect(show(pages[0]).at(-1)).toBe('49|0|Filler line number 50 of the block.')
    expect(show(pages[1])).toEqual(['0|0|Two lines of action that cannot be split across the page', '1|0|because it is short.', '3|49|CUT TO:'])
  })

  it('lets a transition be the last line of a page', () => {
    const pages = paginate(script(filler(52), el('transition', 'CUT TO:'), el('action', 'Next.')))
    expect(show(pages[0]).at(-1)).toBe('53|49|CUT TO:')
    expect(show(pages[1])).toEqual(['0|0|Next.'])
  })
})

describe('element positions', () => {
  it('records the page and row where every element starts, notes included', () => {
    const s = script(filler(50), el('note', 'n'), el('scene-heading', 'INT. X - DAY'), el('action', 'Go.'))
    const layout = layoutScript(s)
    expect(layout.elementPage).toEqual([0, 0, 1, 1])
    expect(layout.elementRow).toEqual([0, 50, 0, 2])
    expect(pageOfElement(layout.pages, 2)).toBe(2)
    expect(pageOfElement(layout.pages, 1)).toBe(0)
    expect(pageOfElement(layout, 1)).toBe(1)
    expect(pageOfElement(layout, 3)).toBe(2)
  })
})

describe('hostile sizes', () => {
  it('prints a 10,000-character word uncut on one line that runs past the margin', () => {
    const pages = paginate(script(el('action', 'y'.repeat(10_000)), el('action', 'After.')))
    expect(pages.map((p) => p.lines.filter((l) => l.kind !== 'blank').length)).toEqual([2])
    expect(pages[0].lines[0].text).toHaveLength(10_000)
  })
  it('copes with a 200-character character name', () => {
    const name = 'VERY LONG NAME '.repeat(14).trim()
    const pages = paginate(script(el('character', name), el('dialogue', 'Hello.')))
    const cue = pages[0].lines.filter((l) => l.kind === 'character')
    expect(cue.length).toBe(6)
    expect(cue.every((l) => l.text.length <= 38)).toBe(true)
    expect(pages[0].lines.at(-1)!.text).toBe('Hello.')
  })
  it('splits a speech taller than a page with (MORE)/(CONT\'D) at line level', () => {
    const long = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ').repeat(4)
    const pages = paginate(script(el('character', 'BOB'), el('dialogue', long)))
    expect(pages.length).toBeGreaterThan(1)
    expect(pages[0].lines.at(-1)!.kind).toBe('more')
    expect(pages[1].lines[0].text).toBe("BOB (CONT'D)")
  })
})
