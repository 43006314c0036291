import type { Appearance } from '../../../app/ui-store'

/** The theme actually drawn: 'system' follows the operating system's light or dark setting. */
export function resolveTheme(appearance: Appearance, systemDark: boolean): 'light' | 'dark' {
  return appearance === 'system' ? (systemDark ? 'dark' : 'light') : appearance
}

/** The keyboard toggle flips what is on screen now, whatever chose it. */
export function toggledAppearance(appearance: Appearance, systemDark: boolean): 'light' | 'dark' {
  return resolveTheme(appearance, systemDark) === 'dark' ? 'light' : 'dark'
}
