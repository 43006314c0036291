import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import { tooManySectionsMessage, type Preparation } from '../../../../ai/analysis/chunking'
import { QUAL_STEPS, type QualStepResult } from '../../../../ai/analysis/schemas'
import { toast } from '../../../app/toast-store'
import { apiKeyConfigured } from './analysis-client'
import { evaluationPreparation, prepare, screenplayText } from './prepare'
import { createEvaluationStore, type EvaluationStep, type Prepared } from './evaluation-store'

/** Qualitative analysis: three steps in order, each retried on its own. */
export interface QualStep extends EvaluationStep {
  result?: QualStepResult
}
export type QualTab = 'overview' | (typeof QUAL_STEPS)[number]['key']

/**
 * The shared preparation of common flaws, coverage and qualitative analysis: the script as sent
 * (by `read`; the usual sections unless told otherwise), or why not.
 */
export function prepareForAnalysis(read: () => Preparation = () => prepare(screenplayText(), true)): { prep: Prepared } | { error: string } {
  let prep: Preparation
  try {
    prep = read()
  } catch {
    return { error: ANALYSIS_MSG.prepareFailed }
  }
  if (prep.kind === 'empty') return { error: ANALYSIS_MSG.noContent }
  if (prep.kind === 'tooLarge') {
    const message = tooManySectionsMessage(prep.needed)
    toast({ title: ANALYSIS_MSG.tooLargeTitle, description: message, variant: 'error', durationMs: 8000 })
    return { error: message }
  }
  return { prep }
}

export const useQualitative = createEvaluationStore<QualStep, QualTab>({
  kind: 'qualitative',
  stepKeys: QUAL_STEPS.map((s) => s.key),
  // An evaluation: on Gemini's free tier in larger sections, so the first step's result shows in seconds.
  prepare: () => (apiKeyConfigured() ? prepareForAnalysis(() => evaluationPreparation(true)) : { error: ANALYSIS_MSG.keyForEvaluation }),
  completed: (result) => ({ result: result as QualStepResult }),
  failed: ANALYSIS_MSG.analyzeFailed,
  startTab: QUAL_STEPS[0].key,
})

/** Percent of the three steps completed. */
export function qualProgress(steps: readonly QualStep[]): number {
  return Math.round((steps.filter((s) => s.status === 'completed').length / QUAL_STEPS.length) * 100)
}
