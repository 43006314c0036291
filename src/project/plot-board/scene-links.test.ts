import { describe, expect, it } from 'vitest'
import type { Beat } from '../schemas'
import { headingForBeat, relinkBeats, relinkTarget } from './scene-links'

const beat = (over: Partial<Beat>): Beat => ({ id: 'b', title: 'Beat', synopsis: '', characters: [], location: '', actId: 'a', order: 0, completed: false, ...over })

describe('headings for beats', () => {
  it('are INT. for a house, room, office or building, else EXT., always DAY', () => {
    expect(headingForBeat(beat({ location: "Mara's house" }))).toBe("INT. MARA'S HOUSE - DAY")
    expect(headingForBeat(beat({ location: 'Back Room of the bar' }))).toBe('INT. BACK ROOM OF THE BAR - DAY')
    expect(headingForBeat(beat({ location: 'Police office' }))).toBe('INT. POLICE OFFICE - DAY')
    expect(headingForBeat(beat({ location: 'Abandoned building' }))).toBe('INT. ABANDONED BUILDING - DAY')
    expect(headingForBeat(beat({ location: 'Harbour' }))).toBe('EXT. HARBOUR - DAY')
  })
  it('are a placeholder the writer fills when the beat has no location, never the title', () => {
    expect(headingForBeat(beat({ title: 'Midpoint' }))).toBe('INT. LOCATION - DAY')
    expect(headingForBeat(beat({ title: 'Midpoint', location: '  ' }))).toBe('INT. LOCATION - DAY')
  })
})

describe('relinking', () => {
  const scenes = [
    { id: 's1', heading: 'INT. KITCHEN - NIGHT' },
    { id: 's2', heading: 'EXT. HARBOUR - DAY' },
    { id: 's3', heading: 'EXT. MIDPOINT CHASE ON THE BRIDGE - DAY' },
  ]
  it('prefers the scene whose heading equals the beat\'s heading', () => {
    expect(relinkTarget(beat({ title: 'Kitchen fight', location: 'harbour' }), scenes)).toBe('s2')
  })
  it('then the scene sharing the most words with the title', () => {
    expect(relinkTarget(beat({ title: 'Chase on the bridge' }), scenes)).toBe('s3')
    expect(relinkTarget(beat({ title: 'The kitchen' }), scenes)).toBe('s1')
  })
  it('else nowhere', () => {
    expect(relinkTarget(beat({ title: 'Day' }), scenes)).toBeUndefined()
  })
  it('leaves live links alone, moves or clears dead ones', () => {
    const beats = [beat({ id: 'a', sceneId: 's1' }), beat({ id: 'b', sceneId: 'gone', title: 'Bridge' }), beat({ id: 'c', sceneId: 'gone', title: 'Nothing alike' }), beat({ id: 'd' })]
    const out = relinkBeats(beats, scenes, 'now')
    expect(out[0]).toBe(beats[0])
    expect(out[1].sceneId).toBe('s3')
    expect('sceneId' in out[2]).toBe(false)
    expect(out[3]).toBe(beats[3])
    expect(relinkBeats([beats[0], beats[3]], scenes, 'now')).toEqual([beats[0], beats[3]])
  })
})
