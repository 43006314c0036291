import { describe, expect, it } from 'vitest'
import { paginate } from '../../layout'
import { DEFAULT_STYLES } from '../../layout/settings'
import { actStyleFor, formatFromFmt } from './fmt'
import { normaliseForFountain, parseFountain, writeFountain } from './index'

describe('the fmt title-page key', () => {
  it('multicam: double-spaced dialogue at 2.25–6.0 in, cue to 6.25, parentheticals from 2.75, transitions to 7.25', () => {
    const f = formatFromFmt('multicam')!
    expect(f.pageSize).toBeUndefined()
    expect(f.styles!.Dialogue).toEqual({ ...DEFAULT_STYLES.Dialogue, leftIndent: 2.25, spacing: 2 })
    expect(f.styles!.Character.rightIndent).toBe(6.25)
    expect(f.styles!.Parenthetical.leftIndent).toBe(2.75)
    expect(f.styles!.Transition.rightIndent).toBe(7.25)
    // Everything not named keeps the default screenplay style.
    expect(f.styles!.Action).toEqual(DEFAULT_STYLES.Action)
  })

  it('short and long option names, any case, applied in order; dl-/dr- set the dialogue indents', () => {
    const f = formatFromFmt('BSH underline-scene-headings acat ssbsh DSD dl-2.0 dr-5.5')!
    expect(f.styles!['Scene Heading']).toMatchObject({ bold: true, underline: true, spaceBefore: 12 })
    expect(f.styles!.Action.allCaps).toBe(true)
    expect(f.styles!.Dialogue).toMatchObject({ spacing: 2, leftIndent: 2, rightIndent: 5.5 })
    expect(formatFromFmt('multicam dl-2.5')!.styles!.Dialogue.leftIndent).toBe(2.5)
  })

  it('a4 chooses A4 paper; unknown options and impossible indents change nothing', () => {
    expect(formatFromFmt('a4')).toEqual({ pageSize: 'a4' })
    expect(formatFromFmt('balanced clean-dashes no-dual-contds')).toBeUndefined()
    expect(formatFromFmt('dl-99 dr-0.1 dl-abc')).toBeUndefined()
    // A dialogue column narrower than half an inch would print nothing: the option is dropped.
    expect(formatFromFmt('dl-5.9')).toBeUndefined()
  })

  it('a Fountain file with fmt keeps the key, and its script paginates in that format', () => {
    const speech = 'Every word of this speech is said slowly and clearly. '.repeat(3).trim()
    const body = Array.from({ length: 30 }, (_, i) => `INT. ROOM ${i} - DAY\n\nShe waits.\n\nMARA\n${speech}\n`).join('\n')
    const plain = parseFountain(`Title: Test\n\n${body}`)
    const styled = parseFountain(`Title: Test\nfmt: multicam\n\n${body}`)
    expect(plain.format).toBeUndefined()
    expect(styled.format?.styles?.Dialogue.spacing).toBe(2)
    expect(styled.titlePage.extra).toEqual([{ key: 'fmt', value: 'multicam' }])
    // Double-spaced, narrower dialogue takes more pages.
    expect(paginate(styled).length).toBeGreaterThan(paginate(plain).length)
    // The key goes back out as it came in, so the format survives the round trip.
    const again = parseFountain(writeFountain(styled))
    expect(again.format).toEqual(styled.format)
    expect(normaliseForFountain(styled)).toEqual(again)
  })

  it('an A4 fmt gives 58-line pages', () => {
    const body = Array.from({ length: 120 }, (_, i) => `Line ${i} of the action.\n`).join('\n')
    const letter = paginate(parseFountain(`Title: T\n\n${body}`))
    const a4 = paginate(parseFountain(`Title: T\nfmt: a4\n\n${body}`))
    expect(letter[0].lines.filter((l) => l.elementIndex !== undefined)).toHaveLength(27)
    expect(a4[0].lines.filter((l) => l.elementIndex !== undefined)).toHaveLength(29)
  })
})

describe('centred act markers', () => {
  it('read as New Act, End of Act and Cold Opening; other centred lines stay centred text', () => {
    expect(actStyleFor('ACT ONE')).toBe('New Act')
    expect(actStyleFor('act two')).toBe('New Act')
    expect(actStyleFor('END ACT ONE')).toBe('End of Act')
    expect(actStyleFor('END OF ACT THREE')).toBe('End of Act')
    expect(actStyleFor('COLD OPEN')).toBe('Cold Opening')
    expect(actStyleFor('THE END')).toBeUndefined()
    expect(actStyleFor('ACTION!')).toBeUndefined()
  })

  it('a New Act starts a new page; the marker keeps its underline and text', () => {
    const s = parseFountain('INT. ROOM - DAY\n\nShe waits.\n\n> _END ACT ONE_ <\n\n> _ACT TWO_ <\n\nINT. HALL - DAY\n\nHe runs.\n\n> THE END <\n')
    const centred = s.elements.filter((e) => e.type === 'centered')
    expect(centred.map((e) => [e.text, e.styleName])).toEqual([
      ['END ACT ONE', 'End of Act'],
      ['ACT TWO', 'New Act'],
      ['THE END', undefined],
    ])
    expect(centred[1].styles).toEqual([{ start: 0, end: 7, style: 'underline' }])
    const pages = paginate(s)
    expect(pages).toHaveLength(2)
    expect(pages[1].lines.find((l) => l.elementIndex !== undefined)!.text).toBe('ACT TWO')
  })
})

describe('the page size chosen in the app', () => {
  const base = parseFountain('INT. ROOM - DAY\n\nShe waits.\n')
  it('is written as fmt: a4, and a Letter script drops a4 from the key, keeping its other options', () => {
    const a4 = { ...base, format: { pageSize: 'a4' as const } }
    expect(writeFountain(a4)).toMatch(/^fmt: a4\n/m)
    expect(parseFountain(writeFountain(a4)).format).toEqual({ pageSize: 'a4' })
    const wasA4 = parseFountain('Title: T\nfmt: multicam A4\n\nINT. ROOM - DAY\n')
    const letter = { ...wasA4, format: { ...wasA4.format, pageSize: 'letter' as const } }
    const back = parseFountain(writeFountain(letter))
    expect(back.titlePage.extra).toEqual([{ key: 'fmt', value: 'multicam' }])
    expect(back.format?.pageSize).toBeUndefined()
    expect(back.format?.styles?.Dialogue.spacing).toBe(2)
    expect(normaliseForFountain(letter)).toEqual(back)
  })
})
