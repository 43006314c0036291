/**
 * Length rules shared by every planning form. Lengths are counted in characters as a writer sees
 * them (an emoji or an accented letter is one), on the trimmed text; counting stops as soon as the
 * answer is known, so a pasted megabyte costs no more than the limit.
 */
export function exceeds(text: string, max: number): boolean {
  if (text.length <= max) return false
  let n = 0
  for (const _ of text) if (++n > max) return true
  return false
}

export function shorterThan(text: string, min: number): boolean {
  let n = 0
  for (const _ of text) if (++n >= min) return false
  return true
}

export const tooLong = (label: string, max: number) => `${label} should be less than ${max} characters`
export const tooShort = (label: string, min: number) => `${label} should be at least ${min} characters long`

/** A field that may be left empty; when filled, its trimmed text must have `min`–`max` characters. */
export function checkOptional(value: string | undefined, label: string, min: number, max: number): string | undefined {
  const t = (value ?? '').trim()
  if (!t) return undefined
  if (min > 0 && shorterThan(t, min)) return tooShort(label, min)
  if (exceeds(t, max)) return tooLong(label, max)
  return undefined
}

/** Same-name test as a writer means it: ignoring case and surrounding spaces. */
export function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase()
}

export type FieldErrors<K extends string> = Partial<Record<K, string>>

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean)
}
