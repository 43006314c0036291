import { useState } from 'react'
import {
  STRUCTURE_ROLES,
  addAct,
  addBeat,
  addSequence,
  deleteAct,
  deleteBeat,
  moveBeat,
  sortedActs,
  updateAct,
  updateBeat,
  updateSequence,
  DEFAULT_SEQUENCE_COLOR,
  type PlotBoard,
} from '../../../../project'
import { updatePlanning, useProject } from '../../../project'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { ModalForm } from '../../../ui/ModalForm'
import { editBoard, newId } from './board-actions'
import { usePlotBoardUi, type BoardDialog } from './plot-board-store'
import { LinkSceneDialog } from './LinkSceneDialog'
import { CreateBoardDialog } from './CreateBoardDialog'

const close = () => usePlotBoardUi.getState().closeDialog()

/** Add or edit a beat. */
function BeatDialog({ board, beatId, actId }: { board: PlotBoard; beatId: string | null; actId: string }) {
  const beat = beatId ? board.beats.find((b) => b.id === beatId) : undefined
  const characters = useProject((s) => s.planning.characters?.characters)
  const locations = useProject((s) => s.planning.locations?.locations)
  const [title, setTitle] = useState(beat?.title ?? '')
  const [synopsis, setSynopsis] = useState(beat?.synopsis ?? '')
  const [role, setRole] = useState(beat?.structureRole ?? '')
  const [chars, setChars] = useState((beat?.characters ?? []).join(', '))
  const [location, setLocation] = useState(beat?.location ?? '')
  const [act, setAct] = useState(beat?.actId ?? actId)
  const [sequenceId, setSequenceId] = useState(beat?.sequenceId ?? '')
  const [completed, setCompleted] = useState(beat?.completed ?? false)
  const roles = role && !(STRUCTURE_ROLES as readonly string[]).includes(role) ? [...STRUCTURE_ROLES, role] : STRUCTURE_ROLES
  const save = () => {
    const fields = {
      title: title.trim() || 'New Beat',
      synopsis: synopsis.trim(),
      structureRole: role || undefined,
      characters: chars.split(',').map((c) => c.trim()).filter(Boolean),
      location: location.trim(),
      sequenceId: sequenceId || undefined,
      completed,
    }
    editBoard((b, now) => {
      if (!beat) return addBeat(b, act, fields, newId('beat'), now)
      const edited = updateBeat(b, beat.id, fields, now)
      return act !== beat.actId ? moveBeat(edited, beat.id, act, Number.MAX_SAFE_INTEGER, now) : edited
    })
    close()
  }
  return (
    <ModalForm title={beat ? 'Edit Beat' : 'Add Beat'} onClose={close} onSubmit={save} returnFocus>
      <label className="nw-field">
        Title
        <input value={title} onChange={(e) => setTitle(e.target.value)} placeholder="New Beat" autoFocus />
      </label>
      <label className="nw-field">
        Synopsis
        <textarea rows={3} value={synopsis} onChange={(e) => setSynopsis(e.target.value)} />
      </label>
      <div className="nw-field-row">
        <label className="nw-field">
          Structure role
          <select value={role} onChange={(e) => setRole(e.target.value)}>
            <option value="">None</option>
            {roles.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
        </label>
        <label className="nw-field">
          Act
          <select value={act} onChange={(e) => setAct(e.target.value)}>
            {sortedActs(board).map((a) => (
              <option key={a.id} value={a.id}>
                {a.title}
              </option>
            ))}
          </select>
        </label>
      </div>
      <label className="nw-field">
        Characters (separated by commas)
        <input value={chars} onChange={(e) => setChars(e.target.value)} list="nw-beat-characters" />
        <datalist id="nw-beat-characters">
          {(characters ?? []).map((c) => (
            <option key={String(c.id)} value={c.name} />
          ))}
        </datalist>
      </label>
      <label className="nw-field">
        Location
        <input value={location} onChange={(e) => setLocation(e.target.value)} list="nw-beat-locations" />
        <datalist id="nw-beat-locations">
          {(locations ?? []).map((l) => (
            <option key={String(l.id)} value={l.name} />
          ))}
        </datalist>
      </label>
      {board.sequences.length > 0 && (
        <label className="nw-field">
          Sequence
          <select value={sequenceId} onChange={(e) => setSequenceId(e.target.value)}>
            <option value="">None</option>
            {board.sequences.map((s) => (
              <option key={String(s.id)} value={String(s.id)}>
                {s.title}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="nw-check">
        <input type="checkbox" checked={completed} onChange={(e) => setCompleted(e.target.checked)} /> Completed
      </label>
      <DialogActions onCancel={close} primaryLabel={beat ? 'Save' : 'Add Beat'} />
    </ModalForm>
  )
}

/** Add or rename an act. */
function ActDialog({ board, actId }: { board: PlotBoard; actId: string | null }) {
  const act = actId ? board.acts.find((a) => a.id === actId) : undefined
  const [title, setTitle] = useState(act?.title ?? `Act ${board.acts.length + 1}`)
  const [description, setDescription] = useState(act?.description ?? '')
  const save = () => {
    editBoard((b, now) => (act ? updateAct(b, act.id, { title: title.trim() || act.title, description: description.trim() }, now) : addAct(b, { title, description }, newId('act'), now)))
    close()
  }
  return (
    <ModalForm title={act ? 'Edit Act' : 'Add Act'} onClose={close} onSubmit={save} returnFocus>
      <label className="nw-field">
        Title
        <input value={title} onChange={(e) => setTitle(e.target.value)} autoFocus />
      </label>
      <label className="nw-field">
        Description
        <textarea rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <DialogActions onCancel={close} primaryLabel={act ? 'Save' : 'Add Act'} />
    </ModalForm>
  )
}

function Confirm({ title, message, confirmLabel, onConfirm }: { title: string; message: string; confirmLabel: string; onConfirm: () => void }) {
  return (
    <Modal title={title} open onClose={close} returnFocus>
      <p>{message}</p>
      <DialogActions
        onCancel={close}
        primaryLabel={confirmLabel}
        onPrimary={() => {
          onConfirm()
          close()
        }}
      />
    </Modal>
  )
}

interface SequenceDraft {
  title: string
  description: string
  color: string
}

/** A sequence's title, description and colour, as both sequence dialogs show them. */
function SequenceFields({ value, onChange, descriptionLabel }: { value: SequenceDraft; onChange: (patch: Partial<SequenceDraft>) => void; descriptionLabel: string }) {
  return (
    <>
      <label className="nw-field">
        Title
        <input value={value.title} onChange={(e) => onChange({ title: e.target.value })} autoFocus />
      </label>
      <label className="nw-field">
        {descriptionLabel}
        <textarea rows={2} value={value.description} onChange={(e) => onChange({ description: e.target.value })} />
      </label>
      <label className="nw-field nw-color-field">
        Color
        <input type="color" value={value.color || DEFAULT_SEQUENCE_COLOR} onChange={(e) => onChange({ color: e.target.value })} />
      </label>
    </>
  )
}

/** Create New Sequence: Create stays disabled while the title is blank. */
function NewSequenceDialog() {
  const [draft, setDraft] = useState<SequenceDraft>({ title: '', description: '', color: DEFAULT_SEQUENCE_COLOR })
  const create = () => {
    if (!draft.title.trim()) return
    editBoard((b, now) => addSequence(b, draft, newId('seq'), now))
    close()
  }
  return (
    <ModalForm title="Create New Sequence" onClose={close} onSubmit={create} returnFocus>
      <SequenceFields value={draft} onChange={(patch) => setDraft((d) => ({ ...d, ...patch }))} descriptionLabel="Description (optional)" />
      <DialogActions onCancel={close} primaryLabel="Create" disabled={!draft.title.trim()} />
    </ModalForm>
  )
}

/** Edit Sequence: every change applies at once; Close. */
function EditSequenceDialog({ board, sequenceId }: { board: PlotBoard; sequenceId: string }) {
  const seq = board.sequences.find((s) => s.id === sequenceId)
  if (!seq) return null
  const set = (patch: Partial<SequenceDraft>) => editBoard((b, now) => updateSequence(b, sequenceId, patch, now))
  return (
    <Modal title="Edit Sequence" open onClose={close} returnFocus>
      <SequenceFields value={{ title: seq.title, description: seq.description ?? '', color: seq.color ?? '' }} onChange={set} descriptionLabel="Description" />
      <div className="nw-dialog-actions">
        <button type="button" className="nw-btn nw-btn-primary" onClick={close}>
          Close
        </button>
      </div>
    </Modal>
  )
}

/** Whichever of the board's dialogs is open. */
export function BoardDialogs({ board, dialog }: { board: PlotBoard | null; dialog: BoardDialog | null }) {
  if (!dialog) return null
  if (dialog.kind === 'create') return <CreateBoardDialog onClose={close} />
  if (!board) return null
  switch (dialog.kind) {
    case 'beat':
      return <BeatDialog key={dialog.beatId ?? 'new'} board={board} beatId={dialog.beatId} actId={dialog.actId} />
    case 'act':
      return <ActDialog board={board} actId={dialog.actId} />
    case 'delete-act': {
      const act = board.acts.find((a) => a.id === dialog.actId)
      if (!act) return null
      const n = board.beats.filter((b) => b.actId === act.id).length
      return (
        <Confirm
          title="Delete Act"
          message={`Delete "${act.title}"${n ? ` and its ${n} beat${n === 1 ? '' : 's'}` : ''}? Scenes in your script stay as they are.`}
          confirmLabel="Delete"
          onConfirm={() => editBoard((b, now) => deleteAct(b, act.id, now))}
        />
      )
    }
    case 'delete-beat': {
      const beat = board.beats.find((b) => b.id === dialog.beatId)
      if (!beat) return null
      return <Confirm title="Delete Beat" message={`Delete the beat "${beat.title}"? Its scene in your script stays.`} confirmLabel="Delete" onConfirm={() => editBoard((b, now) => deleteBeat(b, beat.id, now))} />
    }
    case 'new-sequence':
      return <NewSequenceDialog />
    case 'edit-sequence':
      return <EditSequenceDialog board={board} sequenceId={dialog.sequenceId} />
    case 'link':
      return <LinkSceneDialog board={board} beatId={dialog.beatId} />
    case 'delete-board':
      return (
        <Confirm
          title="Delete Plot Board"
          message="Delete the plot board with all its acts, beats and sequences? This cannot be undone. Scenes in your script stay as they are."
          confirmLabel="Delete Plot Board"
          onConfirm={() => updatePlanning('plotBoard', null)}
        />
      )
  }
}

