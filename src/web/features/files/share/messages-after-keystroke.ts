import { afterNextPaint } from './after-paint'

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

/**
 * A co-writer's change costs the page a few milliseconds to merge and draw. Arriving while this
 * writer's keystroke is on its way to the screen, it would make that keystroke wait; so the
 * server's messages wait instead, in order, until the keystroke is drawn and the page is idle,
 * and `beforeDrain` has put this writer's change into the shared script first. A message
 * arriving while this writer is not typing is taken at once.
 */
export function messagesAfterKeystroke(taker: MessageTaker, typing: () => boolean, beforeDrain: () => void): HeldMessages {
  const take = taker.onMessage
  const waiting: MessageEvent[] = []
  let stopped = false
  let scheduled = false
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
    attempt(beforeDrain)
    while (waiting.length) {
      const event = waiting.shift()!
      attempt(() => take.call(taker, event))
    }
  }
  taker.onMessage = (event: MessageEvent) => {
    if (stopped || (!waiting.length && !typing())) {
      take.call(taker, event)
      return
    }
    waiting.push(event)
    if (scheduled) return
    scheduled = true
    afterNextPaint(drain)
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
