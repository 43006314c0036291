import { describe, expect, it } from 'vitest'
import { CoverageOutputSchema, mergeCoverage, trimLogline, type CoverageOutput } from './coverage'

const reading = (over: Partial<CoverageOutput>): CoverageOutput => ({
  title: '',
  genre: 'Drama',
  logline: 'A keeper guards a light.',
  synopsis: 'Things happen.',
  comments: 'Fine.',
  ratings: { premise: 'Good', structure: 'Good', characterization: 'Good', dialogue: 'Good', pacing: 'Good', marketability: 'Good' },
  verdict: { script: 'Consider', writer: 'Consider' },
  notes: [],
  ...over,
})

describe('coverage from its sections', () => {
  it('a logline is held to 25 words', () => {
    const long = Array.from({ length: 40 }, (_, i) => `w${i}`).join(' ')
    expect(trimLogline(long).split(' ')).toHaveLength(25)
    expect(trimLogline('Short and sweet.')).toBe('Short and sweet.')
  })
  it('synopses join in order, ratings and verdicts take the cautious middle, notes come by scene without repeats', () => {
    const r = mergeCoverage(
      [
        reading({ synopsis: 'First half.', ratings: { premise: 'Excellent', structure: 'Poor', characterization: 'Good', dialogue: 'Fair', pacing: 'Good', marketability: 'Good' }, verdict: { script: 'Recommend', writer: 'Recommend' }, notes: [{ scene: 9, note: 'Cut the speech.' }] }),
        reading({ synopsis: 'Second half.', ratings: { premise: 'Good', structure: 'Fair', characterization: 'Good', dialogue: 'Fair', pacing: 'Poor', marketability: 'Good' }, verdict: { script: 'Pass', writer: 'Consider' }, notes: [{ scene: 2, note: 'Strong open.' }, { scene: 9, note: 'cut the speech.' }] }),
      ],
      'THE KEEPER',
    )
    expect(r.title).toBe('THE KEEPER')
    expect(r.synopsis).toBe('First half.\n\nSecond half.')
    expect(r.ratings).toMatchObject({ premise: 'Good', structure: 'Poor', dialogue: 'Fair', pacing: 'Poor' })
    expect(r.verdict).toEqual({ script: 'Pass', writer: 'Consider' })
    expect(r.notes).toEqual([{ scene: 2, note: 'Strong open.' }, { scene: 9, note: 'Cut the speech.' }])
  })
  it('the schema refuses a rating off the grid', () => {
    expect(CoverageOutputSchema.safeParse(reading({ ratings: { premise: 'Great' } as never })).success).toBe(false)
  })
})
