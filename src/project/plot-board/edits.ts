import type { Act, Beat, PlotBoard, Sequence } from '../schemas'
import { beatsOfAct, DEFAULT_SEQUENCE_COLOR, sortedActs } from './board'

/**
 * Every change a writer makes to a plot board, as pure functions from board to board. A change
 * that changes nothing returns the same board, so nothing is marked unsaved for it.
 */

const touch = (board: PlotBoard, now: string, patch: Partial<PlotBoard>): PlotBoard => ({ ...board, ...patch, updatedAt: now })

/** Writes `list` back as the act's beats in that order, numbering them 0, 1, 2… */
function placeInAct(beats: Beat[], actId: string, list: readonly Beat[]): Beat[] {
  const at = new Map(list.map((b, i) => [b.id, i]))
  return beats.map((b) => {
    const i = at.get(b.id)
    if (i === undefined) return b
    return b.order === i && b.actId === actId ? b : { ...b, actId, order: i }
  })
}

/**
 * Moves a beat to `toIndex` in `toActId` (its own act or another). Orders are renumbered in the
 * act it left and the act it joined, so both read 0, 1, 2… with no gaps or repeats.
 */
export function moveBeat(board: PlotBoard, beatId: string, toActId: string, toIndex: number, now: string): PlotBoard {
  const beat = board.beats.find((b) => b.id === beatId)
  if (!beat || !board.acts.some((a) => a.id === toActId)) return board
  const fromActId = beat.actId
  const source = beatsOfAct(board, fromActId)
  const target = fromActId === toActId ? source : beatsOfAct(board, toActId)
  const fromIndex = source.findIndex((b) => b.id === beatId)
  const without = target.filter((b) => b.id !== beatId)
  const index = Math.max(0, Math.min(toIndex, without.length))
  if (fromActId === toActId && index === fromIndex) return board
  const moved: Beat = { ...beat, actId: toActId, updatedAt: now }
  const nextTarget = [...without.slice(0, index), moved, ...without.slice(index)]
  let beats = board.beats.map((b) => (b.id === beatId ? moved : b))
  beats = placeInAct(beats, toActId, nextTarget)
  if (fromActId !== toActId) beats = placeInAct(beats, fromActId, source.filter((b) => b.id !== beatId))
  return touch(board, now, { beats })
}

/** Moves an act to `toIndex` among the acts; orders become 0, 1, 2… */
export function moveAct(board: PlotBoard, actId: string, toIndex: number, now: string): PlotBoard {
  const acts = sortedActs(board)
  const from = acts.findIndex((a) => a.id === actId)
  if (from < 0) return board
  const index = Math.max(0, Math.min(toIndex, acts.length - 1))
  if (index === from) return board
  const [act] = acts.splice(from, 1)
  acts.splice(index, 0, act)
  return touch(board, now, { acts: acts.map((a, i) => (a.order === i ? a : { ...a, order: i })) })
}

export function addAct(board: PlotBoard, fields: { title: string; description?: string }, id: string, now: string): PlotBoard {
  const act: Act = { id, title: fields.title.trim() || `Act ${board.acts.length + 1}`, description: fields.description?.trim() ?? '', order: board.acts.length, plotBoardId: String(board.id) }
  return touch(board, now, { acts: [...sortedActs(board).map((a, i) => (a.order === i ? a : { ...a, order: i })), act] })
}

export function updateAct(board: PlotBoard, actId: string, patch: Partial<Pick<Act, 'title' | 'description'>>, now: string): PlotBoard {
  const act = board.acts.find((a) => a.id === actId)
  if (!act) return board
  return touch(board, now, { acts: board.acts.map((a) => (a.id === actId ? { ...a, ...patch } : a)) })
}

/** Deleting an act deletes its beats; the remaining acts are renumbered. */
export function deleteAct(board: PlotBoard, actId: string, now: string): PlotBoard {
  if (!board.acts.some((a) => a.id === actId)) return board
  const acts = sortedActs(board)
    .filter((a) => a.id !== actId)
    .map((a, i) => (a.order === i ? a : { ...a, order: i }))
  return touch(board, now, { acts, beats: board.beats.filter((b) => b.actId !== actId) })
}

export type BeatFields = Partial<Pick<Beat, 'title' | 'synopsis' | 'structureRole' | 'characters' | 'location' | 'sequenceId' | 'sceneId' | 'completed'>>

/** A new beat at the end of its act. */
export function addBeat(board: PlotBoard, actId: string, fields: BeatFields, id: string, now: string): PlotBoard {
  if (!board.acts.some((a) => a.id === actId)) return board
  const beat: Beat = {
    id,
    title: fields.title?.trim() || 'New Beat',
    synopsis: fields.synopsis ?? '',
    characters: fields.characters ?? [],
    location: fields.location ?? '',
    actId,
    order: beatsOfAct(board, actId).length,
    completed: fields.completed ?? false,
    createdAt: now,
    updatedAt: now,
  }
  if (fields.structureRole) beat.structureRole = fields.structureRole
  if (fields.sequenceId) beat.sequenceId = fields.sequenceId
  if (fields.sceneId) beat.sceneId = fields.sceneId
  return touch(board, now, { beats: [...board.beats, beat] })
}

/** Changes a beat's fields; an empty structure role, sequence or scene removes it. */
export function updateBeat(board: PlotBoard, beatId: string, patch: BeatFields, now: string): PlotBoard {
  const beat = board.beats.find((b) => b.id === beatId)
  if (!beat) return board
  const next: Beat = { ...beat, ...patch, updatedAt: now }
  for (const k of ['structureRole', 'sequenceId', 'sceneId'] as const) if (k in patch && !patch[k]) delete next[k]
  return touch(board, now, { beats: board.beats.map((b) => (b.id === beatId ? next : b)) })
}

export function deleteBeat(board: PlotBoard, beatId: string, now: string): PlotBoard {
  const beat = board.beats.find((b) => b.id === beatId)
  if (!beat) return board
  const beats = placeInAct(
    board.beats.filter((b) => b.id !== beatId),
    beat.actId,
    beatsOfAct(board, beat.actId).filter((b) => b.id !== beatId),
  )
  return touch(board, now, { beats })
}

export function toggleBeatCompleted(board: PlotBoard, beatId: string, now: string): PlotBoard {
  const beat = board.beats.find((b) => b.id === beatId)
  return beat ? updateBeat(board, beatId, { completed: !beat.completed }, now) : board
}

export function addSequence(board: PlotBoard, fields: { title: string; description?: string; color?: string }, id: string, now: string): PlotBoard {
  const title = fields.title.trim()
  if (!title) return board
  const seq: Sequence = { id, title, description: fields.description?.trim() ?? '', color: fields.color || DEFAULT_SEQUENCE_COLOR, order: board.sequences.length, plotBoardId: String(board.id) }
  return touch(board, now, { sequences: [...board.sequences, seq] })
}

export function updateSequence(board: PlotBoard, sequenceId: string, patch: Partial<Pick<Sequence, 'title' | 'description' | 'color'>>, now: string): PlotBoard {
  if (!board.sequences.some((s) => s.id === sequenceId)) return board
  return touch(board, now, { sequences: board.sequences.map((s) => (s.id === sequenceId ? { ...s, ...patch } : s)) })
}

/** Deleting a sequence keeps its beats and clears their sequence. */
export function deleteSequence(board: PlotBoard, sequenceId: string, now: string): PlotBoard {
  if (!board.sequences.some((s) => s.id === sequenceId)) return board
  return touch(board, now, {
    sequences: board.sequences.filter((s) => s.id !== sequenceId),
    beats: board.beats.map((b) => {
      if (b.sequenceId !== sequenceId) return b
      const { sequenceId: _gone, ...rest } = b
      return { ...rest, updatedAt: now }
    }),
  })
}
