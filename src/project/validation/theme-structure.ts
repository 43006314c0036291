import { THEME_STRUCTURE_FIELDS, type ThemeStructure, type ThemeStructureField } from '../schemas'
import { THEME_STRUCTURE_LABELS } from '../reference/theme-structure'
import { checkOptional, type FieldErrors } from './text-rules'

export const THEME_FIELD_MIN = 10
export const THEME_FIELD_MAX = 2000

/** Every beat may be left empty; a filled one needs 10–2000 characters. */
export function validateThemeStructure(t: Partial<Record<ThemeStructureField, string | undefined>>): FieldErrors<ThemeStructureField> {
  const e: FieldErrors<ThemeStructureField> = {}
  for (const f of THEME_STRUCTURE_FIELDS) {
    const msg = checkOptional(t[f], THEME_STRUCTURE_LABELS[f], THEME_FIELD_MIN, THEME_FIELD_MAX)
    if (msg) e[f] = msg
  }
  return e
}

export function stampThemeStructure(draft: ThemeStructure, previous: ThemeStructure | null, now: string): ThemeStructure {
  const out: ThemeStructure = { ...draft, createdAt: previous?.createdAt ?? draft.createdAt ?? now, updatedAt: now }
  for (const f of THEME_STRUCTURE_FIELDS) out[f] = (draft[f] ?? '').trim()
  return out
}
