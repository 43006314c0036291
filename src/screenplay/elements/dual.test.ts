import { describe, expect, it } from 'vitest'
import type { ElementKind, ScriptElement } from '../model'
import { dualPairAt, dualPairs, keepWellFormedDual } from './dual'

const el = (type: ElementKind, text: string, dual?: 'left' | 'right'): ScriptElement => (dual ? { type, text, dual } : { type, text })
const speech = (name: string, line: string, dual?: 'left' | 'right') => [el('character', name, dual), el('dialogue', line, dual)]

describe('dual dialogue pairs', () => {
  it('finds a left speech followed by a right speech, notes between or inside allowed', () => {
    const els = [el('action', 'They face off.'), ...speech('STEEL', 'Screw it.', 'left'), el('note', 'beat'), el('character', 'BRICK', 'right'), el('parenthetical', '(grinning)', 'right'), el('dialogue', 'Screw it.', 'right')]
    expect(dualPairAt(els, 1)).toEqual({ start: 1, right: 4, end: 7 })
    expect(dualPairs(els)).toEqual([{ start: 1, right: 4, end: 7 }])
  })

  it('never merges two pairs that follow each other', () => {
    const els = [...speech('A', 'one', 'left'), ...speech('B', 'two', 'right'), ...speech('C', 'three', 'left'), ...speech('D', 'four', 'right')]
    expect(dualPairs(els)).toEqual([
      { start: 0, right: 2, end: 4 },
      { start: 4, right: 6, end: 8 },
    ])
  })

  it('leaves a third speaker, a lone caret and an empty half out of any pair', () => {
    const three = [...speech('A', 'one', 'left'), ...speech('B', 'two', 'right'), ...speech('C', 'three', 'right')]
    expect(dualPairs(three)).toEqual([{ start: 0, right: 2, end: 4 }])
    const lone = [...speech('A', 'one'), el('action', 'Beat.'), ...speech('B', 'two', 'right')]
    expect(dualPairs(lone)).toEqual([])
    const emptyHalf = [el('character', ' ', 'left'), el('dialogue', '', 'left'), ...speech('B', 'two', 'right')]
    expect(dualPairs(emptyHalf)).toEqual([])
    const noPartner = [...speech('A', 'one', 'left'), el('action', 'Beat.')]
    expect(dualPairs(noPartner)).toEqual([])
  })

  it('keeps every speech of bad input, dropping only the marks outside well-formed pairs', () => {
    const els = [...speech('A', 'one', 'left'), ...speech('B', 'two', 'right'), ...speech('C', 'three', 'right'), el('action', 'x'), ...speech('D', 'four', 'right')]
    const kept = keepWellFormedDual(els)
    expect(kept.map((e) => e.text)).toEqual(els.map((e) => e.text))
    expect(kept.map((e) => e.dual ?? '-')).toEqual(['left', 'left', 'right', 'right', '-', '-', '-', '-', '-'])
    const clean = [...speech('A', 'one', 'left'), ...speech('B', 'two', 'right')]
    expect(keepWellFormedDual(clean)).toBe(clean)
  })
})
