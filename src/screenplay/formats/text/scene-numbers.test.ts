/**
 * Plain text of a production script: a numbered heading carries its number before and after it
 * (as the page prints it in both margins) while the script shows scene numbers, and reads back
 * with its number, OMITTED scenes included.
 */
import { describe, expect, it } from 'vitest'
import { defaultRevisionSets } from '../../production'
import type { Script } from '../../model'
import { emptyTitlePage } from '../../model'
import { parsePlainText } from './parse'
import { writePlainText } from './write'

const shooting = (showSceneNumbers?: boolean): Script => ({
  titlePage: emptyTitlePage(),
  elements: [
    { type: 'scene-heading', text: 'int. kitchen - day', sceneNumber: '1' },
    { type: 'action', text: 'Mara waits.' },
    { type: 'scene-heading', text: 'OMITTED', sceneNumber: '2', omitted: true },
    { type: 'scene-heading', text: 'EXT. STREET - NIGHT', sceneNumber: '12A' },
    { type: 'character', text: 'MARA' },
    { type: 'dialogue', text: 'Late again.' },
  ],
  ...(showSceneNumbers !== undefined && { production: { revisionSets: defaultRevisionSets(), showSceneNumbers } }),
})

describe('plain text and scene numbers', () => {
  it('writes the number in the left gutter and again ending at column 60', () => {
    const lines = writePlainText(shooting()).split('\n')
    const heading = lines.find((l) => l.includes('KITCHEN'))!
    expect(heading).toBe(`1     INT. KITCHEN - DAY${' '.repeat(35)}1`)
    expect(heading).toHaveLength(60)
    expect(lines).toContain(`12A   EXT. STREET - NIGHT${' '.repeat(32)}12A`)
    expect(lines).toContain(`2     OMITTED${' '.repeat(46)}2`)
    // Everything else keeps its place: action at the margin, the cue at 22.
    expect(lines).toContain('Mara waits.')
    expect(lines).toContain(`${' '.repeat(22)}MARA`)
  })

  it('reads numbered headings back with their numbers, OMITTED kept as omitted', () => {
    const back = parsePlainText(writePlainText(shooting()))
    expect(back.elements).toEqual([
      { type: 'scene-heading', text: 'INT. KITCHEN - DAY', sceneNumber: '1' },
      { type: 'action', text: 'Mara waits.' },
      { type: 'scene-heading', text: 'OMITTED', sceneNumber: '2', omitted: true },
      { type: 'scene-heading', text: 'EXT. STREET - NIGHT', sceneNumber: '12A' },
      { type: 'character', text: 'MARA' },
      { type: 'dialogue', text: 'Late again.' },
    ])
  })

  it('leaves the numbers out when the writer hid them, and a long heading keeps two spaces before its number', () => {
    const hidden = writePlainText(shooting(false))
    expect(hidden).toMatch(/^INT\. KITCHEN - DAY$/m)
    expect(hidden).not.toMatch(/12A/)
    const long = 'INT. THE VERY LONG CORRIDOR OF THE OLD COUNTY HOSPITAL - NIGHT'
    const text = writePlainText({ titlePage: emptyTitlePage(), elements: [{ type: 'scene-heading', text: long, sceneNumber: '7' }] })
    expect(text).toContain(`7     ${long}  7`)
    expect(parsePlainText(text).elements).toEqual([{ type: 'scene-heading', text: long, sceneNumber: '7' }])
  })

  it('does not take a line framed by two different numbers for a heading', () => {
    const s = parsePlainText('Mara counts.\n\n1  two  3\n')
    expect(s.elements.every((e) => e.type !== 'scene-heading')).toBe(true)
  })
})
