import { afterNextPaint, afterPaintEvery } from './after-paint'

/** The part of the connection that takes the server's messages, one at a time. */
export interface MessageTaker {
  onMessage(event: MessageEvent): void
}

export interface HeldMessages {
  /** Takes every waiting message now, in order. */
  drain(): void
  /** Drains, and lets messages be taken as they come again. */
  stop(): void
}

/** What the held messages ask of the page they arrive in. */
export interface WriterAtWork {
  /** Whether this writer's keystroke is on its way to the screen (not yet in the shared script). */
  typing(): boolean
  /** When this writer last changed the script (`performance.now()`), or -Infinity. */
  lastTyped(): number
  /** Puts this writer's change into the shared script, before any co-writer's goes in. */
  beforeDrain(): void
  /** Runs the messages taken at one time as one change of the shared script: one merge, one redraw. */
  together(take: () => void): void
}

/** A writer who changed the script this recently is writing: co-writers' changes wait for pauses. */
export const WRITING_MS = 1000
/** While this writer writes, co-writers' changes go in at most this often, all that came together. */
export const TOGETHER_MS = 500

/**
 * A co-writer's change costs the page a few milliseconds to merge and draw, much the same for one
 * letter as for several. Arriving while this writer's keystroke is on its way to the screen, it
 * would make that keystroke wait; so the server's messages wait instead, in order, until the
 * keystroke is drawn and the page is idle, and `beforeDrain` has put this writer's change into the
 * shared script first. While this writer keeps writing, what arrives goes in at most every
 * TOGETHER_MS, as one change: a co-writer's letters come a few at a time, and this writer's page
 * merges and draws them once. A message arriving while this writer is not writing is taken at once.
 */
export function messagesAfterKeystroke(taker: MessageTaker, writer: WriterAtWork): HeldMessages {
  const take = taker.onMessage
  const waiting: MessageEvent[] = []
  let stopped = false
  let scheduled = false
  // While this writer writes: after the paint, and no sooner than TOGETHER_MS after the last batch.
  const paced = afterPaintEvery(TOGETHER_MS)
  // One message that fails to apply must not hold back the ones after it: its error is reported
  // as the connection would have reported it, and the rest are taken.
  const attempt = (f: () => void) => {
    try {
      f()
    } catch (e) {
      queueMicrotask(() => {
        throw e
      })
    }
  }
  const drain = () => {
    scheduled = false
    attempt(writer.beforeDrain)
    if (!waiting.length) return
    const now = waiting.splice(0)
    attempt(() => writer.together(() => now.forEach((event) => attempt(() => take.call(taker, event)))))
  }
  taker.onMessage = (event: MessageEvent) => {
    const writing = !stopped && (writer.typing() || performance.now() - writer.lastTyped() < WRITING_MS)
    if (stopped || (!waiting.length && !writing)) {
      take.call(taker, event)
      return
    }
    waiting.push(event)
    if (scheduled) return
    scheduled = true
    if (writing) paced(drain)
    else afterNextPaint(drain)
  }
  return {
    drain,
    stop: () => {
      stopped = true
      drain()
      taker.onMessage = take
    },
  }
}
