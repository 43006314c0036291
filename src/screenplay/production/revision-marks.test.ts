import { describe, expect, it } from 'vitest'
import type { ScriptElement } from '../model'
import { clearRevisionMarks, joinRevision, marginMark, revise, splitRevision } from './revision-marks'
import { defaultProduction, defaultRevisionSets, readProduction, revisionHeader } from './revision-sets'

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
