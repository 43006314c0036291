import { describe, expect, it } from 'vitest'
import { inTurn, turnOrder } from './in-turn'

describe('settings run in turn', () => {
  it('turns the order one place each round, so no setting is always first', () => {
    expect(turnOrder([1, 300], 2)).toEqual([
      [1, 300],
      [300, 1],
    ])
    expect(turnOrder(['alone', 'beside', 'shared'], 3)).toEqual([
      ['alone', 'beside', 'shared'],
      ['beside', 'shared', 'alone'],
      ['shared', 'alone', 'beside'],
    ])
  })

  it('runs every setting once a round, in that order, and hands back each round’s results by setting', async () => {
    const ran: string[] = []
    const results = await inTurn(['a', 'b'], 2, async (setting, round) => {
      ran.push(`${setting}${round}`)
      return `${setting} in round ${round}`
    })
    expect(ran).toEqual(['a0', 'b0', 'b1', 'a1'])
    expect(results.map((r) => [r.get('a'), r.get('b')])).toEqual([
      ['a in round 0', 'b in round 0'],
      ['a in round 1', 'b in round 1'],
    ])
  })
})
