import { describe, expect, it } from 'vitest'
import { typewriterDelta } from './typewriter'

describe('typewriter scrolling', () => {
  it('scrolls a cursor below the writing line up to it', () => {
    expect(typewriterDelta(700, 100, 800)).toBe(700 - (100 + 320))
  })
  it('scrolls a cursor above the writing line down to it', () => {
    expect(typewriterDelta(200, 0, 1000)).toBe(-200)
  })
  it('leaves a cursor already on the line alone', () => {
    expect(typewriterDelta(420.4, 100, 800)).toBe(0)
  })
})
