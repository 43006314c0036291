import { describe, expect, it } from 'vitest'
import { joinPieces } from './text-pieces'

describe('a text kept as pieces', () => {
  it('joins its pieces with commas between what comes before and after', () => {
    expect(joinPieces({ before: '{"content":[', pieces: [{ id: 4, text: '{"a":1}' }, { id: 9, text: '{"b":2}' }], after: ']}' })).toBe('{"content":[{"a":1},{"b":2}]}')
    expect(joinPieces({ before: '[', pieces: [], after: ']' })).toBe('[]')
  })
})
