import { useMemo, useRef, useState } from 'react'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
  type UniqueIdentifier,
} from '@dnd-kit/core'
import { SortableContext, horizontalListSortingStrategy, sortableKeyboardCoordinates } from '@dnd-kit/sortable'
import { Plus } from 'lucide-react'
import type { PlotBoard } from '../../../../project'
import { beatsOfAct, moveAct, moveBeat, sortedActs } from '../../../../project'
import { updatePlanning } from '../../../project'
import { actDragId, parseDragId } from './drag-ids'
import { ActColumn, type SceneInfo } from './ActColumn'
import { nowIso } from './board-actions'
import { usePlotBoardUi } from './plot-board-store'

/** Where a drag target is: an act, and a position in it (null: after its last beat). */
function targetOf(board: PlotBoard, overId: UniqueIdentifier | undefined): { actId: string; index: number | null } | null {
  const over = parseDragId(overId)
  if (!over) return null
  if (over.kind === 'act') return board.acts.some((a) => a.id === over.id) ? { actId: over.id, index: null } : null
  const beat = board.beats.find((b) => b.id === over.id)
  return beat ? { actId: beat.actId, index: beatsOfAct(board, beat.actId).findIndex((b) => b.id === beat.id) } : null
}

function describeBeat(board: PlotBoard, beatId: string): string {
  const beat = board.beats.find((b) => b.id === beatId)
  if (!beat) return 'the beat'
  const act = board.acts.find((a) => a.id === beat.actId)
  const list = beatsOfAct(board, beat.actId)
  return `"${beat.title}" in ${act?.title ?? 'an act'}, position ${list.findIndex((b) => b.id === beatId) + 1} of ${list.length}`
}

function describeAct(board: PlotBoard, actId: string): string {
  const acts = sortedActs(board)
  const i = acts.findIndex((a) => a.id === actId)
  return `"${acts[i]?.title ?? 'act'}", position ${i + 1} of ${acts.length}`
}

/** Whether a drop target suits what is dragged: a beat lands on beats or an act's column; an act only among acts. */
function suits(activeId: UniqueIdentifier, targetId: UniqueIdentifier): boolean {
  const kind = parseDragId(activeId)?.kind
  const k = parseDragId(targetId)?.kind
  return kind === 'act' ? k === 'act' : k === 'beat' || k === 'act'
}

/** The arrow keys move among suitable targets only (an act never steps onto a beat). */
const keyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  const { context } = args
  const all = context.droppableContainers
  const active = context.active?.id
  if (active === undefined) return sortableKeyboardCoordinates(event, args)
  const Same = all.constructor as new (entries: Iterable<[UniqueIdentifier, unknown]>) => typeof all
  const only = new Same([...all].filter(([id]) => suits(active, id)))
  return sortableKeyboardCoordinates(event, { ...args, context: { ...context, droppableContainers: only } })
}

export const SCREEN_READER_INSTRUCTIONS =
  'To pick up a beat or an act, press Space or Enter. While dragging a beat, the up and down arrow keys move it within its act and the left and right arrow keys move it to another act; an act moves with left and right. Press Space or Enter again to drop it, or Escape to cancel.'

/**
 * The acts as columns, with beats dragged within and between acts and acts dragged into a new
 * order, by mouse or keyboard. While a drag is under way the board shown is a local copy (a beat
 * crossing into another act moves there at once, so the columns make room); the project changes
 * once, on the drop.
 */
export function BoardColumns({ board, scenes }: { board: PlotBoard; scenes: ReadonlyMap<string, SceneInfo> }) {
  const grouped = usePlotBoardUi((s) => s.grouped) && board.sequences.length > 0
  const [dragBoard, setDragBoard] = useState<PlotBoard | null>(null)
  const live = useRef<PlotBoard>(board)
  const dropping = useRef(false)
  const shown = dragBoard ?? board
  live.current = shown

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { coordinateGetter: keyboardCoordinates }),
  )

  // A beat lands on beats or on an act's column; an act only among acts.
  const collisions: CollisionDetection = (args) => closestCorners({ ...args, droppableContainers: args.droppableContainers.filter((c) => suits(args.active.id, c.id)) })

  const onDragStart = (e: DragStartEvent) => {
    dropping.current = false
    setDragBoard(board)
    live.current = board
    void e
  }

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const a = parseDragId(active.id)
    if (a?.kind !== 'beat' || !over) return
    const cur = live.current
    const beat = cur.beats.find((b) => b.id === a.id)
    const target = targetOf(cur, over.id)
    if (!beat || !target || target.actId === beat.actId) return
    // Into another act: there at once, before the beat it is over (or last), so that act's column makes room.
    const next = moveBeat(cur, beat.id, target.actId, target.index ?? Number.MAX_SAFE_INTEGER, nowIso())
    live.current = next
    setDragBoard(next)
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    // A second drop while the first is being put in place is ignored.
    if (dropping.current) return
    dropping.current = true
    const cur = live.current
    let next = cur
    const a = parseDragId(active.id)
    if (a && over) {
      const now = nowIso()
      if (a.kind === 'beat') {
        const beat = cur.beats.find((b) => b.id === a.id)
        const target = targetOf(cur, over.id)
        if (beat && target) next = moveBeat(cur, beat.id, target.actId, target.index ?? Number.MAX_SAFE_INTEGER, now)
      } else {
        const overAct = parseDragId(over.id)
        const to = overAct?.kind === 'act' ? sortedActs(cur).findIndex((x) => x.id === overAct.id) : -1
        if (to >= 0) next = moveAct(cur, a.id, to, now)
      }
    }
    live.current = next
    if (next !== board) updatePlanning('plotBoard', next)
    setDragBoard(null)
    dropping.current = false
  }

  const onDragCancel = () => {
    live.current = board
    setDragBoard(null)
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const a = parseDragId(active.id)
      if (!a) return undefined
      return a.kind === 'beat' ? `Picked up beat ${describeBeat(live.current, a.id)}.` : `Picked up act ${describeAct(live.current, a.id)}.`
    },
    onDragOver: ({ active, over }) => {
      const a = parseDragId(active.id)
      // Over itself: nothing moved yet (the pick-up message stays).
      if (!a || !over || over.id === active.id) return undefined
      if (a.kind === 'act') {
        const o = parseDragId(over.id)
        return o?.kind === 'act' ? `Act over position ${sortedActs(live.current).findIndex((x) => x.id === o.id) + 1}.` : undefined
      }
      const t = targetOf(live.current, over.id)
      const act = t && live.current.acts.find((x) => x.id === t.actId)
      return act ? `Beat is over ${act.title}, position ${(t.index ?? beatsOfAct(live.current, act.id).length - 1) + 1}.` : undefined
    },
    onDragEnd: ({ active }) => {
      const a = parseDragId(active.id)
      if (!a) return undefined
      // Read after the drop is in place: the position the beat or act now has.
      return a.kind === 'beat' ? `Dropped beat ${describeBeat(live.current, a.id)}.` : `Dropped act ${describeAct(live.current, a.id)}.`
    },
    onDragCancel: ({ active }) => {
      const a = parseDragId(active.id)
      return a ? `Moving was cancelled. The ${a.kind} is back where it was.` : undefined
    },
  }

  const acts = useMemo(() => sortedActs(shown), [shown])
  const beatsByAct = useMemo(() => new Map(acts.map((a) => [a.id, beatsOfAct(shown, a.id)])), [acts, shown])
  const sequences = useMemo(() => [...shown.sequences].sort((x, y) => (x.order ?? 0) - (y.order ?? 0)), [shown.sequences])

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collisions}
      onDragStart={onDragStart}
      onDragOver={onDragOver}
      onDragEnd={onDragEnd}
      onDragCancel={onDragCancel}
      accessibility={{ announcements, screenReaderInstructions: { draggable: SCREEN_READER_INSTRUCTIONS } }}
    >
      <div className="nw-act-columns" data-testid="act-columns">
        <SortableContext items={acts.map((a) => actDragId(a.id))} strategy={horizontalListSortingStrategy}>
          {acts.map((act) => (
            <ActColumn key={act.id} act={act} beats={beatsByAct.get(act.id) ?? []} sequences={sequences} scenes={scenes} grouped={grouped} />
          ))}
        </SortableContext>
        <button type="button" className="nw-add-act" onClick={() => usePlotBoardUi.getState().openDialog({ kind: 'act', actId: null })}>
          <Plus size={14} /> Add Act
        </button>
      </div>
    </DndContext>
  )
}
