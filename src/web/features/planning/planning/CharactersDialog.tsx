import { useEffect, useState } from 'react'
import { Pencil, Sparkles, Trash2, UserPlus } from 'lucide-react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { toast } from '../../../app/toast-store'
import { updatePlanning, useProject, useWorkingCopy } from '../../../project'
import { addCharacter, addCharactersBatch, deleteCharacter, roleBadgeColor, updateCharacter, type Character, type CharacterSet } from '../../../../project'
import { PLANNING_FAIL } from '../../../../ai/planning'
import { charactersDialog } from './dialogs'
import { CharacterForm } from './CharacterForm'
import { keyReadyOrToast } from './ai-guard'
import { PlanningAiError, generateCharacters } from './planning-ai'

/**
 * Told on the window after the cast is saved, for whatever else runs in the page. No feature of the
 * app listens to it: they read the cast from the project.
 */
const CHARACTER_EVENT = 'character-data-updated'

type Mode = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; id: string }

export function RoleBadge({ role }: { role?: string }) {
  if (!role?.trim()) return null
  return <span className={`nw-plan-badge nw-plan-badge-${roleBadgeColor(role)}`}>{role}</span>
}

/**
 * Script → Characters: the cast, with add, edit, delete and AI generation from the story
 * archetype. Changes are made to a working copy; Save Characters puts it in the project.
 */
export function CharactersDialog() {
  const open = charactersDialog.useOpen()
  const saved = useProject((s) => s.planning.characters)
  const archetype = useProject((s) => s.planning.movieConcept?.storyArchetype ?? '')
  const generation = useProject((s) => s.generation)
  const { draft: set, setDraft: setSet, base } = useWorkingCopy<CharacterSet | null, CharacterSet | null>(saved, open, generation, (s) => s)
  const [mode, setMode] = useState<Mode>({ kind: 'list' })
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    if (open) setMode({ kind: 'list' })
  }, [open, generation])

  const list = set?.characters ?? []
  const close = () => charactersDialog.close()
  const now = () => new Date().toISOString()

  const save = () => {
    // Nothing changed: the project is left as it was (not marked unsaved).
    if (set !== base && set) {
      updatePlanning('characters', set, base)
      window.dispatchEvent(new CustomEvent(CHARACTER_EVENT))
    }
    close()
  }

  async function generate() {
    if (!keyReadyOrToast()) return
    const { movieConcept, themeStructure } = useProject.getState().planning
    if (!movieConcept?.storyArchetype.trim()) {
      toast({ title: PLANNING_FAIL.archetypeTitle, description: 'Please set a story archetype in Movie Concept before generating characters.', variant: 'error' })
      return
    }
    setBusy(true)
    try {
      const beats = themeStructure ? (Object.fromEntries(Object.entries(themeStructure).filter(([, v]) => typeof v === 'string' && v.trim())) as Record<string, string>) : null
      const generated = await generateCharacters({
        movieConcept: {
          movieIdea: movieConcept.movieIdea,
          genres: movieConcept.genres,
          storyArchetype: movieConcept.storyArchetype,
          protagonistGoalObstacle: movieConcept.protagonistGoalObstacle,
          logline: movieConcept.logline,
          themes: movieConcept.themes,
        },
        themeStructure: beats,
      })
      const r = addCharactersBatch(set, generated, now())
      if (!r.ok) {
        toast({ title: PLANNING_FAIL.addingTitle, description: r.error, variant: 'error' })
        return
      }
      setSet(r.set)
      toast({ title: PLANNING_FAIL.generatedTitle, description: `Generated ${r.added} characters based on your story archetype.` })
    } catch (e) {
      toast({ title: PLANNING_FAIL.generationTitle, description: e instanceof PlanningAiError ? e.message : PLANNING_FAIL.generationDefault, variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  const editing = mode.kind === 'edit' ? (list.find((c) => c.id === mode.id) ?? null) : null

  return (
    <Modal title={mode.kind === 'list' ? 'Characters' : mode.kind === 'add' ? 'Add Character' : 'Edit Character'} open={open} onClose={close} wide>
      {mode.kind === 'list' ? (
        <>
          <div className="nw-plan-toolbar">
            <span className="nw-muted" data-testid="character-count">
              {list.length} {list.length === 1 ? 'character' : 'characters'}
            </span>
            <span className="nw-plan-toolbar-actions">
              <button type="button" className="nw-btn" onClick={() => void generate()} disabled={!archetype.trim() || busy} title={archetype.trim() ? undefined : 'Set a story archetype in Movie Concept first'}>
                <Sparkles size={13} /> {busy ? 'Generating...' : 'Generate with AI'}
              </button>
              <button type="button" className="nw-btn" onClick={() => setMode({ kind: 'add' })}>
                <UserPlus size={13} /> Add Character
              </button>
            </span>
          </div>
          <div className="nw-plan-list" aria-label="Characters" role={list.length ? 'list' : undefined}>
            {list.length === 0 ? (
              <div className="nw-plan-empty">
                <strong>No Characters Yet</strong>
                <p className="nw-muted">Add your first character, or generate a cast from your story archetype.</p>
              </div>
            ) : (
              list.map((c) => <CharacterCard key={c.id} c={c} onEdit={() => setMode({ kind: 'edit', id: c.id })} onDelete={() => {
                const r = deleteCharacter(set, c.id, now())
                if (r.ok) setSet(r.set)
                else toast({ title: 'Failed to delete character', description: r.error, variant: 'error' })
              }} />)
            )}
          </div>
          <DialogActions onCancel={close} primaryLabel="Save Characters" onPrimary={save} />
        </>
      ) : (
        <CharacterForm
          key={mode.kind === 'edit' ? mode.id : 'new'}
          editing={editing}
          others={list}
          onCancel={() => setMode({ kind: 'list' })}
          onSave={(draft) => {
            const r = editing ? updateCharacter(set, editing.id, draft, now()) : addCharacter(set, draft, now())
            if (!r.ok) {
              toast({ title: editing ? 'Failed to update character' : 'Failed to add character', description: r.error, variant: 'error' })
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

function CharacterCard({ c, onEdit, onDelete }: { c: Character; onEdit: () => void; onDelete: () => void }) {
  const facts = [c.age && `Age ${c.age}`, c.sex, c.archetype].filter(Boolean).join(' · ')
  return (
    <article className="nw-plan-card" role="listitem" aria-label={c.name}>
      <header className="nw-plan-card-head">
        <strong className="nw-plan-card-name">{c.name}</strong>
        <RoleBadge role={c.role} />
        <span className="nw-plan-card-actions">
          <button type="button" className="nw-icon-btn" aria-label={`Edit ${c.name}`} onClick={onEdit}>
            <Pencil size={14} />
          </button>
          <button type="button" className="nw-icon-btn" aria-label={`Delete ${c.name}`} onClick={onDelete}>
            <Trash2 size={14} />
          </button>
        </span>
      </header>
      {facts && <p className="nw-muted nw-small">{facts}</p>}
      {c.description && <p className="nw-plan-two-lines">{c.description}</p>}
      <dl className="nw-plan-card-facts">
        {c.want && (<><dt>Wants</dt><dd>{c.want}</dd></>)}
        {c.need && (<><dt>Needs</dt><dd>{c.need}</dd></>)}
        {c.flaw && (<><dt>Flaw</dt><dd>{c.flaw}</dd></>)}
      </dl>
    </article>
  )
}
