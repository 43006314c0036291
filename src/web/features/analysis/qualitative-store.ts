import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../ai/analysis/messages'
import { tooManySectionsMessage, type Preparation } from '../../../ai/analysis/chunking'
import { QUAL_STEPS, type QualStepResult } from '../../../ai/analysis/schemas'
import { toast } from '../../app/toast-store'
import { apiKeyConfigured, isAbort, partialNote } from './analysis-client'
import { prepare, screenplayText } from './prepare'
import { runEvaluationStep } from './evaluation-run'
import type { StepStatus } from './quantitative-store'

/** Qualitative analysis: three steps in order, each retried on its own. */
export interface QualStep {
  status: StepStatus
  result?: QualStepResult
  error?: string
  note?: string | null
  progress?: { done: number; total: number } | null
}
export type QualTab = 'overview' | (typeof QUAL_STEPS)[number]['key']

interface QualState {
  open: boolean
  tab: QualTab
  steps: QualStep[]
  error: string | null
  running: boolean
  controller: AbortController | null
  setOpen: (o: boolean) => void
  setTab: (t: QualTab) => void
  startAll: () => Promise<void>
  retry: (step: number) => Promise<void>
  cancel: () => void
}

const idle = (): QualStep[] => QUAL_STEPS.map(() => ({ status: 'idle' }))

/** The shared preparation of common flaws and qualitative analysis: the script as sent, or why not. */
export function prepareForAnalysis(): { prep: Extract<Preparation, { kind: 'single' | 'chunked' }> } | { error: string } {
  let prep: Preparation
  try {
    prep = prepare(screenplayText(), true)
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

export const useQualitative = create<QualState>((set, get) => {
  const patch = (i: number, p: Partial<QualStep>) => set((s) => ({ steps: s.steps.map((x, k) => (k === i ? { ...x, ...p } : x)) }))
  const prepared = () => (apiKeyConfigured() ? prepareForAnalysis() : { error: ANALYSIS_MSG.keyForEvaluation })

  const runStep = async (step: number, prep: Extract<Preparation, { kind: 'single' | 'chunked' }>, signal: AbortSignal) => {
    const i = step - 1
    patch(i, { status: 'loading', error: undefined, note: null, progress: prep.kind === 'chunked' ? { done: 0, total: prep.chunks.length } : null })
    try {
      const reply = await runEvaluationStep('qualitative', step, prep, { signal, onProgress: (done, total) => patch(i, { progress: { done, total } }) })
      const result = (reply.json.result as Record<string, QualStepResult> | undefined)?.[QUAL_STEPS[i].key] ?? {}
      patch(i, { status: 'completed', result, note: partialNote(reply.json), progress: null })
    } catch (e) {
      if (isAbort(e)) {
        patch(i, { status: 'idle', progress: null })
        throw e
      }
      patch(i, { status: 'error', error: (e as Error).message || ANALYSIS_MSG.analyzeFailed, progress: null })
    }
  }
  const begin = () => {
    const controller = new AbortController()
    set({ controller, running: true, error: null })
    return controller
  }
  const end = (c: AbortController) => {
    if (get().controller === c) set({ controller: null, running: false })
  }

  return {
    open: false,
    tab: 'overview',
    steps: idle(),
    error: null,
    running: false,
    controller: null,
    // Closing the dialog does not stop a run: the writer can go on writing and reopen it for the results. Cancel stops it.
    setOpen: (open) => set({ open }),
    setTab: (tab) => set({ tab }),
    startAll: async () => {
      if (get().running) return
      const p = prepared()
      if ('error' in p) return set({ error: p.error })
      const c = begin()
      set({ steps: idle(), tab: QUAL_STEPS[0].key })
      try {
        for (let step = 1; step <= 3; step++) await runStep(step, p.prep, c.signal)
      } catch {
        // Cancelled.
      } finally {
        end(c)
      }
    },
    retry: async (step) => {
      if (get().running) return
      const p = prepared()
      if ('error' in p) return set({ error: p.error })
      const c = begin()
      try {
        await runStep(step, p.prep, c.signal)
      } catch {
        // Cancelled.
      } finally {
        end(c)
      }
    },
    cancel: () => get().controller?.abort(),
  }
})

/** Percent of the three steps completed. */
export function qualProgress(steps: readonly QualStep[]): number {
  return Math.round((steps.filter((s) => s.status === 'completed').length / QUAL_STEPS.length) * 100)
}
