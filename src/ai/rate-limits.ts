import { RATE_LIMITS, isModelAvailable, type ModelId, type Tier } from './models'

/**
 * Client-side rate limiting (requests per minute and per day, per model and tier), as pure functions over a request log so they are
 * testable with a fixed clock. The browser keeps the log; nothing here reads the time itself.
 */
export interface RateLimitLogEntry {
  timestamp: number
  model: string
}

export const LOG_WINDOW_MS = 24 * 60 * 60 * 1000
export const MINUTE_WINDOW_MS = 60 * 1000
/** Used when the log gives no better answer. */
export const FALLBACK_WAIT_MS = 60 * 1000

export type RateLimitReason = 'rpm_exceeded' | 'rpd_exceeded' | 'model_unavailable'

export type RateLimitCheck =
  | { allowed: true }
  | { allowed: false; reason: RateLimitReason; waitTimeMs: number }

/** Drops entries older than 24 h (and any from the future, which a changed clock can leave). */
export function pruneLog(log: readonly RateLimitLogEntry[], now: number): RateLimitLogEntry[] {
  return log.filter((e) => Number.isFinite(e.timestamp) && now - e.timestamp < LOG_WINDOW_MS && e.timestamp <= now)
}

export interface Usage {
  lastMinute: number
  lastDay: number
}

export function usageFor(log: readonly RateLimitLogEntry[], model: string, now: number): Usage {
  let lastMinute = 0
  let lastDay = 0
  for (const e of log) {
    if (e.model !== model || e.timestamp > now) continue
    const age = now - e.timestamp
    if (age < LOG_WINDOW_MS) lastDay++
    if (age < MINUTE_WINDOW_MS) lastMinute++
  }
  return { lastMinute, lastDay }
}

/** Wait time = oldest entry in the minute window + 60 s − now; 60 s when there is no such entry. */
export function minuteWaitMs(log: readonly RateLimitLogEntry[], model: string, now: number): number {
  let oldest = Infinity
  for (const e of log) {
    if (e.model === model && e.timestamp <= now && now - e.timestamp < MINUTE_WINDOW_MS) oldest = Math.min(oldest, e.timestamp)
  }
  if (!Number.isFinite(oldest)) return FALLBACK_WAIT_MS
  return Math.max(0, oldest + MINUTE_WINDOW_MS - now)
}

/** Whether one more request may be sent now; when not, why and for how long to wait. */
export function checkRateLimit(log: readonly RateLimitLogEntry[], model: ModelId, tier: Tier, now: number): RateLimitCheck {
  if (!isModelAvailable(model, tier)) return { allowed: false, reason: 'model_unavailable', waitTimeMs: 0 }
  const limit = RATE_LIMITS[model][tier]
  const used = usageFor(log, model, now)
  if (used.lastDay >= limit.rpd) return { allowed: false, reason: 'rpd_exceeded', waitTimeMs: dayWaitMs(log, model, now) }
  if (used.lastMinute >= limit.rpm) return { allowed: false, reason: 'rpm_exceeded', waitTimeMs: minuteWaitMs(log, model, now) }
  return { allowed: true }
}

/** Until the oldest entry of the 24 h window leaves it. */
function dayWaitMs(log: readonly RateLimitLogEntry[], model: string, now: number): number {
  let oldest = Infinity
  for (const e of log) if (e.model === model && e.timestamp <= now && now - e.timestamp < LOG_WINDOW_MS) oldest = Math.min(oldest, e.timestamp)
  return Number.isFinite(oldest) ? Math.max(0, oldest + LOG_WINDOW_MS - now) : LOG_WINDOW_MS
}

/** The log after one request: appended, then pruned, so it never grows past a day's worth. */
export function recordRequest(log: readonly RateLimitLogEntry[], model: string, now: number): RateLimitLogEntry[] {
  return [...pruneLog(log, now), { timestamp: now, model }]
}

/** "45 seconds", "1 second"; from 60 s on, whole minutes rounded up: "2 minutes". */
export function formatWait(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000))
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`
  const minutes = Math.ceil(seconds / 60)
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** Reads a stored log defensively: anything malformed is dropped, never thrown. */
export function parseLog(raw: unknown): RateLimitLogEntry[] {
  if (!Array.isArray(raw)) return []
  return raw.filter(
    (e): e is RateLimitLogEntry =>
      !!e && typeof e === 'object' && typeof (e as RateLimitLogEntry).timestamp === 'number' && typeof (e as RateLimitLogEntry).model === 'string',
  )
}
