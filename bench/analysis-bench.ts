/**
 * AI analysis of a long script: a generated 120-page script cut into sections and sent to the
 * chunked continuity endpoint, against a fake Gemini that takes 1 s to answer each request. The
 * sections run side by side (paid tier: up to 10 at a time), so the whole run should take about as
 * long as a couple of sections, not the sum of all of them. The same sections sent one after another
 * through the plain endpoint give the sequential time beside it.
 *
 * `npm run bench` calls runAnalysisBench(); alone: `npx tsx bench/analysis-bench.ts`.
 */
import { serve, type ServerType } from '@hono/node-server'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { createApp } from '../src/server/app'
import { readConfig } from '../src/server/config'
import { analysisText, prepareText } from '../src/ai/analysis/chunking'
import { countPages } from '../src/screenplay/layout'
import { startFakeGemini } from '../tests/fakes/fake-gemini'
import { generateScript } from './generate-script'
import { formatTable, stats, type Row } from './stats'

// One key per run: the server keeps each key's requests-per-minute window, and each run starts fresh.
const KEY = 'AIzaSyBENCH-analysis-0000000000000000000'
const KEYS = [`${KEY}-a`, `${KEY}-b`, `${KEY}-c`]
const ANSWER_MS = 1000

export async function runAnalysisBench(): Promise<Row[]> {
  const script = generateScript(120)
  const pages = countPages(script)
  const prep = prepareText(analysisText(script))
  if (prep.kind !== 'chunked') throw new Error(`expected sections, got ${prep.kind}`)
  const chunks = prep.chunks

  const fake = await startFakeGemini()
  for (const k of KEYS) fake.addRule({ match: k, reply: { kind: 'json', value: { issues: [] } }, delayMs: ANSWER_MS })
  const root = mkdtempSync(join(tmpdir(), 'nw-analysis-bench-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html>')
  let server!: ServerType
  const base = await new Promise<string>((resolve) => {
    server = serve({ fetch: createApp({ ...readConfig({}), staticRoot: root, geminiBaseUrl: fake.url }).fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
      resolve(`http://127.0.0.1:${info.port}`),
    )
  })
  const post = async (path: string, body: unknown) => {
    const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    const json = (await r.json()) as { processedChunks?: number }
    if (!r.ok) throw new Error(`${path}: ${r.status}`)
    return json
  }
  try {
    // One request first, so neither way pays for the server's and the SDK's first use.
    await post('/api/ai-continuity-check', { screenplay: chunks[0], apiKey: KEYS[2], tier: 'paid' })
    const runs: number[] = []
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now()
      const merged = await post('/api/ai-continuity-check-chunked', { chunks, apiKey: KEYS[0], tier: 'paid' })
      runs.push(performance.now() - t0)
      if (merged.processedChunks !== chunks.length) throw new Error('not every section was analysed')
    }
    const side = stats(runs)
    const parallel = side.median
    let t = performance.now()

    t = performance.now()
    await post('/api/ai-continuity-check-chunked', { chunks, apiKey: KEYS[1], tier: 'free' })
    const free = performance.now() - t

    t = performance.now()
    for (const c of chunks) await post('/api/ai-continuity-check', { screenplay: c, apiKey: KEYS[2], tier: 'paid' })
    const sequential = performance.now() - t

    const ratio = sequential / parallel
    const label = `AI analysis, ${pages}-page script, ${chunks.length} sections, Gemini answering in 1 s`
    return [
      { name: `${label}: side by side (paid tier)`, ...side, note: `${ratio.toFixed(1)}x faster than one after another` },
      { name: `${label}: free tier (3 at a time)`, median: free, p95: free, n: 1, note: `${(sequential / free).toFixed(1)}x faster than one after another` },
      { name: `${label}: one after another`, median: sequential, p95: sequential, n: 1, note: `sum of ${chunks.length} sections` },
    ]
  } finally {
    await new Promise<void>((r) => server.close(() => r()))
    await fake.close()
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runAnalysisBench().then((rows) => console.log(formatTable(rows)))
}
