import type { Revision } from '../schemas'

/** The choices Settings → General offers for how many revisions a project keeps. */
export const MAX_REVISIONS_OPTIONS = [5, 10, 20, 30, 50, 100] as const
export const DEFAULT_MAX_REVISIONS = 10

/**
 * A stored or typed maximum as one of the offered choices: the nearest one (an older setting of,
 * say, 35 becomes 30), or the default when it is not a number.
 */
export function normaliseMaxRevisions(value: unknown): number {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN
  if (!Number.isFinite(n)) return DEFAULT_MAX_REVISIONS
  let best: number = MAX_REVISIONS_OPTIONS[0]
  for (const o of MAX_REVISIONS_OPTIONS) if (Math.abs(o - n) < Math.abs(best - n)) best = o
  return best
}

// Snapshots were once named 'Revision N': their numbers still count, so a name never repeats.
const NUMBERED = /^(?:Snapshot|Revision) (\d+)\b/

/**
 * The default name of the next snapshot: 'Snapshot N', one past the highest number in use, so a
 * name never repeats even after the oldest ones were trimmed away.
 */
export function nextRevisionName(revisions: readonly Revision[]): string {
  let highest = 0
  for (const r of revisions) {
    const m = NUMBERED.exec(r.name)
    if (m) highest = Math.max(highest, Number(m[1]))
  }
  return `Snapshot ${Math.max(highest, revisions.length) + 1}`
}

/**
 * The revisions that saving one more would remove, oldest first. The list is newest first (a new
 * revision goes to the front), so the oldest are at its end. `keep` names a revision that must
 * survive (the one being restored), whatever its age.
 */
export function revisionsToTrim(revisions: readonly Revision[], max: number, keep?: string): Revision[] {
  const room = Math.max(1, Math.floor(max)) - 1
  const older = revisions.filter((r) => r.id !== keep)
  const kept = revisions.length - older.length
  const excess = older.length + kept - room
  if (excess <= 0) return []
  return older.slice(Math.max(0, older.length - excess)).reverse()
}

/** Puts `revision` at the front and trims the list to `max`; says which ones were removed. */
export function addRevision(revisions: readonly Revision[], revision: Revision, max: number, keep?: string): { revisions: Revision[]; removed: Revision[] } {
  const removed = revisionsToTrim(revisions, max, keep)
  const gone = new Set(removed)
  return { revisions: [revision, ...revisions.filter((r) => !gone.has(r))], removed }
}
