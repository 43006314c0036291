import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import { QUANT_CATEGORIES, type Criterion } from '../../../../ai/analysis/schemas'
import { CATEGORY_MAX, TOTAL_MAX, grade, percentage } from '../../../../ai/analysis/scoring'
import { toast } from '../../../app/toast-store'
import { apiKeyConfigured } from './analysis-client'
import { evaluationPreparation } from './prepare'
import { createEvaluationStore, type EvaluationStep } from './evaluation-store'

/** Quantitative evaluation: four categories, run one after another or retried one at a time. */
export type { StepStatus } from './evaluation-store'
export interface QuantStep extends EvaluationStep {
  criteria?: Record<string, Criterion>
}
export type QuantTab = 'overview' | (typeof QUANT_CATEGORIES)[number]['key']

export const useQuantitative = createEvaluationStore<QuantStep, QuantTab>({
  kind: 'quantitative',
  stepKeys: QUANT_CATEGORIES.map((c) => c.key),
  prepare: () => {
    if (!apiKeyConfigured()) return { error: ANALYSIS_MSG.keyForEvaluation }
    let prep
    try {
      // The evaluation skips the section limit: a long script takes longer, but is evaluated whole.
      prep = evaluationPreparation(false)
    } catch {
      return { error: ANALYSIS_MSG.prepareEvaluationFailed }
    }
    if (prep.kind === 'empty') return { error: ANALYSIS_MSG.noContent }
    if (prep.kind === 'tooLarge') return { error: ANALYSIS_MSG.prepareEvaluationFailed }
    return { prep }
  },
  completed: (result) => ({ criteria: result as Record<string, Criterion> }),
  failed: ANALYSIS_MSG.evaluateFailed,
  onPartial: (step, json) => toast({ title: ANALYSIS_MSG.stepCompleteTitle(step), description: ANALYSIS_MSG.stepComplete(Number(json.processedChunks) || 0), durationMs: 3000 }),
})

export interface QuantTotals {
  completed: number
  score: number
  maxScore: number
  percentage: number
  grade: ReturnType<typeof grade>
}

/** The overall figures over the categories done so far (all four make the full 150). */
export function quantTotals(steps: readonly QuantStep[]): QuantTotals {
  let score = 0
  let maxScore = 0
  let completed = 0
  steps.forEach((s, i) => {
    if (s.status !== 'completed' || !s.criteria) return
    completed++
    score += Object.values(s.criteria).reduce((a, c) => a + c.score, 0)
    maxScore += CATEGORY_MAX[QUANT_CATEGORIES[i].key]
  })
  const pct = percentage(score, completed === 4 ? TOTAL_MAX : maxScore)
  return { completed, score, maxScore, percentage: pct, grade: grade(pct) }
}
