import { useEffect, useMemo, useState } from 'react'
import { Tabs } from 'radix-ui'
import { Plus, Sparkles, X } from 'lucide-react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { toast } from '../../../app/toast-store'
import { aiRequest, isAbortError, type AiRequest } from '../../../app/ai-request'
import { updatePlanning, useProject, useWorkingCopy } from '../../../project'
import {
  CONCEPT_LIMITS,
  GENRES,
  STORY_ARCHETYPES,
  THEME_LIBRARY,
  addTheme,
  applyIdea,
  compatibilityWarnings,
  shownSuggestedThemes,
  stampConcept,
  storyArchetypeByName,
  validateMovieConcept,
  type MovieConcept,
} from '../../../../project'
import { PLANNING_FAIL, PLANNING_MSG, type FormulaSuggestion, type IdeaSuggestion, type LoglineSuggestion, type ThemeSuggestion } from '../../../../ai/planning'
import { conceptDialog } from './dialogs'
import { PickResult, ResultsPanel, type PanelState } from './ResultsPanel'
import { InfoPopover } from './InfoPopover'
import { TextAreaField, holdLimit } from './fields'
import { CONCEPT_TOAST_MS, keyReadyOrToast } from './ai-guard'
import { PlanningAiError, expandFormulas, expandIdeas, expandLoglines, expandThemes, type ConceptContext } from './planning-ai'

type Draft = Pick<MovieConcept, 'movieIdea' | 'genres' | 'storyArchetype' | 'protagonistGoalObstacle' | 'logline' | 'themes'>
const EMPTY: Draft = { movieIdea: '', genres: [], storyArchetype: '', protagonistGoalObstacle: '', logline: '', themes: [] }

function draftOf(c: MovieConcept | null): Draft {
  if (!c) return { ...EMPTY, genres: [], themes: [] }
  return { movieIdea: c.movieIdea, genres: [...c.genres], storyArchetype: c.storyArchetype, protagonistGoalObstacle: c.protagonistGoalObstacle, logline: c.logline, themes: [...c.themes] }
}

type Kind = 'ideas' | 'formulas' | 'loglines' | 'themes'
const KINDS: readonly Kind[] = ['ideas', 'formulas', 'loglines', 'themes']
const closed = { status: 'closed' } as const

/** The inline text when a call fails: the server's own message, else the dialog's words. */
function failureText(e: unknown, kind: Kind): string {
  if (e instanceof PlanningAiError && e.fromServer) return e.message
  if (e instanceof PlanningAiError) return e.message
  return PLANNING_FAIL[kind]
}

/**
 * Script → Movie Concept: the idea, protagonist/goal/obstacle and logline with AI expansions; the
 * story archetype and genres; and the themes, with suggestions worked out from the genres and
 * archetype. Save is offered only while every field is within its limits.
 */
export function ConceptDialog() {
  const open = conceptDialog.useOpen()
  const saved = useProject((s) => s.planning.movieConcept)
  const generation = useProject((s) => s.generation)
  const { draft, setDraft, base } = useWorkingCopy(saved, open, generation, draftOf)
  const [tab, setTab] = useState('core')
  const [panels, setPanels] = useState<Record<Kind, PanelState<unknown>>>({ ideas: closed, formulas: closed, loglines: closed, themes: closed })
  const [themeInput, setThemeInput] = useState('')
  const [themeNote, setThemeNote] = useState<string | null>(null)
  // One request per results panel: asking again in a panel cancels its request still running.
  // The answer itself is added when the request resolves (More keeps the results shown).
  const [requests] = useState(
    () =>
      Object.fromEntries(
        KINDS.map((k) => [
          k,
          aiRequest<unknown[]>({
            failed: PLANNING_FAIL[k],
            update: (run) => {
              if (run.status === 'loading') setPanels((p) => ({ ...p, [k]: { status: 'loading' } }))
              else if (run.status === 'error') setPanels((p) => ({ ...p, [k]: { status: 'error', message: run.error ?? PLANNING_FAIL[k] } }))
            },
          }),
        ]),
      ) as Record<Kind, AiRequest<unknown[]>>,
  )

  useEffect(() => {
    if (!open) return
    setPanels({ ideas: closed, formulas: closed, loglines: closed, themes: closed })
    setThemeInput('')
    setThemeNote(null)
    setTab('core')
  }, [open, generation])

  const errors = useMemo(() => validateMovieConcept(draft), [draft])
  const invalid = Object.keys(errors).length > 0
  const warnings = compatibilityWarnings(draft.storyArchetype, draft.genres)
  const archetype = storyArchetypeByName(draft.storyArchetype)
  const suggested = shownSuggestedThemes(draft)
  const browse = THEME_LIBRARY.filter((t) => !draft.themes.some((x) => x.trim().toLowerCase() === t.name.toLowerCase()))

  const set = <K extends keyof Draft>(k: K, v: Draft[K]) => setDraft((d) => ({ ...d, [k]: v }))
  const close = () => {
    for (const r of Object.values(requests)) r.cancel()
    conceptDialog.close()
  }
  const save = () => {
    if (invalid) return
    const prev = useProject.getState().planning.movieConcept
    updatePlanning('movieConcept', stampConcept({ ...(prev ?? {}), ...draft } as MovieConcept, prev, new Date().toISOString()), base && { ...base, ...draftOf(base) })
    close()
  }

  const setPanel = (k: Kind, s: PanelState<unknown>) => setPanels((p) => ({ ...p, [k]: s }))
  const closePanel = (k: Kind) => {
    requests[k].cancel()
    setPanel(k, closed)
  }

  const context = (): ConceptContext => ({ ...draft, genres: [...draft.genres], themes: [...draft.themes] })

  async function run(kind: Kind, more = false) {
    const d = draft
    if ((kind === 'ideas' || kind === 'loglines' || kind === 'formulas') && !d.movieIdea.trim()) {
      toast({ title: PLANNING_FAIL.ideaRequiredTitle, description: kind === 'loglines' ? PLANNING_FAIL.ideaRequiredLoglines : PLANNING_FAIL.ideaRequiredIdeas, variant: 'error', durationMs: CONCEPT_TOAST_MS })
      return
    }
    if (kind === 'themes' && !d.movieIdea.trim() && !d.logline.trim() && !d.storyArchetype.trim() && d.genres.length === 0) {
      setPanel('themes', { status: 'error', message: PLANNING_MSG.themeContextNeeded })
      return
    }
    if (!keyReadyOrToast()) return
    const before = panels[kind]
    const c = context()
    const items = await requests[kind].start(async ({ signal }) => {
      try {
        return kind === 'ideas' ? await expandIdeas(c, signal) : kind === 'loglines' ? await expandLoglines(c, signal) : kind === 'formulas' ? await expandFormulas(c, signal) : await expandThemes(c, signal)
      } catch (e) {
        throw isAbortError(e) ? e : new Error(failureText(e, kind))
      }
    })
    if (!items) return
    const kept = more && before.status === 'results' ? before.items : []
    setPanel(kind, { status: 'results', items: [...kept, ...items.map((x, i) => ({ ...(x as object), id: `${(x as { id: string }).id}-${Date.now().toString(36)}-${i}` }))] })
  }

  /** A picked result fills its field and closes its panel. */
  const pickInto = <K extends keyof Draft>(panel: Kind, field: K, value: Draft[K]) => {
    set(field, value)
    closePanel(panel)
  }

  const pickIdea = (s: IdeaSuggestion) => {
    setDraft((d) => applyIdea(d, s))
    closePanel('ideas')
  }

  const tryAddTheme = (name: string) => {
    const r = addTheme(draft.themes, name)
    if (r.added) set('themes', r.themes)
    setThemeNote(r.reason ?? null)
    return r.added
  }

  const aiButton = (kind: Kind, label: string) => (
    <button type="button" className="nw-btn nw-plan-ai-btn" onClick={() => void run(kind)} disabled={panels[kind].status === 'loading'}>
      <Sparkles size={13} /> {label}
    </button>
  )
  const tabMark = (fields: (keyof typeof errors)[]) => (fields.some((f) => errors[f]) ? ' •' : '')

  return (
    <Modal title="Movie Concept" open={open} onClose={close} wide>
      <Tabs.Root value={tab} onValueChange={setTab}>
        <Tabs.List className="nw-tabs-list" aria-label="Movie concept sections">
          <Tabs.Trigger value="core" className="nw-tab">Core Concept{tabMark(['movieIdea', 'protagonistGoalObstacle', 'logline'])}</Tabs.Trigger>
          <Tabs.Trigger value="structure" className="nw-tab">Story Structure{tabMark(['genres'])}</Tabs.Trigger>
          <Tabs.Trigger value="themes" className="nw-tab">Themes{tabMark(['themes'])}</Tabs.Trigger>
        </Tabs.List>

        <Tabs.Content value="core" className="nw-tab-panel">
          <TextAreaField
            id="concept-idea"
            label="Movie Idea"
            value={draft.movieIdea}
            onChange={(v) => set('movieIdea', v)}
            max={CONCEPT_LIMITS.movieIdea}
            rows={4}
            placeholder="What is your movie about? Describe the core idea."
            error={errors.movieIdea}
            action={aiButton('ideas', 'Expand Idea')}
          />
          <ResultsPanel
            title="Idea Variations"
            loadingText="Generating idea variations..."
            state={panels.ideas as PanelState<IdeaSuggestion>}
            onClose={() => closePanel('ideas')}
            onMore={() => void run('ideas', true)}
            render={(s) => (
              <PickResult key={s.id} onPick={() => pickIdea(s)}>
                <span>{s.idea}</span>
                {s.twist && <em className="nw-muted"> Twist: {s.twist}</em>}
                {s.genre && <span className="nw-plan-tag">{s.genre}</span>}
              </PickResult>
            )}
          />
          <TextAreaField
            id="concept-pgo"
            label="Protagonist + Goal + Obstacle"
            hint="Who + what they want + what stands against them"
            value={draft.protagonistGoalObstacle}
            onChange={(v) => set('protagonistGoalObstacle', v)}
            max={CONCEPT_LIMITS.protagonistGoalObstacle}
            error={errors.protagonistGoalObstacle}
            action={aiButton('formulas', 'Suggest Formulas')}
          />
          <ResultsPanel
            title="Protagonist / Goal / Obstacle"
            loadingText="Generating formulas..."
            state={panels.formulas as PanelState<FormulaSuggestion>}
            onClose={() => closePanel('formulas')}
            onMore={() => void run('formulas', true)}
            render={(s) => (
              <PickResult key={s.id} onPick={() => pickInto('formulas', 'protagonistGoalObstacle', s.formula)}>
                {s.formula}
              </PickResult>
            )}
          />
          <TextAreaField
            id="concept-logline"
            label="Logline"
            value={draft.logline}
            onChange={(v) => set('logline', v)}
            max={CONCEPT_LIMITS.logline}
            error={errors.logline}
            placeholder="One sentence that sells the movie."
            action={aiButton('loglines', 'Generate Loglines')}
          />
          <ResultsPanel
            title="Loglines"
            loadingText="Generating loglines..."
            state={panels.loglines as PanelState<LoglineSuggestion>}
            onClose={() => closePanel('loglines')}
            onMore={() => void run('loglines', true)}
            render={(s) => (
              <PickResult key={s.id} onPick={() => pickInto('loglines', 'logline', s.logline)}>
                {s.logline}
              </PickResult>
            )}
          />
        </Tabs.Content>

        <Tabs.Content value="structure" className="nw-tab-panel">
          <fieldset className="nw-plan-fieldset">
            <legend>Story Archetype</legend>
            <div className="nw-plan-radio-list" role="radiogroup" aria-label="Story archetype">
              {STORY_ARCHETYPES.map((a) => (
                <div key={a.name} className="nw-plan-option">
                  <label>
                    <input type="radio" name="story-archetype" checked={archetype?.name === a.name} onChange={() => set('storyArchetype', a.name)} /> {a.name}
                  </label>
                  <InfoPopover label={a.name}>
                    <p>{a.description}</p>
                    <ul>
                      {a.key_characteristics.slice(0, 3).map((k) => (
                        <li key={k}>{k}</li>
                      ))}
                    </ul>
                    <p className="nw-muted">Examples: {a.example_movies.join(', ')}</p>
                  </InfoPopover>
                </div>
              ))}
              {draft.storyArchetype.trim() && !archetype && (
                <div className="nw-plan-option">
                  <label>
                    <input type="radio" name="story-archetype" checked readOnly /> {draft.storyArchetype}
                  </label>
                </div>
              )}
            </div>
            <p className="nw-muted nw-small" data-testid="archetype-hint">
              {archetype ? `Genres that work well with ${archetype.name}: ${archetype.genre.join(', ')}` : 'Choose a story archetype to see which genres fit it.'}
            </p>
          </fieldset>
          <fieldset className="nw-plan-fieldset">
            <legend>Genres</legend>
            <p className="nw-muted nw-small">Choose 1-5 genres.</p>
            <div className="nw-plan-genres">
              {GENRES.map((g) => (
                <div key={g.name} className="nw-plan-option">
                  <label>
                    <input
                      type="checkbox"
                      checked={draft.genres.includes(g.name)}
                      onChange={() => set('genres', draft.genres.includes(g.name) ? draft.genres.filter((x) => x !== g.name) : [...draft.genres, g.name])}
                    />{' '}
                    {g.name}
                  </label>
                  <InfoPopover label={g.name}>
                    <p>{g.description}</p>
                    <p className="nw-small">Expect: {g.tropes_and_expectations.join('; ')}</p>
                    <p className="nw-muted">Examples: {g.example_movies.join(', ')}</p>
                  </InfoPopover>
                </div>
              ))}
            </div>
            {errors.genres && (
              <p className="nw-plan-field-error" role="alert">
                {errors.genres}
              </p>
            )}
            {warnings.map((w) => (
              <p key={w} className="nw-warning">
                {w}
              </p>
            ))}
          </fieldset>
        </Tabs.Content>

        <Tabs.Content value="themes" className="nw-tab-panel">
          <div className="nw-plan-label-row">
            <label htmlFor="concept-theme-input">Themes</label>
            {aiButton('themes', 'Suggest Themes with AI')}
          </div>
          <p className="nw-muted nw-small">Most stories carry 2-4 core themes (up to 10).</p>
          <div className="nw-plan-theme-input">
            <input
              id="concept-theme-input"
              value={themeInput}
              maxLength={holdLimit(CONCEPT_LIMITS.theme)}
              placeholder="Add a theme and press Enter"
              onChange={(e) => {
                setThemeInput(e.target.value)
                setThemeNote(null)
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  if (tryAddTheme(themeInput)) setThemeInput('')
                }
              }}
            />
            <button type="button" className="nw-icon-btn" aria-label="Add theme" onClick={() => tryAddTheme(themeInput) && setThemeInput('')}>
              <Plus size={16} />
            </button>
          </div>
          {themeNote && (
            <p className="nw-plan-field-error" role="alert">
              {themeNote}
            </p>
          )}
          <ul className="nw-plan-chips" aria-label="Chosen themes">
            {draft.themes.map((t, i) => (
              <li key={`${t}-${i}`} className="nw-plan-chip">
                <span>{t}</span>
                <button type="button" aria-label={`Remove ${t}`} onClick={() => set('themes', draft.themes.filter((_, j) => j !== i))}>
                  <X size={12} />
                </button>
              </li>
            ))}
          </ul>
          {errors.themes && (
            <p className="nw-plan-field-error" role="alert">
              {errors.themes}
            </p>
          )}
          <ResultsPanel
            title="AI Theme Suggestions"
            loadingText="Generating themes..."
            state={panels.themes as PanelState<ThemeSuggestion>}
            onClose={() => closePanel('themes')}
            onMore={() => void run('themes', true)}
            render={(s) => {
              const added = draft.themes.some((t) => t.trim().toLowerCase() === s.name.trim().toLowerCase())
              return (
                <PickResult key={s.id} onPick={() => tryAddTheme(s.name)} disabled={added}>
                  <strong>{s.name}</strong> {added && <span className="nw-muted">(Added)</span>}
                  {s.description && <span className="nw-muted nw-small"> {s.description}</span>}
                </PickResult>
              )
            }}
          />
          <details className="nw-plan-collapsible" open>
            <summary>Suggested Themes</summary>
            <ul className="nw-plan-suggested" aria-label="Suggested themes">
              {suggested.map((t) => (
                <li key={t.name} className="nw-plan-option">
                  <button type="button" className="nw-plan-chip-btn" onClick={() => tryAddTheme(t.name)}>
                    <Plus size={12} /> {t.name}
                  </button>
                  <InfoPopover label={t.name}>
                    <p>{t.description}</p>
                  </InfoPopover>
                </li>
              ))}
            </ul>
          </details>
          <details className="nw-plan-collapsible">
            <summary>Browse All Themes ({browse.length})</summary>
            <ul className="nw-plan-browse" aria-label="All themes">
              {browse.map((t) => (
                <li key={t.name} className="nw-plan-option">
                  <button type="button" className="nw-plan-chip-btn" onClick={() => tryAddTheme(t.name)}>
                    <Plus size={12} /> {t.name}
                  </button>
                  <InfoPopover label={t.name}>
                    <p>{t.description}</p>
                  </InfoPopover>
                </li>
              ))}
            </ul>
          </details>
        </Tabs.Content>
      </Tabs.Root>
      {invalid && <p className="nw-muted nw-small">Fix the fields marked in red to save.</p>}
      <DialogActions onCancel={close} primaryLabel="Save Movie Concept" onPrimary={save} disabled={invalid} />
    </Modal>
  )
}
