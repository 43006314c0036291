import { CharacterSchema, type Character, type CharacterSet } from '../schemas'
import { checkOptional, exceeds, sameName, type FieldErrors } from './text-rules'

export type CharacterField = 'name' | 'age' | 'sex' | 'role' | 'archetype' | 'characterArc' | 'relationships' | 'description' | 'flaw' | 'want' | 'need' | 'lie' | 'ghost'
export type CharacterDraft = Partial<Record<CharacterField, string>>

export const CHARACTER_MSG = {
  nameRequired: 'Character name is required',
  nameTooLong: 'Character name should be less than 100 characters',
  duplicate: 'A character with this name already exists',
  invalid: 'Invalid character data',
  notFound: 'Character not found',
  fixErrors: 'Please fix the errors above before saving the character.',
  noneAdded: 'No characters could be added - validation failed for all characters',
} as const

/** Each checked field: its label in messages and its [min, max] when filled. */
export const CHARACTER_RULES: Readonly<Record<Exclude<CharacterField, 'name'>, { label: string; min: number; max: number }>> = {
  age: { label: 'Age', min: 0, max: 50 },
  sex: { label: 'Sex/Gender', min: 0, max: 50 },
  role: { label: 'Role', min: 0, max: 200 },
  archetype: { label: 'Archetype', min: 0, max: 200 },
  characterArc: { label: 'Character arc', min: 5, max: 1000 },
  description: { label: 'Description', min: 5, max: 2000 },
  relationships: { label: 'Relationships', min: 5, max: 500 },
  flaw: { label: 'Flaw', min: 5, max: 500 },
  want: { label: 'Want', min: 5, max: 500 },
  need: { label: 'Need', min: 5, max: 500 },
  lie: { label: 'Lie', min: 5, max: 500 },
  ghost: { label: 'Ghost', min: 5, max: 500 },
}

/** Messages by field; `others` are the characters already in the set (the edited one may be among them). */
export function validateCharacter(draft: CharacterDraft, others: readonly Pick<Character, 'id' | 'name'>[], editingId?: string): FieldErrors<CharacterField> {
  const e: FieldErrors<CharacterField> = {}
  const name = (draft.name ?? '').trim()
  if (!name) e.name = CHARACTER_MSG.nameRequired
  else if (exceeds(name, 100)) e.name = CHARACTER_MSG.nameTooLong
  else if (others.some((c) => c.id !== editingId && sameName(c.name, name))) e.name = CHARACTER_MSG.duplicate
  for (const [field, rule] of Object.entries(CHARACTER_RULES) as [Exclude<CharacterField, 'name'>, { label: string; min: number; max: number }][]) {
    const msg = checkOptional(draft[field], rule.label, rule.min, rule.max)
    if (msg) e[field] = msg
  }
  return e
}


/** A new id: the time, then a random suffix, so two made in the same millisecond differ. */
export function newPlanningId(now = Date.now(), random = Math.random): string {
  return `${now.toString(36)}-${random().toString(36).slice(2, 10)}`
}

function trimmed(draft: CharacterDraft): CharacterDraft {
  const out: CharacterDraft = {}
  for (const [k, v] of Object.entries(draft)) if (typeof v === 'string') out[k as CharacterField] = v.trim()
  return out
}

export type SetResult<S> = { ok: true; set: S } | { ok: false; error: string; fieldErrors?: Record<string, string | undefined> }

const emptyCharacterSet = (now: string): CharacterSet => ({ characters: [], createdAt: now, updatedAt: now })

/** Adds a character: validated, trimmed, with a new id and equal createdAt and updatedAt. */
export function addCharacter(set: CharacterSet | null, draft: CharacterDraft, now: string, id = newPlanningId()): SetResult<CharacterSet> {
  const base = set ?? emptyCharacterSet(now)
  const errors = validateCharacter(draft, base.characters)
  if (Object.keys(errors).length) return { ok: false, error: CHARACTER_MSG.fixErrors, fieldErrors: errors }
  const c = CharacterSchema.parse({ ...trimmed(draft), name: (draft.name ?? '').trim(), id, createdAt: now, updatedAt: now })
  return { ok: true, set: { ...base, characters: [...base.characters, c], updatedAt: now } }
}

/** Updates a character in place: its id and createdAt stay, updatedAt is now. */
export function updateCharacter(set: CharacterSet | null, id: string, draft: CharacterDraft, now: string): SetResult<CharacterSet> {
  const existing = set?.characters.find((c) => c.id === id)
  if (!set || !existing) return { ok: false, error: CHARACTER_MSG.notFound }
  const errors = validateCharacter(draft, set.characters, id)
  if (Object.keys(errors).length) return { ok: false, error: CHARACTER_MSG.fixErrors, fieldErrors: errors }
  const next: Character = { ...existing, ...trimmed(draft), name: (draft.name ?? '').trim(), id, createdAt: existing.createdAt ?? now, updatedAt: now }
  return { ok: true, set: { ...set, characters: set.characters.map((c) => (c.id === id ? next : c)), updatedAt: now } }
}

export function deleteCharacter(set: CharacterSet | null, id: string, now: string): SetResult<CharacterSet> {
  if (!set || !set.characters.some((c) => c.id === id)) return { ok: false, error: CHARACTER_MSG.notFound }
  return { ok: true, set: { ...set, characters: set.characters.filter((c) => c.id !== id), updatedAt: now } }
}

/** What a generated character may carry: any object with text fields; anything else is skipped. */
export function draftFromUnknown(value: unknown): CharacterDraft | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null
  const out: CharacterDraft = {}
  const fields: CharacterField[] = ['name', 'age', 'sex', 'role', 'archetype', 'characterArc', 'relationships', 'description', 'flaw', 'want', 'need', 'lie', 'ghost']
  for (const f of fields) {
    const v = (value as Record<string, unknown>)[f]
    if (typeof v === 'string') out[f] = v
    else if (typeof v === 'number' && f === 'age') out[f] = String(v)
  }
  return out
}

/**
 * Adds generated characters in one go: invalid ones and names already taken (in the set or
 * earlier in the batch) are skipped; it succeeds when at least one was added.
 */
export function addCharactersBatch(set: CharacterSet | null, candidates: readonly unknown[], now: string, makeId: () => string = () => newPlanningId()): { ok: true; set: CharacterSet; added: number; skipped: number } | { ok: false; error: string } {
  let current = set ?? emptyCharacterSet(now)
  let added = 0
  for (const candidate of candidates) {
    const draft = draftFromUnknown(candidate)
    if (!draft) continue
    const r = addCharacter(current, draft, now, makeId())
    if (r.ok) {
      current = r.set
      added++
    }
  }
  if (!added) return { ok: false, error: CHARACTER_MSG.noneAdded }
  return { ok: true, set: current, added, skipped: candidates.length - added }
}
