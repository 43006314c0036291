import { RATE_LIMITS, type ModelId, type Tier } from '../../../ai/models'

/**
 * Runs the sections of a long script side by side, a few at a time: never more in flight than
 * `concurrency`, never more starts in a minute than the tier allows, and after a rate-limit answer
 * nobody starts until the wait it asked for is over. A section that fails is tried once more; if
 * it fails again it is reported, and the other sections' answers are kept.
 */
export interface RunOptions {
  concurrency: number
  /** Starts allowed in any 60 s window. */
  perMinute: number
  signal?: AbortSignal
  /** Tries after the first; default 1. */
  retries?: number
  /** Called each time a section is finished (answered or given up). */
  onProgress?: (done: number, total: number) => void
  /** How long to hold every start after this error (a rate limit); 0 or undefined for none. */
  pauseFor?: (err: unknown) => number | undefined
  /** Errors that make retrying, and starting further sections, pointless (a bad key, a daily limit). */
  isFatal?: (err: unknown) => boolean
  /**
   * While a pause is in force, fail the section with this error instead of sleeping it out (the
   * writer is told to wait, and nothing is asked that would only be refused again).
   */
  refuseWhilePaused?: (waitMs: number) => unknown
  /** Pause before retrying an error that asks for no pause of its own. */
  retryDelayMs?: number
  /**
   * The record of starts and any pause, shared by every run on the same key and model, so two
   * requests in a row (the evaluation's steps) keep to one allowance between them.
   */
  window?: RateWindow
  /** For tests: the clock and the sleep. */
  now?: () => number
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>
}

export interface RateWindow {
  starts: number[]
  pausedUntil: number
}

export function newRateWindow(): RateWindow {
  return { starts: [], pausedUntil: 0 }
}

export type ChunkOutcome<T> = { ok: true; value: T } | { ok: false; error: unknown }

export const MAX_PARALLEL_CHUNKS = 10
const MINUTE = 60_000

/** A few at a time, within the tier's requests per minute: 3 on the free tier, up to 10 on paid. */
export function chunkLimits(model: ModelId, tier: Tier = 'free'): { concurrency: number; perMinute: number } {
  const rpm = Math.max(1, RATE_LIMITS[model][tier].rpm)
  return { concurrency: Math.max(1, Math.min(MAX_PARALLEL_CHUNKS, Math.floor(rpm / 3))), perMinute: rpm }
}

/** A start refused while a rate-limit pause is in force; carries the error to report. */
class PausedError extends Error {
  constructor(readonly reason: unknown) {
    super('Paused')
  }
}

export class CancelledError extends Error {
  constructor() {
    super('Cancelled')
    this.name = 'CancelledError'
  }
}

function abortableSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new CancelledError())
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    const onAbort = () => {
      clearTimeout(t)
      reject(new CancelledError())
    }
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

export async function runChunks<T>(total: number, work: (index: number, signal?: AbortSignal) => Promise<T>, opts: RunOptions): Promise<ChunkOutcome<T>[]> {
  const now = opts.now ?? Date.now
  const sleep = opts.sleep ?? abortableSleep
  const retries = opts.retries ?? 1
  const results: ChunkOutcome<T>[] = new Array(total)
  const w = opts.window ?? newRateWindow()
  const starts = w.starts
  let next = 0
  let done = 0
  let fatal: unknown = undefined

  // One start at a time through the gate, so two workers never both take the last slot of a minute.
  let gate: Promise<void> = Promise.resolve()
  const admit = () => {
    const mine = gate.then(async () => {
      for (;;) {
        if (opts.signal?.aborted) throw new CancelledError()
        const t = now()
        while (starts.length && t - starts[0] >= MINUTE) starts.shift()
        let wait = Math.max(0, w.pausedUntil - t)
        if (wait > 0 && opts.refuseWhilePaused) throw new PausedError(opts.refuseWhilePaused(wait))
        if (starts.length >= opts.perMinute) wait = Math.max(wait, starts[0] + MINUTE - t)
        if (wait <= 0) break
        await sleep(wait, opts.signal)
      }
      starts.push(now())
    })
    gate = mine.catch(() => {})
    return mine
  }

  const runOne = async (i: number) => {
    let lastError: unknown
    for (let attempt = 0; attempt <= retries; attempt++) {
      if (fatal !== undefined) {
        lastError = fatal
        break
      }
      try {
        await admit()
      } catch (e) {
        if (!(e instanceof PausedError)) throw e
        lastError = e.reason
        fatal ??= e.reason
        break
      }
      try {
        results[i] = { ok: true, value: await work(i, opts.signal) }
        return
      } catch (e) {
        if (opts.signal?.aborted) throw new CancelledError()
        lastError = e
        const pause = opts.pauseFor?.(e) ?? 0
        if (pause > 0) w.pausedUntil = Math.max(w.pausedUntil, now() + pause)
        if (opts.isFatal?.(e)) {
          fatal ??= e
          break
        }
        if (pause > 0) continue
        if (attempt < retries && opts.retryDelayMs) await sleep(opts.retryDelayMs, opts.signal)
      }
    }
    results[i] = { ok: false, error: lastError }
  }

  const worker = async () => {
    while (next < total) {
      const i = next++
      await runOne(i)
      done++
      opts.onProgress?.(done, total)
    }
  }
  await Promise.all(Array.from({ length: Math.min(Math.max(1, opts.concurrency), total) }, worker))
  return results
}
