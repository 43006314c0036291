import { ANALYSIS_MSG, veryLargeMessage } from '../../../../ai/analysis/messages'
import type { Preparation } from '../../../../ai/analysis/chunking'
import { toast } from '../../../app/toast-store'
import { apiKeyConfigured, sendAnalysis, type AnalysisReply } from './analysis-client'
import { estimateMinutes, prepare, screenplayText, toolContext } from './prepare'

/**
 * The checks continuity, semantic find and pacing make before they send anything, each refusal a
 * toast (the panel then closes), and the call itself: the plain endpoint for a script that fits one
 * request, the chunked one otherwise.
 */
export type Ready = { text: string; prep: Extract<Preparation, { kind: 'single' | 'chunked' }> }

export function checkTool(purpose: 'analyze' | 'search'): Ready | null {
  if (!apiKeyConfigured()) {
    toast({ title: ANALYSIS_MSG.keyRequiredTitle, description: ANALYSIS_MSG.keyRequired, variant: 'error' })
    return null
  }
  const text = screenplayText()
  const prep = prepare(text, true)
  if (prep.kind === 'empty') {
    toast({ title: ANALYSIS_MSG.noContentTitle, description: purpose === 'search' ? ANALYSIS_MSG.noContentSearch : ANALYSIS_MSG.noContentAnalyze, variant: 'error' })
    return null
  }
  if (prep.kind === 'tooLarge') {
    toast({ title: ANALYSIS_MSG.veryLargeTitle, description: veryLargeMessage(prep.needed, estimateMinutes(prep.needed)), variant: 'error', durationMs: 8000 })
    return null
  }
  return { text, prep }
}

export async function callTool(
  paths: [string, string],
  ready: Ready,
  extra: Record<string, unknown>,
  opts: { signal: AbortSignal; onProgress: (done: number, total: number) => void },
): Promise<AnalysisReply> {
  const single = ready.prep.kind === 'single'
  return sendAnalysis(
    single ? paths[0] : paths[1],
    { ...toolContext(false), ...extra, ...(ready.prep.kind === 'single' ? { screenplay: ready.prep.text } : { chunks: ready.prep.chunks }) },
    { ...opts, sections: ready.prep.kind === 'single' ? 1 : ready.prep.chunks.length },
  )
}
