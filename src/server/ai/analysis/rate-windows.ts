import { createHash } from 'node:crypto'
import { newRateWindow, type RateWindow } from './chunk-runner'

/**
 * One rate window per key and model, kept in memory while it is in use, so consecutive requests
 * from one writer share the tier's allowance. The key itself is never kept: only a hash of it.
 */
const windows = new Map<string, { window: RateWindow; lastUsed: number }>()
const FORGET_AFTER_MS = 10 * 60_000
const MAX_WINDOWS = 5000

export function rateWindowFor(apiKey: string, model: string, now = Date.now()): RateWindow {
  const id = createHash('sha256').update(`${model}\u0000${apiKey}`).digest('base64url')
  let entry = windows.get(id)
  if (!entry) {
    if (windows.size >= MAX_WINDOWS) forgetIdle(now, true)
    entry = { window: newRateWindow(), lastUsed: now }
    windows.set(id, entry)
  }
  entry.lastUsed = now
  return entry.window
}

function forgetIdle(now: number, evenRecent = false) {
  for (const [id, e] of windows) if (evenRecent || now - e.lastUsed > FORGET_AFTER_MS) windows.delete(id)
}

// Idle windows are dropped now and then; the timer does not keep the process alive.
setInterval(() => forgetIdle(Date.now()), FORGET_AFTER_MS).unref?.()
