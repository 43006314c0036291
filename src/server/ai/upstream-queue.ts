/**
 * The model calls this server has in flight at once, across every AI route and provider, shared
 * fairly between runs. A run is one request: a lookup, or a whole analysis with all its sections.
 * When every slot is taken a call waits its turn instead of failing, and a freed slot goes to the
 * waiting run with the fewest calls in flight (the one that has waited longest among equals), so
 * four analyses at once each get a quarter of the slots rather than the first taking most of them.
 *
 * The queue is bounded: past `maxWaiting` calls waiting, a new one is turned away as busy, so a
 * flood of requests cannot hold unbounded memory. A caller whose client has gone leaves the
 * queue at once and never starts.
 */
export const DEFAULT_MAX_CONCURRENT_UPSTREAM = 16
export const DEFAULT_MAX_WAITING_UPSTREAM = 2000

export class QueueFullError extends Error {
  constructor() {
    super('Too many AI requests waiting')
    this.name = 'QueueFullError'
  }
}

export class QueueLeftError extends Error {
  constructor() {
    super('The caller left the queue')
    this.name = 'QueueLeftError'
  }
}

export interface UpstreamQueue {
  /**
   * A slot for one call of `run` (any object standing for the run; calls of one run share its
   * share). Resolves to the function that gives the slot back.
   */
  acquire(run: object, signal?: AbortSignal): Promise<() => void>
  readonly inFlight: number
  readonly waiting: number
}

interface Waiter {
  seq: number
  resolve: (release: () => void) => void
  reject: (e: Error) => void
  detach: () => void
}

interface RunState {
  inFlight: number
  waiters: Waiter[]
}

export function createUpstreamQueue(max = DEFAULT_MAX_CONCURRENT_UPSTREAM, maxWaiting = DEFAULT_MAX_WAITING_UPSTREAM): UpstreamQueue {
  const runs = new Map<object, RunState>()
  let inFlight = 0
  let waiting = 0
  let seq = 0

  const stateOf = (run: object) => {
    let s = runs.get(run)
    if (!s) runs.set(run, (s = { inFlight: 0, waiters: [] }))
    return s
  }
  const forgetIfIdle = (run: object, s: RunState) => {
    if (s.inFlight === 0 && s.waiters.length === 0) runs.delete(run)
  }

  const grant = (run: object, s: RunState) => {
    inFlight++
    s.inFlight++
    let released = false
    return () => {
      if (released) return
      released = true
      inFlight--
      s.inFlight--
      forgetIfIdle(run, s)
      dispatch()
    }
  }

  function dispatch() {
    while (inFlight < max && waiting > 0) {
      let best: [object, RunState] | undefined
      for (const entry of runs) {
        const s = entry[1]
        if (!s.waiters.length) continue
        const b = best?.[1]
        if (!b || s.inFlight < b.inFlight || (s.inFlight === b.inFlight && s.waiters[0].seq < b.waiters[0].seq)) best = entry
      }
      if (!best) return
      const [run, s] = best
      const w = s.waiters.shift()!
      waiting--
      w.detach()
      w.resolve(grant(run, s))
    }
  }

  return {
    acquire(run, signal) {
      if (signal?.aborted) return Promise.reject(new QueueLeftError())
      const s = stateOf(run)
      if (inFlight < max && waiting === 0) return Promise.resolve(grant(run, s))
      if (waiting >= maxWaiting) {
        forgetIfIdle(run, s)
        return Promise.reject(new QueueFullError())
      }
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          const i = s.waiters.indexOf(w)
          if (i >= 0) {
            s.waiters.splice(i, 1)
            waiting--
            forgetIfIdle(run, s)
          }
          reject(new QueueLeftError())
        }
        const w: Waiter = { seq: seq++, resolve, reject, detach: () => signal?.removeEventListener('abort', onAbort) }
        signal?.addEventListener('abort', onAbort, { once: true })
        s.waiters.push(w)
        waiting++
      })
    },
    get inFlight() {
      return inFlight
    },
    get waiting() {
      return waiting
    },
  }
}
