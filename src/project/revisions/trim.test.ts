import { describe, expect, it } from 'vitest'
import type { Revision } from '../schemas'
import { addRevision, nextRevisionName, normaliseMaxRevisions, revisionsToTrim } from './trim'

const rev = (n: number): Revision => ({ id: `r${n}`, name: `Revision ${n}`, createdAt: new Date(2026, 0, n).toISOString(), content: null })
/** Newest first, as the panel keeps them: Revision n … Revision 1. */
const list = (n: number) => Array.from({ length: n }, (_, i) => rev(n - i))

describe('revision trimming', () => {
  it('keeps everything below the maximum', () => {
    const { revisions, removed } = addRevision(list(3), rev(4), 10)
    expect(removed).toEqual([])
    expect(revisions.map((r) => r.name)).toEqual(['Revision 4', 'Revision 3', 'Revision 2', 'Revision 1'])
  })

  it('at the maximum, the new revision goes first and the oldest is removed', () => {
    const { revisions, removed } = addRevision(list(5), rev(6), 5)
    expect(removed.map((r) => r.name)).toEqual(['Revision 1'])
    expect(revisions.map((r) => r.name)).toEqual(['Revision 6', 'Revision 5', 'Revision 4', 'Revision 3', 'Revision 2'])
  })

  it('a maximum lowered below the count removes all the excess, oldest first', () => {
    expect(revisionsToTrim(list(8), 5).map((r) => r.name)).toEqual(['Revision 1', 'Revision 2', 'Revision 3', 'Revision 4'])
    expect(addRevision(list(8), rev(9), 5).revisions).toHaveLength(5)
  })

  it('the revision being restored is never the one removed, even when it is the oldest', () => {
    const { revisions, removed } = addRevision(list(5), rev(6), 5, 'r1')
    expect(removed.map((r) => r.name)).toEqual(['Revision 2'])
    expect(revisions.map((r) => r.name)).toEqual(['Revision 6', 'Revision 5', 'Revision 4', 'Revision 3', 'Revision 1'])
  })

  it('names count on from the highest number in use, so trimmed names never come back', () => {
    expect(nextRevisionName([])).toBe('Snapshot 1')
    // Kept under their old names ('Revision N'), they still count.
    expect(nextRevisionName(list(3))).toBe('Snapshot 4')
    // Revisions 1-5 trimmed away: the next is 11, not 6.
    expect(nextRevisionName([rev(10), rev(9), rev(8), rev(7), rev(6)])).toBe('Snapshot 11')
    expect(nextRevisionName([{ ...rev(1), name: 'Snapshot 7' }, rev(2)])).toBe('Snapshot 8')
    expect(nextRevisionName([{ ...rev(1), name: 'Before the rewrite' }, { ...rev(2), name: 'Draft two' }])).toBe('Snapshot 3')
  })

  it('the maximum is one of the offered choices, default 10', () => {
    expect(normaliseMaxRevisions(undefined)).toBe(10)
    expect(normaliseMaxRevisions('abc')).toBe(10)
    expect(normaliseMaxRevisions(50)).toBe(50)
    expect(normaliseMaxRevisions('20')).toBe(20)
    expect(normaliseMaxRevisions(35)).toBe(30)
    expect(normaliseMaxRevisions(1)).toBe(5)
    expect(normaliseMaxRevisions(1000)).toBe(100)
  })
})
