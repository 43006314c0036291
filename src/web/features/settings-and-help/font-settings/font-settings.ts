/**
 * Font settings: family and size of the editor text, saved per file name.
 * Pure helpers; the store and the editor plugin live beside this file.
 */
export type FontFamilyId = 'courier-prime' | 'courier-new' | 'jetbrains-mono' | 'ibm-plex-mono'

export interface FontSettings {
  fontFamily: FontFamilyId
  fontSize: number
}

export const DEFAULT_FONT_SETTINGS: Readonly<FontSettings> = Object.freeze({ fontFamily: 'courier-prime', fontSize: 12 })
export const MIN_FONT_SIZE = 8
export const MAX_FONT_SIZE = 24

/**
 * All four are self-hosted (src/web/fonts.ts). Courier New is a system font we may not ship: the
 * writer's own copy is used when there is one, else Cousine, drawn to the same metrics.
 */
export const FONT_FAMILIES: readonly { id: FontFamilyId; label: string; stack: string }[] = [
  { id: 'courier-prime', label: 'Courier Prime', stack: "'Courier Prime', 'Courier New', Courier, monospace" },
  { id: 'courier-new', label: 'Courier New', stack: "'Courier New', Cousine, Courier, monospace" },
  { id: 'jetbrains-mono', label: 'JetBrains Mono', stack: "'JetBrains Mono', ui-monospace, monospace" },
  { id: 'ibm-plex-mono', label: 'IBM Plex Mono', stack: "'IBM Plex Mono', ui-monospace, monospace" },
]

export function familyStack(id: FontFamilyId): string {
  return (FONT_FAMILIES.find((f) => f.id === id) ?? FONT_FAMILIES[0]).stack
}

export function isFamily(v: unknown): v is FontFamilyId {
  return typeof v === 'string' && FONT_FAMILIES.some((f) => f.id === v)
}

/** A typed size: a whole number from 8 to 24, or null (the input is ignored). */
export function parseFontSize(input: string): number | null {
  const t = input.trim()
  if (!/^\d{1,2}$/.test(t)) return null
  const n = Number(t)
  return n >= MIN_FONT_SIZE && n <= MAX_FONT_SIZE ? n : null
}

/** Stored settings, field by field; anything invalid falls back to the default. */
export function readFontSettings(raw: unknown): FontSettings {
  const out: FontSettings = { ...DEFAULT_FONT_SETTINGS }
  if (!raw || typeof raw !== 'object') return out
  const r = raw as Record<string, unknown>
  if (isFamily(r.fontFamily)) out.fontFamily = r.fontFamily
  if (typeof r.fontSize === 'number' && Number.isInteger(r.fontSize) && r.fontSize >= MIN_FONT_SIZE && r.fontSize <= MAX_FONT_SIZE)
    out.fontSize = r.fontSize
  return out
}

/** localStorage key: settings are per file name. */
export function fontSettingsKey(fileName: string): string {
  return `font-settings:${fileName}`
}

/** The editor's CSS variables for these settings. */
export function fontCssVariables(s: FontSettings): string {
  return `--nw-font-family: ${familyStack(s.fontFamily)}; --nw-font-size: ${s.fontSize}pt`
}
