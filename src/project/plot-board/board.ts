import type { Act, Beat, PlotBoard, Sequence } from '../schemas'
import type { PlotBoardTemplate } from './templates'

/** A beat's own words, as a template or the AI gives them. */
export interface BeatContent {
  title: string
  synopsis: string
  structureRole?: string
  characters?: string[]
  location?: string
}

export interface NewBoardOptions {
  /** ISO time stamped on the board and everything in it. */
  now: string
  /** Makes a fresh id each call. */
  newId: () => string
  /** Replaces the template's beats' words, matched by index; missing or blank entries keep the template's. */
  beatContent?: readonly (Partial<BeatContent> | null | undefined)[]
}

/** Colours given to a template's sequences in turn; the writer's own start at the first. */
export const SEQUENCE_COLORS = ['#3b82f6', '#10b981', '#f59e0b', '#ef4444', '#8b5cf6', '#ec4899', '#14b8a6', '#f97316'] as const
export const DEFAULT_SEQUENCE_COLOR = SEQUENCE_COLORS[0]

const clean = (s: string | undefined) => (typeof s === 'string' ? s.trim() : '')

/** A new plot board laid out as the template says (the blank template gives three empty acts). */
export function createBoardFromTemplate(template: PlotBoardTemplate, opts: NewBoardOptions): PlotBoard {
  const boardId = opts.newId()
  const acts: Act[] = [...template.acts]
    .sort((a, b) => a.order - b.order)
    .map((a, i) => ({ id: opts.newId(), title: a.title, description: a.description, order: i, plotBoardId: boardId }))
  const sequences: Sequence[] = (template.sequences ?? []).map((s, i) => ({
    id: opts.newId(),
    title: s.title,
    description: s.description,
    color: SEQUENCE_COLORS[i % SEQUENCE_COLORS.length],
    order: i,
    plotBoardId: boardId,
  }))
  const actByOrder = new Map(template.acts.map((a) => [a.order, a]))
  const actIdOf = (order: number) => acts[[...actByOrder.keys()].sort((a, b) => a - b).indexOf(order)]?.id ?? acts[0]?.id
  const beats: Beat[] = template.beats.map((t, i) => {
    const custom = opts.beatContent?.[i] ?? undefined
    const title = clean(custom?.title) || t.title
    const synopsis = clean(custom?.synopsis) || t.synopsis
    const role = clean(custom?.structureRole) || t.structureRole
    const beat: Beat = {
      id: opts.newId(),
      title,
      synopsis,
      characters: (custom?.characters ?? []).map((c) => c.trim()).filter(Boolean),
      location: clean(custom?.location),
      actId: actIdOf(t.actOrder),
      order: t.order,
      completed: false,
      createdAt: opts.now,
      updatedAt: opts.now,
    }
    if (role) beat.structureRole = role
    const seq = t.sequenceTitle ? sequences.find((s) => s.title === t.sequenceTitle) : undefined
    if (seq) beat.sequenceId = seq.id
    return beat
  })
  return {
    id: boardId,
    title: 'Plot Board',
    description: template.description,
    acts,
    sequences,
    beats: renumberAll(beats, acts),
    templateName: template.id,
    createdAt: opts.now,
    updatedAt: opts.now,
  }
}

/** Orders 0, 1, 2… within every act, keeping the beats' relative order. */
function renumberAll(beats: Beat[], acts: readonly Act[]): Beat[] {
  const out = [...beats]
  for (const act of acts) {
    const mine = out.filter((b) => b.actId === act.id).sort((a, b) => a.order - b.order)
    mine.forEach((b, i) => {
      if (b.order !== i) out[out.indexOf(b)] = { ...b, order: i }
    })
  }
  return out
}

/** Acts in board order. */
export function sortedActs(board: PlotBoard): Act[] {
  return [...board.acts].sort((a, b) => a.order - b.order)
}

/** One act's beats in order. */
export function beatsOfAct(board: PlotBoard, actId: string): Beat[] {
  return board.beats.filter((b) => b.actId === actId).sort((a, b) => a.order - b.order)
}

/** 'N/M beats completed' as numbers. */
export function boardProgress(board: PlotBoard): { completed: number; total: number } {
  return { completed: board.beats.filter((b) => b.completed).length, total: board.beats.length }
}
