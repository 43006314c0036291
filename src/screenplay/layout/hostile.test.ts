import { describe, expect, it } from 'vitest'
import { HANG_GUARD_MS } from '../../testing/hang-guard'
import { paginate } from './index'

describe('layout of hostile scripts', () => {
  it('a cue longer than a page followed by a long speech is laid out, not a stack overflow', { timeout: HANG_GUARD_MS }, () => {
    const pages = paginate([
      { type: 'character', text: 'BOB' + ' (V.O.)'.repeat(20_000) },
      { type: 'dialogue', text: 'word '.repeat(10_000) },
    ])
    expect(pages.length).toBeGreaterThan(10)
  })
})
