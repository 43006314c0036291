import { readPref, writePref } from '../../storage/prefs'

/**
 * Settings → General: how many revisions to keep (spec 001 §2, §3). The revisions feature reads
 * `readMaxRevisions()`; the value is stored under 'max-revisions' with consent.
 */
export const MAX_REVISIONS_KEY = 'max-revisions'
export const DEFAULT_MAX_REVISIONS = 20
export const MAX_REVISIONS_RANGE = { min: 1, max: 100 } as const

export function clampMaxRevisions(n: unknown): number {
  const v = typeof n === 'number' ? n : Number(n)
  if (!Number.isFinite(v)) return DEFAULT_MAX_REVISIONS
  return Math.min(MAX_REVISIONS_RANGE.max, Math.max(MAX_REVISIONS_RANGE.min, Math.round(v)))
}

let session: number | null = null

export function readMaxRevisions(): number {
  return session ?? clampMaxRevisions(readPref<number>(MAX_REVISIONS_KEY, DEFAULT_MAX_REVISIONS))
}

export function writeMaxRevisions(n: number): void {
  session = clampMaxRevisions(n)
  writePref(MAX_REVISIONS_KEY, session)
}
