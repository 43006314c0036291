import * as Y from 'yjs'

/** What listens to the shared doc's changes to pass them on: the server's connection, this device's copy. */
export type UpdateHandler = (update: Uint8Array, origin: unknown) => void

export interface HeldUpdates {
  /** Hands on at once everything held (before the connection or the device's copy closes, or the page goes). */
  flush(): void
  /** Flushes, and gives the handlers back their own place among the doc's listeners. */
  stop(): void
}

/** The longest a change waits when no frame comes (a hidden tab draws none). */
const MAX_WAIT_MS = 100

/**
 * Sending a keystroke to the server and keeping it on this device cost the page about 1 ms, and
 * set the server and every co-writer's page to work at the very moment this writer's frame is
 * being drawn. The shared doc itself changes at once (a co-writer's change arriving meanwhile
 * merges with it as always); only the handing on waits until the frame that shows the keystroke
 * is painted, and the changes of that moment go as one. Changes from different sources are never
 * merged together, so each handler still knows which came from itself.
 */
export function holdUntilPainted(ydoc: Y.Doc, handlers: UpdateHandler[]): HeldUpdates {
  let held: { update: Uint8Array; origin: unknown }[] = []
  let scheduled = false
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    scheduled = false
    clearTimeout(timer)
    if (!held.length) return
    const now = held
    held = []
    for (let i = 0; i < now.length; ) {
      let j = i + 1
      while (j < now.length && now[j].origin === now[i].origin) j++
      const update = j - i === 1 ? now[i].update : Y.mergeUpdates(now.slice(i, j).map((u) => u.update))
      for (const h of handlers) h(update, now[i].origin)
      i = j
    }
  }
  const collect = (update: Uint8Array, origin: unknown) => {
    held.push({ update, origin })
    if (scheduled) return
    scheduled = true
    timer = setTimeout(flush, MAX_WAIT_MS)
    // After the next frame's paint: a task queued from inside the frame runs once it is drawn.
    if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(flush, 0))
  }
  for (const h of handlers) ydoc.off('update', h)
  ydoc.on('update', collect)
  const onPageHide = () => flush()
  if (typeof window !== 'undefined') window.addEventListener('pagehide', onPageHide)
  return {
    flush,
    stop: () => {
      flush()
      ydoc.off('update', collect)
      if (typeof window !== 'undefined') window.removeEventListener('pagehide', onPageHide)
      for (const h of handlers) ydoc.on('update', h)
    },
  }
}
