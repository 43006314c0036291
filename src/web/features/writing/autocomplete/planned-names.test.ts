import { describe, expect, it } from 'vitest'
import { withPlannedCharacters } from './planned-names'
import { suggest } from './suggest'

const index = () => ({ characters: new Map([['MARIA', 3]]), locations: new Map<string, number>() })

describe('planned characters in cue autocomplete', () => {
  it('offers a planned character who has not spoken yet', () => {
    const merged = withPlannedCharacters(index(), [{ name: 'Tomás Ruiz' }, { name: 'maria' }])
    expect(merged.characters.get('TOMÁS RUIZ')).toBe(1)
    expect(merged.characters.get('MARIA')).toBe(4)
    expect(suggest('character', 'TO', 2, merged)?.items).toEqual(['TOMÁS RUIZ'])
  })
  it('leaves the index alone without a cast', () => {
    const i = index()
    expect(withPlannedCharacters(i, undefined)).toBe(i)
    expect(withPlannedCharacters(i, [])).toBe(i)
  })
})
