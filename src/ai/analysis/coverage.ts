import { z } from 'zod'
import { contextBlock, type ProjectContext } from './prompts'

/**
 * Coverage: the one-to-three-page report a studio reader writes — title, genre, logline, synopsis,
 * comments, a grid of ratings and a verdict for the script and for the writer. A long script is
 * read in sections; each section's reading is merged here into one report (pure, shared by the
 * server route and the tests).
 */
export const COVERAGE_CATEGORIES = [
  { key: 'premise', label: 'Premise' },
  { key: 'structure', label: 'Structure' },
  { key: 'characterization', label: 'Characterization' },
  { key: 'dialogue', label: 'Dialogue' },
  { key: 'pacing', label: 'Pacing' },
  { key: 'marketability', label: 'Marketability' },
] as const
export type CoverageCategory = (typeof COVERAGE_CATEGORIES)[number]['key']

export const RATINGS = ['Excellent', 'Good', 'Fair', 'Poor'] as const
export type Rating = (typeof RATINGS)[number]
export const VERDICTS = ['Pass', 'Consider', 'Recommend'] as const
export type Verdict = (typeof VERDICTS)[number]

/** The longest logline coverage gives: one sentence a producer reads in a breath. */
export const MAX_LOGLINE_WORDS = 25

const ratingSchema = z.enum(RATINGS)
const verdictSchema = z.enum(VERDICTS)

/** One reading's answer (the whole script, or one section of it). */
export const CoverageOutputSchema = z.object({
  title: z.string().describe("the script's title as it reads, or empty"),
  genre: z.string(),
  logline: z.string().describe(`at most ${MAX_LOGLINE_WORDS} words`),
  synopsis: z.string().describe('what happens, in order, in the past tense of a reader’s summary'),
  comments: z.string().describe("the reader's assessment: strengths first, then what holds the script back"),
  ratings: z.object(Object.fromEntries(COVERAGE_CATEGORIES.map((c) => [c.key, ratingSchema])) as Record<CoverageCategory, typeof ratingSchema>),
  verdict: z.object({ script: verdictSchema, writer: verdictSchema }),
  notes: z.array(z.object({ scene: z.number().int().describe('the scene number n of "SCENE n:"'), note: z.string() })).describe('specific notes, each on one scene'),
})
export type CoverageOutput = z.infer<typeof CoverageOutputSchema>

export interface CoverageNote {
  scene: number
  note: string
}

export interface CoverageReport {
  title: string
  genre: string
  logline: string
  synopsis: string
  comments: string
  ratings: Record<CoverageCategory, Rating>
  verdict: { script: Verdict; writer: Verdict }
  notes: CoverageNote[]
}

export function coveragePrompt(text: string, ctx: ProjectContext, part?: { index: number; total: number }): string {
  const grid = COVERAGE_CATEGORIES.map((c) => c.label).join(', ')
  const whole = part
    ? `This is section ${part.index + 1} of ${part.total} of the script: write the synopsis of this section only, and rate and judge what it shows; the sections are combined afterwards.`
    : 'This is the whole script.'
  return (
    'Write studio coverage of this screenplay, as a professional reader would for a producer. ' +
    `Give its title, its genre, a logline of at most ${MAX_LOGLINE_WORDS} words, a synopsis, and comments (strengths first, then what holds it back). ` +
    `Rate ${grid} each as Excellent, Good, Fair or Poor, and give a verdict of Pass, Consider or Recommend for the script and, separately, for the writer. ` +
    'Add specific notes, each on one scene, citing the scene by its number. ' +
    whole +
    contextBlock(ctx) +
    `\n\n${part ? `SCREENPLAY SECTION ${part.index + 1} OF ${part.total}` : 'SCREENPLAY'}:\n<<<\n${text}\n>>>`
  )
}

/** A logline held to its length: whole words, at most the limit, ending in a full stop. */
export function trimLogline(text: string, max = MAX_LOGLINE_WORDS): string {
  const words = text.trim().split(/\s+/).filter(Boolean)
  if (words.length <= max) return words.join(' ')
  return words.slice(0, max).join(' ').replace(/[,;:\u2014-]+$/, '') + '…'
}

/** The middle of the readings, by rank (ties to the lower, as a cautious reader would). */
function middle<T extends string>(scale: readonly T[], values: readonly T[]): T {
  const ranks = values.map((v) => scale.indexOf(v)).filter((i) => i >= 0).sort((a, b) => a - b)
  return scale[ranks.length ? ranks[Math.floor((ranks.length - 1) / 2)] : Math.floor(scale.length / 2)]
}

/**
 * One report from the readings of the sections, in script order: the first title, genre and
 * logline given; the synopses and comments in order; each rating and verdict the middle of the
 * readings (a weak reading rather than a strong one when they split evenly); notes by scene.
 * `title` from the script's own title page wins over the model's.
 */
export function mergeCoverage(parts: readonly CoverageOutput[], title = ''): CoverageReport {
  const first = (pick: (p: CoverageOutput) => string) => parts.map(pick).map((s) => s.trim()).find(Boolean) ?? ''
  const joined = (pick: (p: CoverageOutput) => string) => parts.map(pick).map((s) => s.trim()).filter(Boolean).join('\n\n')
  // Ratings read Excellent..Poor; the cautious middle is the one nearer Poor.
  const worstFirst = [...RATINGS].reverse()
  const ratings = Object.fromEntries(COVERAGE_CATEGORIES.map((c) => [c.key, middle(worstFirst, parts.map((p) => p.ratings[c.key]))])) as Record<CoverageCategory, Rating>
  const seen = new Set<string>()
  const notes = parts
    .flatMap((p) => p.notes)
    .filter((n) => n.scene >= 1 && n.note.trim())
    .filter((n) => {
      const key = `${n.scene}\u0000${n.note.trim().toLowerCase()}`
      return seen.has(key) ? false : (seen.add(key), true)
    })
    .map((n) => ({ scene: n.scene, note: n.note.trim() }))
    .sort((a, b) => a.scene - b.scene)
  return {
    title: title.trim() || first((p) => p.title) || 'Untitled',
    genre: first((p) => p.genre),
    logline: trimLogline(first((p) => p.logline)),
    synopsis: joined((p) => p.synopsis),
    comments: joined((p) => p.comments),
    ratings,
    verdict: { script: middle(VERDICTS, parts.map((p) => p.verdict.script)), writer: middle(VERDICTS, parts.map((p) => p.verdict.writer)) },
    notes,
  }
}

/** Said on the report and its PDF: a reading by a model, not by a person. */
export const MACHINE_READING_NOTE = 'This coverage is a machine reading by an AI model, not a human reader’s report. Use it as one opinion among others.'
