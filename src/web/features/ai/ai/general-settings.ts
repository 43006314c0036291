import { readPref, writePref } from '../../../storage/prefs'
import { DEFAULT_MAX_REVISIONS, MAX_REVISIONS_OPTIONS, normaliseMaxRevisions } from '../../../../project/revisions'

/**
 * Settings → General: how many revisions a project keeps (5, 10, 20, 30, 50 or 100; 10 unless
 * chosen). The revisions feature reads `readMaxRevisions()`; the value is stored under
 * 'max-revisions' with consent, and lasts the session without it.
 */
export const MAX_REVISIONS_KEY = 'max-revisions'
export { DEFAULT_MAX_REVISIONS, MAX_REVISIONS_OPTIONS }

let session: number | null = null

export function readMaxRevisions(): number {
  return session ?? normaliseMaxRevisions(readPref<unknown>(MAX_REVISIONS_KEY, DEFAULT_MAX_REVISIONS))
}

export function writeMaxRevisions(n: number): void {
  session = normaliseMaxRevisions(n)
  writePref(MAX_REVISIONS_KEY, session)
}
