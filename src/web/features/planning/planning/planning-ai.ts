import { z } from 'zod'
import { PLANNING_FAIL, looksLikeApiKey, type FormulaSuggestion, type IdeaSuggestion, type LoglineSuggestion, type NameSuggestion, type StructureSuggestion, type ThemeSuggestion } from '../../../../ai/planning'
import { AiCallError, callAi, currentSettings, hasUsableSettings, usesOwnEndpoint } from '../../ai'

/**
 * The planning dialogs' AI calls. The key is checked before anything is sent; an answer that is
 * not of the expected shape is a failure with the dialog's own words, and changes nothing.
 */
export function hasPlanningKey(): boolean {
  // The writer's own endpoint needs no Gemini key; Gemini needs one that looks like its keys.
  if (usesOwnEndpoint()) return hasUsableSettings()
  return looksLikeApiKey(currentSettings()?.apiKey)
}

export class PlanningAiError extends Error {
  constructor(
    message: string,
    /** True when our server answered with a message of its own (shown as it is). */
    readonly fromServer: boolean,
  ) {
    super(message)
    this.name = 'PlanningAiError'
  }
}

const str = z.string()
const ideaList = z.object({ ideas: z.array(z.object({ id: str, idea: str, twist: str.optional(), genre: str.optional().default('') })) })
const loglineList = z.object({ loglines: z.array(z.object({ id: str, logline: str })) })
const formulaList = z.object({ formulas: z.array(z.object({ id: str, formula: str, protagonist: str.optional().default(''), goal: str.optional().default(''), obstacle: str.optional().default('') })) })
const themeList = z.object({ themes: z.array(z.object({ id: str, name: str, description: str.optional().default('') })) })
const structureList = z.object({ suggestions: z.array(z.object({ id: str, suggestion: str })) })
// Names: missing parts are tolerated, a name is whatever of first, last and full is there.
const nameList = z.object({
  names: z.array(
    z.object({ id: z.union([str, z.number().transform(String)]).optional(), firstName: str.optional().default(''), lastName: str.optional().default(''), fullName: str.optional(), reasoning: str.optional().default('') }),
  ),
})

/**
 * One call: `fallback` is the text for a failure the server did not explain, or an answer of the
 * wrong shape. Server messages (rate limits, bad key, overload) are shown as they come.
 */
async function call<T>(path: string, payload: Record<string, unknown>, schema: z.ZodType<T>, fallback: string, signal?: AbortSignal): Promise<T> {
  let json: Record<string, unknown>
  try {
    json = await callAi(path, payload, fallback, { signal })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    // A 502 is an answer the server could not use (wrong shape, empty): the dialog's own words.
    if (e instanceof AiCallError && e.status !== 502) throw new PlanningAiError(e.message, true)
    throw new PlanningAiError(fallback, false)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new PlanningAiError(fallback, false)
  return parsed.data
}

/** What the shared AI client says when our server cannot be reached. */
const NETWORK_MESSAGE = 'Could not reach the server. Please check your connection and try again.'

export interface ConceptContext {
  movieIdea: string
  genres: string[]
  storyArchetype: string
  themes: string[]
  logline: string
  protagonistGoalObstacle: string
}

export async function expandIdeas(c: ConceptContext, signal?: AbortSignal): Promise<IdeaSuggestion[]> {
  const body = { expansionType: 'ideas', baseIdea: c.movieIdea, genres: c.genres, count: 15, storyArchetype: c.storyArchetype, themes: c.themes }
  return (await call('/api/ai-movie-expansion', body, ideaList, PLANNING_FAIL.ideasDefault, signal)).ideas
}

export async function expandLoglines(c: ConceptContext, signal?: AbortSignal): Promise<LoglineSuggestion[]> {
  const body = { expansionType: 'loglines', movieIdea: c.movieIdea, count: 15, genres: c.genres, storyArchetype: c.storyArchetype, themes: c.themes, protagonistGoalObstacle: c.protagonistGoalObstacle }
  return (await call('/api/ai-movie-expansion', body, loglineList, PLANNING_FAIL.loglinesDefault, signal)).loglines
}

export async function expandFormulas(c: ConceptContext, signal?: AbortSignal): Promise<FormulaSuggestion[]> {
  const body = { expansionType: 'protagonist-goal-obstacle', movieIdea: c.movieIdea, count: 10, genres: c.genres, storyArchetype: c.storyArchetype, themes: c.themes }
  return (await call('/api/ai-movie-expansion', body, formulaList, PLANNING_FAIL.formulasDefault, signal)).formulas
}

export async function expandThemes(c: ConceptContext, signal?: AbortSignal): Promise<ThemeSuggestion[]> {
  const body = { movieIdea: c.movieIdea, logline: c.logline, storyArchetype: c.storyArchetype, genres: c.genres, count: 3 }
  return (await call('/api/ai-theme-expansion', body, themeList, PLANNING_FAIL.themesDefault, signal)).themes
}

export async function suggestThemeBeat(
  body: { fieldName: string; fieldDescription: string; currentContent: string; movieContext: string; themeContext: string },
  signal?: AbortSignal,
): Promise<StructureSuggestion[]> {
  return (await call('/api/ai-theme-structure', { ...body, count: 3 }, structureList, PLANNING_FAIL.structureDefault, signal)).suggestions
}

export async function generateCharacters(body: { movieConcept: Record<string, unknown>; themeStructure: Record<string, string> | null }): Promise<unknown[]> {
  const out = await call('/api/ai-character-generation', body, z.object({ success: z.boolean().optional(), characters: z.array(z.unknown()).optional() }), PLANNING_FAIL.generationDefault)
  if (!out.success || !out.characters) throw new PlanningAiError(PLANNING_FAIL.noCharacters, false)
  return out.characters
}

export async function suggestNames(body: Record<string, unknown>, signal?: AbortSignal): Promise<NameSuggestion[]> {
  let out: z.output<typeof nameList>
  try {
    out = await call('/api/ai-character-names', { ...body, count: 10 }, nameList, PLANNING_FAIL.namesDefault, signal)
  } catch (e) {
    if (e instanceof PlanningAiError && e.message === NETWORK_MESSAGE) throw new PlanningAiError(PLANNING_FAIL.namesNetwork, false)
    throw e
  }
  return out.names
    .map((n, i) => {
      const fullName = (n.fullName ?? `${n.firstName} ${n.lastName}`).trim()
      return { id: n.id ?? `name-${i + 1}`, firstName: n.firstName, lastName: n.lastName, fullName, reasoning: n.reasoning }
    })
    .filter((n) => n.fullName)
}
