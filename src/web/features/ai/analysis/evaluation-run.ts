import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { Preparation } from '../../../../ai/analysis/chunking'
import { evaluationContext } from './prepare'
import { sendAnalysis, statusMessage, serverMessage, type AnalysisReply } from './analysis-client'

/**
 * One step of the quantitative evaluation or the qualitative analysis: the plain endpoint for a
 * script that fits one request, the chunked one for the sections of a longer script.
 */
export type EvaluationKind = 'quantitative' | 'qualitative'

const PATHS: Record<EvaluationKind, [string, string]> = {
  quantitative: ['/api/quantitative-evaluation', '/api/quantitative-evaluation-chunked'],
  qualitative: ['/api/qualitative-analysis', '/api/qualitative-analysis-chunked'],
}

export async function runEvaluationStep(
  kind: EvaluationKind,
  step: number,
  prep: Extract<Preparation, { kind: 'single' | 'chunked' }>,
  opts: { signal: AbortSignal; onProgress: (done: number, total: number) => void },
): Promise<AnalysisReply> {
  const [plain, chunked] = PATHS[kind]
  const single = prep.kind === 'single'
  const reply = await sendAnalysis(
    single ? plain : chunked,
    { ...evaluationContext(), step, ...(single ? { screenplayContent: prep.text } : { chunks: prep.chunks }) },
    { signal: opts.signal, onProgress: opts.onProgress, sections: single ? 1 : prep.chunks.length },
  )
  if (!reply.ok) throw new Error(statusMessage(reply.status) ?? serverMessage(reply) ?? (kind === 'quantitative' ? ANALYSIS_MSG.evaluateFailed : ANALYSIS_MSG.analyzeFailed))
  return reply
}
