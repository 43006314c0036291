import * as Y from 'yjs'

/** What listens to the shared doc's changes to pass them on: the server's connection, this device's copy. */
export type UpdateHandler = (update: Uint8Array, origin: unknown) => void

/** A listener held back, and how often at most it is handed what changed. */
export interface HeldHandler {
  handle: UpdateHandler
  /** The least time between two hand-ons, in milliseconds; changes in between go together. */
  everyMs: number
}

export interface HeldUpdates {
  /** Hands on at once everything held (before the connection or the device's copy closes, or the page goes). */
  flush(): void
  /** Flushes, and gives the handlers back their own place among the doc's listeners. */
  stop(): void
}

/** The longest a change waits for the page to be idle (a busy tab, a hidden one). */
const MAX_WAIT_MS = 50

/**
 * Sending a keystroke to the server and keeping it on this device cost the page about 1.5 ms a
 * change, and every change sent costs each co-writer's page and the server as much again. The
 * shared doc itself changes at once (a co-writer's change arriving meanwhile merges with it as
 * always); only the handing on waits: until the frame that shows the keystroke is painted, so it
 * never delays that frame, and no sooner than `everyMs` after the last hand-on, so a fast typist's
 * keys go a few at a time rather than one message each. Changes from different sources are never
 * merged together, so each handler still knows which came from itself.
 */
export function holdUntilPainted(ydoc: Y.Doc, handlers: HeldHandler[]): HeldUpdates {
  const holds = handlers.map(holdFor)
  const collect = (update: Uint8Array, origin: unknown) => {
    for (const h of holds) h.collect(update, origin)
  }
  const flush = () => {
    for (const h of holds) h.flush()
  }
  for (const h of handlers) ydoc.off('update', h.handle)
  ydoc.on('update', collect)
  return {
    flush,
    stop: () => {
      flush()
      ydoc.off('update', collect)
      for (const h of handlers) ydoc.on('update', h.handle)
    },
  }
}

/** Above zero while something scheduled by afterNextPaint runs: the frame is drawn, nothing need wait for it. */
let afterPaintNow = 0

/**
 * Runs `run` once, when the page is next idle after drawing what changed, or after MAX_WAIT_MS
 * when it is not (a busy or hidden tab).
 */
export function afterNextPaint(run: () => void): void {
  let done = false
  const once = () => {
    if (done) return
    done = true
    clearTimeout(fallback)
    afterPaintNow++
    try {
      run()
    } finally {
      afterPaintNow--
    }
  }
  const fallback = setTimeout(once, MAX_WAIT_MS)
  // The page's idle time comes once the frame is drawn. Asking for a frame instead (a task queued
  // from inside the next one) costs a frame of its own each time, and a keystroke arriving then
  // waits for that frame before its own is begun: up to 10 ms more, measured.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(once)
  // Where there is no idle callback: a task queued from inside the next frame runs once it is drawn.
  else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(once, 0))
}

/**
 * Like afterNextPaint, and no sooner than `everyMs` after the last run it scheduled was due: for
 * work each keystroke asks for that is cheaper done once for several keys than once for each.
 */
export function afterPaintEvery(everyMs: number): (run: () => void) => void {
  // When the last run was due, not when it ran: a run the page's idle time kept waiting must not
  // push the next one later, or on a busy page each of a co-writer's keys would go out a little
  // later than the one before.
  let lastDue = -Infinity
  return (run) => {
    const now = performance.now()
    const due = Math.max(now, lastDue + everyMs)
    lastDue = due
    const go = () => afterNextPaint(run)
    if (due > now) setTimeout(go, due - now)
    else go()
  }
}

/** One listener's queue: what it has not been handed yet, and when it is next handed it. */
function holdFor({ handle, everyMs }: HeldHandler) {
  let held: { update: Uint8Array; origin: unknown }[] = []
  let waiting = false
  let last = -Infinity
  // Each wait gets a number: a wait overtaken by a flush (the page going) hands nothing on.
  let turn = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    turn++
    clearTimeout(timer)
    waiting = false
    if (!held.length) return
    const now = held
    held = []
    last = performance.now()
    for (let i = 0; i < now.length; ) {
      let j = i + 1
      while (j < now.length && now[j].origin === now[i].origin) j++
      handle(j - i === 1 ? now[i].update : Y.mergeUpdates(now.slice(i, j).map((u) => u.update)), now[i].origin)
      i = j
    }
  }
  const collect = (update: Uint8Array, origin: unknown) => {
    held.push({ update, origin })
    if (waiting) return
    const wait = last + everyMs - performance.now()
    // A change made once the frame was drawn (this writer's typing, synced then) goes at once.
    if (wait <= 0 && afterPaintNow > 0) {
      flush()
      return
    }
    waiting = true
    // The interval's end is a moment of its own, not a keystroke's: what waited goes then.
    if (wait > 0) timer = setTimeout(flush, wait)
    else {
      const mine = turn
      afterNextPaint(() => {
        if (mine === turn) flush()
      })
    }
  }
  return { collect, flush }
}
