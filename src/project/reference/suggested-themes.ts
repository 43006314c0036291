import { genreByName } from './genres'
import { storyArchetypeByName } from './story-archetypes'
import { DEFAULT_THEMES, GENRE_THEMES, themeByName, type ThemeReference } from './themes'

/** How many themes are worked out for a concept, and how many the dialog shows. */
export const SUGGESTED_THEMES_COMPUTED = 12
export const SUGGESTED_THEMES_SHOWN = 8

/**
 * Themes that suit a concept, best fit first: the five themes of each chosen genre (in the order
 * the genres were chosen), then the archetype's themes as found in the theme library, then the six
 * themes every story can carry. Themes the writer already has are left out (ignoring case), so the
 * list refills as themes are added. Up to twelve are worked out; the dialog shows eight.
 */
export function computeSuggestedThemes(concept: { genres: readonly string[]; storyArchetype: string; themes: readonly string[] }): ThemeReference[] {
  const chosen = new Set(concept.themes.map((t) => t.trim().toLowerCase()))
  const seen = new Set<string>()
  const out: ThemeReference[] = []
  const offer = (name: string) => {
    const theme = themeByName(name)
    if (!theme) return
    const key = theme.name.toLowerCase()
    if (seen.has(key) || chosen.has(key)) return
    seen.add(key)
    out.push(theme)
  }
  for (const g of concept.genres) {
    const genre = genreByName(g)
    if (genre) for (const t of GENRE_THEMES[genre.name]) offer(t)
  }
  const archetype = storyArchetypeByName(concept.storyArchetype)
  if (archetype) for (const t of archetype.theme) offer(t)
  for (const t of DEFAULT_THEMES) offer(t)
  return out.slice(0, SUGGESTED_THEMES_COMPUTED)
}

/** The suggestions the dialog lists. */
export function shownSuggestedThemes(concept: Parameters<typeof computeSuggestedThemes>[0]): ThemeReference[] {
  return computeSuggestedThemes(concept).slice(0, SUGGESTED_THEMES_SHOWN)
}
