/**
 * Free-tier evaluations of a 120-page script: how soon the writer sees the Quantitative
 * Evaluation's first category and the Qualitative Analysis's first step. The script is cut as the
 * browser cuts it on Gemini's free tier (larger sections, so a category or step needs few
 * requests) and the first one is asked through our server against a fake Gemini answering each
 * request in 1 s. Beside it, the usual sectioning, and how long the tier's 10 requests a minute
 * would hold the whole run.
 *
 * `npm run bench` calls runEvaluationBench(); alone: `npx tsx bench/evaluation-bench.ts`.
 */
import { pathToFileURL } from 'node:url'
import { analysisText, prepareEvaluation } from '../src/ai/analysis/chunking'
import { RATE_LIMITS } from '../src/ai/models'
import { QUAL_STEPS, QUANT_CATEGORIES } from '../src/ai/analysis/schemas'
import { countPages } from '../src/screenplay/layout'
import { startFakeGemini } from '../tests/fakes/fake-gemini'
import { startTestServer } from '../tests/support/test-server'
import { generateScript } from './generate-script'
import { formatTable, stats, type Row } from './stats'

const ANSWER_MS = 1000
/** A section's answer for the first category: every criterion scored. */
const FIRST_CATEGORY_ANSWER = Object.fromEntries(
  QUANT_CATEGORIES[0].criteria.map((c) => [c, { score: 7, question: 'How is it?', rationale: 'It works in scene 2.', actionable_suggestions: ['Sharpen it'] }]),
)
/** A section's answer for the first qualitative step: every field written. */
const FIRST_STEP_ANSWER = Object.fromEntries(
  QUAL_STEPS[0].sections.map((sec) => [sec.key, { ...Object.fromEntries(sec.fields.map((f) => [f, 'It holds in scene 2.'])), ...(sec.suggestions ? { actionable_suggestions: ['Sharpen it'] } : {}) }]),
)
const RUNS = 3

/** The two evaluations: where the first category or step goes, what it answers, how many there are, and whether more than 20 sections is refused. */
const EVALUATIONS = [
  { name: 'Quantitative Evaluation', first: 'category', path: '/api/quantitative-evaluation-chunked', answer: FIRST_CATEGORY_ANSWER, steps: QUANT_CATEGORIES.length, limitCheck: false },
  { name: 'Qualitative Analysis', first: 'step', path: '/api/qualitative-analysis-chunked', answer: FIRST_STEP_ANSWER, steps: QUAL_STEPS.length, limitCheck: true },
]

export async function runEvaluationBench(): Promise<Row[]> {
  const script = generateScript(120)
  const pages = countPages(script)
  const text = analysisText(script)
  const sectionsOf = (p: ReturnType<typeof prepareEvaluation>) => (p.kind === 'chunked' ? p.chunks : p.kind === 'single' ? [p.text] : [])
  const fake = await startFakeGemini()
  const server = await startTestServer(fake.url)
  const rpm = RATE_LIMITS['gemini-2.5-flash'].free.rpm
  const rows: Row[] = []
  let keys = 0
  try {
    for (const ev of EVALUATIONS) {
      const ways = [
        { name: 'free-tier sections', chunks: sectionsOf(prepareEvaluation(text, { freeTier: true, limitCheck: ev.limitCheck })) },
        { name: 'usual sections', chunks: sectionsOf(prepareEvaluation(text, { freeTier: false, limitCheck: ev.limitCheck })) },
      ]
      for (const way of ways) {
        const times: number[] = []
        for (let i = 0; i < RUNS; i++) {
          // A key per run: the server keeps each key's requests-a-minute window, and each run starts fresh like a writer's first.
          const apiKey = `AIzaSyBENCH-evaluation-${++keys}-000000000000000`
          fake.addRule({ match: apiKey, reply: { kind: 'json', value: ev.answer }, delayMs: ANSWER_MS })
          const t0 = performance.now()
          const r = await fetch(`${server.base}${ev.path}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ chunks: way.chunks, step: 1, apiKey, model: 'gemini-2.5-flash', tier: 'free' }),
          })
          const json = (await r.json()) as { processedChunks?: number }
          if (!r.ok || json.processedChunks !== way.chunks.length) throw new Error(`${ev.name}, first ${ev.first}: ${r.status}`)
          times.push(performance.now() - t0)
        }
        // The whole run asks each section once per category or step; the tier allows `rpm` a minute.
        const total = way.chunks.length * ev.steps
        rows.push({
          name: `Free-tier ${ev.name}, ${pages}-page script, ${way.name} (${way.chunks.length}), Gemini answering in 1 s: first ${ev.first}'s result`,
          ...stats(times),
          note: `whole run ${total} requests: at least ${Math.ceil(total / rpm) - 1} min of waiting at ${rpm} a minute`,
        })
      }
    }
  } finally {
    await server.close()
    await fake.close()
  }
  return rows
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runEvaluationBench().then((rows) => console.log(formatTable(rows)))
}
