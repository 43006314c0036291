/**
 * Revision sets: the industry's order of coloured pages (Final Draft's page colours), the editable
 * list a project keeps, and reading that list back from stored JSON.
 */
import type { Production, RevisionSet } from '../model'

/** The colours in the order revisions go out, after the white original. */
const COLOURS: readonly (readonly [string, string])[] = [
  ['Blue', '#C6EDFE'],
  ['Pink', '#FDCCD4'],
  ['Yellow', '#FDFFAB'],
  ['Green', '#D1FED0'],
  ['Goldenrod', '#FACD39'],
  ['Buff', '#FCED9D'],
  ['Salmon', '#F8AE8E'],
  ['Cherry', '#FBA4B4'],
  ['Tan', '#FDF1C7'],
]

export const DEFAULT_MARK = '*'
/** Sets a project keeps at most; a file with more is cut there (with a message). */
export const MAX_REVISION_SETS = 64

/** White, Blue … Tan, then 2nd Blue … 2nd Tan, then 3rd Blue …: `count` sets, ids from 1. */
export function defaultRevisionSets(count = 1 + 2 * COLOURS.length): RevisionSet[] {
  const out: RevisionSet[] = [{ id: 1, name: 'White', color: '#FFFFFF', mark: DEFAULT_MARK }]
  for (let round = 1; out.length < count; round++) {
    for (const [name, color] of COLOURS) {
      if (out.length >= count) break
      out.push({ id: out.length + 1, name: round === 1 ? name : `${ordinal(round)} ${name}`, color, mark: DEFAULT_MARK })
    }
  }
  return out
}

function ordinal(n: number): string {
  const tens = n % 100
  const suffix = tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'
  return `${n}${suffix}`
}

/** A new production: the default sets, none current, nothing locked. */
export function defaultProduction(): Production {
  return { revisionSets: defaultRevisionSets() }
}

export function revisionSet(production: Production | undefined, id: number | undefined): RevisionSet | undefined {
  if (!production || !id) return undefined
  return production.revisionSets.find((s) => s.id === id)
}

/** The set of a name, matched without regard to case ("blue" finds "Blue"). */
export function revisionSetNamed(production: Production | undefined, name: string): RevisionSet | undefined {
  const wanted = name.trim().toLowerCase()
  return production?.revisionSets.find((s) => s.name.toLowerCase() === wanted)
}

/** Where a set stands in the list (later sets win when two meet in one paragraph); -1 when unknown. */
export function revisionRank(production: Production | undefined, id: number | undefined): number {
  if (!production || !id) return -1
  return production.revisionSets.findIndex((s) => s.id === id)
}

/** The later of two sets in the list's order (0/undefined: unrevised). */
export function laterRevision(production: Production | undefined, a: number | undefined, b: number | undefined): number | undefined {
  if (!a) return b || undefined
  if (!b) return a
  return revisionRank(production, b) > revisionRank(production, a) ? b : a
}

/** A revised page's header: "Blue Rev. 11/26/26". */
export function revisionHeader(set: RevisionSet, today: Date = new Date()): string {
  const date = set.date && /^\d{4}-\d{2}-\d{2}$/.test(set.date) ? new Date(`${set.date}T12:00:00Z`) : today
  const two = (n: number) => String(n).padStart(2, '0')
  const useUtc = !!set.date
  const m = useUtc ? date.getUTCMonth() + 1 : date.getMonth() + 1
  const d = useUtc ? date.getUTCDate() : date.getDate()
  const y = (useUtc ? date.getUTCFullYear() : date.getFullYear()) % 100
  return `${set.name} Rev. ${two(m)}/${two(d)}/${two(y)}`
}

/** "#RRGGBB" from what a file or the writer gave ("#c6edfe", "#C6C6EDEDFEFE"); undefined when it is no colour. */
export function normaliseColour(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const v = value.trim()
  if (/^#[0-9a-f]{6}$/i.test(v)) return v.toUpperCase()
  // Final Draft writes 16 bits a channel: the high byte of each is the colour.
  if (/^#[0-9a-f]{12}$/i.test(v)) return `#${v.slice(1, 3)}${v.slice(5, 7)}${v.slice(9, 11)}`.toUpperCase()
  return undefined
}

const isId = (x: unknown): x is number => typeof x === 'number' && Number.isInteger(x) && x > 0 && x < 1e6

/** A production read from stored JSON (the editor document's attrs); undefined when nothing usable is there. */
export function readProduction(value: unknown): Production | undefined {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return undefined
  const v = value as Record<string, unknown>
  const sets: RevisionSet[] = []
  if (Array.isArray(v.revisionSets)) {
    for (const raw of v.revisionSets.slice(0, MAX_REVISION_SETS)) {
      if (!raw || typeof raw !== 'object') continue
      const r = raw as Record<string, unknown>
      if (!isId(r.id) || sets.some((s) => s.id === r.id)) continue
      const name = typeof r.name === 'string' && r.name.trim() ? r.name.trim().slice(0, 40) : `Revision ${r.id}`
      const set: RevisionSet = { id: r.id, name, color: normaliseColour(r.color) ?? '#FFFFFF', mark: typeof r.mark === 'string' && r.mark.trim() ? r.mark.trim().slice(0, 4) : DEFAULT_MARK }
      if (typeof r.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(r.date)) set.date = r.date
      sets.push(set)
    }
  }
  const out: Production = { revisionSets: sets.length ? sets : defaultRevisionSets() }
  if (isId(v.activeRevision) && out.revisionSets.some((s) => s.id === v.activeRevision)) out.activeRevision = v.activeRevision
  if (v.scenesLocked === true) out.scenesLocked = true
  if (typeof v.showSceneNumbers === 'boolean') out.showSceneNumbers = v.showSceneNumbers
  return out
}

/**
 * The set "Add Set" appends: the first of the standard order (Blue, Pink … 2nd Blue …) whose name
 * the list does not have yet, with a fresh id.
 */
export function nextRevisionSet(sets: readonly RevisionSet[]): RevisionSet {
  const id = sets.reduce((m, s) => Math.max(m, s.id), 0) + 1
  const names = new Set(sets.map((s) => s.name.toLowerCase()))
  const standard = defaultRevisionSets(Math.max(2 * (1 + 2 * COLOURS.length), sets.length + 2)).find((s) => !names.has(s.name.toLowerCase()))
  if (standard) return { ...standard, id }
  return { id, name: `Revision ${id}`, color: '#FFFFFF', mark: DEFAULT_MARK }
}

/**
 * What is wrong with an edited list of sets, in a writer's words, or null when it can be kept:
 * every set named (names unique, 40 characters at most), a colour, and a mark of one to four
 * characters.
 */
export function revisionSetsProblem(sets: readonly RevisionSet[]): string | null {
  if (!sets.length) return 'Keep at least one revision set.'
  if (sets.length > MAX_REVISION_SETS) return `A script keeps at most ${MAX_REVISION_SETS} revision sets.`
  const seen = new Set<string>()
  for (const [i, s] of sets.entries()) {
    const name = s.name.trim()
    if (!name) return `Set ${i + 1} needs a name.`
    if (name.length > 40) return `“${name.slice(0, 20)}…” is too long a name (40 characters at most).`
    if (seen.has(name.toLowerCase())) return `Two sets are named “${name}”: give each its own name.`
    seen.add(name.toLowerCase())
    if (!normaliseColour(s.color)) return `${name} needs a colour.`
    const mark = s.mark.trim()
    if (!mark || mark.length > 4 || /\s/.test(mark)) return `${name}'s mark must be one to four characters, without spaces.`
  }
  return null
}
