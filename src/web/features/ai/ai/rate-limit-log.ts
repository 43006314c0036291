import { hasConsent } from '../../../storage/consent'
import { parseLog, pruneLog, recordRequest, type RateLimitLogEntry } from '../../../../ai/rate-limits'

/**
 * The 24 h request log behind client-side rate limiting. Kept in localStorage with consent (so
 * limits hold across reloads), in memory otherwise.
 */
export const RATE_LOG_KEY = 'ai-rate-limit-logs'

let memory: RateLimitLogEntry[] = []

export function readLog(now = Date.now()): RateLimitLogEntry[] {
  if (!hasConsent()) return pruneLog(memory, now)
  try {
    const raw = localStorage.getItem(RATE_LOG_KEY)
    return pruneLog(parseLog(raw ? JSON.parse(raw) : []), now)
  } catch {
    return pruneLog(memory, now)
  }
}

export function logRequest(model: string, now = Date.now()): void {
  const next = recordRequest(readLog(now), model, now)
  memory = next
  if (!hasConsent()) return
  try {
    localStorage.setItem(RATE_LOG_KEY, JSON.stringify(next))
  } catch {
    // Memory still holds it for this session.
  }
}
