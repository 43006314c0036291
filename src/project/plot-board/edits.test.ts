import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import type { PlotBoard } from '../schemas'
import { beatsOfAct, createBoardFromTemplate, sortedActs } from './board'
import { addAct, addBeat, addSequence, deleteAct, deleteBeat, deleteSequence, moveAct, moveBeat, toggleBeatCompleted, updateBeat } from './edits'
import { templateById } from './templates'

const NOW = '2026-02-02T00:00:00.000Z'
let n = 0
const board = (id = 'three-act-basic') => createBoardFromTemplate(templateById(id)!, { now: '2026-01-01T00:00:00.000Z', newId: () => `id-${++n}` })
const titles = (b: PlotBoard, actIndex: number) => beatsOfAct(b, sortedActs(b)[actIndex].id).map((x) => x.title)
const orders = (b: PlotBoard, actIndex: number) => beatsOfAct(b, sortedActs(b)[actIndex].id).map((x) => x.order)

/** Every act's orders read 0, 1, 2… */
function wellNumbered(b: PlotBoard): boolean {
  return b.acts.every((a) => {
    const o = b.beats.filter((x) => x.actId === a.id).map((x) => x.order).sort((p, q) => p - q)
    return o.every((v, i) => v === i)
  })
}

describe('moving beats', () => {
  it('reorders within an act', () => {
    const b = board()
    const act = sortedActs(b)[0]
    const last = beatsOfAct(b, act.id)[2]
    const next = moveBeat(b, last.id, act.id, 0, NOW)
    expect(titles(next, 0)).toEqual(['Plot Point 1', 'Opening Image', 'Inciting Incident'])
    expect(orders(next, 0)).toEqual([0, 1, 2])
    expect(next.beats.find((x) => x.id === last.id)!.updatedAt).toBe(NOW)
  })

  it('moves to another act and renumbers both acts', () => {
    const b = board()
    const [a1, a2] = sortedActs(b)
    const first = beatsOfAct(b, a1.id)[0]
    const next = moveBeat(b, first.id, a2.id, 1, NOW)
    expect(titles(next, 0)).toEqual(['Inciting Incident', 'Plot Point 1'])
    expect(orders(next, 0)).toEqual([0, 1])
    expect(titles(next, 1)).toEqual(['Rising Complications', 'Opening Image', 'Midpoint', 'Plot Point 2'])
    expect(orders(next, 1)).toEqual([0, 1, 2, 3])
    expect(next.beats.find((x) => x.id === first.id)!.actId).toBe(a2.id)
  })

  it('appends at the end of an empty act, and clamps indexes past the end', () => {
    let b = createBoardFromTemplate(templateById('blank')!, { now: NOW, newId: () => `id-${++n}` })
    const [a1, a2] = sortedActs(b)
    b = addBeat(b, a1.id, { title: 'One' }, 'b1', NOW)
    b = addBeat(b, a1.id, { title: 'Two' }, 'b2', NOW)
    b = moveBeat(b, 'b1', a2.id, 99, NOW)
    expect(titles(b, 0)).toEqual(['Two'])
    expect(titles(b, 1)).toEqual(['One'])
    expect(wellNumbered(b)).toBe(true)
  })

  it('returns the same board for a move to where the beat already is', () => {
    const b = board()
    const a1 = sortedActs(b)[0]
    const beat = beatsOfAct(b, a1.id)[1]
    expect(moveBeat(b, beat.id, a1.id, 1, NOW)).toBe(b)
    expect(moveBeat(b, 'nope', a1.id, 0, NOW)).toBe(b)
  })

  it('keeps every beat and every act numbered 0.. through any series of moves', () => {
    const start = board('john-truby-22')
    const acts = sortedActs(start).map((a) => a.id)
    const ids = start.beats.map((b) => b.id)
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.integer({ min: 0, max: ids.length - 1 }), fc.integer({ min: 0, max: acts.length - 1 }), fc.integer({ min: 0, max: 25 })), { maxLength: 30 }), (moves) => {
        let b = start
        for (const [beat, act, index] of moves) b = moveBeat(b, ids[beat], acts[act], index, NOW)
        expect(b.beats.length).toBe(22)
        expect(new Set(b.beats.map((x) => x.id)).size).toBe(22)
        expect(wellNumbered(b)).toBe(true)
      }),
    )
  })
})

describe('acts', () => {
  it('reorder with orders renumbered', () => {
    const b = board()
    const [a1, a2, a3] = sortedActs(b)
    const next = moveAct(b, a3.id, 0, NOW)
    expect(sortedActs(next).map((a) => a.id)).toEqual([a3.id, a1.id, a2.id])
    expect(sortedActs(next).map((a) => a.order)).toEqual([0, 1, 2])
  })

  it('deleting an act deletes its beats and renumbers the rest', () => {
    const b = board()
    const [a1, a2, a3] = sortedActs(b)
    const next = deleteAct(b, a1.id, NOW)
    expect(next.acts.map((a) => a.id)).toEqual([a2.id, a3.id])
    expect(sortedActs(next).map((a) => a.order)).toEqual([0, 1])
    expect(next.beats.length).toBe(5)
    expect(next.beats.some((x) => x.actId === a1.id)).toBe(false)
  })

  it('a new act goes last', () => {
    const next = addAct(board(), { title: 'Epilogue' }, 'act-x', NOW)
    expect(sortedActs(next).map((a) => a.title).at(-1)).toBe('Epilogue')
    expect(sortedActs(next).at(-1)!.order).toBe(3)
  })
})

describe('beats and sequences', () => {
  it('a deleted beat leaves its act numbered without a gap', () => {
    const b = board()
    const a1 = sortedActs(b)[0]
    const next = deleteBeat(b, beatsOfAct(b, a1.id)[0].id, NOW)
    expect(titles(next, 0)).toEqual(['Inciting Incident', 'Plot Point 1'])
    expect(orders(next, 0)).toEqual([0, 1])
  })

  it('deleting a sequence clears sequenceId on its beats and keeps the beats', () => {
    const b = board('eight-sequence-breakdown')
    const seq = b.sequences[0]
    const inSeq = b.beats.filter((x) => x.sequenceId === seq.id).map((x) => x.id)
    expect(inSeq.length).toBe(3)
    const next = deleteSequence(b, seq.id, NOW)
    expect(next.sequences.length).toBe(7)
    expect(next.beats.length).toBe(22)
    for (const id of inSeq) expect(next.beats.find((x) => x.id === id)!.sequenceId).toBeUndefined()
    expect(next.beats.filter((x) => x.sequenceId).length).toBe(19)
  })

  it('a sequence needs a title and defaults to blue', () => {
    const b = board()
    expect(addSequence(b, { title: '   ' }, 's', NOW)).toBe(b)
    expect(addSequence(b, { title: 'Heist' }, 's', NOW).sequences[0]).toMatchObject({ title: 'Heist', color: '#3b82f6' })
  })

  it('toggles completion and clears a link with an empty scene id', () => {
    const b = board()
    const id = b.beats[0].id
    const done = toggleBeatCompleted(b, id, NOW)
    expect(done.beats[0].completed).toBe(true)
    const linked = updateBeat(done, id, { sceneId: 'scene-1' }, NOW)
    expect(linked.beats[0].sceneId).toBe('scene-1')
    expect('sceneId' in updateBeat(linked, id, { sceneId: undefined }, NOW).beats[0]).toBe(false)
  })
})
