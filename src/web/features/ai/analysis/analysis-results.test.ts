// @vitest-environment jsdom
// Node has no cookies or storage: the analysis modules reach the files group, whose stores read the writer's preferences.
import { describe, expect, it } from 'vitest'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { quantTotals, type QuantStep } from './quantitative-store'
import { partialNote, statusMessage } from './analysis-client'
import { printable, renderReport } from './report-pdf'
import { evaluationReport } from './QuantitativeDialog'
import { pacingReport } from './PacingPanel'

const crit = (score: number) => ({ score, question: 'Q?', rationale: 'R.', actionable_suggestions: ['S'] })
const done = (scores: number[]): QuantStep => ({ status: 'completed', criteria: Object.fromEntries(scores.map((s, i) => [`c${i}`, crit(s)])) })

describe('evaluation totals', () => {
  it('sum the categories done so far against their maximum; all four against 150 with a grade', () => {
    const partial = quantTotals([done([8, 8, 8, 8, 8]), { status: 'error', error: 'x' }, { status: 'idle' }, { status: 'idle' }])
    expect(partial).toMatchObject({ completed: 1, score: 40, maxScore: 50, percentage: 80, grade: 'B' })
    const all = quantTotals([done([9, 9, 9, 9, 9]), done([9, 9, 9, 9, 9]), done([9, 9, 9]), done([9, 9])])
    expect(all).toMatchObject({ completed: 4, score: 135, maxScore: 150, percentage: 90, grade: 'A' })
  })
})

describe('reply messages', () => {
  it('speak of 503, 413 and 429 in the same words for every tool', () => {
    expect(statusMessage(503)).toBe('Service temporarily unavailable - the screenplay may be too large or the AI service is overloaded')
    expect(statusMessage(413)).toBe('Screenplay too large for processing')
    expect(statusMessage(429)).toBe('Rate limit exceeded - please wait a moment and try again')
    expect(statusMessage(500)).toBeNull()
  })
  it('say how many sections were left out', () => {
    expect(partialNote({ totalChunks: 5, failedChunks: [{ index: 1, error: 'Overloaded.' }] })).toBe('1 of 5 sections could not be analysed (Overloaded.); the result covers the rest.')
    expect(partialNote({ totalChunks: 5 })).toBeNull()
  })
})

describe('report PDF', () => {
  it('prints the title, the summary and every line, across pages when it runs long', async () => {
    const steps = [done([7, 7, 7, 7, 7]), done([6, 6, 6, 6, 6]), done([5, 5, 5]), done([9, 9])]
    const report = evaluationReport(steps)
    report.blocks.push(...Array.from({ length: 120 }, (_, i) => ({ kind: 'text' as const, text: `Filler line ${i + 1} “quoted” — dashed` })))
    const bytes = renderReport(report, new Date(2026, 0, 2))
    const doc = await getDocument({ data: bytes, verbosity: 0 }).promise
    expect(doc.numPages).toBeGreaterThan(2)
    const pages: string[] = []
    for (let i = 1; i <= doc.numPages; i++) pages.push((await (await doc.getPage(i)).getTextContent()).items.map((it) => ('str' in it ? it.str : '')).join(' '))
    const text = pages.join(' ').replace(/\s+/g, ' ')
    expect(text).toContain('Screenplay Evaluation Report')
    expect(text).toContain('January 2, 2026')
    expect(text).toContain('Overall score: 98/150 (65%) - Grade D')
    expect(text).toContain('Style: 18/20')
    expect(text).toContain('Filler line 120 "quoted" - dashed')
  })
  it('draws the heat-map chart with each scene number, and the scene list under it', async () => {
    const sceneData = [1, 2, 3].map((n) => ({ id: `s${n}`, sceneNumber: n, pacingScore: n * 3, intensity: (['cool', 'moderate', 'hot'] as const)[n - 1], location: { scene: `INT. ROOM ${n}` } }))
    const bytes = renderReport(
      pacingReport({ sceneData, insights: [], summary: { totalScenes: 3, averagePacingScore: 6, coolScenes: 1, moderateScenes: 1, warmScenes: 0, unscoredScenes: 0, hotScenes: 1, identifiedIssues: 0 } }),
    )
    const doc = await getDocument({ data: bytes, verbosity: 0 }).promise
    const items = (await (await doc.getPage(1)).getTextContent()).items.map((it) => ('str' in it ? it.str : ''))
    expect(items.filter((s) => /^[123]$/.test(s.trim()))).toHaveLength(3)
    expect(items.join(' ')).toContain('Scene 3: 9/10 HOT - INT. ROOM 3')
    expect(items.join(' ')).toContain('Pacing Heat-Map Report')
  })

  it('keeps only what Courier can print', () => {
    expect(printable('“A” ‘b’ – c … 🎬')).toBe('"A" \'b\' - c ... ??')
  })
})
