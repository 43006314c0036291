import { toast } from './toast-store'

/**
 * One AI request, from the moment a tool asks to its answer, written once for every tool that
 * asks the AI: a new request cancels the one before it (its answer is never shown), Cancel and
 * closing abort it, progress over the sections of a long script is reported as it comes, and a
 * failure becomes a message (and, if the tool wants, a toast). How the question is sent — which
 * provider, whether the answer streams in — is the `send` function's business: it gets the abort
 * signal and two callbacks, `progress` for sections done and `partial` for text that has arrived
 * so far, and returns the whole answer.
 */
export interface AiRun<T> {
  /** 'stopped': the writer stopped a streamed answer; what had arrived stays in `partial`. */
  status: 'idle' | 'loading' | 'done' | 'error' | 'stopped'
  result: T | null
  error: string | null
  /** Sections done of a script sent in several parts; null for one request. */
  progress: { done: number; total: number } | null
  /** The answer as far as it has arrived (a streaming provider); empty otherwise. */
  partial: string
}

export const IDLE_RUN: AiRun<never> = { status: 'idle', result: null, error: null, progress: null, partial: '' }

export interface AiSend {
  signal: AbortSignal
  progress: (done: number, total: number) => void
  partial: (textSoFar: string) => void
}

export interface AiRequestOptions<T> {
  /** Each change of the run, for the tool to keep where its panel or dialog reads it. */
  update: (run: AiRun<T>) => void
  /** The message for a failure that brings none of its own. */
  failed: string
  /** Failures are also shown as a toast with this title. */
  toastTitle?: string
  /** How long that toast stays (a long message needs longer than the usual few seconds). */
  toastMs?: number
}

export interface AiRequest<T> {
  /** Sends a request (cancelling one still running); resolves with the answer, or undefined when it failed or was overtaken. */
  start: (send: (s: AiSend) => Promise<T>, opts?: { progress?: AiRun<T>['progress']; failed?: string }) => Promise<T | undefined>
  /** Aborts a running request and forgets the answer. */
  cancel: () => void
  /** Aborts a running request and keeps what has arrived of its answer, marked stopped. */
  stop: () => void
  running: () => boolean
}

export const isAbortError = (e: unknown): boolean => (e as { name?: string })?.name === 'AbortError'

export function aiRequest<T>(opts: AiRequestOptions<T>): AiRequest<T> {
  let current: AbortController | null = null
  let run: AiRun<T> = IDLE_RUN
  const set = (patch: Partial<AiRun<T>>) => {
    run = { ...run, ...patch }
    opts.update(run)
  }
  return {
    start: async (send, startOpts) => {
      current?.abort()
      const controller = new AbortController()
      current = controller
      const mine = () => current === controller
      set({ status: 'loading', result: null, error: null, progress: startOpts?.progress ?? null, partial: '' })
      try {
        const result = await send({
          signal: controller.signal,
          progress: (done, total) => mine() && set({ progress: { done, total } }),
          partial: (partial) => mine() && set({ partial }),
        })
        if (!mine()) return undefined
        current = null
        set({ status: 'done', result, progress: null, partial: '' })
        return result
      } catch (e) {
        if (!mine() || isAbortError(e)) return undefined
        current = null
        const message = (e as Error)?.message || startOpts?.failed || opts.failed
        set({ status: 'error', error: message, progress: null, partial: '' })
        if (opts.toastTitle) toast({ title: opts.toastTitle, description: message, variant: 'error', ...(opts.toastMs ? { durationMs: opts.toastMs } : {}) })
        return undefined
      }
    },
    cancel: () => {
      current?.abort()
      current = null
      set(IDLE_RUN)
    },
    stop: () => {
      if (!current) return
      current.abort()
      current = null
      set({ status: 'stopped', progress: null })
    },
    running: () => current !== null,
  }
}
