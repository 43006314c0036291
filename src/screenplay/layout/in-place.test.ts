import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { moveTail, replaceRange } from './in-place'

describe('array edits in place', () => {
  it('replaceRange gives what splice gives, in the same array', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 40 }), fc.nat(), fc.nat(), fc.array(fc.integer(), { maxLength: 12 }), (list, x, y, items) => {
        const from = list.length ? x % (list.length + 1) : 0
        const to = from + (list.length - from ? y % (list.length - from + 1) : 0)
        const expected = list.slice()
        expected.splice(from, to - from, ...items)
        const same = list
        replaceRange(list, from, to, items)
        expect(list).toBe(same)
        expect(list).toEqual(expected)
      }),
      { numRuns: 400 },
    )
  })

  it('moveTail moves the entries from a place on, and the length with them', () => {
    const later = [0, 1, 2, 3, 4]
    moveTail(later, 3, 2)
    expect(later.length).toBe(7)
    expect(later.slice(0, 3)).toEqual([0, 1, 2])
    expect(later.slice(5)).toEqual([3, 4])
    const earlier = [0, 1, 2, 3, 4]
    moveTail(earlier, 3, -2)
    expect(earlier).toEqual([0, 3, 4])
  })
})
