import { z } from 'zod'
import { ModelSchema } from './contracts'
import { credentialFields, requireKeyUnlessProvider } from './providers'
import { API_KEY_PREFIX } from './models'

/**
 * Request and response bodies of the planning AI endpoints (movie concept, themes, theme
 * structure, characters, names), shared by the server routes and the planning dialogs. Writer
 * text is bounded per field so one request cannot carry a novel into a prompt; unknown fields
 * are stripped.
 */
const FIELD_MAX = 20_000
const field = (name: string, max = FIELD_MAX) =>
  z.string({ error: `${name} must be a string` }).max(max, `${name} is too long`)
const optField = (name: string, max = FIELD_MAX) => field(name, max).optional().default('')
const list = (name: string) => z.array(field(`${name} item`, 500), { error: `${name} must be a list of strings` }).max(50, `${name} has too many items`).optional().default([])
const count = (def: number) => z.number({ error: 'count must be a number' }).int('count must be a whole number').min(1, 'count must be at least 1').max(30, 'count must be at most 30').optional().default(def)
const auth = { ...credentialFields, model: ModelSchema.optional() }

export const PLANNING_MSG = {
  movieIdeaNeeded: 'Please provide a movie idea',
  themeContextNeeded: 'Please provide movie idea, logline, story archetype, or genres to generate themes',
  archetypeNeeded: 'Please set a story archetype in Movie Concept before generating characters.',
  nameContextNeeded: 'Please provide more character or movie context (role, gender, archetype, or movie genres) to generate relevant names.',
  fieldNameNeeded: 'fieldName is required',
} as const

export const EXPANSION_TYPES = ['ideas', 'loglines', 'protagonist-goal-obstacle'] as const
export type ExpansionType = (typeof EXPANSION_TYPES)[number]

export const MovieExpansionRequestSchema = requireKeyUnlessProvider(
  z.object({
    expansionType: z.enum(EXPANSION_TYPES, { error: `expansionType must be one of ${EXPANSION_TYPES.join(', ')}` }),
    // Ideas send the idea as baseIdea, loglines and formulas as movieIdea: either is read.
    baseIdea: optField('baseIdea'),
    movieIdea: optField('movieIdea'),
    protagonistGoalObstacle: optField('protagonistGoalObstacle'),
    genres: list('genres'),
    storyArchetype: optField('storyArchetype', 200),
    themes: list('themes'),
    count: count(15),
    ...auth,
  }),
).refine((b) => (b.baseIdea || b.movieIdea).trim().length > 0, { message: PLANNING_MSG.movieIdeaNeeded, path: ['baseIdea'] })
export type MovieExpansionRequest = z.output<typeof MovieExpansionRequestSchema>

const text = z.string()
export const IdeaItemSchema = z.object({ idea: text, twist: text.optional(), genre: text })
export const LoglineItemSchema = z.object({ logline: text })
export const FormulaItemSchema = z.object({ formula: text, protagonist: text, goal: text, obstacle: text })

/**
 * What the model returns, one shape per expansion type (structured output): the model is held to
 * the one list it was asked for, never offered a choice of three, and the browser reads the answer
 * with the same schema.
 */
export const IdeasOutputSchema = z.object({ ideas: z.array(IdeaItemSchema) })
export const LoglinesOutputSchema = z.object({ loglines: z.array(LoglineItemSchema) })
export const FormulasOutputSchema = z.object({ formulas: z.array(FormulaItemSchema) })

export const MOVIE_EXPANSION_OUTPUT = {
  ideas: { key: 'ideas', schema: IdeasOutputSchema },
  loglines: { key: 'loglines', schema: LoglinesOutputSchema },
  'protagonist-goal-obstacle': { key: 'formulas', schema: FormulasOutputSchema },
} as const satisfies Record<ExpansionType, { key: string; schema: z.ZodType }>

export type MovieExpansionOutput = z.output<(typeof MOVIE_EXPANSION_OUTPUT)[ExpansionType]['schema']>

/** The one response schema for an expansion type. */
export function movieExpansionOutputSchema(type: ExpansionType): z.ZodType<MovieExpansionOutput> {
  return MOVIE_EXPANSION_OUTPUT[type].schema as z.ZodType<MovieExpansionOutput>
}

export interface IdeaSuggestion { id: string; idea: string; twist?: string; genre: string }
export interface LoglineSuggestion { id: string; logline: string }
export interface FormulaSuggestion { id: string; formula: string; protagonist: string; goal: string; obstacle: string }
export interface ThemeSuggestion { id: string; name: string; description: string }
export interface StructureSuggestion { id: string; suggestion: string }
export interface NameSuggestion { id: string; firstName: string; lastName: string; fullName: string; reasoning: string }

export const ThemeExpansionRequestSchema = requireKeyUnlessProvider(
  z.object({
    movieIdea: optField('movieIdea'),
    logline: optField('logline'),
    storyArchetype: optField('storyArchetype', 200),
    genres: list('genres'),
    count: count(3),
    ...auth,
  }),
).refine((b) => b.movieIdea.trim() || b.logline.trim() || b.storyArchetype.trim() || b.genres.length > 0, { message: PLANNING_MSG.themeContextNeeded })
export type ThemeExpansionRequest = z.output<typeof ThemeExpansionRequestSchema>
export const ThemeExpansionOutputSchema = z.object({ themes: z.array(z.object({ name: text, description: text })) })

export const ThemeStructureRequestSchema = requireKeyUnlessProvider(z.object({
  fieldName: field('fieldName', 200).refine((s) => s.trim().length > 0, PLANNING_MSG.fieldNameNeeded),
  fieldDescription: optField('fieldDescription', 2000),
  currentContent: optField('currentContent'),
  count: count(3),
  movieContext: optField('movieContext'),
  themeContext: optField('themeContext', 40_000),
  ...auth,
}))
export type ThemeStructureRequest = z.output<typeof ThemeStructureRequestSchema>
export const ThemeStructureOutputSchema = z.object({ suggestions: z.array(z.object({ suggestion: text })) })

const ConceptForAiSchema = z.object({
  movieIdea: optField('movieIdea'),
  genres: list('genres'),
  storyArchetype: optField('storyArchetype', 200),
  protagonistGoalObstacle: optField('protagonistGoalObstacle'),
  logline: optField('logline'),
  themes: list('themes'),
})
const ThemeStructureForAiSchema = z.record(z.string(), z.string().max(FIELD_MAX)).nullable().optional()

export const CharacterGenerationRequestSchema = requireKeyUnlessProvider(z.object({
  movieConcept: ConceptForAiSchema.refine((c) => c.storyArchetype.trim().length > 0, { message: PLANNING_MSG.archetypeNeeded, path: ['storyArchetype'] }),
  themeStructure: ThemeStructureForAiSchema,
  ...auth,
}))
export type CharacterGenerationRequest = z.output<typeof CharacterGenerationRequestSchema>

export const GeneratedCharacterSchema = z.object({
  name: text,
  role: text,
  archetype: text,
  age: text,
  sex: text,
  description: text,
  characterArc: text,
  relationships: text,
  flaw: text,
  want: text,
  need: text,
  lie: text,
  ghost: text,
})
export const CharacterGenerationOutputSchema = z.object({ characters: z.array(GeneratedCharacterSchema) })

export const CharacterNamesRequestSchema = requireKeyUnlessProvider(
  z.object({
    characterData: z
      .object({
        role: optField('role', 200),
        sex: optField('sex', 50),
        age: optField('age', 50),
        archetype: optField('archetype', 200),
        description: optField('description', 2000),
        flaw: optField('flaw', 500),
        want: optField('want', 500),
        need: optField('need', 500),
      })
      .optional()
      .default({ role: '', sex: '', age: '', archetype: '', description: '', flaw: '', want: '', need: '' }),
    movieConcept: ConceptForAiSchema.partial().nullable().optional(),
    themeStructure: ThemeStructureForAiSchema,
    count: count(10),
    ...auth,
  }),
).refine((b) => hasNameContext(b), { message: PLANNING_MSG.nameContextNeeded })
export type CharacterNamesRequest = z.output<typeof CharacterNamesRequestSchema>
export const CharacterNamesOutputSchema = z.object({ names: z.array(z.object({ firstName: text, lastName: text, reasoning: text })) })

/** Names need something to go on: the character, the movie, or the theme's first beats. */
export function hasNameContext(b: {
  characterData?: { role?: string; sex?: string; archetype?: string; description?: string }
  movieConcept?: { genres?: string[]; storyArchetype?: string; movieIdea?: string } | null
  themeStructure?: Record<string, string | undefined> | null
}): boolean {
  const filled = (s: string | undefined) => !!s && s.trim().length > 0
  const c = b.characterData ?? {}
  const m = b.movieConcept ?? {}
  const t = b.themeStructure ?? {}
  return (
    filled(c.role) || filled(c.sex) || filled(c.archetype) || filled(c.description) ||
    (m.genres?.length ?? 0) > 0 || filled(m.storyArchetype) || filled(m.movieIdea) ||
    filled(t.centralArgument) || filled(t.beginningStasis) || filled(t.elementOfDoubt)
  )
}

/** Failure texts of the planning dialogs, word for word. */
export const PLANNING_FAIL = {
  ideas: 'Failed to generate ideas. Please check your API key in settings.',
  loglines: 'Failed to generate loglines. Please check your API key in settings.',
  themes: 'Failed to generate themes. Please check your API key in settings.',
  formulas: 'Failed to generate formulas. Please check your API key in settings.',
  ideasDefault: 'Failed to generate ideas. Please try again.',
  loglinesDefault: 'Failed to generate loglines. Please try again.',
  themesDefault: 'Failed to generate themes. Please try again.',
  formulasDefault: 'Failed to generate protagonist/goal/obstacle formulas. Please try again.',
  structureKey: 'Please set up your Google AI API key in Settings first. The API key should start with "AIzaSy".',
  structureDefault: 'Failed to generate suggestions. Please try again.',
  structureUnexpected: 'An unexpected error occurred. Please check your API key and try again.',
  apiKeyTitle: 'API Key Required',
  apiKeyText: 'Please set your Google AI API key in Settings to use AI features.',
  archetypeTitle: 'Story Archetype Required',
  generationTitle: 'Generation Failed',
  generationDefault: 'Failed to generate characters. Please try again.',
  noCharacters: 'No characters generated',
  generatedTitle: 'Characters Generated',
  addingTitle: 'Error Adding Characters',
  addingDefault: 'Failed to add generated characters. Please try again.',
  namesNetwork: 'Failed to generate character names. Please check your internet connection and try again.',
  namesDefault: 'Failed to generate character names',
  ideaRequiredTitle: 'Movie Idea Required',
  ideaRequiredIdeas: 'Please enter your core movie concept first. The AI needs your initial idea to generate creative variations.',
  ideaRequiredLoglines: 'Please enter your movie idea first. The AI needs the core concept to generate loglines.',
} as const

/** Every Google AI key starts with the prefix; no request is sent with any other key. */
export function looksLikeApiKey(key: string | null | undefined): boolean {
  return !!key && key.trim().startsWith(API_KEY_PREFIX)
}
