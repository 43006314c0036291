/**
 * Coverage (POST /api/ai-coverage and its chunked form) over real sockets, against both the fake
 * Gemini and the fake OpenAI-compatible endpoint: the report, a broken answer, a rate limit and a
 * model that never answers.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAi, type FakeOpenAi } from '../../../../tests/fakes/fake-openai'
import { startFakeGemini, type FakeGemini } from '../../../../tests/fakes/fake-gemini'
import { startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { HANG_GUARD_MS } from '../../../testing/hang-guard'
import type { CoverageOutput } from '../../../ai/analysis/coverage'

let openai: FakeOpenAi
let gemini: FakeGemini
let server: TestServer
let keys = 0
let KEY = ''

beforeAll(async () => {
  openai = await startFakeOpenAi()
  gemini = await startFakeGemini()
  server = await startTestServer(gemini.url, { aiAllowedBaseUrls: [openai.baseUrl], upstreamTimeouts: { lookup: 1000, analysis: 1000 } })
})
afterAll(async () => {
  await server.close()
  await openai.close()
  await gemini.close()
})
beforeEach(() => {
  openai.reset()
  gemini.reset()
  KEY = `AIzaSyCOVERAGE-test-key-${++keys}-0123456789abcdef`
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

async function post(path: string, body: unknown) {
  const r = await fetch(server.base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  const text = await r.text()
  expect(text).not.toContain(KEY)
  return { status: r.status, headers: r.headers, json: JSON.parse(text) as Json }
}

const reading = (n: number): CoverageOutput => ({
  title: 'FROST',
  genre: 'Drama',
  logline: `When a widow finds a kettle that boils by itself, she must decide whether to let her husband go (part ${n}) before winter ends and the house is sold for good.`,
  synopsis: `Part ${n} of the story.`,
  comments: `Comments on part ${n}.`,
  ratings: { premise: 'Excellent', structure: n === 1 ? 'Good' : 'Poor', characterization: 'Good', dialogue: 'Fair', pacing: 'Good', marketability: 'Fair' },
  verdict: { script: n === 1 ? 'Recommend' : 'Consider', writer: 'Recommend' },
  notes: [{ scene: n, note: `A note on scene ${n}.` }],
})

const chunks = ['SCENE 1: INT. KITCHEN - NIGHT\nMara hides the kettle.', 'SCENE 2: EXT. YARD - DAY\nSnow falls.']

const cases = [
  {
    name: 'Gemini',
    creds: () => ({ apiKey: KEY, model: 'gemini-2.5-flash' }),
    answer: (match: string, value: unknown) => gemini.addRule({ match, reply: { kind: 'json', value } }),
    broken: (match: string) => gemini.addRule({ match, reply: { kind: 'text', text: '{"title": "FROST", "genre":' } }),
    limited: (match: string) => gemini.addRule({ match, reply: { kind: 'rateLimit', retryDelay: '9s' } }),
    hang: (match: string) => gemini.addRule({ match, reply: { kind: 'hang' } }),
    requests: () => gemini.requests.length,
  },
  {
    name: 'an OpenAI-compatible endpoint',
    creds: () => ({ provider: { kind: 'openai-compatible', baseUrl: openai.baseUrl, model: 'llama-test', apiKey: KEY } }),
    answer: (match: string, value: unknown) => openai.addRule({ match, reply: { kind: 'json', value } }),
    broken: (match: string) => openai.addRule({ match, reply: { kind: 'text', text: '{"title": "FROST", "genre":' } }),
    limited: (match: string) => openai.addRule({ match, reply: { kind: 'rateLimit', retryAfterSeconds: 9 } }),
    hang: (match: string) => openai.addRule({ match, reply: { kind: 'hang' } }),
    requests: () => openai.requests.length,
  },
]

describe.each(cases)('coverage through $name', ({ creds, answer, broken, limited, hang, requests }) => {
  it('answers one report from the sections: title page title, logline of 25 words, synopses in order, cautious grid and verdict, notes by scene', async () => {
    answer('SECTION 1 OF 2', reading(1))
    answer('SECTION 2 OF 2', reading(2))
    const r = await post('/api/ai-coverage-chunked', { chunks, title: 'THE KETTLE', ...creds() })
    expect(r.status).toBe(200)
    const c = r.json.coverage
    expect(c.title).toBe('THE KETTLE')
    expect(c.genre).toBe('Drama')
    expect(c.logline.split(' ').length).toBeLessThanOrEqual(25)
    expect(c.synopsis).toBe('Part 1 of the story.\n\nPart 2 of the story.')
    expect(c.ratings).toEqual({ premise: 'Excellent', structure: 'Poor', characterization: 'Good', dialogue: 'Fair', pacing: 'Good', marketability: 'Fair' })
    expect(c.verdict).toEqual({ script: 'Consider', writer: 'Recommend' })
    expect(c.notes).toEqual([{ scene: 1, note: 'A note on scene 1.' }, { scene: 2, note: 'A note on scene 2.' }])
    expect(r.json).toMatchObject({ totalChunks: 2, processedChunks: 2 })
  })

  it('a whole script goes in one request', async () => {
    answer('Mara hides', reading(1))
    const r = await post('/api/ai-coverage', { screenplay: chunks.join('\n\n'), ...creds() })
    expect(r.status).toBe(200)
    expect(r.json.coverage.title).toBe('FROST')
    expect(requests()).toBe(1)
  })

  it('a broken answer from the model is a 502 with a message, not a report', async () => {
    broken('Mara hides')
    const r = await post('/api/ai-coverage', { screenplay: chunks[0], ...creds() })
    expect(r.status).toBe(502)
    expect(r.json.coverage).toBeUndefined()
    expect(r.json.userMessage).toBeTruthy()
  })

  it('a rate limit answers 429 at once with the wait and the sections already done', async () => {
    answer('SECTION 1 OF 2', reading(1))
    limited('SECTION 2 OF 2')
    const r = await post('/api/ai-coverage-chunked', { chunks, ...creds() })
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBe('9')
    expect(r.json.errorType).toBe('RATE_LIMIT')
    expect(Array.isArray(r.json.completedSections)).toBe(true)
    // Nothing was asked twice.
    expect(requests()).toBeLessThanOrEqual(2)
  })

  it('a model that never answers ends in 504 at the time limit', async () => {
    hang('Mara hides')
    const r = await post('/api/ai-coverage', { screenplay: chunks[0], ...creds() })
    expect(r.status).toBe(504)
    expect(r.json.userMessage).toBeTruthy()
  }, HANG_GUARD_MS + 5000)
})
