import type { MovieConcept } from '../schemas'
import { storyArchetypeByName } from '../reference/story-archetypes'
import { genreByName } from '../reference/genres'
import { exceeds, type FieldErrors } from './text-rules'

export const CONCEPT_LIMITS = { movieIdea: 500, protagonistGoalObstacle: 500, logline: 300, genres: 5, themes: 10, theme: 100 } as const

export const CONCEPT_MSG = {
  movieIdea: 'Movie idea should be less than 500 characters',
  genres: 'Maximum 5 genres can be selected',
  protagonistGoalObstacle: 'Protagonist/Goal/Obstacle should be less than 500 characters',
  logline: 'Logline should be less than 300 characters',
  blankTheme: 'All themes must have content',
  tooManyThemes: 'Maximum 10 themes allowed',
  themeTooLong: 'Theme should be less than 100 characters',
  themeExists: 'This theme is already added',
} as const

export type ConceptField = 'movieIdea' | 'genres' | 'protagonistGoalObstacle' | 'logline' | 'themes'

export function validateMovieConcept(c: Pick<MovieConcept, ConceptField>): FieldErrors<ConceptField> {
  const e: FieldErrors<ConceptField> = {}
  if (exceeds(c.movieIdea.trim(), CONCEPT_LIMITS.movieIdea)) e.movieIdea = CONCEPT_MSG.movieIdea
  if (c.genres.length > CONCEPT_LIMITS.genres) e.genres = CONCEPT_MSG.genres
  if (exceeds(c.protagonistGoalObstacle.trim(), CONCEPT_LIMITS.protagonistGoalObstacle)) e.protagonistGoalObstacle = CONCEPT_MSG.protagonistGoalObstacle
  if (exceeds(c.logline.trim(), CONCEPT_LIMITS.logline)) e.logline = CONCEPT_MSG.logline
  if (c.themes.some((t) => !t.trim())) e.themes = CONCEPT_MSG.blankTheme
  else if (c.themes.length > CONCEPT_LIMITS.themes) e.themes = CONCEPT_MSG.tooManyThemes
  else if (c.themes.some((t) => exceeds(t.trim(), CONCEPT_LIMITS.theme))) e.themes = CONCEPT_MSG.themeTooLong
  return e
}

/**
 * Adds a typed or picked theme: trimmed, and only when it has text and is not there already
 * (ignoring case). Returns the list unchanged with a reason when it cannot be added.
 */
export function addTheme(themes: readonly string[], input: string): { themes: string[]; added: boolean; reason?: string } {
  const t = input.trim()
  if (!t) return { themes: [...themes], added: false }
  if (themes.some((x) => x.trim().toLocaleLowerCase() === t.toLocaleLowerCase())) return { themes: [...themes], added: false, reason: CONCEPT_MSG.themeExists }
  if (exceeds(t, CONCEPT_LIMITS.theme)) return { themes: [...themes], added: false, reason: CONCEPT_MSG.themeTooLong }
  if (themes.length >= CONCEPT_LIMITS.themes) return { themes: [...themes], added: false, reason: CONCEPT_MSG.tooManyThemes }
  return { themes: [...themes, t], added: true }
}

/** Genres after ticking or unticking one; a sixth genre is refused (the list stays at five). */
export function toggleGenre(genres: readonly string[], genre: string): string[] {
  if (genres.includes(genre)) return genres.filter((g) => g !== genre)
  if (genres.length >= CONCEPT_LIMITS.genres) return [...genres]
  return [...genres, genre]
}

/** Advice shown under the genres, never blocking Save. */
export function compatibilityWarnings(storyArchetype: string, genres: readonly string[]): string[] {
  const out: string[] = []
  const archetype = storyArchetypeByName(storyArchetype)
  if (archetype && genres.length > 0 && !genres.some((g) => archetype.genre.some((a) => a.toLowerCase() === g.toLowerCase()))) {
    out.push(`Consider adding one of these genres that work well with ${archetype.name}: ${archetype.genre.slice(0, 3).join(', ')}`)
  }
  if (genres.length > 3) out.push('Consider limiting to 2-3 primary genres for clearer focus')
  return out
}

/** The concept as saved: trimmed texts, createdAt kept from the first save, updatedAt now. */
export function stampConcept(draft: MovieConcept, previous: MovieConcept | null, now: string): MovieConcept {
  return {
    ...draft,
    movieIdea: draft.movieIdea.trim(),
    protagonistGoalObstacle: draft.protagonistGoalObstacle.trim(),
    logline: draft.logline.trim(),
    themes: draft.themes.map((t) => t.trim()),
    createdAt: previous?.createdAt ?? draft.createdAt ?? now,
    updatedAt: now,
  }
}

/**
 * A picked idea variation: its text becomes the idea (the twist after it in parentheses) and its
 * genre, when it is one of ours and not chosen yet, joins the genres unless five are chosen.
 */
export function applyIdea<T extends { movieIdea: string; genres: string[] }>(draft: T, idea: { idea: string; twist?: string; genre?: string }): T {
  const twist = idea.twist?.trim()
  const genre = idea.genre ? genreByName(idea.genre)?.name : undefined
  return {
    ...draft,
    movieIdea: twist ? `${idea.idea.trim()} (${twist})` : idea.idea.trim(),
    genres: genre && !draft.genres.includes(genre) ? toggleGenre(draft.genres, genre) : draft.genres,
  }
}
