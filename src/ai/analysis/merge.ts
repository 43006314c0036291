import { CATEGORY_MAX, clampScore, intensityFor, readinessFor } from './scoring'
import {
  FLAW_CATEGORIES,
  QUAL_STEPS,
  QUANT_CATEGORIES,
  type ContinuityIssue,
  type ContinuitySummary,
  type Criterion,
  type Flaw,
  type FlawsOutput,
  type FlawsResult,
  type PacingInsight,
  type PacingOutput,
  type PacingScene,
  type PacingSummary,
  type QualStepResult,
  type SemanticMatch,
} from './schemas'

/**
 * Turning the model's answers into the results the tools show, and merging the answers for the
 * sections of a long script into one result. The server does this so the browser gets one answer
 * whatever the script's length.
 */

const uniq = (xs: readonly string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))]

/** Section-labelled text when sections said different things; the text itself when there is one. */
function joinTexts(texts: readonly string[]): string {
  const parts = texts.map((t) => t.trim())
  const distinct = uniq(parts)
  if (distinct.length <= 1) return distinct[0] ?? ''
  return parts.map((t, i) => (t ? `Section ${i + 1}: ${t}` : '')).filter(Boolean).join('\n\n')
}

// ---------------------------------------------------------------- quantitative

/** One category's criteria, scores held to 0-10. */
export function normaliseCriteria(raw: Record<string, Criterion>, step: number): Record<string, Criterion> {
  const cat = QUANT_CATEGORIES[step - 1]
  const out: Record<string, Criterion> = {}
  for (const key of cat.criteria) {
    const c = raw[key]
    if (!c) continue
    out[key] = { ...c, score: clampScore(c.score, 0, 10), actionable_suggestions: uniq(c.actionable_suggestions) }
  }
  return out
}

/** Sections' scores averaged per criterion (rounded), their reasons kept side by side, suggestions pooled. */
export function mergeCriteria(parts: readonly Record<string, Criterion>[], step: number): Record<string, Criterion> {
  const cat = QUANT_CATEGORIES[step - 1]
  const out: Record<string, Criterion> = {}
  for (const key of cat.criteria) {
    const got = parts.map((p) => p[key]).filter((c): c is Criterion => !!c)
    if (got.length === 0) continue
    out[key] = {
      score: clampScore(got.reduce((s, c) => s + c.score, 0) / got.length, 0, 10),
      question: got[0].question,
      rationale: joinTexts(got.map((c) => c.rationale)),
      actionable_suggestions: uniq(got.flatMap((c) => c.actionable_suggestions)).slice(0, 8),
    }
  }
  return out
}

export function categoryScore(criteria: Record<string, Criterion>, key: keyof typeof CATEGORY_MAX): { score: number; maxScore: number } {
  return { score: Object.values(criteria).reduce((s, c) => s + c.score, 0), maxScore: CATEGORY_MAX[key] }
}

// ---------------------------------------------------------------- qualitative

/**
 * Step 1 sometimes comes back with character_journey_mapping inside reflective_thematic_resonance;
 * it belongs at the top level of the step. A wrapper named after the step itself is unwrapped too.
 */
export function repairQualitative(step: number, raw: unknown): unknown {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return raw
  let v = raw as Record<string, unknown>
  const key = QUAL_STEPS[step - 1]?.key
  if (key && v[key] && typeof v[key] === 'object' && Object.keys(v).length === 1) v = v[key] as Record<string, unknown>
  const rtr = v.reflective_thematic_resonance as Record<string, unknown> | undefined
  if (step === 1 && rtr && typeof rtr === 'object' && rtr.character_journey_mapping && !v.character_journey_mapping) {
    const { character_journey_mapping, ...rest } = rtr
    v = { ...v, reflective_thematic_resonance: rest, character_journey_mapping }
  }
  return v
}

export function mergeQualitative(parts: readonly QualStepResult[], step: number): QualStepResult {
  const out: QualStepResult = {}
  for (const sec of QUAL_STEPS[step - 1].sections) {
    const got = parts.map((p) => p[sec.key]).filter(Boolean)
    if (got.length === 0) continue
    const merged: Record<string, string | string[]> = {}
    for (const f of sec.fields) merged[f] = joinTexts(got.map((g) => String(g[f] ?? '')))
    if (sec.suggestions) merged.actionable_suggestions = uniq(got.flatMap((g) => (Array.isArray(g.actionable_suggestions) ? g.actionable_suggestions : []))).slice(0, 8)
    out[sec.key] = merged
  }
  return out
}

// ---------------------------------------------------------------- continuity

export function continuitySummary(issues: readonly ContinuityIssue[]): ContinuitySummary {
  const count = (s: string) => issues.filter((i) => i.severity === s).length
  return { totalIssues: issues.length, criticalIssues: count('critical'), warningIssues: count('warning'), minorIssues: count('minor') }
}

const SEVERITY_ORDER = { critical: 0, warning: 1, minor: 2 } as const

/** Every section's issues, one copy of each, in script order (most severe first within a scene). */
export function mergeContinuity(parts: readonly ContinuityIssue[][]): ContinuityIssue[] {
  const seen = new Set<string>()
  const out: ContinuityIssue[] = []
  for (const issue of parts.flat()) {
    const k = `${issue.location.scene}|${issue.description.trim().toLowerCase()}`
    if (seen.has(k)) continue
    seen.add(k)
    out.push(issue)
  }
  return out.sort((a, b) => a.location.scene - b.location.scene || SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity])
}

// ---------------------------------------------------------------- semantic find

/** Best match per scene, scores held to 0-1, most relevant first. */
export function mergeMatches(parts: readonly SemanticMatch[][]): SemanticMatch[] {
  const best = new Map<number, SemanticMatch>()
  for (const m of parts.flat()) {
    const score = Math.min(1, Math.max(0, Number.isFinite(m.relevanceScore) ? m.relevanceScore : 0))
    const prev = best.get(m.sceneNumber)
    if (!prev || score > prev.relevanceScore) best.set(m.sceneNumber, { ...m, relevanceScore: score })
  }
  return [...best.values()].sort((a, b) => b.relevanceScore - a.relevanceScore || a.sceneNumber - b.sceneNumber)
}

// ---------------------------------------------------------------- common flaws

const PRIORITY = { high: 0, medium: 1, low: 2 } as const

/** One or more sections' answers as the report: flaws by category with ids, counts, averaged score. */
export function buildFlawsResult(parts: readonly FlawsOutput[]): FlawsResult {
  const flawsByCategory = Object.fromEntries(FLAW_CATEGORIES.map((c) => [c, [] as Flaw[]])) as FlawsResult['flawsByCategory']
  let n = 0
  const seen = new Set<string>()
  for (const f of parts.flatMap((p) => p.flaws)) {
    const k = `${f.category}|${f.title.trim().toLowerCase()}|${f.location.scene}`
    if (seen.has(k)) continue
    seen.add(k)
    flawsByCategory[f.category].push({ ...f, id: `flaw-${++n}` })
  }
  const all = Object.values(flawsByCategory).flat()
  const score = parts.length ? clampScore(parts.reduce((s, p) => s + clampScore(p.overallScore, 0, 100), 0) / parts.length, 0, 100) : 0
  const recSeen = new Set<string>()
  const recommendations = parts
    .flatMap((p) => p.recommendations)
    .filter((r) => {
      const k = r.action.trim().toLowerCase()
      if (!k || recSeen.has(k)) return false
      recSeen.add(k)
      return true
    })
    .sort((a, b) => PRIORITY[a.priority] - PRIORITY[b.priority])
  return {
    summary: {
      totalFlaws: all.length,
      criticalCount: all.filter((f) => f.severity === 'critical').length,
      warningCount: all.filter((f) => f.severity === 'warning').length,
      minorCount: all.filter((f) => f.severity === 'minor').length,
      overallScore: score,
      readinessLevel: parts.length === 1 ? parts[0].readinessLevel : readinessFor(score),
    },
    flawsByCategory,
    recommendations,
    strengths: uniq(parts.flatMap((p) => p.strengths)),
  }
}

// ---------------------------------------------------------------- pacing

export interface PacingResult {
  sceneData: PacingScene[]
  insights: PacingInsight[]
  summary: PacingSummary
}

/**
 * The heat-map: a cell for every scene of the script, in order, with its band — a scene the model
 * did not score is there too, as not scored, never dropped (`scriptScenes` are the scenes the text
 * sent holds; without them, the scenes the model named). Identical insights — the same point about
 * the pacing, made once per section or per scene — are one card listing all their scenes.
 */
export function buildPacingResult(parts: readonly PacingOutput[], scriptScenes: readonly { sceneNumber: number; heading: string }[] = []): PacingResult {
  const scored = new Map<number, { heading: string; score: number }>()
  for (const s of parts.flatMap((p) => p.scenes)) {
    if (s.sceneNumber < 1 || scored.has(s.sceneNumber)) continue
    scored.set(s.sceneNumber, { heading: s.sceneHeading, score: clampScore(s.pacingScore, 1, 10) })
  }
  const headings = new Map<number, string>()
  for (const s of scriptScenes) if (s.sceneNumber >= 1 && !headings.has(s.sceneNumber)) headings.set(s.sceneNumber, s.heading)
  // Scenes the model named that the text did not hold are kept only when there is no script list to go by.
  const numbers = headings.size ? [...headings.keys()] : [...scored.keys()]
  const sceneData: PacingScene[] = numbers
    .sort((a, b) => a - b)
    .map((n) => {
      const hit = scored.get(n)
      return {
        id: `scene-${n}`,
        sceneNumber: n,
        pacingScore: hit ? hit.score : null,
        intensity: hit ? intensityFor(hit.score) : 'unscored',
        location: { scene: headings.get(n) ?? hit?.heading ?? '' },
      }
    })
  const insights = mergeInsights(parts.flatMap((p) => p.insights))
  const count = (b: string) => sceneData.filter((s) => s.intensity === b).length
  const withScore = sceneData.filter((s) => s.pacingScore !== null)
  const avg = withScore.length ? withScore.reduce((t, x) => t + (x.pacingScore ?? 0), 0) / withScore.length : 0
  return {
    sceneData,
    insights,
    summary: {
      totalScenes: sceneData.length,
      averagePacingScore: Math.round(avg * 10) / 10,
      coolScenes: count('cool'),
      moderateScenes: count('moderate'),
      warmScenes: count('warm'),
      hotScenes: count('hot'),
      unscoredScenes: count('unscored'),
      identifiedIssues: insights.length,
    },
  }
}

const insightKey = (i: PacingOutput['insights'][number]) =>
  [i.type, i.severity, i.description, i.recommendation].map((t) => t.trim().toLowerCase().replace(/\s+/g, ' ')).join('\u0000')

/** Insights saying the same thing (type, severity, words) become one, its scenes all listed in order. */
export function mergeInsights(list: readonly PacingOutput['insights'][number][]): PacingInsight[] {
  const byKey = new Map<string, PacingOutput['insights'][number] & { scenes: number[] }>()
  for (const i of list) {
    const key = insightKey(i)
    const had = byKey.get(key)
    if (had) had.scenes = [...new Set([...had.scenes, ...i.scenes])]
    else byKey.set(key, { ...i, scenes: [...new Set(i.scenes)] })
  }
  return [...byKey.values()].map((i, k) => ({ ...i, scenes: i.scenes.filter((n) => n >= 1).sort((a, b) => a - b), id: `insight-${k + 1}` }))
}
