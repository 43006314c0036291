import { describe, it, expect } from 'vitest'
import type { ScriptElement } from '../model'
import { HANG_GUARD_MS } from '../../testing/hang-guard'
import { findAllFormatErrors, findFormatError, KNOWN_TRANSITIONS, FORMAT_ERROR_LABELS, looksLikeCharacterName } from './index'

const el = (type: ScriptElement['type'], text: string): ScriptElement => ({ type, text })
const CLEAN: ScriptElement[] = [
  el('scene-heading', 'INT. KITCHEN - DAY'),
  el('action', 'Mary pours coffee.'),
  el('character', 'MARY'),
  el('parenthetical', '(quietly)'),
  el('dialogue', 'Where were you?'),
  el('parenthetical', '(beat)'), // after dialogue: allowed
  el('dialogue', 'Well?'), // after a parenthetical: allowed
  el('character', 'BOB (O.S.)'),
  el('note', 'check this'), // notes do not break a speech
  el('dialogue', 'Out.'),
  el('transition', 'CUT TO:'),
]

describe('format checker: a clean script', () => {
  it('finds nothing', () => {
    expect(findAllFormatErrors(CLEAN)).toEqual([])
    expect(findFormatError(CLEAN)).toBeNull()
  })
})

describe('rule 1: empty element', () => {
  it('flags an empty line and an empty parenthetical, with their own descriptions', () => {
    const errors = findAllFormatErrors([el('action', 'Go.'), el('action', '   '), el('character', 'BOB'), el('parenthetical', '()'), el('dialogue', 'Hi.')])
    expect(errors.map((e) => [e.elementIndex, e.errorType, e.description])).toEqual([
      [1, 'empty_element', 'Empty line found'],
      [3, 'empty_element', 'Parenthetical element contains only "()" or is empty'],
    ])
    expect(errors[0].suggestedElementType).toBeUndefined()
  })
  it('does not fire on text, a parenthetical with words, or a page break', () => {
    expect(findAllFormatErrors([el('action', 'x'), el('page-break', ''), el('character', 'A'), el('parenthetical', '(a)'), el('dialogue', 'b')])).toEqual([])
  })
  it('comes first: an empty dialogue after action is empty, not out of sequence', () => {
    expect(findFormatError([el('action', 'x'), el('dialogue', '')])?.errorType).toBe('empty_element')
  })
})

describe('rule 2: character sequence', () => {
  it('flags a cue followed by action, by nothing, or by another cue', () => {
    const errors = findAllFormatErrors([el('character', 'BOB'), el('action', 'He leaves.'), el('character', 'ANN'), el('character', 'JO'), el('dialogue', 'Hi.'), el('character', 'END')])
    expect(errors.map((e) => [e.elementIndex, e.errorType])).toEqual([
      [0, 'character_sequence'],
      [2, 'character_sequence'],
      [5, 'character_sequence'],
    ])
    expect(errors[0].description).toBe('A character element must be followed by either a parenthetical or dialogue element')
  })
  it('does not fire on a cue followed by a parenthetical or dialogue', () => {
    expect(findAllFormatErrors([el('character', 'BOB'), el('parenthetical', '(sad)'), el('dialogue', 'No.'), el('character', 'ANN'), el('dialogue', 'Yes.')])).toEqual([])
  })
})

describe('rule 3: parenthetical sequence', () => {
  it('flags a parenthetical after action and at the start', () => {
    const errors = findAllFormatErrors([el('parenthetical', '(a)'), el('action', 'x'), el('parenthetical', '(b)')])
    expect(errors.map((e) => [e.elementIndex, e.errorType])).toEqual([
      [0, 'parenthetical_sequence'],
      [2, 'parenthetical_sequence'],
    ])
    expect(errors[0].suggestedElementType).toBeUndefined()
  })
  it('does not fire after a character or dialogue', () => {
    expect(findAllFormatErrors([el('character', 'A'), el('parenthetical', '(a)'), el('dialogue', 'x'), el('parenthetical', '(b)'), el('dialogue', 'y')])).toEqual([])
  })
})

describe('rule 4: dialogue sequence', () => {
  it('flags dialogue after action, after dialogue and at the start, suggesting action', () => {
    const errors = findAllFormatErrors([el('dialogue', 'Hi.'), el('action', 'x'), el('dialogue', 'Yo.'), el('character', 'A'), el('dialogue', 'a'), el('dialogue', 'b')])
    expect(errors.map((e) => [e.elementIndex, e.errorType, e.suggestedElementType])).toEqual([
      [0, 'dialogue_sequence', 'action'],
      [2, 'dialogue_sequence', 'action'],
      [5, 'dialogue_sequence', 'action'],
    ])
  })
  it('does not fire after a character or a parenthetical', () => {
    expect(findAllFormatErrors([el('character', 'A'), el('dialogue', 'a'), el('character', 'B'), el('parenthetical', '(p)'), el('dialogue', 'b')])).toEqual([])
  })
})

describe('rule 5: incorrect type', () => {
  it('flags a cue typed as action or as a transition, suggesting character', () => {
    const errors = findAllFormatErrors([
      el('action', 'MARY'),
      el('action', "DR. O'NEIL (V.O.)"),
      el('transition', 'BOB'),
      el('action', "ANN CONT'D"),
      el('action', 'MARTIN KING JR.'),
      el('action', 'MARY V.O.'),
      // Styled in part only: still a name.
      { type: 'action', text: 'JOE', styles: [{ start: 0, end: 1, style: 'bold' }] },
    ])
    expect(errors.map((e) => [e.elementIndex, e.errorType, e.suggestedElementType])).toEqual([
      [0, 'incorrect_type', 'character'],
      [1, 'incorrect_type', 'character'],
      [2, 'incorrect_type', 'character'],
      [3, 'incorrect_type', 'character'],
      [4, 'incorrect_type', 'character'],
      [5, 'incorrect_type', 'character'],
      [6, 'incorrect_type', 'character'],
    ])
    expect(errors[0].description).toBe('"MARY" appears to be a character name')
  })
  it('never fires on scene headings, known transitions, mixed case, digits or punctuation, shots or dialogue', () => {
    const els: ScriptElement[] = [
      el('scene-heading', 'KITCHEN'),
      el('action', 'Mary waits.'),
      el('action', 'ROOM 101'),
      el('action', 'BANG!'),
      el('shot', 'CLOSE ON BOB'),
      el('character', 'BOB'),
      el('dialogue', 'RUN.'),
      ...KNOWN_TRANSITIONS.map((t) => el('transition', t)),
      ...KNOWN_TRANSITIONS.map((t) => el('action', t)),
      // Transitions of the writer's own on the standard pattern.
      el('transition', 'BURN TO PINK.'),
      el('transition', 'SMASH TO WHITE.'),
      el('transition', 'SLOW FADE OUT.'),
      el('action', 'FADE IN.'),
      // A sentence in capitals, and a sub-heading or emphasis styled as a whole.
      el('action', 'HE RUNS.'),
      { type: 'action', text: 'THE CELLAR', styles: [{ start: 0, end: 10, style: 'bold' }] },
      { type: 'action', text: ' BOOM ', styles: [{ start: 1, end: 5, style: 'underline' }] },
    ]
    expect(findAllFormatErrors(els)).toEqual([])
  })
  it('does not fire on capitals longer than a cue line', () => {
    expect(findAllFormatErrors([el('action', 'THE WHOLE BUILDING GOES UP IN FLAMES AT ONCE')])).toEqual([])
    expect(findAllFormatErrors([el('action', 'THE WHOLE BUILDING IS BURNING NOW')]).map((e) => e.errorType)).toEqual(['incorrect_type'])
  })
  it('looksLikeCharacterName reads the cue patterns', () => {
    expect(looksLikeCharacterName('MARY (OFF SCREEN)')).toBe(true)
    expect(looksLikeCharacterName('MARY (VOICE OVER) (CONTINUED)')).toBe(true)
    expect(looksLikeCharacterName('FADE OUT.')).toBe(false)
    expect(looksLikeCharacterName('MARY (LAUGHING)')).toBe(false)
    expect(looksLikeCharacterName('')).toBe(false)
  })
})

describe('hostile input', () => {
  it('finishes on huge elements and long runs of look-alike text', () => {
    const t = performance.now()
    const huge: ScriptElement[] = [
      el('action', 'A' + ' V.O.'.repeat(50_000) + '!'),
      el('action', 'X'.repeat(200_000)),
      el('character', '('.repeat(100_000)),
      el('parenthetical', '(' + ' '.repeat(100_000)),
      el('transition', "O'".repeat(100_000)),
      ...Array.from({ length: 50_000 }, (_, i) => el(i % 2 ? 'dialogue' : 'action', i % 3 ? 'BOB' : '')),
    ]
    const errors = findAllFormatErrors(huge)
    expect(errors.length).toBeGreaterThan(50_000)
    expect(performance.now() - t).toBeLessThan(HANG_GUARD_MS)
  })
})

describe('order, positions and starting point', () => {
  // Hand-counted: text is "Go.\nBOB\nline one\nline two\nHi." → BOB at offset 4, line 2; the dialogue at 26, line 5.
  const els = [el('action', 'Go.'), el('character', 'BOB'), el('action', 'line one\nline two'), el('dialogue', 'Hi.')]
  it('reports position, line, type and text of each error', () => {
    expect(findAllFormatErrors(els)).toEqual([
      expect.objectContaining({ position: 4, lineNumber: 2, elementIndex: 1, elementType: 'character', text: 'BOB', errorType: 'character_sequence' }),
      expect.objectContaining({ position: 26, lineNumber: 5, elementIndex: 3, elementType: 'dialogue', text: 'Hi.', errorType: 'dialogue_sequence' }),
    ])
  })
  it('starts at the given element and stops at the first error', () => {
    expect(findFormatError(els)?.elementIndex).toBe(1)
    expect(findFormatError(els, 2)?.elementIndex).toBe(3)
    expect(findFormatError(els, 4)).toBeNull()
  })
  it('labels and colours every error type', () => {
    expect(FORMAT_ERROR_LABELS.empty_element).toEqual({ label: 'Empty Element', colour: 'yellow' })
    expect(FORMAT_ERROR_LABELS.character_sequence.colour).toBe('red')
    expect(FORMAT_ERROR_LABELS.incorrect_type).toEqual({ label: 'Incorrect Element Type', colour: 'orange' })
  })
})
