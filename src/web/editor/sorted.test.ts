import { describe, it, expect } from 'vitest'
import { lastAtOrBefore } from './sorted'

describe('lastAtOrBefore', () => {
  it('finds the last entry at or before the value, and the first when none is', () => {
    const starts = [0, 10, 20, 30]
    expect(lastAtOrBefore(starts, 0)).toBe(0)
    expect(lastAtOrBefore(starts, 19)).toBe(1)
    expect(lastAtOrBefore(starts, 20)).toBe(2)
    expect(lastAtOrBefore(starts, 99)).toBe(3)
    expect(lastAtOrBefore([5, 8], 1)).toBe(0)
    expect(lastAtOrBefore([], 4)).toBe(0)
  })
})
