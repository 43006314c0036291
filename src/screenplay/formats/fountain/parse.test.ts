/**
 * Fountain reader: one test per syntax rule and per known ambiguous case (where Fountain parsers
 * disagree), all on inline text so they run on a plain clone.
 */
import { describe, it, expect } from 'vitest'
import type { ElementKind, ScriptElement } from '../../model'
import { parseFountain } from './index'
import { parseInline } from './inline'
import { HANG_GUARD_MS } from '../../../testing/hang-guard'

const els = (src: string) => parseFountain(src).elements
const kinds = (src: string) => els(src).map((e) => e.type)
const pairs = (src: string): [ElementKind, string][] => els(src).map((e) => [e.type, e.text])

describe('title page', () => {
  it('keeps a key that shares a name with an object property as an extra field', () => {
    const tp = parseFountain('Title: T\nConstructor: Me\nToString: Two\n\nINT. A - DAY\n').titlePage
    expect(tp.title).toBe('T')
    expect(tp.extra).toEqual([{ key: 'Constructor', value: 'Me' }, { key: 'ToString', value: 'Two' }])
    expect(Object.keys(tp).sort()).toEqual(['author', 'contact', 'credit', 'draft', 'extra', 'source', 'title'])
  })

  it('maps known keys, indented multi-line values (tab or 3+ spaces), extras in order', () => {
    const s = parseFountain(
      'Title:\n\t_**BRICK & STEEL**_\n   FULL RETIRED\nCredit: Written by\nAuthors: Stu\nSource: Story by KTM\nDraft date: 1/27/2012\nContact:\n    Next Level\n    Solvang, CA\nCopyright: (c) 2012\nNotes: none\n\nINT. HOUSE - DAY\n',
    )
    expect(s.titlePage).toEqual({
      title: 'BRICK & STEEL\nFULL RETIRED',
      credit: 'Written by',
      author: 'Stu',
      source: 'Story by KTM',
      draft: '1/27/2012',
      contact: 'Next Level\nSolvang, CA',
      extra: [
        { key: 'Copyright', value: '(c) 2012' },
        { key: 'Notes', value: 'none' },
      ],
    })
    expect(s.elements).toEqual([{ type: 'scene-heading', text: 'INT. HOUSE - DAY' }])
  })

  it('keys are case-insensitive; Author and Authors both fill author', () => {
    expect(parseFountain('TITLE: X\nauthor: A\nAuthors: B\n').titlePage).toMatchObject({ title: 'X', author: 'A\nB' })
  })

  it("'Fade' first line means no title page", () => {
    const s = parseFountain('FADE IN:\n\nINT. HOUSE - DAY\n')
    expect(s.titlePage.title).toBe('')
    expect(pairs('FADE IN:\n\nINT. HOUSE - DAY\n')).toEqual([
      ['action', 'FADE IN:'],
      ['scene-heading', 'INT. HOUSE - DAY'],
    ])
  })

  it('a key-shaped first block with no known key is body text (CUT TO:, SMASH CUT TO:)', () => {
    expect(pairs('SMASH CUT TO:\n\nINT. HOUSE - DAY\n')[0]).toEqual(['transition', 'SMASH CUT TO:'])
    expect(pairs('Scene: one\n')[0]).toEqual(['action', 'Scene: one'])
  })

  it('a block with a non key line is not a title page', () => {
    expect(parseFountain('Title: X\nHello there\n').titlePage.title).toBe('')
  })

  it('the title page ends at the first empty line; extra empty lines after it are ignored', () => {
    expect(parseFountain('Title: X\n\n\n\nAction.\n').elements).toEqual([{ type: 'action', text: 'Action.' }])
  })
})

describe('scene headings', () => {
  it('accepts the listed prefixes with dot or space, any case', () => {
    for (const h of ['INT. HOUSE - DAY', 'EXT HOUSE', 'EST. CITY', 'INT./EXT. CAR', 'INT/EXT CAR', 'I/E CAR', 'I./E. CAR', 'int. house - day', 'INT - HOUSE']) {
      expect(els(`\n${h}\n\n`)[0], h).toEqual({ type: 'scene-heading', text: h })
    }
  })

  it('rejects other words and prefixes', () => {
    for (const h of ['ESTABLISHING SHOT', 'INTERNAL AFFAIRS', 'EXT/INT. CAR', 'INTO THE WOODS']) expect(kinds(`${h}\n\n`)[0], h).toBe('action')
  })

  it('forced with a single leading dot; an ellipsis is action', () => {
    expect(els('.SNIPER SCOPE POV\n\n...and then\n')).toEqual([
      { type: 'scene-heading', text: 'SNIPER SCOPE POV' },
      { type: 'action', text: '...and then' },
    ])
  })

  it('a numbered OMITTED heading is an omitted scene, and writes back the same way', () => {
    expect(els('.OMITTED #10A#\n')[0]).toEqual({ type: 'scene-heading', text: 'OMITTED', sceneNumber: '10A', omitted: true })
  })

  it('scene numbers #1A# come off the text into sceneNumber', () => {
    expect(els('INT. HOUSE - DAY #1A#\n')[0]).toEqual({ type: 'scene-heading', text: 'INT. HOUSE - DAY', sceneNumber: '1A' })
    expect(els('.FLASHBACK #I-1-A#\n')[0]).toEqual({ type: 'scene-heading', text: 'FLASHBACK', sceneNumber: 'I-1-A' })
  })

  it('needs a blank line after; without it the line is action, never a cue', () => {
    expect(pairs('INT. HOUSE - DAY\nBob enters.\n')).toEqual([['action', 'INT. HOUSE - DAY\nBob enters.']])
  })

  it('a heading ending in spaces is still a heading (Final Draft writes two after each); a cue ending in two spaces is action', () => {
    expect(els('INT. HOUSE - DAY  \n\n')).toEqual([{ type: 'scene-heading', text: 'INT. HOUSE - DAY' }])
    expect(kinds('EXT. STREET - NIGHT \n\nI/E. CAR - DAY  \n\nEST. TOWN - DAWN   \n\n')).toEqual(['scene-heading', 'scene-heading', 'scene-heading'])
    expect(kinds('\nBOB  \nHello.\n')).toEqual(['action'])
  })

  it('emphasis before the prefix still counts', () => {
    expect(els('**INT. HOUSE**\n\n')[0]).toEqual({ type: 'scene-heading', text: 'INT. HOUSE', styles: [{ start: 0, end: 10, style: 'bold' }] })
  })
})

describe('action', () => {
  it('keeps line breaks and leading indentation, tabs become four spaces', () => {
    expect(els('He runs.\n\tShe waits.\n  Then.\n')[0].text).toBe('He runs.\n    She waits.\n  Then.')
  })

  it('! forces action, also on a heading, a cue or a transition', () => {
    expect(pairs('!EXT. ACTION. FORCED.\n\n!SCANNING THE AISLES\nNothing.\n\n!CUT TO:\n')).toEqual([
      ['action', 'EXT. ACTION. FORCED.'],
      ['action', 'SCANNING THE AISLES\nNothing.'],
      ['action', 'CUT TO:'],
    ])
  })

  it('each extra empty line between elements is one empty action', () => {
    expect(pairs('One.\n\n\n\nTwo.\n')).toEqual([
      ['action', 'One.'],
      ['action', ''],
      ['action', ''],
      ['action', 'Two.'],
    ])
  })

  it('empty lines at the start and end are ignored', () => {
    expect(pairs('\n\n\nOne.\n\n\n\n')).toEqual([['action', 'One.']])
  })
})

describe('characters, dialogue, parentheticals', () => {
  it('all-caps line with blank before and text after is a cue', () => {
    expect(pairs('SCANNING THE AISLES...\nNothing there.\n')).toEqual([
      ['character', 'SCANNING THE AISLES...'],
      ['dialogue', 'Nothing there.'],
    ])
  })

  it('a cue on the very first line needs no blank before', () => {
    expect(kinds('STEEL\nThe man is a myth!\n')).toEqual(['character', 'dialogue'])
  })

  it('@ forces a cue: mixed case and non-Latin names', () => {
    expect(pairs('@McCLANE\nYippee ki-yay!\n\n@黒澤\nはい。\n')).toEqual([
      ['character', 'McCLANE'],
      ['dialogue', 'Yippee ki-yay!'],
      ['character', '黒澤'],
      ['dialogue', 'はい。'],
    ])
  })

  it('extensions stay, lower-case extensions allowed; CONT\'D / CONTINUED stripped', () => {
    expect(pairs('HANS (on the radio)\nWhat?\n\nMOM (O. S.)\nLuke!\n\nEVE (CONT\'D)\nHi.\n\nEVE (cont’d)\nHi.\n\nBOB (V.O.) (CONTINUED)\nHi.\n\nBOB (V.O., CONT\'D)\nHi.\n').filter(([k]) => k === 'character')).toEqual([
      ['character', 'HANS (on the radio)'],
      ['character', 'MOM (O. S.)'],
      ['character', 'EVE'],
      ['character', 'EVE'],
      ['character', 'BOB (V.O.)'],
      ['character', 'BOB (V.O.)'],
    ])
  })

  it('a name without a letter is not a cue; R2D2 is', () => {
    expect(kinds('23 (O.S.)\nHello\n')).toEqual(['action'])
    expect(kinds('R2D2\nBleep.\n')).toEqual(['character', 'dialogue'])
  })

  it('a cue ending in two spaces is action', () => {
    expect(kinds('BOB  \nHello\n')).toEqual(['action'])
  })

  it('indentation of cue, parenthetical and dialogue is ignored', () => {
    expect(pairs('\t\tEVE\n\t  (feeling cocky)\n\tWell, then!\n')).toEqual([
      ['character', 'EVE'],
      ['parenthetical', '(feeling cocky)'],
      ['dialogue', 'Well, then!'],
    ])
  })

  it('parentheticals anywhere in the block, also last; "(" without ")" is dialogue', () => {
    expect(pairs('STEEL\n(beat)\nNo.\n(pause)\n(not closed\n(smiles)\n')).toEqual([
      ['character', 'STEEL'],
      ['parenthetical', '(beat)'],
      ['dialogue', 'No.'],
      ['parenthetical', '(pause)'],
      ['dialogue', '(not closed'],
      ['parenthetical', '(smiles)'],
    ])
  })

  it('dialogue in caps stays dialogue; manual line breaks kept', () => {
    expect(pairs('EVE\nME TOO!\nREALLY.\n')).toEqual([
      ['character', 'EVE'],
      ['dialogue', 'ME TOO!\nREALLY.'],
    ])
  })

  it('two spaces keep an empty line inside dialogue; an empty line ends it', () => {
    expect(pairs('DEALER\nSeven.\n  \nHit?\n')).toEqual([
      ['character', 'DEALER'],
      ['dialogue', 'Seven.\n\nHit?'],
    ])
    expect(pairs('DEALER\nSeven.\n\nHit?\n')).toEqual([
      ['character', 'DEALER'],
      ['dialogue', 'Seven.'],
      ['action', 'Hit?'],
    ])
  })

  it('a line ending in TO: followed by text is a cue, not a transition', () => {
    expect(kinds('GO TO:\nWhere?\n')).toEqual(['character', 'dialogue'])
  })

  it('parenthetical spanning two lines is dialogue, not a parenthetical', () => {
    expect(pairs('BOB\n(looking\naway)\nHi.\n')).toEqual([
      ['character', 'BOB'],
      ['dialogue', '(looking\naway)\nHi.'],
    ])
  })
})

describe('dual dialogue', () => {
  it('^ on the second cue: previous block left, this block right, caret removed', () => {
    const e = els('STEEL\nScrew retirement.\n\nBRICK   ^\n(raising beer)\nScrew retirement.\n')
    expect(e.map((x) => [x.type, x.text, x.dual])).toEqual([
      ['character', 'STEEL', 'left'],
      ['dialogue', 'Screw retirement.', 'left'],
      ['character', 'BRICK', 'right'],
      ['parenthetical', '(raising beer)', 'right'],
      ['dialogue', 'Screw retirement.', 'right'],
    ])
  })

  it('^ with no dialogue block before is ignored', () => {
    expect(els('Action.\n\nBRICK ^\nHi.\n')).toEqual([
      { type: 'action', text: 'Action.' },
      { type: 'character', text: 'BRICK' },
      { type: 'dialogue', text: 'Hi.' },
    ])
  })

  it('a third block with ^ after a pair is not dual (one pair at a time)', () => {
    expect(els('A\nx\n\nB ^\ny\n\nC ^\nz\n').map((e) => e.dual)).toEqual(['left', 'left', 'right', 'right', undefined, undefined])
  })

  it('dual flags reach lyrics inside the block', () => {
    expect(els('A\nx\n\nB ^\n~la la\n').map((e) => [e.type, e.dual])).toEqual([
      ['character', 'left'],
      ['dialogue', 'left'],
      ['character', 'right'],
      ['lyrics', 'right'],
    ])
  })
})

describe('lyrics', () => {
  it('~ lines form one lyrics element, inside a block or alone; "~ text" is a lyric too', () => {
    expect(pairs('SINGER\n~These are the songs\n~ That I sing.\n\n~Alone\n~Together\n')).toEqual([
      ['character', 'SINGER'],
      ['lyrics', 'These are the songs\nThat I sing.'],
      ['lyrics', 'Alone\nTogether'],
    ])
  })
})

describe('transitions', () => {
  it('upper case ending in TO: between blank lines; indented too', () => {
    expect(pairs('Action.\n\n   CUT TO:\n\nMore.\n')[1]).toEqual(['transition', 'CUT TO:'])
  })

  it('trailing spaces make it action', () => {
    expect(pairs('CUT TO:  \n')).toEqual([['action', 'CUT TO:  ']])
  })

  it('bare TO: is a transition', () => {
    expect(kinds('TO:\n')).toEqual(['transition'])
  })

  it('FADE OUT. / FADE TO BLACK. / CUT TO BLACK. are transitions', () => {
    expect(kinds('FADE OUT.\n\nFADE TO BLACK.\n\nCUT TO BLACK.\n')).toEqual(['transition', 'transition', 'transition'])
  })

  it('> forces, keeps the case as typed; lower-case TO: is not a transition', () => {
    expect(pairs('> Burn to White.\n\ncut to:\n')).toEqual([
      ['transition', 'Burn to White.'],
      ['action', 'cut to:'],
    ])
  })
})

describe('centered', () => {
  it('> text < is centered, > text is a transition; inner space trimmed, lines join', () => {
    expect(pairs('> THE END <\n\n> Not centered\n\n>      Lots of Space\t\t<\n>Line two<\n')).toEqual([
      ['centered', 'THE END'],
      ['transition', 'Not centered'],
      ['centered', 'Lots of Space\nLine two'],
    ])
  })
})

describe('emphasis', () => {
  const inl = (s: string) => parseInline(s)
  it('* ** *** _ and nesting', () => {
    expect(inl('*i* **b** ***bi*** _u_')).toEqual({
      text: 'i b bi u',
      styles: [
        { start: 0, end: 1, style: 'italic' },
        { start: 2, end: 3, style: 'bold' },
        { start: 4, end: 6, style: 'bold' },
        { start: 4, end: 6, style: 'italic' },
        { start: 7, end: 8, style: 'underline' },
      ],
    })
    expect(inl('_an *italic* word_')).toEqual({
      text: 'an italic word',
      styles: [
        { start: 0, end: 14, style: 'underline' },
        { start: 3, end: 9, style: 'italic' },
      ],
    })
  })

  it('escapes are literal', () => {
    expect(inl('What the f\\*ck! \\_x\\_ back\\\\slash C:\\path')).toEqual({ text: 'What the f*ck! _x_ back\\slash C:\\path', styles: [] })
  })

  it('flanking: *69 and then *23 has no italics; *69 and then 23* does', () => {
    expect(inl('He dialed *69 and then *23').styles).toEqual([])
    expect(inl('*69 and then 23*')).toEqual({ text: '69 and then 23', styles: [{ start: 0, end: 14, style: 'italic' }] })
  })

  it('snake_case_words stay literal', () => {
    expect(inl('snake_case_words')).toEqual({ text: 'snake_case_words', styles: [] })
  })

  it('never across a line break', () => {
    expect(inl('*start\nend*')).toEqual({ text: '*start\nend*', styles: [] })
    expect(els('Some *bold\nthing* here.\n')[0]).toEqual({ type: 'action', text: 'Some *bold\nthing* here.' })
  })

  it('around a parenthetical and in every element kind', () => {
    expect(els('BOB\n(*softly*)\nHi.\n')[1]).toEqual({ type: 'parenthetical', text: '(softly)', styles: [{ start: 1, end: 7, style: 'italic' }] })
    expect(els('BOB\n_(aside)_\n')[1]).toEqual({ type: 'dialogue', text: '(aside)', styles: [{ start: 0, end: 7, style: 'underline' }] })
  })

  it('hostile runs of markers stay fast and keep the text', () => {
    const s = '*a '.repeat(50000) + '_b '.repeat(50000)
    const t0 = performance.now()
    const r = inl(s)
    expect(performance.now() - t0).toBeLessThan(HANG_GUARD_MS)
    expect(r.text.length).toBeGreaterThan(0)
  })
})

describe('notes', () => {
  it('own-line notes are elements and drop no empty action; multi-line notes join', () => {
    expect(pairs('A line.\n\n[[A note.]]\n\n[[This spans\n  two lines.]]\n\nMore.\n')).toEqual([
      ['action', 'A line.'],
      ['note', 'A note.'],
      ['note', 'This spans\ntwo lines.'],
      ['action', 'More.'],
    ])
  })

  it('an inline note leaves the text and follows its element as a note element', () => {
    expect(pairs('This is an [[internal]] note.\n\nBOB\nHi [[who?]] there.\nBye.\n')).toEqual([
      ['action', 'This is an note.'],
      ['note', 'internal'],
      ['character', 'BOB'],
      ['dialogue', 'Hi there.\nBye.'],
      ['note', 'who?'],
    ])
  })

  it('a note line inside a dialogue block does not end the block', () => {
    expect(kinds('BOB\nHi.\n[[remember]]\n(beat)\nBye.\n')).toEqual(['character', 'dialogue', 'note', 'parenthetical', 'dialogue'])
  })

  it('two-space lines keep empty lines in a note; a real empty line breaks it', () => {
    expect(pairs('[[one\n  \ntwo]]\n')).toEqual([['note', 'one\n\ntwo']])
    expect(pairs('This is not [[\na note\n\nat all\n]]\n')).toEqual([
      ['action', 'This is not [[\na note'],
      ['action', 'at all\n]]'],
    ])
  })

  it('unbalanced [[ stays literal', () => {
    expect(pairs('Open [[ and never closed.\n')).toEqual([['action', 'Open [[ and never closed.']])
  })

  it('notes above the title page open the body', () => {
    const s = parseFountain('[[draft 3]]\n\nTitle: X\n\nAction.\n')
    expect(s.titlePage.title).toBe('X')
    expect(pairs('[[draft 3]]\n\nTitle: X\n\nAction.\n')).toEqual([
      ['note', 'draft 3'],
      ['action', 'Action.'],
    ])
  })
})

describe('boneyard', () => {
  it('removes inline and multi-line boneyard; a hidden paragraph leaves no empty action', () => {
    expect(pairs('A line.\n\n/* This is hidden. */\n\n/*\nMulti\nline\n*/\n\nThis is an /* internal */ boneyard.\n')).toEqual([
      ['action', 'A line.'],
      ['action', 'This is an boneyard.'],
    ])
  })

  it('boneyard without empty lines inside joins its neighbours (Jouvence)', () => {
    expect(pairs('Something.\n/*\nnope\n*/\nOK.\n')).toEqual([['action', 'Something.\nOK.']])
  })

  it('boneyard hiding whole paragraphs separates its neighbours (screenplain)', () => {
    expect(pairs('CUT TO:\n/*\nINT. GARAGE\n\nHidden.\n*/\nEXT. MANSION - DAY\n\nShown.\n')).toEqual([
      ['transition', 'CUT TO:'],
      ['scene-heading', 'EXT. MANSION - DAY'],
      ['action', 'Shown.'],
    ])
  })

  it('nests', () => {
    expect(pairs('a /* one /* two */ still hidden */ b\n')).toEqual([['action', 'a b']])
  })

  it('unclosed /* stays literal, later pairs still hide', () => {
    expect(pairs('Keep /* this\n\nand /*x*/ that.\n')).toEqual([
      ['action', 'Keep /* this'],
      ['action', 'and that.'],
    ])
  })
})

describe('sections, synopses, page breaks', () => {
  it('sections with depth, space optional; synopsis after them without a blank line', () => {
    expect(els('# Act One\n= The setup.\n## Sequence\n###Scene\n')).toEqual([
      { type: 'section', text: 'Act One', depth: 1 },
      { type: 'synopsis', text: 'The setup.' },
      { type: 'section', text: 'Sequence', depth: 2 },
      { type: 'section', text: 'Scene', depth: 3 },
    ])
  })

  it('=== and longer are page breaks; == is action', () => {
    expect(kinds('One.\n\n===\n\n==========\n\n==\n')).toEqual(['action', 'page-break', 'page-break', 'action'])
  })
})

describe('shots (Beat convention)', () => {
  it('!! starts a shot', () => {
    expect(els('!!CLOSE ON the gun\n')).toEqual([{ type: 'shot', text: 'CLOSE ON the gun' }])
  })
})

describe('line endings, BOM, tabs', () => {
  it('CRLF, lone CR and LF mixed; BOM stripped', () => {
    const want: ScriptElement[] = [
      { type: 'scene-heading', text: 'INT. HOUSE' },
      { type: 'character', text: 'BOB' },
      { type: 'dialogue', text: 'Hi.' },
    ]
    expect(els('\uFEFFINT. HOUSE\r\n\r\nBOB\rHi.\n')).toEqual(want)
    expect(els('INT. HOUSE\r\r\rBOB\r\nHi.')).toEqual([want[0], { type: 'action', text: '' }, want[1], want[2]])
  })

  it('white-space-only lines other than two spaces are blank', () => {
    expect(kinds('One.\n \t \nTwo.\n')).toEqual(['action', 'action'])
  })
})

describe('hostile input: finishes, never hangs', () => {
  it('5 MB on one line', () => {
    const big = 'word *and* _more_ [[n]] /* x */ '.repeat(160_000)
    const t0 = performance.now()
    const s = parseFountain(big)
    expect(performance.now() - t0).toBeLessThan(HANG_GUARD_MS)
    expect(s.elements[0].type).toBe('action')
  })

  it('20 MB of ordinary script', () => {
    const block = 'INT. HOUSE - DAY\n\nBob waits.\n\nBOB\n(quietly)\nHello there.\n\nCUT TO:\n\n'
    const big = block.repeat(Math.ceil(20e6 / block.length))
    const t0 = performance.now()
    const s = parseFountain(big)
    expect(performance.now() - t0).toBeLessThan(HANG_GUARD_MS)
    expect(s.elements.length).toBe(6 * Math.ceil(20e6 / block.length))
  })

  it('unbalanced boneyard and notes everywhere', () => {
    const src = '/* '.repeat(100_000) + '[[ '.repeat(100_000) + '\n' + '*/ ]] '.repeat(1000)
    const t0 = performance.now()
    const s = parseFountain(src)
    expect(performance.now() - t0).toBeLessThan(HANG_GUARD_MS)
    expect(Array.isArray(s.elements)).toBe(true)
  })

  it('many lines each opening a note that never closes', () => {
    const src = 'x [[ open\n'.repeat(20_000)
    const t0 = performance.now()
    parseFountain(src)
    expect(performance.now() - t0).toBeLessThan(HANG_GUARD_MS)
  })

  it('binary-looking text still gives a script', () => {
    let s = ''
    for (let i = 0; i < 100_000; i++) s += String.fromCharCode((i * 7919) % 65536)
    expect(() => parseFountain(s)).not.toThrow()
  })
})
