import { describe, expect, it } from 'vitest'
import type { ScriptElement } from '../model'
import { clearRevisionMarks, joinRevision, marginMark, revise, splitRevision } from './revision-marks'
import { defaultProduction, defaultRevisionSets, nextRevisionSet, readProduction, revisionHeader, revisionSetsProblem } from './revision-sets'

describe('revision sets', () => {
  it('run White, Blue … Tan, then 2nd Blue, with Final Draft colours', () => {
    const sets = defaultRevisionSets()
    expect(sets.slice(0, 11).map((s) => s.name)).toEqual(['White', 'Blue', 'Pink', 'Yellow', 'Green', 'Goldenrod', 'Buff', 'Salmon', 'Cherry', 'Tan', '2nd Blue'])
    expect(sets[1]).toEqual({ id: 2, name: 'Blue', color: '#C6EDFE', mark: '*' })
    expect(sets.find((s) => s.name === 'Goldenrod')?.color).toBe('#FACD39')
    expect(sets.at(-1)?.name).toBe('2nd Tan')
  })

  it('print the header "Blue Rev. 11/26/26"', () => {
    expect(revisionHeader({ id: 2, name: 'Blue', color: '#C6EDFE', mark: '*', date: '2026-11-26' })).toBe('Blue Rev. 11/26/26')
  })

  it('read back from stored JSON, dropping what is malformed', () => {
    const p = readProduction({ revisionSets: [{ id: 3, name: 'Studio Green', color: '#00ff00', mark: '#' }, { id: 3, name: 'dup' }, { id: -1 }], activeRevision: 3, scenesLocked: true })
    expect(p).toEqual({ revisionSets: [{ id: 3, name: 'Studio Green', color: '#00FF00', mark: '#' }], activeRevision: 3, scenesLocked: true })
    expect(readProduction('nonsense')).toBeUndefined()
  })
  it('Add Set appends the first standard set the list lacks, with a fresh id', () => {
    const sets = defaultRevisionSets(3)
    expect(nextRevisionSet(sets)).toEqual({ id: 4, name: 'Yellow', color: '#FDFFAB', mark: '*' })
    const renamed = defaultRevisionSets().map((s) => (s.name === 'Blue' ? { ...s, name: 'Studio Blue' } : s))
    expect(nextRevisionSet(renamed)).toMatchObject({ id: 20, name: 'Blue' })
    expect(nextRevisionSet(defaultRevisionSets())).toMatchObject({ id: 20, name: '3rd Blue' })
  })
  it('an edited list must name each set once, with a colour and a short mark', () => {
    const sets = defaultRevisionSets(3)
    expect(revisionSetsProblem(sets)).toBeNull()
    expect(revisionSetsProblem([])).toBe('Keep at least one revision set.')
    expect(revisionSetsProblem(sets.map((s, i) => (i === 1 ? { ...s, name: ' ' } : s)))).toBe('Set 2 needs a name.')
    expect(revisionSetsProblem(sets.map((s, i) => (i === 2 ? { ...s, name: 'blue' } : s)))).toBe('Two sets are named “blue”: give each its own name.')
    expect(revisionSetsProblem(sets.map((s, i) => (i === 1 ? { ...s, mark: '** *' } : s)))).toBe("Blue's mark must be one to four characters, without spaces.")
    expect(revisionSetsProblem(sets.map((s, i) => (i === 1 ? { ...s, color: 'blue' } : s)))).toBe('Blue needs a colour.')
  })
})

describe('revision marks', () => {
  const prod = { ...defaultProduction(), activeRevision: 2 }
  const el: ScriptElement = { type: 'action', text: 'He runs.' }

  it('a revised paragraph carries the set, and the mark follows it through a split', () => {
    const blue = revise(el, 2)
    expect(blue.revision).toBe(2)
    expect(splitRevision(blue.revision)).toEqual([2, 2])
  })

  it('a join keeps the later set, and an unrevised half takes the revised one', () => {
    expect(joinRevision(prod, 2, 3)).toBe(3)
    expect(joinRevision(prod, 3, 2)).toBe(3)
    expect(joinRevision(prod, undefined, 2)).toBe(2)
    expect(joinRevision(prod, undefined, undefined)).toBeUndefined()
  })

  it('shows the mark for all sets, the current set only, or none', () => {
    expect(marginMark(prod, 2, 'all')).toBe('*')
    expect(marginMark(prod, 3, 'current')).toBe('')
    expect(marginMark(prod, 2, 'current')).toBe('*')
    expect(marginMark(prod, 2, 'none')).toBe('')
  })

  it('clears one set or all, touching only the marked elements', () => {
    const els: ScriptElement[] = [el, revise(el, 2), revise(el, 3), { ...el, revisionRuns: [{ start: 0, end: 2, revision: 2 }] }]
    const blueGone = clearRevisionMarks(els, 2)
    expect(blueGone.map((e) => e.revision)).toEqual([undefined, undefined, 3, undefined])
    expect(blueGone[0]).toBe(els[0])
    expect(blueGone[2]).toBe(els[2])
    expect(blueGone[3].revisionRuns).toBeUndefined()
    const all = clearRevisionMarks(els)
    expect(all.every((e) => !e.revision && !e.revisionRuns)).toBe(true)
    expect(clearRevisionMarks([el])).toEqual([el])
  })
})
