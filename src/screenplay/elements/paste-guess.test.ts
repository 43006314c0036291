import { describe, it, expect } from 'vitest'
import { guessPastedType, guessPastedTypes, splitPastedText, cleanPastedText } from './paste-guess'

describe('pasted paragraph guessing', () => {
  it.each([
    ['INT. KITCHEN - DAY', 'sceneHeading'],
    ['EXT. ROOF - NIGHT', 'sceneHeading'],
    ['EST. CITY', 'sceneHeading'],
    ['I/E CAR - MOVING', 'sceneHeading'],
    ['.FLASHBACK', 'sceneHeading'],
    ['MARY', 'character'],
    ["BOB (V.O.)", 'character'],
    ['THE END - FOREVER', 'action'],
    ['(quietly)', 'parenthetical'],
    ['()', 'action'],
    ['CUT TO:', 'transition'],
    ['SHOT: the clock', 'shot'],
    ['[[check this]]', 'note'],
    ['She walks in.', 'action'],
    ['int. kitchen', 'action'],
  ])('%s → %s', (text, type) => {
    expect(guessPastedType(text)).toBe(type)
  })
  it('splits on line breaks, drops blank lines and CRLF', () => {
    expect(splitPastedText('A\r\n\r\nB\nC  \n')).toEqual(['A', 'B', 'C'])
  })
  it('a line after a character cue is dialogue', () => {
    expect(guessPastedTypes(['INT. A - DAY', 'Rain.', 'MARY', '(softly)', 'Hello.', 'Bye.'])).toEqual([
      'sceneHeading', 'action', 'character', 'parenthetical', 'dialogue', 'action',
    ])
  })
  it('type markers are dropped from the text', () => {
    expect(cleanPastedText('note', '[[ fix ]]')).toBe('fix')
    expect(cleanPastedText('sceneHeading', '.FLASHBACK')).toBe('FLASHBACK')
  })
})
