import { useEffect, useState } from 'react'
import { MapPinPlus, Pencil, Trash2 } from 'lucide-react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { toast } from '../../../app/toast-store'
import { updatePlanning, useProject, useWorkingCopy } from '../../../project'
import { LOCATION_MSG, LOCATION_TYPES, addLocation, deleteLocation, updateLocation, validateLocation, type Location, type LocationDraft, type LocationField, type LocationSet } from '../../../../project'
import { locationsDialog } from './dialogs'
import { InputField, TextAreaField } from './fields'

/**
 * Told on the window after the places are saved, for whatever else runs in the page. No feature of
 * the app listens to it: they read the places from the project.
 */
const LOCATION_EVENT = 'location-data-updated'

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string }
const FIELDS: LocationField[] = ['name', 'type', 'description', 'address', 'notes', 'atmosphere', 'props', 'budget', 'availability']

/**
 * Script → Locations: the places of the story, with add, edit and delete. Changes are made to a
 * working copy; Save Locations puts it in the project.
 */
export function LocationsDialog() {
  const open = locationsDialog.useOpen()
  const saved = useProject((s) => s.planning.locations)
  const generation = useProject((s) => s.generation)
  const { draft: set, setDraft: setSet, base } = useWorkingCopy<LocationSet | null, LocationSet | null>(saved, open, generation, (s) => s)
  const [mode, setMode] = useState<Mode>({ kind: 'list' })

  useEffect(() => {
    if (open) setMode({ kind: 'list' })
  }, [open, generation])

  const list = set?.locations ?? []
  const close = () => locationsDialog.close()
  const now = () => new Date().toISOString()
  const save = () => {
    // Nothing changed: the project is left as it was (not marked unsaved).
    if (set !== base && set) {
      updatePlanning('locations', set, base)
      window.dispatchEvent(new CustomEvent(LOCATION_EVENT))
    }
    close()
  }
  const editing = mode.kind === 'edit' ? (list.find((l) => l.id === mode.id) ?? null) : null

  return (
    <Modal title={mode.kind === 'list' ? 'Locations' : mode.kind === 'add' ? 'Add Location' : 'Edit Location'} open={open} onClose={close} wide>
      {mode.kind === 'list' ? (
        <>
          <div className="nw-plan-toolbar">
            <span className="nw-muted" data-testid="location-count">
              {list.length} {list.length === 1 ? 'location' : 'locations'}
            </span>
            <button type="button" className="nw-btn" onClick={() => setMode({ kind: 'add' })}>
              <MapPinPlus size={13} /> Add Location
            </button>
          </div>
          <div className="nw-plan-list" aria-label="Locations" role={list.length ? 'list' : undefined}>
            {list.length === 0 ? (
              <div className="nw-plan-empty">
                <strong>No Locations Yet</strong>
                <p className="nw-muted">Add the places your story happens.</p>
              </div>
            ) : (
              list.map((l) => (
                <article key={l.id} className="nw-plan-card" role="listitem" aria-label={l.name}>
                  <header className="nw-plan-card-head">
                    <strong className="nw-plan-card-name">{l.name}</strong>
                    {l.type && <span className="nw-plan-badge nw-plan-badge-gray">{l.type}</span>}
                    <span className="nw-plan-card-actions">
                      <button type="button" className="nw-icon-btn" aria-label={`Edit ${l.name}`} onClick={() => setMode({ kind: 'edit', id: l.id })}>
                        <Pencil size={14} />
                      </button>
                      <button
                        type="button"
                        className="nw-icon-btn"
                        aria-label={`Delete ${l.name}`}
                        onClick={() => {
                          const r = deleteLocation(set, l.id, now())
                          if (r.ok) setSet(r.set)
                          else toast({ title: 'Failed to delete location', description: r.error, variant: 'error' })
                        }}
                      >
                        <Trash2 size={14} />
                      </button>
                    </span>
                  </header>
                  {l.address && <p className="nw-muted nw-small">{l.address}</p>}
                  {l.description && <p className="nw-plan-two-lines">{l.description}</p>}
                </article>
              ))
            )}
          </div>
          <DialogActions onCancel={close} primaryLabel="Save Locations" onPrimary={save} />
        </>
      ) : (
        <LocationForm
          key={mode.kind === 'edit' ? mode.id : 'new'}
          editing={editing}
          others={list}
          onCancel={() => setMode({ kind: 'list' })}
          onSave={(draft) => {
            const r = editing ? updateLocation(set, editing.id, draft, now()) : addLocation(set, draft, now())
            if (!r.ok) {
              toast({ title: editing ? 'Failed to update location' : 'Failed to add location', description: r.error, variant: 'error' })
              return
            }
            setSet(r.set)
            setMode({ kind: 'list' })
          }}
        />
      )}
    </Modal>
  )
}

function LocationForm({ editing, others, onSave, onCancel }: { editing: Location | null; others: readonly Location[]; onSave: (d: LocationDraft) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState<Required<LocationDraft>>(() => {
    const d = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Required<LocationDraft>
    if (editing) for (const f of FIELDS) d[f] = (editing[f] as string | undefined) ?? ''
    return d
  })
  const [errors, setErrors] = useState<Partial<Record<LocationField, string>>>({})
  const [failed, setFailed] = useState(false)
  const set = (f: LocationField) => (v: string) => {
    setDraft((d) => ({ ...d, [f]: v }))
    if (failed) {
      setFailed(false)
      setErrors({})
    }
  }
  const text = (f: LocationField, label: string, max: number, rows = 2) => <TextAreaField id={`location-${f}`} label={label} value={draft[f]} onChange={set(f)} max={max} rows={rows} error={errors[f]} />
  return (
    <form
      className="nw-plan-form"
      aria-label={editing ? 'Edit Location' : 'Add Location'}
      onSubmit={(e) => {
        e.preventDefault()
        const errs = validateLocation(draft, others, editing?.id)
        if (Object.keys(errs).length) {
          setErrors(errs)
          setFailed(true)
          return
        }
        onSave(draft)
      }}
    >
      <h3 className="nw-plan-section">Basic Information</h3>
      <InputField id="location-name" label="Name" max={100} required value={draft.name} onChange={set('name')} error={errors.name} />
      <div className="nw-field-row">
        <label className="nw-field">
          Type
          <select value={draft.type} onChange={(e) => set('type')(e.target.value)}>
            <option value="">—</option>
            {LOCATION_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
            {draft.type && !(LOCATION_TYPES as readonly string[]).includes(draft.type) && <option value={draft.type}>{draft.type}</option>}
          </select>
          {errors.type && <span className="nw-plan-field-error" role="alert">{errors.type}</span>}
        </label>
        <InputField id="location-address" label="Address or GPS" max={200} value={draft.address} onChange={set('address')} error={errors.address} />
      </div>
      <h3 className="nw-plan-section">Description & Atmosphere</h3>
      {text('description', 'Description', 2000, 3)}
      {text('atmosphere', 'Atmosphere', 1000)}
      <h3 className="nw-plan-section">Production Notes</h3>
      {text('props', 'Props', 1000)}
      {text('budget', 'Budget', 1000)}
      {text('availability', 'Availability', 1000)}
      {text('notes', 'Notes', 1000)}
      <FormError error={failed ? LOCATION_MSG.fixErrors : null} />
      <DialogActions onCancel={onCancel} primaryLabel={editing ? 'Update Location' : 'Add Location'} />
    </form>
  )
}
