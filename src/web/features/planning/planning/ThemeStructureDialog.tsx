import { useEffect, useRef, useState } from 'react'
import { Tabs } from 'radix-ui'
import { Sparkles } from 'lucide-react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { aiRequest, isAbortError } from '../../../app/ai-request'
import { updatePlanning, useProject, useWorkingCopy } from '../../../project'
import {
  THEME_FIELD_MAX,
  THEME_STRUCTURE_FIELDS,
  THEME_STRUCTURE_GUIDANCE,
  THEME_STRUCTURE_LABELS,
  THEME_STRUCTURE_TABS,
  stampThemeStructure,
  validateThemeStructure,
  type MovieConcept,
  type ThemeStructure,
  type ThemeStructureField,
} from '../../../../project'
import { PLANNING_FAIL, type StructureSuggestion } from '../../../../ai/planning'
import { themeDialog } from './dialogs'
import { PickResult, ResultsPanel, type PanelState } from './ResultsPanel'
import { TextAreaField } from './fields'
import { PlanningAiError, hasPlanningKey, suggestThemeBeat } from './planning-ai'

type Draft = Record<ThemeStructureField, string>
const empty = (): Draft => Object.fromEntries(THEME_STRUCTURE_FIELDS.map((f) => [f, ''])) as Draft
const draftOf = (t: ThemeStructure | null): Draft => {
  const d = empty()
  if (t) for (const f of THEME_STRUCTURE_FIELDS) d[f] = t[f] ?? ''
  return d
}

/** The concept as one paragraph for the model; empty when there is no concept. */
export function movieContextText(c: MovieConcept | null): string {
  if (!c) return ''
  const parts = [
    c.movieIdea.trim() && `Idea: ${c.movieIdea.trim()}`,
    c.logline.trim() && `Logline: ${c.logline.trim()}`,
    c.protagonistGoalObstacle.trim() && `Protagonist/goal/obstacle: ${c.protagonistGoalObstacle.trim()}`,
    c.storyArchetype.trim() && `Archetype: ${c.storyArchetype.trim()}`,
    c.genres.length > 0 && `Genres: ${c.genres.join(', ')}`,
    c.themes.length > 0 && `Themes: ${c.themes.join(', ')}`,
  ]
  return parts.filter(Boolean).join('. ')
}

/**
 * Script → Theme Structure: the thirteen beats of the theme's argument in six tabs, each with its
 * guidance and AI suggestions. Every beat is optional; a filled one must be 10-2000 characters.
 */
export function ThemeStructureDialog() {
  const open = themeDialog.useOpen()
  const saved = useProject((s) => s.planning.themeStructure)
  const concept = useProject((s) => s.planning.movieConcept)
  const generation = useProject((s) => s.generation)
  const { draft, setDraft, base } = useWorkingCopy(saved, open, generation, draftOf)
  const [errors, setErrors] = useState<Partial<Record<ThemeStructureField, string>>>({})
  const [panel, setPanel] = useState<{ field: ThemeStructureField; state: PanelState<StructureSuggestion> } | null>(null)
  const [tab, setTab] = useState('argument')
  // The beat the running suggestion is for: its panel shows the request's progress and answer.
  const requestField = useRef<ThemeStructureField | null>(null)
  const [request] = useState(() =>
    aiRequest<StructureSuggestion[]>({
      failed: PLANNING_FAIL.structureUnexpected,
      update: (run) => {
        const field = requestField.current
        if (!field || run.status === 'idle') return
        if (run.status === 'loading') setPanel({ field, state: { status: 'loading' } })
        else if (run.status === 'error') setPanel({ field, state: { status: 'error', message: run.error ?? PLANNING_FAIL.structureUnexpected } })
        else if (run.result) setPanel({ field, state: { status: 'results', items: run.result } })
      },
    }),
  )

  useEffect(() => {
    if (!open) return
    setErrors({})
    setPanel(null)
    setTab('argument')
  }, [open, generation])

  const close = () => {
    request.cancel()
    themeDialog.close()
  }
  const save = () => {
    const e = validateThemeStructure(draft)
    setErrors(e)
    if (Object.keys(e).length) {
      const first = THEME_STRUCTURE_TABS.find((t) => t.fields.some((f) => e[f]))
      if (first) setTab(first.id)
      return
    }
    const prev = useProject.getState().planning.themeStructure
    updatePlanning('themeStructure', stampThemeStructure({ ...(prev ?? {}), ...draft } as ThemeStructure, prev, new Date().toISOString()), base && { ...base, ...draftOf(base) })
    close()
  }

  async function suggest(field: ThemeStructureField) {
    request.cancel()
    if (!hasPlanningKey()) {
      setPanel({ field, state: { status: 'error', message: PLANNING_FAIL.structureKey } })
      return
    }
    requestField.current = field
    const themeContext = THEME_STRUCTURE_FIELDS.filter((f) => f !== field && draft[f].trim())
      .map((f) => `${THEME_STRUCTURE_LABELS[f]}: ${draft[f].trim()}`)
      .join('\n')
    await request.start(async ({ signal }) => {
      try {
        return await suggestThemeBeat(
          { fieldName: THEME_STRUCTURE_LABELS[field], fieldDescription: THEME_STRUCTURE_GUIDANCE[field], currentContent: draft[field], movieContext: movieContextText(concept), themeContext },
          signal,
        )
      } catch (e) {
        // Only the AI's own messages are shown as they are; anything else gets the dialog's words.
        throw isAbortError(e) || e instanceof PlanningAiError ? e : new Error(PLANNING_FAIL.structureUnexpected)
      }
    })
  }

  const hasErrors = Object.values(errors).some(Boolean)

  return (
    <Modal title="Theme Structure" open={open} onClose={close} wide>
      <p className="nw-muted nw-small">
        {concept ? 'AI suggestions are tailored to your Movie Concept.' : 'All fields are optional. AI suggestions are tailored to your story once you fill in a Movie Concept.'}
      </p>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className="nw-tabs-list" aria-label="Theme structure sections">
          {THEME_STRUCTURE_TABS.map((t) => (
            <Tabs.Trigger key={t.id} value={t.id} className="nw-tab">
              {t.label}
              {t.fields.some((f) => errors[f]) ? ' •' : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {THEME_STRUCTURE_TABS.map((t) => (
          <Tabs.Content key={t.id} value={t.id} className="nw-tab-panel">
            {t.fields.map((f) => (
              <div key={f}>
                <TextAreaField
                  id={`theme-${f}`}
                  label={THEME_STRUCTURE_LABELS[f]}
                  hint={THEME_STRUCTURE_GUIDANCE[f]}
                  value={draft[f]}
                  max={THEME_FIELD_MAX}
                  rows={3}
                  error={errors[f]}
                  onChange={(v) => {
                    setDraft((d) => ({ ...d, [f]: v }))
                    if (errors[f]) setErrors((e) => ({ ...e, [f]: undefined }))
                  }}
                  action={
                    <button type="button" className="nw-btn nw-plan-ai-btn" aria-label={`Suggest ${THEME_STRUCTURE_LABELS[f]}`} onClick={() => void suggest(f)} disabled={panel?.field === f && panel.state.status === 'loading'}>
                      <Sparkles size={13} /> Suggest
                    </button>
                  }
                />
                {panel?.field === f && (
                  <ResultsPanel
                    title={`${THEME_STRUCTURE_LABELS[f]} Suggestions`}
                    loadingText="Generating suggestions..."
                    state={panel.state}
                    onClose={() => {
                      request.cancel()
                      setPanel(null)
                    }}
                    render={(s) => (
                      <PickResult
                        key={s.id}
                        onPick={() => {
                          setDraft((d) => ({ ...d, [f]: s.suggestion }))
                          setErrors((e) => ({ ...e, [f]: undefined }))
                          setPanel(null)
                        }}
                      >
                        {s.suggestion}
                      </PickResult>
                    )}
                  />
                )}
              </div>
            ))}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <FormError error={hasErrors ? 'Please fix the errors above before saving the theme structure.' : null} />
      <DialogActions onCancel={close} primaryLabel="Save Theme Structure" onPrimary={save} />
    </Modal>
  )
}
