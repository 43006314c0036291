import { create } from 'zustand'
import { ANALYSIS_MSG } from '../../../ai/analysis/messages'
import { QUANT_CATEGORIES, type Criterion } from '../../../ai/analysis/schemas'
import { CATEGORY_MAX, TOTAL_MAX, grade, percentage } from '../../../ai/analysis/scoring'
import { toast } from '../../app/toast-store'
import { apiKeyConfigured, isAbort, partialNote } from './analysis-client'
import { prepare, screenplayText } from './prepare'
import { runEvaluationStep } from './evaluation-run'

/** Quantitative evaluation: four categories, run one after another or retried one at a time. */
export type StepStatus = 'idle' | 'loading' | 'completed' | 'error'
export interface QuantStep {
  status: StepStatus
  criteria?: Record<string, Criterion>
  error?: string
  note?: string | null
  progress?: { done: number; total: number } | null
}
export type QuantTab = 'overview' | (typeof QUANT_CATEGORIES)[number]['key']

interface QuantState {
  open: boolean
  tab: QuantTab
  steps: QuantStep[]
  error: string | null
  running: boolean
  controller: AbortController | null
  setOpen: (o: boolean) => void
  setTab: (t: QuantTab) => void
  startAll: () => Promise<void>
  retry: (step: number) => Promise<void>
  cancel: () => void
}

const idle = (): QuantStep[] => QUANT_CATEGORIES.map(() => ({ status: 'idle' }))

export const useQuantitative = create<QuantState>((set, get) => {
  const patch = (i: number, p: Partial<QuantStep>) => set((s) => ({ steps: s.steps.map((x, k) => (k === i ? { ...x, ...p } : x)) }))

  /** The script as it will be sent, or the reason it cannot be (shown in the dialog). */
  const prepared = () => {
    if (!apiKeyConfigured()) return { error: ANALYSIS_MSG.keyForEvaluation }
    let prep
    try {
      // The evaluation skips the section limit: a long script takes longer, but is evaluated whole.
      prep = prepare(screenplayText(), false)
    } catch {
      return { error: ANALYSIS_MSG.prepareEvaluationFailed }
    }
    if (prep.kind === 'empty') return { error: ANALYSIS_MSG.noContent }
    if (prep.kind === 'tooLarge') return { error: ANALYSIS_MSG.prepareEvaluationFailed }
    return { prep }
  }

  const runStep = async (step: number, prep: NonNullable<ReturnType<typeof prepared>['prep']>, signal: AbortSignal) => {
    const i = step - 1
    patch(i, { status: 'loading', error: undefined, note: null, progress: prep.kind === 'chunked' ? { done: 0, total: prep.chunks.length } : null })
    try {
      const reply = await runEvaluationStep('quantitative', step, prep, { signal, onProgress: (done, total) => patch(i, { progress: { done, total } }) })
      const key = QUANT_CATEGORIES[i].key
      const result = (reply.json.result as Record<string, Record<string, Criterion>> | undefined)?.[key] ?? {}
      const note = partialNote(reply.json)
      patch(i, { status: 'completed', criteria: result, note, progress: null })
      if (note) toast({ title: ANALYSIS_MSG.stepCompleteTitle(step), description: ANALYSIS_MSG.stepComplete(Number(reply.json.processedChunks) || 0), durationMs: 3000 })
    } catch (e) {
      if (isAbort(e)) {
        patch(i, { status: 'idle', progress: null })
        throw e
      }
      patch(i, { status: 'error', error: (e as Error).message || ANALYSIS_MSG.evaluateFailed, progress: null })
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
      if (!p.prep) return set({ error: p.error })
      const c = begin()
      set({ steps: idle() })
      try {
        for (let step = 1; step <= 4; step++) await runStep(step, p.prep, c.signal)
      } catch {
        // Cancelled: the steps not reached stay not started.
      } finally {
        end(c)
      }
    },
    retry: async (step) => {
      if (get().running) return
      const p = prepared()
      if (!p.prep) return set({ error: p.error })
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
