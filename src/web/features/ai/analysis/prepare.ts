import { analysisText, estimateMinutes, prepareEvaluation, prepareText, type Preparation } from '../../../../ai/analysis/chunking'
import { currentSettings } from '../ai'
import { useEditorStore } from '../../../editor/editor-store'
import { currentScript, useProject, UNTITLED } from '../../../project'

/** The script and planning data as the analysis tools send them. */

/** The text sent for the script in the editor: numbered scenes, capitalised cues, notes marked. */
export function screenplayText(): string {
  const editor = useEditorStore.getState().editor
  if (!editor || editor.isDestroyed) return ''
  return analysisText(currentScript())
}

export function prepare(text: string, limitCheck = true): Preparation {
  return prepareText(text, { limitCheck })
}

/**
 * The script in the editor as an evaluation sends it: in larger sections on Gemini's free tier, so
 * the first category or step shows in seconds. `limitCheck`: refuse more than 20 sections.
 */
export function evaluationPreparation(limitCheck: boolean): Preparation {
  const s = currentSettings()
  return prepareEvaluation(screenplayText(), { freeTier: !!s && s.provider === 'gemini' && s.tier === 'free', limitCheck })
}

export { estimateMinutes }

const present = (v: unknown) => (v === null || v === undefined ? undefined : v)

/**
 * Planning data for tools that call it characters/locations. Semantic find and common flaws also
 * read the plot board; continuity and pacing judge the script as written.
 */
export function toolContext(withPlotBoard = true): Record<string, unknown> {
  const p = useProject.getState().planning
  return {
    movieConcept: present(p.movieConcept),
    themeStructure: present(p.themeStructure),
    characters: present(p.characters),
    locations: present(p.locations),
    ...(withPlotBoard ? { plotBoard: present(p.plotBoard) } : {}),
  }
}

/** Planning data for the evaluations, which call it charactersData/locationsData. */
export function evaluationContext(): Record<string, unknown> {
  const p = useProject.getState().planning
  return { movieConcept: present(p.movieConcept), themeStructure: present(p.themeStructure), charactersData: present(p.characters), locationsData: present(p.locations) }
}

/** File names of the exported reports: the title in lower case with anything else as underscores. */
export function titleSlug(): string {
  const t = useProject.getState().titlePage.title.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_')
  return t.replace(/^_+|_+$/g, '') || 'untitled_screenplay'
}

/** The common flaws report's name starts with the file's name, or 'screenplay'. */
export function fileBase(): string {
  const { file, fileName } = useProject.getState()
  const n = (file?.name ?? fileName).replace(/\.nws$/i, '').trim()
  return !n || n === UNTITLED ? 'screenplay' : n
}
