import { memo } from 'react'
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical, Pencil, Plus, Trash2 } from 'lucide-react'
import type { Act, Beat, Sequence } from '../../../../project'
import { actDragId, beatDragId } from './drag-ids'
import { BeatCard } from './BeatCard'
import { usePlotBoardUi } from './plot-board-store'

// Made once, so re-rendering a column during a drag redraws no icon.
const GRIP = <GripVertical size={14} />
const ADD = <Plus size={14} />
const EDIT = <Pencil size={14} />
const DELETE = <Trash2 size={14} />

export interface SceneInfo {
  index: number
  heading: string
}

export interface ActColumnProps {
  act: Act
  /** The act's beats in order. */
  beats: Beat[]
  sequences: Sequence[]
  /** Scenes of the script by id. */
  scenes: ReadonlyMap<string, SceneInfo>
  grouped: boolean
}

/** One act: a column with its beat count, an add-beat button, and its beats (flat, or grouped by sequence). */
export const ActColumn = memo(function ActColumn({ act, beats, sequences, scenes, grouped }: ActColumnProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: actDragId(act.id),
    data: { kind: 'act' },
  })
  const ui = usePlotBoardUi.getState
  const seqById = new Map(sequences.map((s) => [String(s.id), s]))
  const card = (b: Beat) => {
    const scene = b.sceneId ? scenes.get(b.sceneId) : undefined
    return (
      <BeatCard
        key={b.id}
        beat={b}
        sequence={b.sequenceId ? seqById.get(b.sequenceId) : undefined}
        sceneIndex={scene ? scene.index : null}
        sceneHeading={scene?.heading ?? null}
        dragDisabled={grouped}
      />
    )
  }
  const groups = grouped
    ? [
        ...sequences.map((s) => ({ key: String(s.id), title: s.title, color: s.color, beats: beats.filter((b) => b.sequenceId === s.id) })),
        { key: 'none', title: 'Unsequenced Beats', color: undefined, beats: beats.filter((b) => !b.sequenceId || !seqById.has(b.sequenceId)) },
      ].filter((g) => g.beats.length > 0)
    : []
  return (
    <section
      ref={setNodeRef}
      className={`nw-act-column${isDragging ? ' nw-act-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      data-testid="act-column"
      data-act-id={act.id}
      aria-label={act.title}
    >
      <header className="nw-act-head">
        <button type="button" ref={setActivatorNodeRef} className="nw-icon-btn nw-drag-handle" {...attributes} {...listeners} aria-label={`Move act ${act.title}`}>
          {GRIP}
        </button>
        <h3 className="nw-act-title" title={act.description}>
          {act.title}
        </h3>
        <span className="nw-count-badge" data-testid="act-beat-count" aria-label={`${beats.length} beats`}>
          {beats.length}
        </span>
        <button type="button" className="nw-icon-btn" aria-label={`Add beat to ${act.title}`} title="Add beat" onClick={() => ui().openDialog({ kind: 'beat', beatId: null, actId: act.id })}>
          {ADD}
        </button>
        <button type="button" className="nw-icon-btn" aria-label={`Edit ${act.title}`} title="Edit act" onClick={() => ui().openDialog({ kind: 'act', actId: act.id })}>
          {EDIT}
        </button>
        <button type="button" className="nw-icon-btn" aria-label={`Delete ${act.title}`} title="Delete act" onClick={() => ui().openDialog({ kind: 'delete-act', actId: act.id })}>
          {DELETE}
        </button>
      </header>
      <div className="nw-act-body">
        <SortableContext items={beats.map((b) => beatDragId(b.id))} strategy={verticalListSortingStrategy} disabled={grouped}>
          {beats.length === 0 ? (
            <button type="button" className="nw-add-first" onClick={() => ui().openDialog({ kind: 'beat', beatId: null, actId: act.id })}>
              Add your first beat
            </button>
          ) : grouped ? (
            groups.map((g) => (
              <div key={g.key} className="nw-beat-group" data-testid="beat-group">
                <h4 className="nw-beat-group-title" style={{ borderColor: g.color || undefined }}>
                  {g.title}
                </h4>
                {g.beats.map(card)}
              </div>
            ))
          ) : (
            beats.map(card)
          )}
        </SortableContext>
      </div>
    </section>
  )
})
