import { z } from 'zod'

/**
 * The planning data a project carries beside its script, typed. Every object keeps fields it does
 * not know (a file written by a newer Nightwriter loses nothing when this one saves it). Fields a
 * writer may leave out read as empty; a field of the wrong type is an error the reader reports,
 * never a value silently dropped.
 */
const text = z.string().default('')
const optionalText = z.string().optional()
const stamp = z.string().optional()
const id = z.union([z.string(), z.number().transform(String)])
const names = z.array(z.string()).default([])

export const MovieConceptSchema = z.looseObject({
  movieIdea: text,
  genres: names,
  storyArchetype: text,
  protagonistGoalObstacle: text,
  logline: text,
  themes: names,
  createdAt: stamp,
  updatedAt: stamp,
})
export type MovieConcept = z.output<typeof MovieConceptSchema>

/** The thirteen beats of a theme's argument, in the order the dialog's tabs walk them. */
export const THEME_STRUCTURE_FIELDS = [
  'centralArgument',
  'beginningStasis',
  'incitingIncident',
  'refusal',
  'antiThemeReinforcement',
  'elementOfDoubt',
  'midpointQuestioning',
  'themeReversal',
  'darkness',
  'definingMoment',
  'finalTemptation',
  'acceptanceAction',
  'newStasis',
] as const
export type ThemeStructureField = (typeof THEME_STRUCTURE_FIELDS)[number]

export const ThemeStructureSchema = z.looseObject({
  ...(Object.fromEntries(THEME_STRUCTURE_FIELDS.map((f) => [f, optionalText])) as Record<ThemeStructureField, typeof optionalText>),
  // Older files stored these two beside the thirteen; they are kept as they were.
  primaryTheme: optionalText,
  thematicQuestion: optionalText,
  createdAt: stamp,
  updatedAt: stamp,
})
export type ThemeStructure = z.output<typeof ThemeStructureSchema>

export const CharacterSchema = z.looseObject({
  id,
  name: z.string(),
  age: optionalText,
  sex: optionalText,
  role: optionalText,
  archetype: optionalText,
  characterArc: optionalText,
  relationships: optionalText,
  description: optionalText,
  flaw: optionalText,
  want: optionalText,
  need: optionalText,
  lie: optionalText,
  ghost: optionalText,
  createdAt: stamp,
  updatedAt: stamp,
})
export type Character = z.output<typeof CharacterSchema>

export const CharacterSetSchema = z.looseObject({
  characters: z.array(CharacterSchema).default([]),
  createdAt: stamp,
  updatedAt: stamp,
})
export type CharacterSet = z.output<typeof CharacterSetSchema>

export const LOCATION_TYPES = ['Interior', 'Exterior', 'Interior/Exterior'] as const

export const LocationSchema = z.looseObject({
  id,
  name: z.string(),
  type: optionalText,
  description: optionalText,
  address: optionalText,
  notes: optionalText,
  atmosphere: optionalText,
  props: optionalText,
  budget: optionalText,
  availability: optionalText,
  createdAt: stamp,
  updatedAt: stamp,
})
export type Location = z.output<typeof LocationSchema>

export const LocationSetSchema = z.looseObject({
  locations: z.array(LocationSchema).default([]),
  createdAt: stamp,
  updatedAt: stamp,
})
export type LocationSet = z.output<typeof LocationSetSchema>

export const ActSchema = z.looseObject({
  id,
  title: text,
  description: text,
  order: z.number(),
  plotBoardId: optionalText,
})
export type Act = z.output<typeof ActSchema>

export const SequenceSchema = z.looseObject({
  id,
  title: text,
  description: text,
  color: optionalText,
  order: z.number().optional(),
  plotBoardId: optionalText,
})
export type Sequence = z.output<typeof SequenceSchema>

export const BeatSchema = z.looseObject({
  id,
  title: text,
  synopsis: text,
  structureRole: optionalText,
  characters: names,
  location: text,
  actId: id,
  order: z.number(),
  sequenceId: optionalText,
  /** The scene this beat is written as, by the scene's id (not a text position, so edits above it keep the link). */
  sceneId: optionalText,
  completed: z.boolean().default(false),
  createdAt: stamp,
  updatedAt: stamp,
})
export type Beat = z.output<typeof BeatSchema>

export const PlotBoardSchema = z.looseObject({
  id,
  title: text,
  description: text,
  acts: z.array(ActSchema).default([]),
  sequences: z.array(SequenceSchema).default([]),
  beats: z.array(BeatSchema).default([]),
  templateName: optionalText,
  createdAt: stamp,
  updatedAt: stamp,
})
export type PlotBoard = z.output<typeof PlotBoardSchema>

export const TodoSchema = z.looseObject({
  id,
  text: z.string(),
  completed: z.boolean().default(false),
  createdAt: stamp,
})
export type Todo = z.output<typeof TodoSchema>

export const CommentSchema = z.looseObject({
  id,
  text: z.string(),
  author: optionalText,
  resolved: z.boolean().default(false),
  createdAt: z.string(),
  updatedAt: stamp,
})
export type ProjectComment = z.output<typeof CommentSchema>

export const RevisionSchema = z.looseObject({
  id,
  name: text,
  createdAt: z.union([z.string(), z.number().transform((n) => new Date(n).toISOString())]),
  /** The script as it was: the editor document (JSON), or text/HTML from older files. */
  content: z.unknown(),
})
export type Revision = z.output<typeof RevisionSchema>

/** A table read's voices, kept with the project: the narrator's and each character's (by name), as voice ids. */
export const TableReadSchema = z.looseObject({
  narratorVoice: z.string().optional(),
  voices: z.record(z.string(), z.string()).default({}),
})
export type TableReadSettings = z.output<typeof TableReadSchema>

/** Every planning field of a project, by its key in the `.nws` file. */
export const PLANNING_SCHEMAS = {
  movieConcept: MovieConceptSchema.nullable(),
  themeStructure: ThemeStructureSchema.nullable(),
  characters: CharacterSetSchema.nullable(),
  locations: LocationSetSchema.nullable(),
  plotBoard: PlotBoardSchema.nullable(),
  todos: z.array(TodoSchema),
  comments: z.array(CommentSchema),
  revisions: z.array(RevisionSchema),
  tableRead: TableReadSchema.nullable(),
} as const
export type PlanningKey = keyof typeof PLANNING_SCHEMAS
export const PLANNING_KEYS = Object.keys(PLANNING_SCHEMAS) as PlanningKey[]

export interface Planning {
  movieConcept: MovieConcept | null
  themeStructure: ThemeStructure | null
  characters: CharacterSet | null
  locations: LocationSet | null
  plotBoard: PlotBoard | null
  todos: Todo[]
  comments: ProjectComment[]
  revisions: Revision[]
  tableRead: TableReadSettings | null
}

export function emptyPlanning(): Planning {
  return { movieConcept: null, themeStructure: null, characters: null, locations: null, plotBoard: null, todos: [], comments: [], revisions: [], tableRead: null }
}

/** Where a reading problem sits, as a writer reads it: 'characters → 2 → name'. */
export function issuePath(key: string, path: readonly PropertyKey[]): string {
  return [key, ...path.map((p) => (typeof p === 'number' ? String(p + 1) : String(p)))].join(' → ')
}
