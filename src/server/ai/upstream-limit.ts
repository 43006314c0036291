/**
 * A cap on Gemini calls in flight at once, across every AI route. Beyond it a request is turned
 * away at once with a clear 503 rather than queued: a queue would only hold connections open
 * while the writer's own rate limits run down.
 */
export const DEFAULT_MAX_CONCURRENT_UPSTREAM = 16

export interface UpstreamLimit {
  /** Takes a slot, or returns undefined when all are in use; the function returned gives it back. */
  tryAcquire(): (() => void) | undefined
  readonly inFlight: number
}

export function createUpstreamLimit(max = DEFAULT_MAX_CONCURRENT_UPSTREAM): UpstreamLimit {
  let inFlight = 0
  return {
    tryAcquire() {
      if (inFlight >= max) return undefined
      inFlight++
      let released = false
      return () => {
        if (!released) inFlight--
        released = true
      }
    },
    get inFlight() {
      return inFlight
    },
  }
}
