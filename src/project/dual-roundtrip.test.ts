import { describe, expect, it } from 'vitest'
import { parseFountain, writeFountain } from '../screenplay/formats/fountain'
import { parseFdx, writeFdx } from '../screenplay/formats/fdx'
import { dualPairs } from '../screenplay/elements/dual'
import type { Script, ScriptElement } from '../screenplay/model'
import { nwsFromScript, parseNws, scriptFromNws, writeNws } from './nws'
import { hasFixtures, NO_FIXTURES_REASON, readFixtureText } from '../../tests/fixtures'

/** Dual dialogue through every format that keeps it: Fountain `^` ↔ Final Draft DualDialogue ↔ .nws. */

const viaFdx = (s: Script) => parseFdx(writeFdx(s))
const viaFountain = (s: Script) => parseFountain(writeFountain(s))
const viaNws = (s: Script) => scriptFromNws(parseNws(writeNws(nwsFromScript(s))))

/** What dual dialogue a script holds: each speech element's type, text and column, in order (outer spaces aside: Fountain keeps none). */
const speeches = (s: Script) =>
  s.elements.filter((e) => ['character', 'parenthetical', 'dialogue', 'lyrics'].includes(e.type)).map((e) => `${e.type}|${e.text.replace(/\s*\^$/, '').trim()}|${e.dual ?? '-'}`)
/** Each pair as the two cue names. */
const pairNames = (els: ScriptElement[]) => dualPairs(els).map((p) => `${els[p.start].text} / ${els[p.right].text}`)

function roundTrips(start: Script): void {
  const want = speeches(start)
  const fdx = viaFdx(start)
  expect(speeches(fdx)).toEqual(want)
  const nws = viaNws(fdx)
  expect(speeches(nws)).toEqual(want)
  const fountain = viaFountain(nws)
  expect(speeches(fountain)).toEqual(want)
  expect(speeches(viaFdx(fountain))).toEqual(want)
}

const TWO_PAIRS = `INT. GARAGE - NIGHT

Brick and Steel face each other.

STEEL
(quietly)
Screw retirement.

BRICK ^
Screw retirement.

MARY
One at a time.

JOHN ^
Two at a time.

They shake on it.

STEEL
And one more thing.
`

describe('dual dialogue round trips', () => {
  it('keeps two following pairs, parentheticals and the single speech after them through Fountain, Final Draft and .nws', () => {
    const script = parseFountain(TWO_PAIRS)
    expect(pairNames(script.elements)).toEqual(['STEEL / BRICK', 'MARY / JOHN'])
    roundTrips(script)
    const fdx = writeFdx(script)
    expect(fdx.match(/<DualDialogue>/g)).toHaveLength(2)
  })

  it('reads a caret with no partner, a third speaker and an empty half as single speeches, losing nothing', () => {
    const lone = parseFountain('INT. A\n\nShe waits.\n\nBOB ^\nHello?\n')
    expect(lone.elements.map((e) => `${e.type}|${e.text}|${e.dual ?? '-'}`)).toEqual(['scene-heading|INT. A|-', 'action|She waits.|-', 'character|BOB|-', 'dialogue|Hello?|-'])
    const three = parseFountain('INT. A\n\nANN\nOne.\n\nBOB ^\nTwo.\n\nCAL ^\nThree.\n')
    expect(pairNames(three.elements)).toEqual(['ANN / BOB'])
    expect(speeches(three).slice(-2)).toEqual(['character|CAL|-', 'dialogue|Three.|-'])

    const fdx = (inner: string) =>
      `<?xml version="1.0" encoding="UTF-8"?><FinalDraft DocumentType="Script" Version="4"><Content>${inner}<Paragraph Type="Action"><Text>After.</Text></Paragraph></Content></FinalDraft>`
    const para = (type: string, text: string) => `<Paragraph Type="${type}"><Text>${text}</Text></Paragraph>`
    const dual = (...ps: string[]) => `<Paragraph Type="General"><DualDialogue>${ps.join('')}</DualDialogue><Text></Text></Paragraph>`
    const threeFdx = parseFdx(fdx(dual(para('Character', 'ANN'), para('Dialogue', 'One.'), para('Character', 'BOB'), para('Dialogue', 'Two.'), para('Character', 'CAL'), para('Dialogue', 'Three.'))))
    expect(pairNames(threeFdx.elements)).toEqual(['ANN / BOB'])
    expect(speeches(threeFdx)).toEqual(['character|ANN|left', 'dialogue|One.|left', 'character|BOB|right', 'dialogue|Two.|right', 'character|CAL|-', 'dialogue|Three.|-'])
    const oneFdx = parseFdx(fdx(dual(para('Character', 'ANN'), para('Dialogue', 'Alone.'))))
    expect(speeches(oneFdx)).toEqual(['character|ANN|-', 'dialogue|Alone.|-'])
    const emptyHalf = parseFdx(fdx(dual(para('Character', 'ANN'), para('Dialogue', 'Hi.'), para('Character', ' '), para('Dialogue', ' '))))
    expect(pairNames(emptyHalf.elements)).toEqual([])
    expect(speeches(emptyHalf).slice(0, 2)).toEqual(['character|ANN|-', 'dialogue|Hi.|-'])
    // Two DualDialogues one after the other stay two pairs.
    const twoFdx = parseFdx(fdx(dual(para('Character', 'A'), para('Dialogue', '1'), para('Character', 'B'), para('Dialogue', '2')) + dual(para('Character', 'C'), para('Dialogue', '3'), para('Character', 'D'), para('Dialogue', '4'))))
    expect(pairNames(twoFdx.elements)).toEqual(['A / B', 'C / D'])
    roundTrips(twoFdx)
  })
})

describe.skipIf(!hasFixtures)(`dual dialogue in the shared sample files — ${hasFixtures ? 'present' : NO_FIXTURES_REASON}`, () => {
  const fountains = ['fountain/samples/brick-and-steel.fountain', 'fountain/parser-tests/nyousefi-fountain/DualDialogue.fountain', 'fountain/parser-tests/screenplain/dual-dialogue.fountain', 'pagination/jumpcut-vikings/source.fountain']
  const fdxs = ['fdx/jumpcut/dual-dialogue-basic.fdx', 'fountain/parser-tests/screenplain/dual-dialogue.fdx', 'pagination/jumpcut-vikings/source.fdx']

  for (const f of fountains)
    it(`${f}: every pair survives Fountain → Final Draft → .nws → Fountain`, () => {
      const script = parseFountain(readFixtureText(...f.split('/')))
      expect(dualPairs(script.elements).length).toBeGreaterThan(0)
      roundTrips(script)
    })
  for (const f of fdxs)
    it(`${f}: every pair survives Final Draft → .nws → Fountain → Final Draft`, () => {
      const script = parseFdx(readFixtureText(...f.split('/')))
      expect(dualPairs(script.elements).length).toBeGreaterThan(0)
      roundTrips(script)
    })

  it('reads the same pairs from a script’s Fountain and Final Draft versions', () => {
    for (const [a, b] of [
      ['fountain/parser-tests/screenplain/dual-dialogue.fountain', 'fountain/parser-tests/screenplain/dual-dialogue.fdx'],
      ['pagination/jumpcut-vikings/source.fountain', 'pagination/jumpcut-vikings/source.fdx'],
    ]) {
      const fromFountain = pairNames(parseFountain(readFixtureText(...a.split('/'))).elements)
      const fromFdx = pairNames(parseFdx(readFixtureText(...b.split('/'))).elements)
      expect(fromFountain.map((n) => n.toUpperCase())).toEqual(fromFdx.map((n) => n.toUpperCase()))
    }
  })
})
