/**
 * When the local copy is written: never more than `maxDelayMs` after a change, whether or not the
 * writer pauses. Waiting for a pause alone would lose everything typed by a writer who never stops
 * for two seconds. Inside that window the save waits for an idle moment between keystrokes, so it
 * does not delay the next character on screen.
 */
export interface SaveSchedulerOptions {
  /** The latest a change waits before it is saved. */
  maxDelayMs: number
  /** How long before that deadline the save starts looking for an idle moment. */
  idleWindowMs: number
  save: () => Promise<void>
  timers?: SchedulerTimers
}

export interface SchedulerTimers {
  setTimeout(fn: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
  /** Runs `fn` when the page is idle, or after `timeoutMs` at the latest. */
  whenIdle(fn: () => void, timeoutMs: number): void
}

export const browserTimers: SchedulerTimers = {
  setTimeout: (fn, ms) => window.setTimeout(fn, ms),
  clearTimeout: (h) => window.clearTimeout(h as number),
  whenIdle: (fn, timeoutMs) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => fn(), { timeout: timeoutMs })
    else window.setTimeout(fn, 0)
  },
}

export interface SaveScheduler {
  /** Something changed. */
  notify(): void
  /** Saves now if anything is waiting (used when the page goes away). */
  flush(): Promise<void>
  /**
   * True while a change is not yet known to be kept: waiting for its save, or in a save still
   * being written (a page that goes away then may take that write with it).
   */
  pending(): boolean
  stop(): void
}

export function createSaveScheduler(o: SaveSchedulerOptions): SaveScheduler {
  const timers = o.timers ?? browserTimers
  let waiting = false
  let timer: unknown = null
  let running: Promise<void> | null = null
  let changedWhileRunning = false
  let stopped = false

  const run = async () => {
    timer = null
    if (!waiting || stopped) return
    if (running) {
      changedWhileRunning = true
      return
    }
    waiting = false
    running = o.save().catch(() => {})
    await running
    running = null
    if (changedWhileRunning) {
      changedWhileRunning = false
      schedule()
    }
  }

  const schedule = () => {
    waiting = true
    if (timer !== null || stopped) return
    // The deadline counts from the first unsaved change, not the last: steady typing cannot push it back.
    timer = timers.setTimeout(() => timers.whenIdle(() => void run(), o.idleWindowMs), Math.max(0, o.maxDelayMs - o.idleWindowMs))
  }

  return {
    notify: schedule,
    flush: async () => {
      if (timer !== null) timers.clearTimeout(timer)
      timer = null
      if (running) await running
      if (waiting) await run()
    },
    pending: () => waiting || running !== null,
    stop: () => {
      stopped = true
      if (timer !== null) timers.clearTimeout(timer)
    },
  }
}
