/**
 * Text export → import keeps every element's type and words, on real scripts (the shared sample
 * files) and on a script written here: headings typed in lower case, parentheticals with their
 * parentheses, shots, transitions.
 */
import { describe, it, expect } from 'vitest'
import type { ElementKind, Script, ScriptElement } from '../../model'
import { emptyTitlePage } from '../../model'
import { hasFixtures, NO_FIXTURES_REASON, readFixture } from '../../../../tests/fixtures'
import { parseFountain } from '../fountain'
import { parseFdxBytes } from '../fdx'
import { decodeText } from './decode'
import { textFile } from './index'

/** Kinds plain text carries as they are; the rest (lyrics, notes in a speech…) are not compared. */
const CARRIED = new Set<ElementKind>(['scene-heading', 'action', 'character', 'dialogue', 'parenthetical', 'transition', 'shot', 'page-break'])

const words = (s: string) => s.replace(/\s+/g, ' ').trim()
const printed = (e: ScriptElement) => {
  const upper = e.type === 'scene-heading' || e.type === 'character' || e.type === 'transition' || e.type === 'shot'
  return words(upper ? e.text.toUpperCase() : e.text)
}
/** Type and words of each element, blank elements dropped (plain text has nowhere to put them). */
const shape = (s: Script) => s.elements.filter((e) => CARRIED.has(e.type) && (e.type === 'page-break' || e.text.trim() !== '')).map((e) => `${e.type}: ${printed(e)}`)

const roundTrip = (s: Script) => textFile.read(textFile.write(s))

describe('plain text round trip on a script written here', () => {
  const script: Script = {
    titlePage: emptyTitlePage(),
    elements: [
      { type: 'scene-heading', text: 'int. kitchen - night' },
      { type: 'action', text: 'Mara waits by the door.' },
      { type: 'character', text: 'Mara' },
      { type: 'parenthetical', text: '(quietly)' },
      { type: 'dialogue', text: 'He is late.' },
      { type: 'parenthetical', text: 'beat' },
      { type: 'dialogue', text: 'Again.' },
      { type: 'shot', text: 'close on the clock' },
      { type: 'action', text: 'BANG!' },
      { type: 'transition', text: 'cut to:' },
      { type: 'scene-heading', text: 'EXT. STREET - CONTINUOUS' },
      { type: 'shot', text: "MARA'S POV" },
      { type: 'action', text: 'Empty.' },
    ],
  }

  it('writes headings, cues, shots and transitions in capitals and one pair of parentheses', () => {
    const text = new TextDecoder().decode(textFile.write(script))
    expect(text).toContain('INT. KITCHEN - NIGHT')
    expect(text).toContain('(quietly)')
    expect(text).toContain('(beat)')
    expect(text).not.toContain('((')
    expect(text).toContain('\nCLOSE ON THE CLOCK\n')
    expect(text).toMatch(/ {53}CUT TO:/)
  })

  it('reads back every element as the type it was', () => {
    const back = roundTrip(script)
    expect(back.elements.map((e) => [e.type, e.text])).toEqual([
      ['scene-heading', 'INT. KITCHEN - NIGHT'],
      ['action', 'Mara waits by the door.'],
      ['character', 'MARA'],
      ['parenthetical', '(quietly)'],
      ['dialogue', 'He is late.'],
      ['parenthetical', '(beat)'],
      ['dialogue', 'Again.'],
      ['shot', 'CLOSE ON THE CLOCK'],
      ['action', 'BANG!'],
      ['transition', 'CUT TO:'],
      ['scene-heading', 'EXT. STREET - CONTINUOUS'],
      ['shot', "MARA'S POV"],
      ['action', 'Empty.'],
    ])
  })
})

describe.skipIf(!hasFixtures)(`plain text round trip on the shared sample scripts (${hasFixtures ? 'present' : NO_FIXTURES_REASON})`, () => {
  const samples: [string, () => Script][] = [
    ['Brick & Steel (Fountain)', () => parseFountain(decodeText(readFixture('fountain', 'samples', 'brick-and-steel.fountain')))],
    ['Mostly Genius (Final Draft)', () => parseFdxBytes(readFixture('pagination', 'jumpcut-mostly-genius', 'source.fdx'))],
    ['Vikings (Final Draft)', () => parseFdxBytes(readFixture('pagination', 'jumpcut-vikings', 'source.fdx'))],
    ['Brick & Steel (Final Draft)', () => parseFdxBytes(readFixture('fdx', 'jumpcut', 'brick-n-steel-basic.fdx'))],
    ...[1, 2, 3, 4, 5, 6].map((n): [string, () => Script] => [`OSF sample ${n} (Final Draft)`, () => parseFdxBytes(readFixture('fdx', 'rsdoiel-osf', `sample-0${n}.fdx`))]),
  ]
  for (const [name, load] of samples) {
    it(`${name}: every element comes back as its own type with its words`, () => {
      const script = load()
      // Dual dialogue prints one speech after the other in plain text: compare without the columns.
      const single = { ...script, elements: script.elements.map(({ dual: _dual, ...e }) => e) }
      expect(shape(roundTrip(single))).toEqual(shape(single))
    })
  }
})
