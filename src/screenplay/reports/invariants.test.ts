/**
 * Report figures that must agree with each other and with the layout engine on any script: random
 * scripts (property tests) and the public sample scripts (skipped when ../shared/fixtures is absent).
 */
import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import { readdirSync } from 'node:fs'
import { ELEMENT_KINDS, type Script, type ScriptElement } from '../model'
import { countPages } from '../layout'
import { parseFountain } from '../formats/fountain'
import { parseFdxBytes } from '../formats/fdx'
import { decodeText } from '../formats/text'
import { findAllFormatErrors, findFormatError } from '../format-check'
import { FIXTURES_DIR, fixturePath, hasFixtures, NO_FIXTURES_REASON, readFixture } from '../../../tests/fixtures'
import { analyseScript, characterReport, locationReport, normaliseCharacterName, sceneReport, scriptReport, SCRIPT_REPORT_TYPES } from './index'

function expectConsistent(script: Script) {
  const elements = script.elements
  const pages = countPages(script)
  const scenes = sceneReport(script)
  const locations = locationReport(script)
  const characters = characterReport(script)
  const headings = elements.filter((e) => e.type === 'scene-heading').length
  // A cue with no name has no one to count it for.
  const cues = elements.filter((e) => e.type === 'character' && normaliseCharacterName(e.text) !== '')

  expect(scenes.totalPages).toBe(pages)
  expect(scenes.items).toHaveLength(headings)
  for (const s of scenes.items) {
    expect(s.pageNumbers.every((p) => p >= 1 && p <= pages)).toBe(true)
    expect(s.pageCount).toBe(s.pageNumbers.length)
    expect(s.actionLines).toBeLessThanOrEqual(s.totalLines)
    expect(s.actionPercentage).toBe(s.totalLines ? Math.round((100 * s.actionLines) / s.totalLines) : 0)
    expect(s.characterCount).toBe(s.characters.length)
    expect(s.pageEighths).toBeGreaterThanOrEqual(1)
  }
  // Every scene sits in exactly one location.
  expect(locations.items.reduce((n, l) => n + l.sceneCount, 0)).toBe(headings)
  expect(locations.items.reduce((n, l) => n + l.totalLines, 0)).toBeLessThanOrEqual(locations.scriptLines)
  // Every cue is one speech of one character.
  expect(characters.items.reduce((n, c) => n + c.speechCount, 0)).toBe(cues.length)
  expect(new Set(characters.items.map((c) => c.characterName)).size).toBe(characters.items.length)
  for (const c of characters.items) {
    expect(c.pageNumbers.every((p) => p >= 1 && p <= pages)).toBe(true)
    expect(c.scenes.reduce((n, s) => n + s.speechesInScene, 0)).toBeLessThanOrEqual(c.speechCount)
  }
  const share = characters.items.reduce((n, c) => n + c.dialogueShare, 0)
  if (characters.totalDialogueLines) expect(Math.abs(share - 100)).toBeLessThan(0.01 * characters.items.length + 1e-9)
  // The script report with every type holds every element but page breaks.
  const all = scriptReport(script, SCRIPT_REPORT_TYPES.map((t) => t.type))
  expect(all.items).toHaveLength(elements.filter((e) => e.type !== 'page-break').length)
  // The checker run to the end finds the same errors as stepping with Continue Check.
  const errors = findAllFormatErrors(elements)
  const stepped = []
  for (let e = findFormatError(elements); e; e = findFormatError(elements, e.elementIndex + 1)) stepped.push(e)
  expect(stepped).toEqual(errors)
}

const elementArb: fc.Arbitrary<ScriptElement> = fc.record({
  type: fc.constantFrom(...ELEMENT_KINDS),
  text: fc.oneof(
    fc.constantFrom('', 'MARY', 'BOB (V.O.)', "mary (cont'd)", 'INT. KITCHEN - DAY', 'EXT. GARDEN - NIGHT', '(beat)', '()', 'CUT TO:', 'FADE OUT.', 'Hello there.'),
    fc.string({ maxLength: 80 }),
  ),
})

describe('report invariants on random scripts', () => {
  it('figures agree with each other, the layout and the checker', () => {
    fc.assert(
      fc.property(fc.array(elementArb, { maxLength: 40 }), (elements) => {
        expectConsistent({ titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements })
      }),
      { numRuns: 150 },
    )
  })
  it('normalising a name twice changes nothing', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: 'binary' }), (cue) => {
        expect(normaliseCharacterName(normaliseCharacterName(cue))).toBe(normaliseCharacterName(cue))
      }),
    )
  })
})

describe.skipIf(!hasFixtures)(`report invariants on the public samples (${hasFixtures ? FIXTURES_DIR : NO_FIXTURES_REASON})`, () => {
  const files = hasFixtures
    ? [
        ...readdirSync(fixturePath('fountain', 'samples'))
          .filter((f) => f.endsWith('.fountain'))
          .map((f) => ['fountain', 'samples', f]),
        ...readdirSync(fixturePath('fdx', 'jumpcut'))
          .filter((f) => f.endsWith('.fdx'))
          .map((f) => ['fdx', 'jumpcut', f]),
      ]
    : []
  it.each(files.map((parts) => [parts.join('/'), parts]))('%s', (_name, parts) => {
    const bytes = readFixture(...parts)
    const script = parts[0] === 'fdx' ? parseFdxBytes(bytes) : parseFountain(decodeText(bytes))
    expectConsistent(script)
    expect(analyseScript(script).pageCount).toBe(countPages(script))
  })
})
