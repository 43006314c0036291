/**
 * The Insert Symbol grid: printable Basic Latin and Latin-1 Supplement characters.
 * Blank ones — the space, the no-break space and the invisible soft hyphen — are left out.
 */
const BLANK = new Set([0x20, 0xa0, 0xad])

export function symbolChars(): string[] {
  const out: string[] = []
  for (let cp = 0x21; cp <= 0x7e; cp++) out.push(String.fromCodePoint(cp))
  for (let cp = 0xa1; cp <= 0xff; cp++) if (!BLANK.has(cp)) out.push(String.fromCodePoint(cp))
  return out
}

/** 'é' → 'U+00E9'. */
export function codePointLabel(ch: string): string {
  const cp = ch.codePointAt(0) ?? 0
  return `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`
}

/** Whether a symbol would insert something visible; blank ones are ignored. */
export function isInsertable(ch: string | null | undefined): ch is string {
  if (!ch) return false
  const cp = ch.codePointAt(0)!
  return !BLANK.has(cp) && ch.trim() !== '' && cp >= 0x21
}
