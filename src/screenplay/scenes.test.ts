import { describe, it, expect } from 'vitest'
import { sceneId } from './scenes'

describe('scene ids', () => {
  it('start with the first four words and differ by position', () => {
    const a = sceneId('INT. BIG OLD HOUSE - DAY', 10)
    expect(a.startsWith('int.-big-old-house-')).toBe(true)
    expect(a.endsWith('-10')).toBe(true)
    expect(sceneId('INT. BIG OLD HOUSE - DAY', 99)).not.toBe(a)
    expect(sceneId('INT. BIG OLD HOUSE - NIGHT', 10)).not.toBe(a)
  })
})
