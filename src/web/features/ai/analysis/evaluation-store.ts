import { create } from 'zustand'
import type { Preparation } from '../../../../ai/analysis/chunking'
import { aiRequest, isAbortError } from '../../../app/ai-request'
import { partialNote } from './analysis-client'
import { runEvaluationStep, type EvaluationKind } from './evaluation-run'
import { defineDialog, type DialogHandle } from '../../../app/dialog-stack'

/**
 * The quantitative evaluation and the qualitative analysis run alike: numbered steps, one after
 * another or one retried on its own, each with its own status, error, partial-result note and
 * section progress; Cancel stops the run and leaves the steps not reached as they were.
 */
/** 'queued': part of the run, waiting for the steps before it. */
export type StepStatus = 'idle' | 'queued' | 'loading' | 'completed' | 'error'

export interface EvaluationStep {
  status: StepStatus
  error?: string
  note?: string | null
  progress?: { done: number; total: number } | null
}

export type Prepared = Extract<Preparation, { kind: 'single' | 'chunked' }>

export interface EvaluationState<S extends EvaluationStep, Tab extends string> {
  /** The dialog, on the app's one stack of dialogs. */
  dialog: DialogHandle
  tab: Tab | 'overview'
  steps: S[]
  error: string | null
  running: boolean
  setOpen: (o: boolean) => void
  setTab: (t: Tab | 'overview') => void
  startAll: () => Promise<void>
  retry: (step: number) => Promise<void>
  cancel: () => void
}

export interface EvaluationSpec<S extends EvaluationStep, Tab extends string> {
  kind: EvaluationKind
  /** The steps, in order; step n is `stepKeys[n - 1]`. */
  stepKeys: readonly string[]
  /** The script as it will be sent, or the reason it cannot be (shown in the dialog). */
  prepare: () => { prep: Prepared } | { error: string }
  /** What a finished step keeps of the server's result for its key. */
  completed: (result: unknown) => Partial<S>
  /** Shown when a step fails without a message of its own. */
  failed: string
  /** The tab a full run opens on; without it the dialog stays where it is. */
  startTab?: Tab
  /** Told when a step finished with some sections missing. */
  onPartial?: (step: number, json: Record<string, unknown>) => void
}

export function createEvaluationStore<S extends EvaluationStep, Tab extends string>(spec: EvaluationSpec<S, Tab>) {
  const idle = (): S[] => spec.stepKeys.map(() => ({ status: 'idle' }) as S)
  const dialog = defineDialog(spec.kind)
  return create<EvaluationState<S, Tab>>((set) => {
    // One run at a time, of one or more steps; a step's failure is its own, shown on its tab.
    const request = aiRequest<void>({ failed: spec.failed, update: (r) => set({ running: r.status === 'loading' }) })
    const patch = (i: number, p: Partial<S>) => set((s) => ({ steps: s.steps.map((x, k) => (k === i ? { ...x, ...p } : x)) }))

    const runStep = async (step: number, prep: Prepared, signal: AbortSignal) => {
      const i = step - 1
      patch(i, { status: 'loading', error: undefined, note: null, progress: prep.kind === 'chunked' ? { done: 0, total: prep.chunks.length } : null } as Partial<S>)
      try {
        const reply = await runEvaluationStep(spec.kind, step, prep, { signal, onProgress: (done, total) => patch(i, { progress: { done, total } } as Partial<S>) })
        const result = (reply.json.result as Record<string, unknown> | undefined)?.[spec.stepKeys[i]] ?? {}
        const note = partialNote(reply.json)
        patch(i, { ...spec.completed(result), status: 'completed', note, progress: null })
        if (note) spec.onPartial?.(step, reply.json)
      } catch (e) {
        if (isAbortError(e)) {
          patch(i, { status: 'idle', progress: null } as Partial<S>)
          throw e
        }
        patch(i, { status: 'error', error: (e as Error).message || spec.failed, progress: null } as Partial<S>)
      }
    }

    /** Runs `steps` in order as one request; a cancel ends the run where it is, the steps not reached as they were. */
    const run = async (steps: readonly number[], before?: () => void) => {
      if (request.running()) return
      const p = spec.prepare()
      if ('error' in p) return set({ error: p.error })
      set({ error: null })
      before?.()
      // Every step of the run says it waits for its turn until its turn comes.
      for (const step of steps) patch(step - 1, { status: 'queued', error: undefined, progress: null } as Partial<S>)
      await request.start(async ({ signal }) => {
        for (const step of steps) await runStep(step, p.prep, signal)
      })
      // A cancelled or failed run leaves the steps it never reached as they were before it.
      set((s) => ({ steps: s.steps.map((x) => (x.status === 'queued' ? ({ ...x, status: 'idle' } as S) : x)) }))
    }

    return {
      dialog,
      tab: 'overview',
      steps: idle(),
      error: null,
      running: false,
      // Closing the dialog does not stop a run: the writer can go on writing and reopen it for the results. Cancel stops it.
      setOpen: (open) => (open ? dialog.open() : dialog.close()),
      setTab: (tab) => set({ tab }),
      startAll: () =>
        run(
          spec.stepKeys.map((_, i) => i + 1),
          () => set(spec.startTab ? { steps: idle(), tab: spec.startTab } : { steps: idle() }),
        ),
      retry: (step) => run([step]),
      cancel: () => request.cancel(),
    }
  })
}
