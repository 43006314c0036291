import { describe, it, expect } from 'vitest'
import type { Script, ScriptElement, TitlePage } from '../../model'
import { emptyTitlePage } from '../../model'
import { writeFountain } from './index'
import { parseFountain } from './index'
import { formatForFileName } from '../registry'
import './register'

const doc = (elements: ScriptElement[], titlePage: TitlePage = emptyTitlePage()): Script => ({ titlePage, elements })
const write = (...elements: ScriptElement[]) => writeFountain(doc(elements))

describe('writeFountain', () => {
  it('headings: recognised prefixes plain, others get a leading dot; scene numbers', () => {
    expect(write({ type: 'scene-heading', text: 'INT. HOUSE - DAY' }, { type: 'scene-heading', text: 'SNIPER SCOPE POV', sceneNumber: '4A' })).toBe(
      'INT. HOUSE - DAY\n\n.SNIPER SCOPE POV #4A#\n',
    )
    expect(write({ type: 'scene-heading', text: 'I./E. CAR' }, { type: 'scene-heading', text: 'EXT/INT. CAR' })).toBe('I./E. CAR\n\n.EXT/INT. CAR\n')
  })

  it("transitions: '... TO:' plain, others '> '", () => {
    expect(write({ type: 'transition', text: 'CUT TO:' }, { type: 'transition', text: 'Burn to White.' })).toBe('CUT TO:\n\n> Burn to White.\n')
  })

  it('character names keep their case ("@" where a cue would not read as one), parentheses added, one blank line between elements', () => {
    expect(
      write(
        { type: 'action', text: 'Steel sits.' },
        { type: 'character', text: 'STEEL (v.o.)' },
        { type: 'parenthetical', text: 'beer raised' },
        { type: 'dialogue', text: 'To retirement.' },
        { type: 'note', text: 'check this' },
        { type: 'character', text: 'McCLANE' },
        { type: 'dialogue', text: 'Yippee.' },
      ),
    ).toBe('Steel sits.\n\nSTEEL (v.o.)\n(beer raised)\nTo retirement.\n[[check this]]\n\n@McCLANE\nYippee.\n')
  })

  it('blank paragraphs skipped except action; empty actions keep their spacing', () => {
    expect(
      write(
        { type: 'action', text: 'One.' },
        { type: 'scene-heading', text: '' },
        { type: 'note', text: '  ' },
        { type: 'action', text: '' },
        { type: 'action', text: 'Two.' },
      ),
    ).toBe('One.\n\n\nTwo.\n')
  })

  it('title page first, multi-line values indented, extras kept', () => {
    const tp: TitlePage = { title: 'BRICK & STEEL\nFULL RETIRED', credit: 'Written by', author: 'Stu', source: '', draft: '1/27/2012', contact: 'A\nB', extra: [{ key: 'Copyright', value: '2012' }] }
    expect(writeFountain(doc([{ type: 'action', text: 'Go.' }], tp))).toBe(
      'Title:\n    BRICK & STEEL\n    FULL RETIRED\nCredit: Written by\nAuthor: Stu\nDraft date: 1/27/2012\nContact:\n    A\n    B\nCopyright: 2012\n\nGo.\n',
    )
  })

  it('emphasis markup and escapes', () => {
    expect(
      write({
        type: 'action',
        text: 'Bold italic under 5 * 3 a*b snake_case \\ [[x]]',
        styles: [
          { start: 0, end: 4, style: 'bold' },
          { start: 5, end: 11, style: 'italic' },
          { start: 12, end: 17, style: 'underline' },
        ],
      }),
    ).toBe('**Bold** *italic* _under_ 5 * 3 a\\*b snake_case \\\\ [\\[x]\\]\n')
  })

  it('dual dialogue gets ^ on the right cue', () => {
    expect(
      write(
        { type: 'character', text: 'STEEL', dual: 'left' },
        { type: 'dialogue', text: 'Screw retirement.', dual: 'left' },
        { type: 'character', text: 'BRICK', dual: 'right' },
        { type: 'dialogue', text: 'Screw retirement.', dual: 'right' },
      ),
    ).toBe('STEEL\nScrew retirement.\n\nBRICK ^\nScrew retirement.\n')
  })

  it('forces ! and @ where plain text would read as something else', () => {
    expect(write({ type: 'action', text: 'SCANNING THE AISLES\nNothing.' })).toBe('!SCANNING THE AISLES\nNothing.\n')
    expect(write({ type: 'action', text: 'INT. HOUSE - DAY' })).toBe('!INT. HOUSE - DAY\n')
    expect(write({ type: 'action', text: 'CUT TO:' })).toBe('!CUT TO:\n')
    expect(write({ type: 'action', text: '!BANG' })).toBe('\\!BANG\n')
    expect(write({ type: 'character', text: '黒澤' }, { type: 'dialogue', text: 'Hai.' })).toBe('@黒澤\nHai.\n')
    expect(write({ type: 'action', text: 'Title: not a title page' })).toBe('!Title: not a title page\n')
  })

  it('dialogue lines shaped like parentheticals or lyrics are escaped; empty lines are two spaces', () => {
    expect(write({ type: 'character', text: 'BOB' }, { type: 'dialogue', text: '(not a paren)\n\n~not a lyric' })).toBe('BOB\n\\(not a paren)\n  \n\\~not a lyric\n')
  })

  it('other kinds: shot, section, synopsis, centered, lyrics, page break', () => {
    expect(
      write(
        { type: 'shot', text: 'CLOSE ON gun' },
        { type: 'section', text: 'Act One', depth: 2 },
        { type: 'synopsis', text: 'Setup.' },
        { type: 'centered', text: 'THE END' },
        { type: 'lyrics', text: 'La la' },
        { type: 'page-break', text: '' },
      ),
    ).toBe('!!CLOSE ON gun\n\n## Act One\n\n= Setup.\n\n> THE END <\n\n~La la\n\n===\n')
  })

  it('every written sample reads back', () => {
    const s = doc([
      { type: 'scene-heading', text: 'EXT. POOL - DAY', sceneNumber: '2' },
      { type: 'action', text: '...and then' },
      { type: 'character', text: 'BOB' },
      { type: 'lyrics', text: 'Happy birthday' },
      { type: 'transition', text: 'FADE OUT.' },
    ])
    expect(parseFountain(writeFountain(s))).toEqual(s)
  })
})

describe('registered format', () => {
  it('.fountain and .spmd, bytes in and out, BOM stripped, binary refused', async () => {
    const f = formatForFileName('My Script.FOUNTAIN')!
    expect(f.id).toBe('fountain')
    expect(formatForFileName('x.spmd')?.id).toBe('fountain')
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('INT. HOUSE\n\nBob.\n')])
    const s = await f.read!(bytes)
    expect(s.elements).toEqual([
      { type: 'scene-heading', text: 'INT. HOUSE' },
      { type: 'action', text: 'Bob.' },
    ])
    expect(new TextDecoder().decode(await f.write!(s))).toBe('INT. HOUSE\n\nBob.\n')
    await expect(f.read!(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00, 0xff]))).rejects.toThrow('This file is not a text file (it contains binary data).')
  })

  it('Windows-1252 files decode', async () => {
    const f = formatForFileName('a.fountain')!
    const s = await f.read!(new Uint8Array([0x43, 0x61, 0x66, 0xe9, 0x2e])) // "Café." in cp1252
    expect(s.elements[0].text).toBe('Café.')
  })
})
