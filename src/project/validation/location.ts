import { LocationSchema, type Location, type LocationSet } from '../schemas'
import { checkOptional, exceeds, sameName, type FieldErrors } from './text-rules'
import { newPlanningId, type SetResult } from './character'

export type LocationField = 'name' | 'type' | 'description' | 'address' | 'notes' | 'atmosphere' | 'props' | 'budget' | 'availability'
export type LocationDraft = Partial<Record<LocationField, string>>

export const LOCATION_MSG = {
  nameRequired: 'Location name is required',
  nameTooLong: 'Location name should be less than 100 characters',
  duplicate: 'A location with this name already exists',
  invalid: 'Invalid location data',
  notFound: 'Location not found',
  fixErrors: 'Please fix the errors above before saving the location.',
  noneAdded: 'No locations could be added - validation failed for all locations',
} as const

export const LOCATION_RULES: Readonly<Record<Exclude<LocationField, 'name'>, { label: string; min: number; max: number }>> = {
  type: { label: 'Type', min: 0, max: 200 },
  address: { label: 'Address', min: 0, max: 200 },
  description: { label: 'Description', min: 5, max: 2000 },
  notes: { label: 'Notes', min: 5, max: 1000 },
  atmosphere: { label: 'Atmosphere', min: 5, max: 1000 },
  props: { label: 'Props', min: 5, max: 1000 },
  budget: { label: 'Budget', min: 5, max: 1000 },
  availability: { label: 'Availability', min: 5, max: 1000 },
}

export function validateLocation(draft: LocationDraft, others: readonly Pick<Location, 'id' | 'name'>[], editingId?: string): FieldErrors<LocationField> {
  const e: FieldErrors<LocationField> = {}
  const name = (draft.name ?? '').trim()
  if (!name) e.name = LOCATION_MSG.nameRequired
  else if (exceeds(name, 100)) e.name = LOCATION_MSG.nameTooLong
  else if (others.some((l) => l.id !== editingId && sameName(l.name, name))) e.name = LOCATION_MSG.duplicate
  for (const [field, rule] of Object.entries(LOCATION_RULES) as [Exclude<LocationField, 'name'>, { label: string; min: number; max: number }][]) {
    const msg = checkOptional(draft[field], rule.label, rule.min, rule.max)
    if (msg) e[field] = msg
  }
  return e
}

function trimmed(draft: LocationDraft): LocationDraft {
  const out: LocationDraft = {}
  for (const [k, v] of Object.entries(draft)) if (typeof v === 'string') out[k as LocationField] = v.trim()
  return out
}

const emptyLocationSet = (now: string): LocationSet => ({ locations: [], createdAt: now, updatedAt: now })

export function addLocation(set: LocationSet | null, draft: LocationDraft, now: string, id = newPlanningId()): SetResult<LocationSet> {
  const base = set ?? emptyLocationSet(now)
  const errors = validateLocation(draft, base.locations)
  if (Object.keys(errors).length) return { ok: false, error: LOCATION_MSG.fixErrors, fieldErrors: errors }
  const l = LocationSchema.parse({ ...trimmed(draft), name: (draft.name ?? '').trim(), id, createdAt: now, updatedAt: now })
  return { ok: true, set: { ...base, locations: [...base.locations, l], updatedAt: now } }
}

export function updateLocation(set: LocationSet | null, id: string, draft: LocationDraft, now: string): SetResult<LocationSet> {
  const existing = set?.locations.find((l) => l.id === id)
  if (!set || !existing) return { ok: false, error: LOCATION_MSG.notFound }
  const errors = validateLocation(draft, set.locations, id)
  if (Object.keys(errors).length) return { ok: false, error: LOCATION_MSG.fixErrors, fieldErrors: errors }
  const next: Location = { ...existing, ...trimmed(draft), name: (draft.name ?? '').trim(), id, createdAt: existing.createdAt ?? now, updatedAt: now }
  return { ok: true, set: { ...set, locations: set.locations.map((l) => (l.id === id ? next : l)), updatedAt: now } }
}

export function deleteLocation(set: LocationSet | null, id: string, now: string): SetResult<LocationSet> {
  if (!set || !set.locations.some((l) => l.id === id)) return { ok: false, error: LOCATION_MSG.notFound }
  return { ok: true, set: { ...set, locations: set.locations.filter((l) => l.id !== id), updatedAt: now } }
}

export function addLocationsBatch(set: LocationSet | null, candidates: readonly unknown[], now: string, makeId: () => string = () => newPlanningId()): { ok: true; set: LocationSet; added: number; skipped: number } | { ok: false; error: string } {
  let current = set ?? emptyLocationSet(now)
  let added = 0
  const fields: LocationField[] = ['name', 'type', 'description', 'address', 'notes', 'atmosphere', 'props', 'budget', 'availability']
  for (const candidate of candidates) {
    if (!candidate || typeof candidate !== 'object' || Array.isArray(candidate)) continue
    const draft: LocationDraft = {}
    for (const f of fields) {
      const v = (candidate as Record<string, unknown>)[f]
      if (typeof v === 'string') draft[f] = v
    }
    const r = addLocation(current, draft, now, makeId())
    if (r.ok) {
      current = r.set
      added++
    }
  }
  if (!added) return { ok: false, error: LOCATION_MSG.noneAdded }
  return { ok: true, set: current, added, skipped: candidates.length - added }
}
