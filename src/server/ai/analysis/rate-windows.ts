import { createHash } from 'node:crypto'
import { newRateWindow, type RateWindow } from './chunk-runner'
import type { UpstreamTarget } from '../target'

/**
 * One rate window per key and model (and endpoint, for a provider of the writer's own), kept in
 * memory while it is in use, so consecutive requests from one writer share the allowance and a
 * rate limit holds them all. The key itself is never kept: only a hash of it.
 */
const windows = new Map<string, { window: RateWindow; lastUsed: number }>()
const FORGET_AFTER_MS = 10 * 60_000
const MAX_WINDOWS = 5000

export function rateWindowFor(target: UpstreamTarget, now = Date.now()): RateWindow {
  const endpoint = target.kind === 'gemini' ? '' : target.baseUrl
  const id = createHash('sha256').update(`${target.kind}\u0000${endpoint}\u0000${target.model}\u0000${target.apiKey ?? ''}`).digest('base64url')
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
