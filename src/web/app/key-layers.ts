import { useEffect, useRef } from 'react'

/**
 * Keys that several parts of the app want (Escape above all) go through one list, in the order a
 * writer expects them to close things: the popup at the cursor first, then a dialog, then a panel,
 * then a mode (focus mode), then the menu bar. The first part that takes the key stops the rest,
 * so one press of Escape closes the topmost thing only. Among parts of one layer, the one that
 * opened last goes first.
 */
export type KeyLayer = 'popup' | 'dialog' | 'panel' | 'mode' | 'menuBar'

const RANK: Record<KeyLayer, number> = { popup: 5, dialog: 4, panel: 3, mode: 2, menuBar: 1 }

interface Entry {
  key: string
  layer: KeyLayer
  order: number
  /** Answers whether it took the key (closed something). */
  take: (e: KeyboardEvent | null) => boolean
}

const entries: Entry[] = []
let counter = 0

/** Adds a part to the list for a key; returns how to take it off. */
export function onLayeredKey(key: string, layer: KeyLayer, take: Entry['take']): () => void {
  const entry: Entry = { key, layer, order: ++counter, take }
  entries.push(entry)
  return () => {
    const at = entries.indexOf(entry)
    if (at >= 0) entries.splice(at, 1)
  }
}

/** Events already offered to the list (by the editor, before the page's handler sees them). */
const offered = new WeakSet<KeyboardEvent>()

/** Offers the key to each part, topmost first; answers whether one took it. Each event is offered once. */
export function dispatchLayeredKey(key: string, e: KeyboardEvent | null = null): boolean {
  if (e) {
    if (offered.has(e)) return false
    offered.add(e)
  }
  const ordered = entries.filter((x) => x.key === key).sort((a, b) => RANK[b.layer] - RANK[a.layer] || b.order - a.order)
  for (const x of ordered) if (x.take(e)) return true
  return false
}

/** Whether a key goes through the list at all (so the global handler offers it there first). */
export function isLayeredKey(key: string): boolean {
  return entries.some((x) => x.key === key)
}

/**
 * A component's place in the list while `active`: `take` runs when the key reaches its layer and
 * answers whether it used it. The latest `take` is always the one called.
 */
export function useLayeredKey(key: string, layer: KeyLayer, active: boolean, take: Entry['take']): void {
  const latest = useRef(take)
  useEffect(() => {
    latest.current = take
  })
  useEffect(() => {
    if (!active) return
    return onLayeredKey(key, layer, (e) => latest.current(e))
  }, [key, layer, active])
}
