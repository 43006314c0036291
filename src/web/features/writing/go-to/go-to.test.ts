import { describe, it, expect } from 'vitest'
import { parseTarget } from './go-to'

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
