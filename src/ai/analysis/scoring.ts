import type { Intensity, QuantCategoryKey, ReadinessLevel } from './schemas'

/** Scores, grades and bands as the evaluation and the heat-map show them. */

/** Each criterion scores 0-10; a category's maximum is ten per criterion. */
export const CATEGORY_MAX: Record<QuantCategoryKey, number> = { structure: 50, characters: 50, dialogue: 30, style_presentation: 20 }
export const TOTAL_MAX = 150

export function clampScore(n: unknown, min: number, max: number): number {
  const v = typeof n === 'number' && Number.isFinite(n) ? n : min
  return Math.min(max, Math.max(min, Math.round(v)))
}

export function grade(percentage: number): 'A' | 'B' | 'C' | 'D' | 'F' {
  if (percentage >= 90) return 'A'
  if (percentage >= 80) return 'B'
  if (percentage >= 70) return 'C'
  if (percentage >= 60) return 'D'
  return 'F'
}

export type ScoreLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Work'
export function scoreLabel(score: number): ScoreLabel {
  if (score >= 8) return 'Excellent'
  if (score >= 6) return 'Good'
  if (score >= 4) return 'Fair'
  return 'Needs Work'
}

/** Hot 9-10, Warm 7-8, Moderate 4-6, Cool 1-3. */
export function intensityFor(score: number): Intensity {
  if (score >= 9) return 'hot'
  if (score >= 7) return 'warm'
  if (score >= 4) return 'moderate'
  return 'cool'
}

/** When sections are merged, readiness follows the averaged score rather than any one section's word. */
export function readinessFor(score: number): ReadinessLevel {
  if (score >= 85) return 'polished'
  if (score >= 70) return 'professional'
  if (score >= 50) return 'developing'
  return 'amateur'
}

export function percentage(score: number, max: number): number {
  return max > 0 ? Math.round((score / max) * 100) : 0
}
