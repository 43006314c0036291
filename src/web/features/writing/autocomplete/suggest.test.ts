import { describe, expect, it } from 'vitest'
import { acceptText, locationOf, suggest, type NameCounts } from './suggest'
import { TIMES_OF_DAY } from './vocabulary'

const index: NameCounts = {
  characters: new Map([
    ['MARY', 5],
    ['MARTIN', 2],
    ['MARGARET', 9],
    ['BOB', 1],
  ]),
  locations: new Map([
    ['KITCHEN', 3],
    ['KITCHEN GARDEN', 1],
    ['BEACH', 4],
  ]),
}
const at = (type: Parameters<typeof suggest>[0], text: string, idx = index) => suggest(type, text, text.length, idx)

describe('scene headings', () => {
  it('offers the prefixes that start with what was typed', () => {
    expect(at('sceneHeading', 'in')).toEqual({ kind: 'prefix', items: ['INT.', 'INT./EXT.'], from: 0, to: 2 })
    expect(at('sceneHeading', 'INT.')?.items).toEqual(['INT./EXT.'])
    expect(at('sceneHeading', 'I/')?.items).toEqual(['I/E.'])
    expect(at('sceneHeading', '')).toBeNull()
    expect(at('sceneHeading', 'xyz')).toBeNull()
  })
  it('offers locations from the script after a prefix, most used first, not counting this block', () => {
    expect(at('sceneHeading', 'INT. ')).toEqual({ kind: 'location', items: ['BEACH', 'KITCHEN', 'KITCHEN GARDEN'], from: 5, to: 5 })
    // This heading's own "KIT" is in the index once; it is not offered back.
    const withSelf = { ...index, locations: new Map([...index.locations, ['KIT', 1]]) }
    expect(at('sceneHeading', 'ext. kit', withSelf)).toEqual({ kind: 'location', items: ['KITCHEN', 'KITCHEN GARDEN'], from: 5, to: 8 })
    expect(at('sceneHeading', 'INT./EXT. BE')?.items).toEqual(['BEACH'])
    expect(at('sceneHeading', 'INT. KITCHEN GARDEN')).toBeNull()
  })
  it("offers times of day after ' - '", () => {
    expect(at('sceneHeading', 'INT. KITCHEN - ')).toEqual({ kind: 'time', items: TIMES_OF_DAY.slice(0, 10), from: 15, to: 15 })
    expect(at('sceneHeading', 'INT. KITCHEN - mo')?.items).toEqual(['MORNING', 'MOMENTS LATER'])
    expect(at('sceneHeading', 'INT. KITCHEN - SAME')?.items).toEqual(['SAME TIME'])
    expect(at('sceneHeading', 'INT. KITCHEN - NIGHT')).toBeNull()
  })
  it('only offers at the end of the block', () => {
    expect(suggest('sceneHeading', 'INT. KITCHEN - ', 3, index)).toBeNull()
  })
  it('reads the location of a heading', () => {
    expect(locationOf('INT. KITCHEN - NIGHT')).toBe('KITCHEN')
    expect(locationOf('int./ext.  car   park - day')).toBe('CAR PARK')
    expect(locationOf('EXT. HOUSE - GARDEN - DAY')).toBe('HOUSE - GARDEN')
    expect(locationOf('KITCHEN')).toBe('')
  })
})

describe('characters, transitions and shots', () => {
  it('offers names from the script, most used first, at most 10', () => {
    expect(at('character', 'ma')?.items).toEqual(['MARGARET', 'MARY', 'MARTIN'])
    const many = { ...index, characters: new Map(Array.from({ length: 30 }, (_, i) => [`X${i}`, 1] as [string, number])) }
    expect(at('character', 'x', many)?.items).toHaveLength(10)
  })
  it('offers nothing when the typed name already exists', () => {
    // "MARY" typed: the index counts this block once plus the 5 other uses.
    expect(at('character', 'Mary', { ...index, characters: new Map([...index.characters, ['MARY', 6]]) })).toBeNull()
    // "BOB" only exists in this block: longer names would be offered, there are none.
    expect(at('character', 'BOB')).toBeNull()
    expect(at('character', 'MARY (V.O')).toBeNull()
  })
  it('offers transitions and shots from their lists', () => {
    expect(at('transition', 'sm')).toEqual({ kind: 'transition', items: ['SMASH CUT TO:'], from: 0, to: 2 })
    expect(at('transition', 'CUT TO:')).toBeNull()
    expect(at('shot', 'cl')?.items).toEqual(['CLOSE ON', 'CLOSE UP'])
    expect(at('action', 'CU')).toBeNull()
  })
  it('accepts a prefix with a space and a location with a dash', () => {
    expect(acceptText('prefix', 'INT.')).toBe('INT. ')
    expect(acceptText('location', 'KITCHEN')).toBe('KITCHEN - ')
    expect(acceptText('character', 'MARY')).toBe('MARY')
  })
})
