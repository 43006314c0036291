import { memo, type KeyboardEventHandler, type PointerEventHandler } from 'react'
import { useSortable } from '@dnd-kit/sortable'
import { CSS } from '@dnd-kit/utilities'
import { GripVertical, Link2, MapPin, Pencil, Trash2, Users } from 'lucide-react'
import type { Beat, Sequence } from '../../../../project'
import { toggleBeatCompleted } from '../../../../project'
import { beatDragId } from './drag-ids'
import { editBoard, goToBeatScene } from './board-actions'
import { usePlotBoardUi } from './plot-board-store'
import { sceneLabel } from './script-scenes'

// Made once: React skips an element it has already drawn, so a drag re-rendering the cards redraws no icon.
const GRIP = <GripVertical size={14} />
const LINK = <Link2 size={14} />
const EDIT = <Pencil size={14} />
const DELETE = <Trash2 size={14} />
const PEOPLE = <Users size={12} aria-hidden />
const PLACE = <MapPin size={12} aria-hidden />

export interface BeatCardProps {
  beat: Beat
  sequence: Sequence | undefined
  /** The linked scene's place in the script (0-based), or null when unlinked or its scene is gone. */
  sceneIndex: number | null
  sceneHeading: string | null
  /** Grouped view shows beats by sequence; they are not dragged there. */
  dragDisabled: boolean
}

const ui = usePlotBoardUi.getState

/** What a card shows below its title line; drawn again only when the beat itself changes. */
const BeatCardBody = memo(function BeatCardBody({ beat, sequence, sceneIndex, sceneHeading }: Omit<BeatCardProps, 'dragDisabled'>) {
  const linked = sceneIndex !== null && !!beat.sceneId
  return (
    <>
      {beat.synopsis && <p className="nw-beat-synopsis">{beat.synopsis}</p>}
      <div className="nw-beat-meta">
        {beat.structureRole && <span className="nw-role-badge">{beat.structureRole}</span>}
        {beat.characters.length > 0 && (
          <span className="nw-beat-chars" title="Characters">
            {PEOPLE} {beat.characters.join(', ')}
          </span>
        )}
        {beat.location && (
          <span className="nw-beat-loc" title="Location">
            {PLACE} {beat.location}
          </span>
        )}
        {sequence && (
          <span className="nw-seq-chip" style={{ borderColor: sequence.color || undefined }}>
            {sequence.title}
          </span>
        )}
      </div>
      <div className="nw-beat-actions">
        {linked ? (
          <button type="button" className="nw-beat-scene" onClick={() => beat.sceneId && goToBeatScene(beat.sceneId)} title={sceneHeading ?? ''}>
            Scene {sceneLabel(sceneIndex!)}
          </button>
        ) : (
          <span className="nw-muted nw-beat-unlinked">No scene</span>
        )}
        <button type="button" className="nw-icon-btn" aria-label={`Link ${beat.title} to a scene`} title="Link to Scene" onClick={() => ui().openDialog({ kind: 'link', beatId: beat.id })}>
          {LINK}
        </button>
        <button type="button" className="nw-icon-btn" aria-label={`Edit ${beat.title}`} title="Edit" onClick={() => ui().openDialog({ kind: 'beat', beatId: beat.id, actId: beat.actId })}>
          {EDIT}
        </button>
        <button type="button" className="nw-icon-btn" aria-label={`Delete ${beat.title}`} title="Delete" onClick={() => ui().openDialog({ kind: 'delete-beat', beatId: beat.id })}>
          {DELETE}
        </button>
      </div>
    </>
  )
})

/** A beat on the board: title, synopsis, role, characters, place, completion, its scene. */
export const BeatCard = memo(function BeatCard({ beat, sequence, sceneIndex, sceneHeading, dragDisabled }: BeatCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: beatDragId(beat.id),
    data: { kind: 'beat', actId: beat.actId },
    disabled: dragDisabled,
  })
  const linked = sceneIndex !== null && !!beat.sceneId
  const open = () => {
    if (linked && beat.sceneId && goToBeatScene(beat.sceneId)) return
    ui().openDialog({ kind: 'beat', beatId: beat.id, actId: beat.actId })
  }
  return (
    <article
      ref={setNodeRef}
      className={`nw-beat-card${beat.completed ? ' nw-beat-done' : ''}${isDragging ? ' nw-beat-dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition, borderLeftColor: sequence?.color || undefined }}
      data-testid="beat-card"
      data-beat-id={beat.id}
      aria-label={`Beat: ${beat.title}`}
      // The whole card drags with the mouse; the keyboard picks it up from its handle.
      onPointerDown={listeners?.onPointerDown as PointerEventHandler | undefined}
    >
      <div className="nw-beat-top">
        <input type="checkbox" checked={beat.completed} aria-label={`Completed: ${beat.title}`} onChange={() => editBoard((b, now) => toggleBeatCompleted(b, beat.id, now))} />
        <button type="button" className="nw-beat-title" onClick={open} title={linked ? `Go to scene ${sceneLabel(sceneIndex!)}` : 'Edit beat'}>
          {beat.title || 'Untitled beat'}
        </button>
        {!dragDisabled && (
          <button type="button" ref={setActivatorNodeRef} className="nw-icon-btn nw-drag-handle" {...attributes} onKeyDown={listeners?.onKeyDown as KeyboardEventHandler | undefined} aria-label={`Move beat ${beat.title}`}>
            {GRIP}
          </button>
        )}
      </div>
      <BeatCardBody beat={beat} sequence={sequence} sceneIndex={sceneIndex} sceneHeading={sceneHeading} />
    </article>
  )
})
