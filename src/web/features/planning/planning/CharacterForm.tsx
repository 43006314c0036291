import { useState } from 'react'
import { Sparkles } from 'lucide-react'
import { FormError } from '../../../ui/FormError'
import { useProject } from '../../../project'
import {
  CHARACTER_ARCHETYPES,
  CHARACTER_ARCS,
  CHARACTER_MSG,
  CHARACTER_ROLES,
  SEX_GENDER_OPTIONS,
  validateCharacter,
  type Character,
  type CharacterDraft,
  type CharacterField,
} from '../../../../project'
import { PLANNING_MSG, hasNameContext, type NameSuggestion } from '../../../../ai/planning'
import { InputField, TextAreaField } from './fields'
import { PickResult, ResultsPanel, type PanelState } from './ResultsPanel'
import { keyReadyOrToast } from './ai-guard'
import { PlanningAiError, suggestNames } from './planning-ai'
import { DialogActions } from '../../../ui/DialogActions'

const FIELDS: CharacterField[] = ['name', 'age', 'sex', 'role', 'archetype', 'characterArc', 'relationships', 'description', 'flaw', 'want', 'need', 'lie', 'ghost']

export function draftOfCharacter(c: Character | null): Required<CharacterDraft> {
  const d = Object.fromEntries(FIELDS.map((f) => [f, ''])) as Required<CharacterDraft>
  if (c) for (const f of FIELDS) d[f] = (c[f] as string | undefined) ?? ''
  return d
}

/**
 * Add/Edit Character: Basic Information, Character Development and Psychological Profile, with AI
 * name suggestions. `onSave` gets the draft once it passes every rule against `others`.
 */
export function CharacterForm({ editing, others, onSave, onCancel }: { editing: Character | null; others: readonly Character[]; onSave: (d: CharacterDraft) => void; onCancel: () => void }) {
  const [draft, setDraft] = useState(() => draftOfCharacter(editing))
  const [errors, setErrors] = useState<Partial<Record<CharacterField, string>>>({})
  const [failed, setFailed] = useState(false)
  const [names, setNames] = useState<PanelState<NameSuggestion>>({ status: 'closed' })

  const set = (f: CharacterField) => (v: string) => {
    setDraft((d) => ({ ...d, [f]: v }))
    // Any edit after a failed save clears the error display.
    if (failed) {
      setFailed(false)
      setErrors({})
    }
  }

  const submit = () => {
    const e = validateCharacter(draft, others, editing?.id)
    if (Object.keys(e).length) {
      setErrors(e)
      setFailed(true)
      return
    }
    onSave(draft)
  }

  async function generateNames() {
    const { movieConcept, themeStructure } = useProject.getState().planning
    const body = {
      characterData: { role: draft.role, sex: draft.sex, age: draft.age, archetype: draft.archetype, description: draft.description, flaw: draft.flaw, want: draft.want, need: draft.need },
      movieConcept: movieConcept ? { movieIdea: movieConcept.movieIdea, genres: movieConcept.genres, storyArchetype: movieConcept.storyArchetype, themes: movieConcept.themes, logline: movieConcept.logline } : null,
      themeStructure: themeStructure
        ? { centralArgument: themeStructure.centralArgument ?? '', beginningStasis: themeStructure.beginningStasis ?? '', incitingIncident: themeStructure.incitingIncident ?? '', elementOfDoubt: themeStructure.elementOfDoubt ?? '', acceptanceAction: themeStructure.acceptanceAction ?? '' }
        : null,
    }
    if (!hasNameContext(body)) {
      setNames({ status: 'error', message: PLANNING_MSG.nameContextNeeded })
      return
    }
    if (!keyReadyOrToast()) return
    setNames({ status: 'loading' })
    try {
      setNames({ status: 'results', items: await suggestNames(body) })
    } catch (e) {
      setNames({ status: 'error', message: e instanceof PlanningAiError ? e.message : 'Failed to generate character names' })
    }
  }

  const text = (f: CharacterField, label: string, max: number, rows = 2, hint?: string) => (
    <TextAreaField id={`character-${f}`} label={label} value={draft[f]} onChange={set(f)} max={max} rows={rows} error={errors[f]} hint={hint} />
  )

  return (
    <form
      className="nw-plan-form"
      aria-label={editing ? 'Edit Character' : 'Add Character'}
      onSubmit={(e) => {
        e.preventDefault()
        submit()
      }}
    >
      <h3 className="nw-plan-section">Basic Information</h3>
      <InputField
        id="character-name"
        label="Name"
        max={100}
        required
        value={draft.name}
        onChange={set('name')}
        error={errors.name}
        action={
          <button type="button" className="nw-btn nw-plan-ai-btn" onClick={() => void generateNames()} disabled={names.status === 'loading'}>
            <Sparkles size={13} /> Suggest Names
          </button>
        }
      />
      <ResultsPanel
        title="Name Suggestions"
        loadingText="Generating names..."
        state={names}
        onClose={() => setNames({ status: 'closed' })}
        onMore={() => void generateNames()}
        render={(n) => (
          <PickResult
            key={n.id}
            onPick={() => {
              set('name')(n.fullName)
              setNames({ status: 'closed' })
            }}
          >
            <strong>{n.fullName}</strong>
            {n.reasoning && <span className="nw-muted nw-small"> {n.reasoning}</span>}
          </PickResult>
        )}
      />
      <div className="nw-field-row">
        <InputField id="character-age" label="Age" max={50} value={draft.age} onChange={set('age')} error={errors.age} />
        <InputField id="character-sex" label="Sex/Gender" max={50} value={draft.sex} onChange={set('sex')} error={errors.sex} list="nw-sex-options" />
      </div>
      <div className="nw-field-row">
        <InputField id="character-role" label="Role" max={200} value={draft.role} onChange={set('role')} error={errors.role} list="nw-role-options" />
        <InputField id="character-archetype" label="Archetype" max={200} value={draft.archetype} onChange={set('archetype')} error={errors.archetype} list="nw-archetype-options" />
      </div>
      <datalist id="nw-sex-options">{SEX_GENDER_OPTIONS.map((o) => <option key={o} value={o} />)}</datalist>
      <datalist id="nw-role-options">{CHARACTER_ROLES.map((o) => <option key={o} value={o} />)}</datalist>
      <datalist id="nw-archetype-options">{CHARACTER_ARCHETYPES.map((o) => <option key={o.name} value={o.name}>{o.description}</option>)}</datalist>

      <h3 className="nw-plan-section">Character Development</h3>
      {text('description', 'Description', 2000, 3)}
      <label className="nw-field nw-small">
        Arc type
        <select
          value=""
          onChange={(e) => {
            const arc = CHARACTER_ARCS.find((a) => a.name === e.target.value)
            if (arc) set('characterArc')(`${arc.name}: ${arc.description}`)
          }}
        >
          <option value="">Start from an arc type…</option>
          {CHARACTER_ARCS.map((a) => (
            <option key={a.name} value={a.name}>
              {a.name}
            </option>
          ))}
        </select>
      </label>
      {text('characterArc', 'Character Arc', 1000, 2)}
      {text('relationships', 'Relationships', 500)}

      <h3 className="nw-plan-section">Psychological Profile</h3>
      {text('want', 'Want', 500, 2, 'What they consciously pursue')}
      {text('need', 'Need', 500, 2, 'What they truly need, often without knowing it')}
      {text('flaw', 'Flaw', 500)}
      {text('lie', 'Lie', 500, 2, 'The false belief they live by')}
      {text('ghost', 'Ghost', 500, 2, 'The past wound behind the lie')}

      <FormError error={failed ? CHARACTER_MSG.fixErrors : null} />
      <DialogActions onCancel={onCancel} primaryLabel={editing ? 'Update Character' : 'Add Character'} />
    </form>
  )
}
