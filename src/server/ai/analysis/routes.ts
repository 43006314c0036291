import type { Hono } from 'hono'
import type { z } from 'zod'
import type { Gateway } from '../gateway'
import {
  ContinuityChunkedRequestSchema,
  ContinuityOutputSchema,
  ContinuityRequestSchema,
  CoverageChunkedRequestSchema,
  CoverageRequestSchema,
  FlawsChunkedRequestSchema,
  FlawsOutputSchema,
  FlawsRequestSchema,
  PacingChunkedRequestSchema,
  PacingOutputSchema,
  PacingRequestSchema,
  QUAL_STEPS,
  QUANT_CATEGORIES,
  QualitativeChunkedRequestSchema,
  QualitativeRequestSchema,
  QuantitativeChunkedRequestSchema,
  QuantitativeRequestSchema,
  SemanticFindChunkedRequestSchema,
  SemanticFindOutputSchema,
  SemanticFindRequestSchema,
  qualitativeStepSchema,
  quantitativeStepSchema,
  type Criterion,
  type QualStepResult,
  type SceneChunk,
} from '../../../ai/analysis/schemas'
import { continuityPrompt, flawsPrompt, pacingPrompt, qualitativePrompt, quantitativePrompt, semanticFindPrompt, type ProjectContext } from '../../../ai/analysis/prompts'
import { buildFlawsResult, buildPacingResult, continuitySummary, mergeContinuity, mergeCriteria, mergeMatches, mergeQualitative, normaliseCriteria, repairQualitative } from '../../../ai/analysis/merge'
import { splitScenes } from '../../../ai/analysis/chunking'
import { CoverageOutputSchema, coveragePrompt, mergeCoverage } from '../../../ai/analysis/coverage'
import { defineAnalysisRoute, mountAnalysisRoute, type AnalysisPart } from './analysis-route'

/** The analysis endpoints: each tool has a plain form (one request) and a chunked form (a long script's sections). */

type Ev = { movieConcept?: unknown; themeStructure?: unknown; charactersData?: unknown; locationsData?: unknown }
type Tool = { movieConcept?: unknown; themeStructure?: unknown; characters?: unknown; locations?: unknown; plotBoard?: unknown }
const evCtx = (b: Ev): ProjectContext => ({ movieConcept: b.movieConcept, themeStructure: b.themeStructure, characters: b.charactersData, locations: b.locationsData })
const toolCtx = (b: Tool): ProjectContext => ({ movieConcept: b.movieConcept, themeStructure: b.themeStructure, characters: b.characters, locations: b.locations, plotBoard: b.plotBoard })

/** The texts of a request: one whole script, or its sections. */
const texts = (b: { screenplayContent?: string; screenplay?: string; chunks?: string[] }) => b.chunks ?? [b.screenplayContent ?? b.screenplay ?? '']
const partOf = (i: number, n: number) => (n > 1 ? { index: i, total: n } : undefined)
type Part = ReturnType<typeof partOf>

/** The numbered scenes of the texts sent, with their headings. */
const scenesOf = (list: readonly string[]) =>
  list.flatMap((t) => splitScenes(t)).filter((s) => s.number > 0).map((s) => ({ sceneNumber: s.number, heading: s.heading }))

/** One model call per text of the request (the whole script, or each section), told which part it is. */
function perText<T>(b: Parameters<typeof texts>[0], make: (text: string, part: Part) => AnalysisPart<T>): AnalysisPart<T>[] {
  const list = texts(b)
  return list.map((t, i) => make(t, partOf(i, list.length)))
}

function quantitative(path: string, requestSchema: z.ZodType<z.infer<typeof QuantitativeRequestSchema> | z.infer<typeof QuantitativeChunkedRequestSchema>>, chunked: boolean) {
  return defineAnalysisRoute({
    path,
    requestSchema,
    countChunks: chunked,
    parts: (b) => {
      const schema = quantitativeStepSchema(b.step) as z.ZodType<Record<string, Criterion>>
      return perText(b as never, (t, part) => ({ prompt: quantitativePrompt(b.step, t, evCtx(b), part), schema }))
    },
    combine: (outs, b) => {
      const key = QUANT_CATEGORIES[b.step - 1].key
      return { result: { [key]: mergeCriteria(outs.map((o) => normaliseCriteria(o.value, b.step)), b.step) } }
    },
  })
}

function qualitative(path: string, requestSchema: z.ZodType<z.infer<typeof QualitativeRequestSchema> | z.infer<typeof QualitativeChunkedRequestSchema>>) {
  return defineAnalysisRoute({
    path,
    requestSchema,
    countChunks: true,
    parts: (b) => {
      const schema = qualitativeStepSchema(b.step) as unknown as z.ZodType<QualStepResult>
      return perText(b as never, (t, part) => ({ prompt: qualitativePrompt(b.step, t, evCtx(b), part), schema, repair: (v) => repairQualitative(b.step, v) }))
    },
    combine: (outs, b) => ({ result: { [QUAL_STEPS[b.step - 1].key]: mergeQualitative(outs.map((o) => o.value), b.step) } }),
  })
}

function continuity(path: string, requestSchema: z.ZodType<z.infer<typeof ContinuityRequestSchema> | z.infer<typeof ContinuityChunkedRequestSchema>>) {
  return defineAnalysisRoute({
    path,
    requestSchema,
    countChunks: true,
    parts: (b) => perText(b as never, (t, part) => ({ prompt: continuityPrompt(t, toolCtx(b), part), schema: ContinuityOutputSchema })),
    combine: (outs) => {
      const issues = mergeContinuity(outs.map((o) => o.value.issues))
      return { issues, summary: continuitySummary(issues), analysisComplete: true }
    },
  })
}

/** A plain semantic-find request searches the whole text; its scenes are already numbered in it. */
function semanticFind(path: string, requestSchema: z.ZodType<z.infer<typeof SemanticFindRequestSchema> | z.infer<typeof SemanticFindChunkedRequestSchema>>) {
  const sceneText = (c: SceneChunk) => c.scenes.map((s) => s.content).join('\n\n')
  return defineAnalysisRoute({
    path,
    requestSchema,
    countChunks: true,
    parts: (b) => {
      const list = 'chunks' in b ? b.chunks.map(sceneText) : [b.screenplay]
      return list.map((t, i) => ({ prompt: semanticFindPrompt(b.query, t, toolCtx(b), partOf(i, list.length)), schema: SemanticFindOutputSchema }))
    },
    combine: (outs) => ({ results: mergeMatches(outs.map((o) => o.value.results)) }),
  })
}

function flaws(path: string, requestSchema: z.ZodType<z.infer<typeof FlawsRequestSchema> | z.infer<typeof FlawsChunkedRequestSchema>>) {
  return defineAnalysisRoute({
    path,
    requestSchema,
    countChunks: true,
    failureFields: { success: false },
    parts: (b) => perText(b as never, (t, part) => ({ prompt: flawsPrompt(t, toolCtx(b), part), schema: FlawsOutputSchema })),
    combine: (outs) => ({ success: true, results: buildFlawsResult(outs.map((o) => o.value)) }),
  })
}

function pacing(path: string, requestSchema: z.ZodType<z.infer<typeof PacingRequestSchema> | z.infer<typeof PacingChunkedRequestSchema>>) {
  return defineAnalysisRoute({
    path,
    requestSchema,
    countChunks: true,
    parts: (b) => perText(b as never, (t, part) => ({ prompt: pacingPrompt(t, toolCtx(b), part), schema: PacingOutputSchema })),
    // Every scene of the text sent gets its cell, scored or not.
    combine: (outs, b) => ({ ...buildPacingResult(outs.map((o) => o.value), scenesOf(texts(b as never))) }),
  })
}

function coverage(path: string, requestSchema: z.ZodType<z.infer<typeof CoverageRequestSchema> | z.infer<typeof CoverageChunkedRequestSchema>>) {
  return defineAnalysisRoute({
    path,
    requestSchema,
    countChunks: true,
    parts: (b) => perText(b as never, (t, part) => ({ prompt: coveragePrompt(t, toolCtx(b), part), schema: CoverageOutputSchema })),
    combine: (outs, b) => ({ coverage: mergeCoverage(outs.map((o) => o.value), b.title ?? '') }),
  })
}

export const ANALYSIS_ROUTES = [
  quantitative('/api/quantitative-evaluation', QuantitativeRequestSchema, false),
  quantitative('/api/quantitative-evaluation-chunked', QuantitativeChunkedRequestSchema, true),
  qualitative('/api/qualitative-analysis', QualitativeRequestSchema),
  qualitative('/api/qualitative-analysis-chunked', QualitativeChunkedRequestSchema),
  continuity('/api/ai-continuity-check', ContinuityRequestSchema),
  continuity('/api/ai-continuity-check-chunked', ContinuityChunkedRequestSchema),
  semanticFind('/api/ai-semantic-find', SemanticFindRequestSchema),
  semanticFind('/api/ai-semantic-find-chunked', SemanticFindChunkedRequestSchema),
  flaws('/api/ai-common-flaws', FlawsRequestSchema),
  flaws('/api/ai-common-flaws-chunked', FlawsChunkedRequestSchema),
  pacing('/api/ai-pacing-analysis', PacingRequestSchema),
  pacing('/api/ai-pacing-analysis-chunked', PacingChunkedRequestSchema),
  coverage('/api/ai-coverage', CoverageRequestSchema),
  coverage('/api/ai-coverage-chunked', CoverageChunkedRequestSchema),
] as const

export function registerAnalysisRoutes(app: Hono, gateway: Gateway, options: { timeoutMs?: number } = {}): void {
  for (const r of ANALYSIS_ROUTES) mountAnalysisRoute(app, gateway, r as never, options)
}
