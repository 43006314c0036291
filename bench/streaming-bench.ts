/**
 * Streamed AI answers: how soon the writer sees the first words, beside how long the whole answer
 * takes, for a slash-command answer of 60 tokens from an upstream that writes 20 tokens a second
 * (a modest local model). Both providers are measured through our server, with the browser's own
 * stream reader: the fake OpenAI-compatible endpoint and the fake Gemini.
 *
 * `npm run bench` calls runStreamingBench(); alone: `npx tsx bench/streaming-bench.ts`.
 */
import { pathToFileURL } from 'node:url'
import { startFakeGemini } from '../tests/fakes/fake-gemini'
import { startFakeOpenAi } from '../tests/fakes/fake-openai'
import { startTestServer } from '../tests/support/test-server'
import { AI_STREAM_ACCEPT, readAiStream } from '../src/ai/streaming'
import { formatTable, stats, type Row } from './stats'

const TOKENS_PER_SECOND = 20
const TOKENS = 60
const RUNS = 3
const ANSWER = Array.from({ length: TOKENS }, (_, i) => `word${i + 1}`).join(' ')
const GEMINI_KEY = 'AIzaSyBENCH-streaming-000000000000000000'

export async function runStreamingBench(): Promise<Row[]> {
  const openai = await startFakeOpenAi()
  const gemini = await startFakeGemini()
  const server = await startTestServer(gemini.url, { aiAllowedBaseUrls: [openai.baseUrl] })
  openai.addRule({ match: 'bench-model', reply: { kind: 'text', text: ANSWER }, tokensPerSecond: TOKENS_PER_SECOND })
  gemini.addRule({ match: GEMINI_KEY, reply: { kind: 'text', text: ANSWER }, tokensPerSecond: TOKENS_PER_SECOND })
  const providers = [
    { name: 'OpenAI-compatible endpoint', creds: { provider: { kind: 'openai-compatible', baseUrl: openai.baseUrl, model: 'bench-model' } } },
    { name: 'Gemini', creds: { apiKey: GEMINI_KEY, model: 'gemini-2.5-flash' } },
  ]
  const rows: Row[] = []
  try {
    for (const p of providers) {
      // One call first, so no measured run pays for the server's or an SDK's first use.
      await fetch(`${server.base}/api/ai-command`, { method: 'POST', headers: { 'content-type': 'application/json', accept: AI_STREAM_ACCEPT }, body: JSON.stringify({ command: 'define', query: 'warm', ...p.creds }) }).then((r) => r.text())
      const first: number[] = []
      const whole: number[] = []
      const plain: number[] = []
      for (let i = 0; i < RUNS; i++) {
        const body = JSON.stringify({ command: 'define', query: 'serendipity', ...p.creds })
        const t0 = performance.now()
        const res = await fetch(`${server.base}/api/ai-command`, { method: 'POST', headers: { 'content-type': 'application/json', accept: AI_STREAM_ACCEPT }, body })
        let firstAt = 0
        const result = await readAiStream(res.body!, (line) => {
          if (line.type === 'delta' && !firstAt) firstAt = performance.now()
        })
        if (result?.status !== 200) throw new Error(`${p.name}: the stream ended with ${result?.status}`)
        first.push(firstAt - t0)
        whole.push(performance.now() - t0)
        // The same answer without streaming: nothing shows until all of it has arrived.
        const t1 = performance.now()
        const r = await fetch(`${server.base}/api/simple-ai`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'define serendipity', ...p.creds }) })
        if (!r.ok) throw new Error(`${p.name}: ${r.status}`)
        await r.text()
        plain.push(performance.now() - t1)
      }
      const label = `AI answer streamed, ${TOKENS} tokens at ${TOKENS_PER_SECOND}/s, ${p.name}`
      const f = stats(first)
      const w = stats(whole)
      rows.push(
        { name: `${label}: first words shown`, ...f, note: `${(w.median / f.median).toFixed(0)}x sooner than the whole answer` },
        { name: `${label}: whole answer`, ...w },
        { name: `AI answer not streamed, same upstream, ${p.name}: first words shown`, ...stats(plain), note: 'all at once, at the end' },
      )
    }
  } finally {
    await server.close()
    await openai.close()
    await gemini.close()
  }
  return rows
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runStreamingBench().then((rows) => console.log(formatTable(rows)))
}
