import { hasConsent } from './consent'

/**
 * View preferences (show-header, page-zoom and the like), each under its own localStorage key.
 * Read and written only with consent; without it the defaults apply and nothing is stored.
 */
export function readPref<T>(key: string, fallback: T): T {
  if (!hasConsent()) return fallback
  try {
    const raw = localStorage.getItem(key)
    return raw === null ? fallback : (JSON.parse(raw) as T)
  } catch {
    return fallback
  }
}

export function writePref(key: string, value: unknown): void {
  if (!hasConsent()) return
  try {
    localStorage.setItem(key, JSON.stringify(value))
  } catch {
    // A full quota must not break a view toggle.
  }
}
