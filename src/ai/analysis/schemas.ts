import { z } from 'zod'
import { MAX_PROMPT_CHARS, ModelSchema } from '../contracts'
import { credentialFields, requireKeyUnlessProvider } from '../providers'
import { TIERS } from '../models'
import { MAX_CHUNKS, type SceneChunk } from './chunking'
export type { SceneChunk }

/**
 * Bodies of the analysis endpoints and the shapes the model is held to (structured output).
 * Field names are the ones the browser reads; the server fills in what it can compute itself
 * (ids, counts, intensity bands) rather than trusting the model with arithmetic.
 */

// ---------------------------------------------------------------- requests

/** Planning data sent as context; any JSON, passed to the model as material. */
const context = z.unknown().optional()
/** Sections a quantitative evaluation may send: it skips the 20-section check, but not without end. */
export const MAX_EVALUATION_CHUNKS = 100
const MAX_CHUNK_CHARS = 60_000

const screenplay = (name: string) =>
  z
    .string({ error: (i) => (i.input === undefined ? `${name} is required` : `${name} must be a string`) })
    .max(MAX_PROMPT_CHARS, `${name} is too long`)
    .refine((s) => s.trim().length > 0, `${name} is required`)

const chunkList = (max: number) =>
  z
    .array(z.string().max(MAX_CHUNK_CHARS, 'a section is too long'), { error: 'chunks must be a list of texts' })
    .min(1, 'chunks must not be empty')
    .max(max, `at most ${max} sections`)

/**
 * Sections a run already has answers for, as a rate-limited answer handed them back: sent again
 * with the same request, they are kept and only the others are asked. Each value is checked
 * against the section's answer schema like a fresh answer; one that fails is simply asked again.
 */
export const CompletedSectionsSchema = z
  .array(z.object({ index: z.number().int().min(0), value: z.unknown() }), { error: 'completedSections must be a list of { index, value }' })
  .max(MAX_EVALUATION_CHUNKS, `at most ${MAX_EVALUATION_CHUNKS} completed sections`)
export type CompletedSection = z.infer<typeof CompletedSectionsSchema>[number]

const base = {
  ...credentialFields,
  model: ModelSchema.optional(),
  /** The writer's API tier; sets how many sections run at once. */
  tier: z.enum(TIERS).optional(),
  completedSections: CompletedSectionsSchema.optional(),
}
/** Every analysis body: Gemini's key, or a provider of the writer's own. */
const request = <S extends z.ZodRawShape>(shape: S) => requireKeyUnlessProvider(z.object(shape))

/** Continuity, pacing and common flaws name the planning data characters/locations; the evaluations say …Data. */
const toolContext = { movieConcept: context, themeStructure: context, characters: context, locations: context, plotBoard: context }
const evalContext = { movieConcept: context, themeStructure: context, charactersData: context, locationsData: context }

const quantStep = z.coerce.number().int().min(1, 'step must be 1 to 4').max(4, 'step must be 1 to 4')
const qualStep = z.coerce.number().int().min(1, 'step must be 1 to 3').max(3, 'step must be 1 to 3')

export const QuantitativeRequestSchema = request({ ...base, ...evalContext, screenplayContent: screenplay('screenplayContent'), step: quantStep })
export const QuantitativeChunkedRequestSchema = request({ ...base, ...evalContext, chunks: chunkList(MAX_EVALUATION_CHUNKS), step: quantStep })
export const QualitativeRequestSchema = request({ ...base, ...evalContext, screenplayContent: screenplay('screenplayContent'), step: qualStep })
export const QualitativeChunkedRequestSchema = request({ ...base, ...evalContext, chunks: chunkList(MAX_CHUNKS), step: qualStep })

/** `prompt` is accepted for compatibility and ignored: the server writes its own instructions. */
const ignoredPrompt = { prompt: z.unknown().optional() }
export const ContinuityRequestSchema = request({ ...base, ...toolContext, ...ignoredPrompt, screenplay: screenplay('screenplay') })
export const ContinuityChunkedRequestSchema = request({ ...base, ...toolContext, chunks: chunkList(MAX_CHUNKS) })
export const PacingRequestSchema = ContinuityRequestSchema
export const PacingChunkedRequestSchema = ContinuityChunkedRequestSchema
export const FlawsRequestSchema = ContinuityRequestSchema
export const FlawsChunkedRequestSchema = ContinuityChunkedRequestSchema
/** Coverage also carries the title from the script's title page, which the report heads with. */
const coverageTitle = { title: z.string().max(500, 'title is too long').optional() }
export const CoverageRequestSchema = request({ ...base, ...toolContext, ...coverageTitle, screenplay: screenplay('screenplay') })
export const CoverageChunkedRequestSchema = request({ ...base, ...toolContext, ...coverageTitle, chunks: chunkList(MAX_CHUNKS) })

const query = z
  .string({ error: (i) => (i.input === undefined ? 'query is required' : 'query must be a string') })
  .trim()
  .min(1, 'query is required')
  .max(1000, 'query is too long')

export const SceneChunkSchema = z.object({
  startScene: z.number().int().min(0),
  endScene: z.number().int().min(0),
  scenes: z.array(z.object({ sceneNumber: z.number().int().min(0), content: z.string().max(MAX_CHUNK_CHARS) })).min(1).max(500),
})
export const SemanticFindRequestSchema = request({ ...base, ...toolContext, query, screenplay: screenplay('screenplay') })
export const SemanticFindChunkedRequestSchema = request({
  ...base,
  ...toolContext,
  query,
  chunks: z.array(SceneChunkSchema, { error: 'chunks must be a list of scene sections' }).min(1, 'chunks must not be empty').max(MAX_CHUNKS, `at most ${MAX_CHUNKS} sections`),
})

// ---------------------------------------------------------------- quantitative evaluation

export const CriterionSchema = z.object({
  score: z.number().describe('0 to 10'),
  question: z.string(),
  rationale: z.string(),
  actionable_suggestions: z.array(z.string()),
})
export type Criterion = z.infer<typeof CriterionSchema>

export const QUANT_CATEGORIES = [
  {
    key: 'structure',
    label: 'Structure',
    criteria: ['premise_and_hook', 'inciting_incident', 'act_structure_and_turning_points', 'midpoint_and_escalation', 'climax_and_resolution'],
  },
  {
    key: 'characters',
    label: 'Characters',
    criteria: ['protagonist_goal_and_motivation', 'character_arc', 'antagonist_and_conflict', 'supporting_characters', 'character_distinctiveness'],
  },
  { key: 'dialogue', label: 'Dialogue', criteria: ['voice_and_distinctiveness', 'subtext_and_naturalism', 'exposition_handling'] },
  { key: 'style_presentation', label: 'Style', criteria: ['visual_writing_and_action_lines', 'formatting_and_readability'] },
] as const
export type QuantCategoryKey = (typeof QUANT_CATEGORIES)[number]['key']

const quantSchemas = QUANT_CATEGORIES.map((cat) => z.object(Object.fromEntries(cat.criteria.map((c) => [c, CriterionSchema])) as Record<string, typeof CriterionSchema>))

/** What one quantitative step asks the model for: every criterion of its category, scored. */
export function quantitativeStepSchema(step: number) {
  return quantSchemas[step - 1]
}

// ---------------------------------------------------------------- qualitative analysis

interface QualSection {
  key: string
  fields: readonly string[]
  suggestions: boolean
}
export const QUAL_STEPS: readonly { key: string; label: string; sections: readonly QualSection[] }[] = [
  {
    key: 'initial_immersion_and_reflection',
    label: 'Initial Immersion',
    sections: [
      { key: 'reflective_thematic_resonance', fields: ['theme_integration_and_struggle', 'thematic_resolution_and_takeaways', 'personal_connection'], suggestions: true },
      { key: 'character_journey_mapping', fields: ['protagonist_arc_and_motivation', 'character_empathy_and_supporting_impact'], suggestions: true },
    ],
  },
  {
    key: 'deep_dive_into_specific_elements',
    label: 'Craft Elements',
    sections: [
      { key: 'dialogue_analysis', fields: ['dialogue_voice_and_realism', 'dialogue_function_and_depth'], suggestions: true },
      { key: 'visual_storytelling', fields: ['showing_vs_telling', 'descriptions_mood_and_theme'], suggestions: true },
      { key: 'cinematic_pacing_and_structure', fields: ['narrative_arc_and_impact', 'flow_and_momentum', 'unnecessary_scenes'], suggestions: true },
      { key: 'subplot_analysis', fields: ['subplot_clarity_development_and_necessity', 'subplot_integration_and_impact'], suggestions: true },
    ],
  },
  {
    key: 'subjective_response_and_overall_impression',
    label: 'Final Assessment',
    sections: [
      { key: 'emotional_impact', fields: ['emotional_genuineness_and_resonance', 'lasting_impression_elements'], suggestions: false },
      { key: 'gut_feeling_and_distinctiveness', fields: ['engagement_and_hook', 'voice_style_and_originality'], suggestions: false },
      { key: 'thematic_resonance_and_staying_power', fields: ['freshness_thought_provocation_and_relevance', 'final_recommendation'], suggestions: true },
    ],
  },
]

export function qualitativeSectionSchema(section: QualSection) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(section.fields.map((f) => [f, z.string()]))
  if (section.suggestions) shape.actionable_suggestions = z.array(z.string())
  return z.object(shape)
}

const qualSchemas = QUAL_STEPS.map((s) => z.object(Object.fromEntries(s.sections.map((sec) => [sec.key, qualitativeSectionSchema(sec)]))))

export function qualitativeStepSchema(step: number) {
  return qualSchemas[step - 1]
}
/** One qualitative section's answer: text fields and, where asked, a list of suggestions. */
export type QualSectionResult = Record<string, string | string[]>
export type QualStepResult = Record<string, QualSectionResult>

// ---------------------------------------------------------------- continuity

export const SEVERITIES = ['critical', 'warning', 'minor'] as const
export type Severity = (typeof SEVERITIES)[number]
export const CONTINUITY_TYPES = ['timeline', 'character', 'plot', 'props', 'location', 'dialogue'] as const

const location = z.object({ scene: z.number().int().describe('scene number as written in SCENE n:'), text: z.string().describe('a short exact quote from that scene') })

export const ContinuityIssueSchema = z.object({
  type: z.enum(CONTINUITY_TYPES),
  severity: z.enum(SEVERITIES),
  description: z.string(),
  details: z.string(),
  suggestedFix: z.string(),
  location,
})
export type ContinuityIssue = z.infer<typeof ContinuityIssueSchema>
export const ContinuityOutputSchema = z.object({ issues: z.array(ContinuityIssueSchema) })

export interface ContinuitySummary {
  totalIssues: number
  criticalIssues: number
  warningIssues: number
  minorIssues: number
}

// ---------------------------------------------------------------- semantic find

export const SemanticMatchSchema = z.object({
  sceneNumber: z.number().int(),
  sceneHeading: z.string(),
  relevanceScore: z.number().describe('0 to 1'),
  reason: z.string(),
  matchedContent: z.string().describe('a short exact excerpt of the scene'),
})
export type SemanticMatch = z.infer<typeof SemanticMatchSchema>
export const SemanticFindOutputSchema = z.object({ results: z.array(SemanticMatchSchema) })

// ---------------------------------------------------------------- common flaws

export const FLAW_CATEGORIES = ['concept', 'structure', 'character', 'dialogue', 'formatting', 'professional'] as const
export type FlawCategory = (typeof FLAW_CATEGORIES)[number]
export const READINESS_LEVELS = ['amateur', 'developing', 'professional', 'polished'] as const
export type ReadinessLevel = (typeof READINESS_LEVELS)[number]

export const FlawOutputItemSchema = z.object({
  category: z.enum(FLAW_CATEGORIES),
  severity: z.enum(SEVERITIES),
  type: z.string(),
  title: z.string(),
  description: z.string(),
  suggestedFix: z.string(),
  explanation: z.string(),
  examples: z.object({ current: z.string(), improved: z.string() }),
  location,
})
export const RecommendationSchema = z.object({ priority: z.enum(['high', 'medium', 'low']), action: z.string(), rationale: z.string() })
export type Recommendation = z.infer<typeof RecommendationSchema>

export const FlawsOutputSchema = z.object({
  overallScore: z.number().describe('0 to 100'),
  readinessLevel: z.enum(READINESS_LEVELS),
  flaws: z.array(FlawOutputItemSchema),
  recommendations: z.array(RecommendationSchema),
  strengths: z.array(z.string()),
})
export type FlawsOutput = z.infer<typeof FlawsOutputSchema>
export type Flaw = z.infer<typeof FlawOutputItemSchema> & { id: string }

export interface FlawsResult {
  summary: { totalFlaws: number; criticalCount: number; warningCount: number; minorCount: number; overallScore: number; readinessLevel: ReadinessLevel }
  flawsByCategory: Record<FlawCategory, Flaw[]>
  recommendations: Recommendation[]
  strengths: string[]
}

// ---------------------------------------------------------------- pacing

export const PACING_INSIGHT_TYPES = ['pacing_sag', 'pacing_issue', 'pacing_spike', 'tension_drop', 'rushed_sequence', 'missing_beats', 'climax_issue'] as const
export const PacingOutputSchema = z.object({
  scenes: z.array(z.object({ sceneNumber: z.number().int(), sceneHeading: z.string(), pacingScore: z.number().describe('1 to 10') })),
  insights: z.array(
    z.object({
      type: z.enum(PACING_INSIGHT_TYPES),
      severity: z.enum(SEVERITIES),
      description: z.string(),
      recommendation: z.string(),
      scenes: z.array(z.number().int()).describe('scene numbers concerned'),
    }),
  ),
})
export type PacingOutput = z.infer<typeof PacingOutputSchema>

export type Intensity = 'cool' | 'moderate' | 'warm' | 'hot'
/** A scene of the script in the heat-map; one the model did not score has no score and shows as not scored. */
export interface PacingScene {
  id: string
  sceneNumber: number
  pacingScore: number | null
  intensity: Intensity | 'unscored'
  location: { scene: string }
}
export interface PacingInsight {
  id: string
  type: (typeof PACING_INSIGHT_TYPES)[number]
  severity: Severity
  description: string
  recommendation: string
  scenes: number[]
}
export interface PacingSummary {
  totalScenes: number
  averagePacingScore: number
  coolScenes: number
  moderateScenes: number
  warmScenes: number
  hotScenes: number
  /** Scenes of the script the model gave no score. */
  unscoredScenes: number
  identifiedIssues: number
}

// ---------------------------------------------------------------- sections

/** A section that failed after its retry: reported beside the merged result of the others. */
export interface FailedChunk {
  index: number
  error: string
}
