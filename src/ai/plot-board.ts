import { z } from 'zod'
import { ModelSchema } from './contracts'
import { credentialFields, requireKeyUnlessProvider } from './providers'

/**
 * POST /api/ai-plot-board-customization: a template's beats rewritten for the writer's story, from
 * their concept, theme structure, characters and locations. The answer's beats match the
 * template's by index; the board keeps the template's words wherever the answer has none.
 */

export const PLOT_BOARD_AI_FAILED = 'Failed to customize plot board with AI'
export const PLOT_BOARD_KEY_REQUIRED = 'Please set up your Google AI API key in Settings first. The API key should start with "AIzaSy".'

const short = (max: number) => z.string().max(max).default('')
const MAX_BEATS = 60

const TemplateBeatSchema = z.object({
  title: short(200),
  synopsis: short(2000),
  structureRole: z.string().max(100).optional(),
  actOrder: z.number().int().min(0).max(50),
  order: z.number().int().min(0).max(MAX_BEATS),
  sequenceTitle: z.string().max(200).optional(),
})

export const PlotBoardTemplatePayloadSchema = z.object({
  id: z.string().max(100),
  name: short(200),
  description: short(2000),
  acts: z.array(z.object({ title: short(200), description: short(2000), order: z.number().int().min(0).max(50) })).max(50),
  beats: z.array(TemplateBeatSchema).min(1, 'template has no beats to customize').max(MAX_BEATS),
})

/** Planning data is passed through as the writer keeps it; only its text is read into the prompt. */
const Planning = z.record(z.string(), z.unknown()).nullable().optional()
const Listish = z.union([z.array(z.unknown()), z.record(z.string(), z.unknown())]).nullable().optional()

export const PlotBoardCustomizationRequestSchema = requireKeyUnlessProvider(z.object({
  template: PlotBoardTemplatePayloadSchema,
  movieConcept: Planning,
  themeStructure: Planning,
  characters: Listish,
  locations: Listish,
  ...credentialFields,
  model: ModelSchema.optional(),
}))
export type PlotBoardCustomizationRequest = z.infer<typeof PlotBoardCustomizationRequestSchema>

/** What the model must return (structured output). */
export const CustomizedBeatSchema = z.object({
  title: z.string(),
  synopsis: z.string(),
  structureRole: z.string().optional(),
  characters: z.array(z.string()),
  location: z.string(),
})
export const PlotBoardCustomizationAnswerSchema = z.object({ beats: z.array(CustomizedBeatSchema) })
export type CustomizedBeat = z.infer<typeof CustomizedBeatSchema>

export interface PlotBoardCustomizationResponse {
  beats: CustomizedBeat[]
}

const MAX_FIELD = 600

/** The readable text fields of a planning object, one per line, each cut to a sensible length. */
function describe(value: unknown, depth = 0): string[] {
  if (value == null || depth > 3) return []
  if (typeof value === 'string') return value.trim() ? [value.trim().slice(0, MAX_FIELD)] : []
  if (typeof value === 'number' || typeof value === 'boolean') return []
  if (Array.isArray(value)) return value.slice(0, 40).flatMap((v) => describe(v, depth + 1))
  const out: string[] = []
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (/^(id|createdAt|updatedAt|plotBoardId)$/.test(k)) continue
    if (typeof v === 'string') {
      if (v.trim()) out.push(`${k}: ${v.trim().slice(0, MAX_FIELD)}`)
    } else if (Array.isArray(v) && v.every((x) => typeof x === 'string')) {
      if (v.length) out.push(`${k}: ${v.slice(0, 20).join(', ').slice(0, MAX_FIELD)}`)
    } else {
      const inner = describe(v, depth + 1)
      if (inner.length) out.push(`${k}:`, ...inner.map((l) => `  ${l}`))
    }
  }
  return out
}

function section(title: string, value: unknown): string {
  const lines = describe(value)
  return lines.length ? `${title}:\n${lines.join('\n')}` : `${title}: (none given)`
}

export function plotBoardCustomizationPrompt(body: Pick<PlotBoardCustomizationRequest, 'template' | 'movieConcept' | 'themeStructure' | 'characters' | 'locations'>): string {
  const t = body.template
  const acts = [...t.acts].sort((a, b) => a.order - b.order)
  const beats = t.beats
    .map((b, i) => {
      const act = acts.find((a) => a.order === b.actOrder)
      return `${i + 1}. [${act?.title ?? `Act ${b.actOrder + 1}`}] ${JSON.stringify(b.title)}${b.structureRole ? ` (${b.structureRole})` : ''}: ${JSON.stringify(b.synopsis)}`
    })
    .join('\n')
  return [
    `Adapt the story structure template ${JSON.stringify(t.name)} to this writer's film.`,
    `Rewrite each of its ${t.beats.length} beats as what happens in this story: a short specific title, a synopsis of two or three sentences, the characters in the beat (names from the character list where they fit) and where it takes place (a location from the list where one fits).`,
    `Return exactly ${t.beats.length} beats, in the same order as the template, so beat N of the answer replaces beat N of the template. Keep each beat's structural purpose and its structure role.`,
    '',
    `Template beats:\n${beats}`,
    '',
    section('Movie concept', body.movieConcept),
    section('Theme structure', body.themeStructure),
    section('Characters', body.characters),
    section('Locations', body.locations),
    '',
    'Respond only with JSON of the form {"beats": [{"title": "...", "synopsis": "...", "structureRole": "...", "characters": ["..."], "location": "..."}]}.',
  ].join('\n')
}
