import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { Script, ScriptElement } from '../../model'
import { emptyTitlePage, defaultTitlePage } from '../../model'
import { parsePlainText, EMPTY_FILE_MESSAGE } from './parse'
import { writePlainText } from './write'
import { wrap, unwrap } from './layout'
import { decodeText, NOT_TEXT_MESSAGE } from './decode'
import { formatForFileName } from '../registry'
import './register'
import { HANG_GUARD_MS } from '../../../testing/hang-guard'

const doc = (elements: ScriptElement[], titlePage = emptyTitlePage()): Script => ({ titlePage, elements })

describe('writePlainText', () => {
  it('puts each element at its indent', () => {
    const out = writePlainText(
      doc([
        { type: 'scene-heading', text: 'INT. HOUSE - DAY' },
        { type: 'action', text: 'Bob waits.' },
        { type: 'character', text: 'BOB' },
        { type: 'parenthetical', text: 'quietly' },
        { type: 'dialogue', text: 'Hello.' },
        { type: 'transition', text: 'CUT TO:' },
        { type: 'shot', text: 'CLOSE ON BOB' },
      ]),
    )
    expect(out).toBe(
      [
        'INT. HOUSE - DAY',
        '',
        'Bob waits.',
        '',
        ' '.repeat(22) + 'BOB',
        ' '.repeat(16) + '(quietly)',
        ' '.repeat(10) + 'Hello.',
        '',
        ' '.repeat(53) + 'CUT TO:', // right-aligned to column 60
        '',
        'CLOSE ON BOB',
        '',
      ].join('\n'),
    )
  })

  it('wraps at the element widths: action 60, dialogue 35, parenthetical 25', () => {
    const words = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed do eiusmod tempor incididunt ut labore'
    const out = writePlainText(
      doc([
        { type: 'action', text: words },
        { type: 'character', text: 'BOB' },
        { type: 'parenthetical', text: 'very quietly and slowly, almost whispering' },
        { type: 'dialogue', text: words },
      ]),
    ).split('\n')
    const action = out.slice(0, out.indexOf(''))
    expect(action.every((l) => l.length <= 60)).toBe(true)
    expect(action.length).toBe(2)
    const paren = out.filter((l) => l.startsWith(' '.repeat(16)) && !l.startsWith(' '.repeat(17)))
    expect(paren.every((l) => l.length - 16 <= 25)).toBe(true)
    expect(paren.length).toBe(2)
    const dialogue = out.filter((l) => /^ {10}[^ ]/.test(l))
    expect(dialogue.every((l) => l.length - 10 <= 35)).toBe(true)
    expect(dialogue.length).toBe(3)
  })

  it('title page: title and credit centred on column 30, draft and contact at column 10, then a form feed', () => {
    const out = writePlainText(doc([{ type: 'action', text: 'Go.' }], { ...defaultTitlePage(), title: 'THE TITLE', author: 'Ann Writer' }))
    const lines = out.split('\n')
    const title = lines.find((l) => l.trim() === 'THE TITLE')!
    expect(title.indexOf('T') + Math.floor('THE TITLE'.length / 2)).toBe(30)
    const credit = lines.find((l) => l.trim() === 'Written by')!
    expect(credit.indexOf('W') + Math.floor('Written by'.length / 2)).toBe(30)
    expect(lines.find((l) => l.trim() === 'Revised January 1, 2025')!.indexOf('R')).toBe(10)
    expect(lines.find((l) => l.trim() === 'Address')!.indexOf('A')).toBe(10)
    expect(lines.indexOf('\f')).toBeGreaterThan(lines.indexOf(title))
    expect(lines[lines.indexOf('\f') + 1]).toBe('Go.')
  })
})

describe('parsePlainText', () => {
  it('infers types from indentation, tabs counting 4', () => {
    const src = [
      'INT. HOUSE - DAY',
      '',
      'Bob waits by the door.',
      '',
      '\t\t\t\t\tBOB', // 20
      '\t\t\t\t(quietly)', // 16
      '\t\tHello there, how are you?', // 8
      '',
      ' '.repeat(45) + 'CUT TO:',
    ].join('\n')
    expect(parsePlainText(src).elements).toEqual([
      { type: 'scene-heading', text: 'INT. HOUSE - DAY' },
      { type: 'action', text: 'Bob waits by the door.' },
      { type: 'character', text: 'BOB' },
      { type: 'parenthetical', text: '(quietly)' },
      { type: 'dialogue', text: 'Hello there, how are you?' },
      { type: 'transition', text: 'CUT TO:' },
    ])
  })

  it('indented lower-case text is dialogue, indented caps at 40+ a transition, centred text centered', () => {
    expect(parsePlainText('            just some words here\n').elements[0].type).toBe('dialogue')
    expect(parsePlainText(' '.repeat(42) + 'DISSOLVE TO:\n').elements[0].type).toBe('transition')
    expect(parsePlainText(' '.repeat(26) + 'THE END\n').elements[0]).toEqual({ type: 'centered', text: 'THE END' })
  })

  it('joins wrapped lines back; deliberate short lines stay as line breaks', () => {
    expect(parsePlainText('A gorgeous day. The sun is shining. But BRICK BRADDOCK,\nretired police detective, is sitting quietly.\n').elements[0].text).toBe(
      'A gorgeous day. The sun is shining. But BRICK BRADDOCK, retired police detective, is sitting quietly.',
    )
    expect(parsePlainText('And then a beat.\nLonger than is funny.\n').elements[0].text).toBe('And then a beat.\nLonger than is funny.')
  })

  it('wrapped parentheticals join', () => {
    const src = ' '.repeat(22) + 'JACK\n' + ' '.repeat(16) + '(in Vietnamese,\n' + ' '.repeat(16) + 'subtitled)\n' + ' '.repeat(10) + 'Hi.\n'
    expect(parsePlainText(src).elements.map((e) => [e.type, e.text])).toEqual([
      ['character', 'JACK'],
      ['parenthetical', '(in Vietnamese, subtitled)'],
      ['dialogue', 'Hi.'],
    ])
  })

  it("throws 'File contains only empty lines.' for blank files", () => {
    expect(() => parsePlainText('')).toThrow(EMPTY_FILE_MESSAGE)
    expect(() => parsePlainText('\n \n\t\r\n')).toThrow('File contains only empty lines.')
  })

  it('form feeds are page breaks; CRLF and BOM handled', () => {
    expect(parsePlainText('\uFEFFOne.\r\n\fTwo.\r\n').elements).toEqual([
      { type: 'action', text: 'One.' },
      { type: 'page-break', text: '' },
      { type: 'action', text: 'Two.' },
    ])
  })

  it('hostile input: 5 MB line, binary-ish text, deep indentation', () => {
    const t0 = performance.now()
    expect(parsePlainText('word '.repeat(1_000_000)).elements.length).toBe(1)
    expect(parsePlainText((' '.repeat(500) + 'x\n').repeat(10000)).elements.length).toBeGreaterThan(0)
    expect(performance.now() - t0).toBeLessThan(HANG_GUARD_MS)
    expect(() => decodeText(new Uint8Array([1, 2, 0, 3]))).toThrow(NOT_TEXT_MESSAGE)
  })
})

describe('wrap / unwrap', () => {
  it('unwrap inverts greedy wrap for single-spaced text', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: fc.constantFrom(...'abcdefgh'.split('')), minLength: 1, maxLength: 12 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 15, max: 60 }), (words, width) => {
        const text = words.join(' ')
        const lines = wrap(text, width)
        expect(lines.every((l) => l.length <= width || !l.includes(' '))).toBe(true)
        expect(unwrap(lines, width)).toBe(text)
      }),
    )
  })
})

describe('plain text round trip (ordinary scripts)', () => {
  const word = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnop'.split('')), minLength: 1, maxLength: 9 })
  const sentence = fc.array(word, { minLength: 1, maxLength: 25 }).map((w) => {
    const s = w.join(' ')
    return s[0].toUpperCase() + s.slice(1) + '.'
  })
  const name = fc.constantFrom('BOB', 'ALICE', 'DR. BENNET', 'MOM (O.S.)', 'McCLANE')
  const heading = fc.tuple(fc.constantFrom('INT.', 'EXT.', 'INT./EXT.'), fc.array(word, { minLength: 1, maxLength: 4 })).map(([p, w]) => `${p} ${w.join(' ').toUpperCase()} - DAY`)
  const block = fc
    .tuple(name, fc.option(fc.array(word, { minLength: 1, maxLength: 6 }), { nil: undefined }), sentence)
    .map(([n, p, d]) => [
      { type: 'character' as const, text: n },
      ...(p ? [{ type: 'parenthetical' as const, text: `(${p.join(' ')})` }] : []),
      { type: 'dialogue' as const, text: d },
    ])
  const script = fc
    .array(
      fc.oneof(
        heading.map((t) => [{ type: 'scene-heading' as const, text: t }]),
        sentence.map((t) => [{ type: 'action' as const, text: t }]),
        block,
        fc.constantFrom('CUT TO:', 'SMASH CUT TO:', 'FADE OUT.', 'DISSOLVE TO:').map((t) => [{ type: 'transition' as const, text: t }]),
        fc.constant([{ type: 'page-break' as const, text: '' }]),
      ),
      { minLength: 1, maxLength: 15 },
    )
    .map((p) => p.flat())
    // A file of nothing but form feeds is an empty file.
    .filter((els) => els.some((e) => e.type !== 'page-break'))

  it('parsePlainText(writePlainText(s)) gives the same types and texts', () => {
    fc.assert(
      fc.property(script, fc.boolean(), (elements, withTitle) => {
        const tp = withTitle ? { ...defaultTitlePage(), title: 'MY SCRIPT', author: 'Ann Writer' } : emptyTitlePage()
        const back = parsePlainText(writePlainText(doc(elements, tp)))
        // Cues come back as they print, in capitals ("McCLANE" prints "MCCLANE").
        expect(back.elements.map((e) => [e.type, e.text])).toEqual(elements.map((e) => [e.type, e.type === 'character' ? e.text.toUpperCase() : e.text]))
        expect(back.titlePage).toEqual(tp)
      }),
      { numRuns: 300 },
    )
  })
})

describe('registered format', () => {
  it('.txt reads and writes UTF-8 bytes, BOM stripped', async () => {
    const f = formatForFileName('draft.TXT')!
    expect(f.id).toBe('text')
    const s = await f.read!(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('INT. HOUSE - DAY\n\nBob.\n')]))
    expect(s.elements.map((e) => e.type)).toEqual(['scene-heading', 'action'])
    expect(new TextDecoder().decode(await f.write!(s))).toBe('INT. HOUSE - DAY\n\nBob.\n')
  })
})
