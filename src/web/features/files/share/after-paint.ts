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
 * A writer pressing keys less than this far apart is typing: the work waits for the next
 * keystroke's frame, or this long when no keystroke comes.
 */
export const TYPING_GAP_MS = 250

/** When this page last saw a key pressed (`performance.now()`). */
let lastKeydown = -Infinity
/** Whether the frame of the last key pressed is still to come. */
let keyFrameDue = false
/** Work waiting for the frame of a keystroke, to run in the idle time after it. */
const afterKeyFrame: (() => void)[] = []
let watching = false

/**
 * Keys are watched once something has waited for a frame (a shared project): each key pressed
 * notes that its frame is on its way, and hands the work waiting for it to the idle time after
 * that frame. The frame is asked for from inside the keystroke, which draws one anyway.
 */
function watchKeys(): void {
  if (watching || typeof window === 'undefined' || typeof requestAnimationFrame !== 'function') return
  watching = true
  window.addEventListener(
    'keydown',
    () => {
      lastKeydown = performance.now()
      if (keyFrameDue) return
      keyFrameDue = true
      requestAnimationFrame(() => {
        keyFrameDue = false
        for (const run of afterKeyFrame.splice(0)) whenIdle(run)
      })
    },
    { capture: true },
  )
}

/** Runs `run` when the page is next idle, or after MAX_WAIT_MS when it is not (a busy or hidden tab). */
function whenIdle(run: () => void): void {
  let ran = false
  const go = () => {
    if (ran) return
    ran = true
    clearTimeout(fallback)
    run()
  }
  const fallback = setTimeout(go, MAX_WAIT_MS)
  // The page's idle time comes once the frame is drawn. Asking for a frame instead (a task queued
  // from inside the next one) costs a frame of its own each time, and a keystroke arriving then
  // waits for that frame before its own is begun: up to 10 ms more, measured.
  if (typeof requestIdleCallback === 'function') requestIdleCallback(go)
  // Where there is no idle callback: a task queued from inside the next frame runs once it is drawn.
  else if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(go, 0))
}

/**
 * Runs `run` once, when the page is next idle after drawing what changed. While this writer types,
 * that is the idle time right after a keystroke's frame: the moment furthest from the next
 * keystroke, so the work (a sync, a message sent, a co-writer's change merged and drawn) never
 * makes a keystroke wait. Asked for between keystrokes, it waits for the next one's frame (at most
 * TYPING_GAP_MS) rather than running at whatever moment a timer ends, which may be the moment a key
 * arrives.
 */
export function afterNextPaint(run: () => void): void {
  watchKeys()
  let done = false
  let gap: ReturnType<typeof setTimeout> | undefined
  const once = () => {
    if (done) return
    done = true
    clearTimeout(gap)
    afterPaintNow++
    try {
      run()
    } finally {
      afterPaintNow--
    }
  }
  if (keyFrameDue || performance.now() - lastKeydown < TYPING_GAP_MS) {
    afterKeyFrame.push(once)
    gap = setTimeout(() => whenIdle(once), TYPING_GAP_MS)
  } else whenIdle(once)
}

/**
 * Like afterNextPaint, and no sooner than `everyMs` after the last run it scheduled: for work each
 * keystroke asks for that is cheaper done once for several keys than once for each.
 */
export function afterPaintEvery(everyMs: number): (run: () => void) => void {
  let last = -Infinity
  return (run) => {
    const go = () =>
      afterNextPaint(() => {
        last = performance.now()
        run()
      })
    const wait = last + everyMs - performance.now()
    if (wait > 0) setTimeout(go, wait)
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
    const mine = turn
    const handOn = () =>
      afterNextPaint(() => {
        if (mine === turn) flush()
      })
    // At the interval's end, after a frame as any other hand-on: while this writer types, the
    // device's copy and the server's message are written in the gap after a keystroke's frame.
    if (wait > 0) timer = setTimeout(handOn, wait)
    else handOn()
  }
  return { collect, flush }
}
