import type { Hono } from 'hono'
import {
  CharacterGenerationOutputSchema,
  CharacterGenerationRequestSchema,
  CharacterNamesOutputSchema,
  CharacterNamesRequestSchema,
  MOVIE_EXPANSION_OUTPUT,
  MovieExpansionRequestSchema,
  movieExpansionOutputSchema,
  ThemeExpansionOutputSchema,
  ThemeExpansionRequestSchema,
  ThemeStructureOutputSchema,
  ThemeStructureRequestSchema,
} from '../../ai/planning'
import {
  PLANNING_SYSTEM_INSTRUCTION,
  characterGenerationPrompt,
  characterNamesPrompt,
  movieExpansionPrompt,
  themeExpansionPrompt,
  themeStructurePrompt,
} from '../../ai/planning-prompts'
import { type Gateway } from './gateway'
import { defineAiRoute, mountAiRoute, type AiRouteOptions } from './define-route'

/** Ids for suggestions, numbered in the order the model gave them. */
const withIds = <T extends object>(prefix: string, items: readonly T[]) => items.map((x, i) => ({ id: `${prefix}-${i + 1}`, ...x }))

/** POST /api/ai-movie-expansion: ideas, loglines or protagonist/goal/obstacle formulas for a concept, each kind with its own response schema. */
export const movieExpansionRoute = defineAiRoute({
  path: '/api/ai-movie-expansion',
  requestSchema: MovieExpansionRequestSchema,
  buildPrompt: (b) => ({ prompt: movieExpansionPrompt(b), systemInstruction: PLANNING_SYSTEM_INSTRUCTION, temperature: 0.9 }),
  responseSchemaFor: (b) => movieExpansionOutputSchema(b.expansionType),
  toResponse: (out, b) => {
    const key = MOVIE_EXPANSION_OUTPUT[b.expansionType].key
    const items = (out as Record<string, object[]>)[key]
    return { [key]: withIds(key.slice(0, -1), items.slice(0, b.count)) }
  },
})

/** POST /api/ai-theme-expansion: themes the concept could explore. */
export const themeExpansionRoute = defineAiRoute({
  path: '/api/ai-theme-expansion',
  requestSchema: ThemeExpansionRequestSchema,
  buildPrompt: (b) => ({ prompt: themeExpansionPrompt(b), systemInstruction: PLANNING_SYSTEM_INSTRUCTION, temperature: 0.8 }),
  responseSchema: ThemeExpansionOutputSchema,
  toResponse: (out, b) => ({ themes: withIds('theme', out.themes.slice(0, b.count)) }),
})

/** POST /api/ai-theme-structure: suggestions for one beat of the theme's argument. */
export const themeStructureRoute = defineAiRoute({
  path: '/api/ai-theme-structure',
  requestSchema: ThemeStructureRequestSchema,
  buildPrompt: (b) => ({ prompt: themeStructurePrompt(b), systemInstruction: PLANNING_SYSTEM_INSTRUCTION, temperature: 0.8 }),
  responseSchema: ThemeStructureOutputSchema,
  toResponse: (out, b) => ({ suggestions: withIds('suggestion', out.suggestions.slice(0, b.count)) }),
})

/** POST /api/ai-character-generation: a cast shaped by the story archetype. */
export const characterGenerationRoute = defineAiRoute({
  path: '/api/ai-character-generation',
  requestSchema: CharacterGenerationRequestSchema,
  buildPrompt: (b) => ({ prompt: characterGenerationPrompt(b), systemInstruction: PLANNING_SYSTEM_INSTRUCTION, temperature: 0.8 }),
  responseSchema: CharacterGenerationOutputSchema,
  toResponse: (out) => ({ success: true, characters: out.characters }),
})

/** POST /api/ai-character-names: names for one character, with the reasoning behind each. */
export const characterNamesRoute = defineAiRoute({
  path: '/api/ai-character-names',
  requestSchema: CharacterNamesRequestSchema,
  buildPrompt: (b) => ({ prompt: characterNamesPrompt(b), systemInstruction: PLANNING_SYSTEM_INSTRUCTION, temperature: 1 }),
  responseSchema: CharacterNamesOutputSchema,
  toResponse: (out, b, usage) => ({
    names: withIds('name', out.names.slice(0, b.count).map((n) => ({ firstName: n.firstName, lastName: n.lastName, fullName: `${n.firstName} ${n.lastName}`.trim(), reasoning: n.reasoning }))),
    tokenUsage: { input: usage?.input ?? 0, output: usage?.output ?? 0 },
  }),
})

export const PLANNING_ROUTES = [movieExpansionRoute, themeExpansionRoute, themeStructureRoute, characterGenerationRoute, characterNamesRoute] as const

/** Mounts the planning endpoints. */
export function mountPlanningRoutes(app: Hono, gateway: Gateway, options: AiRouteOptions = {}): void {
  mountAiRoute(app, gateway, movieExpansionRoute, options)
  mountAiRoute(app, gateway, themeExpansionRoute, options)
  mountAiRoute(app, gateway, themeStructureRoute, options)
  mountAiRoute(app, gateway, characterGenerationRoute, options)
  mountAiRoute(app, gateway, characterNamesRoute, options)
}
