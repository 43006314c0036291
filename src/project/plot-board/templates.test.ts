import { describe, expect, it } from 'vitest'
import { BLANK_TEMPLATE, PLOT_BOARD_TEMPLATES, STRUCTURE_ROLES, templateById } from './templates'
import { createBoardFromTemplate, beatsOfAct, sortedActs } from './board'
import { PlotBoardSchema } from '../schemas'

const EXPECTED: Record<string, { acts: number; beats: number; sequences?: number }> = {
  'three-act-basic': { acts: 3, beats: 8 },
  'three-act-midpoint': { acts: 4, beats: 12 },
  'syd-field': { acts: 3, beats: 9 },
  'fifteen-beat-blueprint': { acts: 4, beats: 15 },
  'heroes-journey': { acts: 3, beats: 12 },
  'dan-harmon-circle': { acts: 3, beats: 8 },
  'freytag-pyramid': { acts: 5, beats: 9 },
  'eight-sequence-breakdown': { acts: 3, beats: 22, sequences: 8 },
  // All twenty-two of Truby's steps: a writer choosing "22 Steps" expects to find each of them.
  'john-truby-22': { acts: 3, beats: 22 },
}

let n = 0
const opts = () => ({ now: '2026-01-01T00:00:00.000Z', newId: () => `id-${++n}` })

describe('plot-board templates', () => {
  it('are the nine templates, in order, with their act and beat counts', () => {
    expect(PLOT_BOARD_TEMPLATES.map((t) => t.id)).toEqual(Object.keys(EXPECTED))
    for (const t of PLOT_BOARD_TEMPLATES) {
      const e = EXPECTED[t.id]
      expect([t.id, t.acts.length, t.beats.length, t.sequences?.length ?? 0]).toEqual([t.id, e.acts, e.beats, e.sequences ?? 0])
    }
  })

  it('give every act at least one beat, beats numbered 0.. within their act, and known structure roles', () => {
    for (const t of PLOT_BOARD_TEMPLATES) {
      for (const a of t.acts) {
        const orders = t.beats.filter((b) => b.actOrder === a.order).map((b) => b.order)
        expect(orders.length, `${t.id} ${a.title}`).toBeGreaterThan(0)
        expect(orders).toEqual(orders.map((_, i) => i))
      }
      for (const b of t.beats) {
        expect(b.title.length).toBeGreaterThan(0)
        expect(b.synopsis.length).toBeGreaterThan(10)
        if (b.structureRole) expect(STRUCTURE_ROLES).toContain(b.structureRole)
      }
    }
  })

  it('put every eight-sequence beat in one of its eight sequences', () => {
    const t = templateById('eight-sequence-breakdown')!
    const titles = new Set(t.sequences!.map((s) => s.title))
    expect(t.beats.every((b) => b.sequenceTitle && titles.has(b.sequenceTitle))).toBe(true)
    expect(new Set(t.beats.map((b) => b.sequenceTitle)).size).toBe(8)
  })

  it('Blank (3 Acts) is three empty acts', () => {
    const board = createBoardFromTemplate(BLANK_TEMPLATE, opts())
    expect(sortedActs(board).map((a) => a.title)).toEqual(['Act 1', 'Act 2', 'Act 3'])
    expect(board.beats).toEqual([])
    expect(board.title).toBe('Plot Board')
  })
})

describe('a board from a template', () => {
  it('has the template\'s acts and beats, valid for the file format', () => {
    for (const t of PLOT_BOARD_TEMPLATES) {
      const board = createBoardFromTemplate(t, opts())
      expect(PlotBoardSchema.safeParse(board).success).toBe(true)
      expect(board.acts.length).toBe(EXPECTED[t.id].acts)
      expect(board.beats.length).toBe(EXPECTED[t.id].beats)
      expect(board.sequences.length).toBe(EXPECTED[t.id].sequences ?? 0)
      expect(board.templateName).toBe(t.id)
      const ids = [board.id, ...board.acts.map((a) => a.id), ...board.beats.map((b) => b.id), ...board.sequences.map((s) => s.id)]
      expect(new Set(ids).size).toBe(ids.length)
    }
  })

  it('keeps the template\'s acts and order for each beat', () => {
    const t = templateById('syd-field')!
    const board = createBoardFromTemplate(t, opts())
    const acts = sortedActs(board)
    expect(beatsOfAct(board, acts[1].id).map((b) => b.title)).toEqual(['Pinch I', 'Midpoint', 'Pinch II', 'Plot Point II'])
    expect(beatsOfAct(board, acts[1].id).map((b) => b.order)).toEqual([0, 1, 2, 3])
  })

  it('takes AI words by index and keeps the template\'s where the AI gave none', () => {
    const t = templateById('three-act-basic')!
    const board = createBoardFromTemplate(t, {
      ...opts(),
      beatContent: [{ title: 'Mara at the docks', synopsis: 'Mara loads crates at dawn.', characters: [' MARA ', ''], location: 'Harbour' }, null, { title: '  ', synopsis: '' }],
    })
    const byTemplateOrder = t.beats.map((tb) => board.beats.find((b) => b.actId === sortedActs(board)[tb.actOrder].id && b.order === tb.order)!)
    expect(byTemplateOrder[0]).toMatchObject({ title: 'Mara at the docks', synopsis: 'Mara loads crates at dawn.', characters: ['MARA'], location: 'Harbour' })
    expect(byTemplateOrder[1].title).toBe('Inciting Incident')
    expect(byTemplateOrder[1].structureRole).toBe('Inciting Incident')
    expect(byTemplateOrder[2].title).toBe('Plot Point 1')
  })
})
