import { describe, it, expect } from 'vitest'
import { parseLabel, parseTarget } from './go-to'

describe('Go To input', () => {
  it.each([
    ['1', 1],
    [' 12 ', 12],
    ['0', null],
    ['-3', null],
    ['2.5', null],
    ['abc', null],
    ['', null],
    ['99999999999999999999', null],
  ])('"%s" → %s', (input, expected) => {
    expect(parseTarget(input)).toBe(expected)
  })
})

describe('parseLabel', () => {
  it('reads a locked page or an A-scene, in capitals', () => {
    expect(parseLabel('5a')).toBe('5A')
    expect(parseLabel(' A10 ')).toBe('A10')
  })
  it('leaves plain numbers to parseTarget, so 0 is refused', () => {
    expect(parseLabel('0')).toBeNull()
    expect(parseLabel('12')).toBeNull()
    expect(parseTarget('0')).toBeNull()
  })
  it('refuses what no page prints as', () => {
    for (const bad of ['-1', '2.5', 'x', '', '5-6']) expect(parseLabel(bad)).toBeNull()
  })
})
