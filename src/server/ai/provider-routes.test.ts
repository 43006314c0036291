/**
 * Every AI route with `provider` set, over real sockets: our server → the OpenAI-compatible gateway
 * → the fake OpenAI-compatible server. Gemini (also a fake) must never be called for these
 * requests, and a base URL outside the allow-list must never be fetched at all.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/fakes/fake-openai'
import { startFakeGemini, type FakeGemini } from '../../../tests/fakes/fake-gemini'
import { startTestServer, type TestServer } from '../../../tests/support/test-server'
import { PLOT_BOARD_TEMPLATES } from '../../project/plot-board'
import { PROVIDER_MSG } from '../../ai/messages'
import { HANG_GUARD_MS } from '../../testing/hang-guard'
import { aiRoutePaths } from './routes'
import { AI_STREAM_ACCEPT, readAiStream, type AiStreamLine } from '../../ai/streaming'

let openai: FakeOpenAi
let gemini: FakeGemini
let server: TestServer
let canary: Server
let canaryHits = 0
let canaryBase = ''
/** Allowed, but nothing listens there: an endpoint that is not running. */
let deadBase = ''
let keys = 0
let KEY = ''

beforeAll(async () => {
  openai = await startFakeOpenAi()
  gemini = await startFakeGemini()
  canary = createServer((_req, res) => {
    canaryHits++
    res.end('{}')
  })
  await new Promise<void>((r) => canary.listen(0, '127.0.0.1', () => r()))
  canaryBase = `http://127.0.0.1:${(canary.address() as AddressInfo).port}/v1`
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', () => r()))
  deadBase = `http://127.0.0.1:${(probe.address() as AddressInfo).port}/v1`
  await new Promise<void>((r) => probe.close(() => r()))
  server = await startTestServer(gemini.url, { aiAllowedBaseUrls: [openai.baseUrl, deadBase], upstreamTimeouts: { lookup: 400, analysis: 400 } })
})
afterAll(async () => {
  await server.close()
  await new Promise<void>((r) => canary.close(() => r()))
  await openai.close()
  await gemini.close()
})
beforeEach(() => {
  openai.reset()
  gemini.reset()
  canaryHits = 0
  // A key per test: the server keeps one rate window per endpoint, model and key.
  KEY = `sk-provider-test-${++keys}-abcdefghijklmnop`
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const provider = (over: Record<string, unknown> = {}) => ({ kind: 'openai-compatible', baseUrl: openai.baseUrl, model: 'llama-test', apiKey: KEY, ...over })

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const r = await fetch(server.base + path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
  const text = await r.text()
  expect(text).not.toContain(KEY)
  return { status: r.status, headers: r.headers, json: JSON.parse(text) as Json }
}

const template = PLOT_BOARD_TEMPLATES.find((t) => t.id === 'three-act-basic')!
const chunks = ['SCENE 1: INT. A - DAY\nOne.', 'SCENE 2: INT. B - DAY\nTwo.']
const sceneChunks = [{ startScene: 1, endScene: 1, scenes: [{ sceneNumber: 1, content: 'SCENE 1: INT. A - DAY\nOne.' }] }]
const script = 'SCENE 1: INT. KITCHEN - NIGHT\n\nMARA\nWhere is it?'

/** One body per route, without credentials; `kind` says how the route reads the model's answer. */
const ROUTES: { path: string; body: Record<string, unknown>; kind: 'raw' | 'structured' | 'analysis' }[] = [
  { path: '/api/simple-ai', body: { prompt: 'Define "serendipity". Respond with JSON {"definition"}' }, kind: 'raw' },
  { path: '/api/ai-command', body: { command: 'define', query: 'serendipity' }, kind: 'structured' },
  { path: '/api/ai-movie-expansion', body: { expansionType: 'ideas', baseIdea: 'A lighthouse keeper' }, kind: 'structured' },
  { path: '/api/ai-theme-expansion', body: { movieIdea: 'A lighthouse keeper' }, kind: 'structured' },
  { path: '/api/ai-theme-structure', body: { fieldName: 'The Darkness' }, kind: 'structured' },
  { path: '/api/ai-character-generation', body: { movieConcept: { movieIdea: 'A keeper', storyArchetype: 'Castaway', genres: [], themes: [] } }, kind: 'structured' },
  { path: '/api/ai-character-names', body: { characterData: { role: 'Protagonist', sex: 'Female', age: '40', archetype: 'Hero' }, count: 3 }, kind: 'structured' },
  { path: '/api/ai-plot-board-customization', body: { template, movieConcept: { movieIdea: 'A keeper' } }, kind: 'structured' },
  { path: '/api/quantitative-evaluation', body: { screenplayContent: script, step: 1 }, kind: 'analysis' },
  { path: '/api/quantitative-evaluation-chunked', body: { chunks, step: 2 }, kind: 'analysis' },
  { path: '/api/qualitative-analysis', body: { screenplayContent: script, step: 1 }, kind: 'analysis' },
  { path: '/api/qualitative-analysis-chunked', body: { chunks, step: 1 }, kind: 'analysis' },
  { path: '/api/ai-continuity-check', body: { screenplay: script }, kind: 'analysis' },
  { path: '/api/ai-continuity-check-chunked', body: { chunks }, kind: 'analysis' },
  { path: '/api/ai-semantic-find', body: { query: 'a kitchen', screenplay: script }, kind: 'analysis' },
  { path: '/api/ai-semantic-find-chunked', body: { query: 'a kitchen', chunks: sceneChunks }, kind: 'analysis' },
  { path: '/api/ai-common-flaws', body: { screenplay: script }, kind: 'analysis' },
  { path: '/api/ai-common-flaws-chunked', body: { chunks }, kind: 'analysis' },
  { path: '/api/ai-pacing-analysis', body: { screenplay: script }, kind: 'analysis' },
  { path: '/api/ai-pacing-analysis-chunked', body: { chunks }, kind: 'analysis' },
  { path: '/api/ai-coverage', body: { screenplay: script, title: 'THE KETTLE' }, kind: 'analysis' },
  { path: '/api/ai-coverage-chunked', body: { chunks, title: 'THE KETTLE' }, kind: 'analysis' },
]

it('covers every AI route the server mounts', () => {
  expect(ROUTES.map((r) => r.path).sort()).toEqual([...aiRoutePaths()].sort())
})

describe.each(ROUTES)('POST $path with an OpenAI-compatible provider', ({ path, body, kind }) => {
  it('answers through the endpoint, with its model and key, and never calls Gemini', async () => {
    const r = await post(path, { ...body, provider: provider() })
    expect(r.status, JSON.stringify(r.json)).toBe(200)
    expect(openai.requests.length).toBeGreaterThan(0)
    for (const q of openai.requests) {
      expect(q.path).toBe('/v1/chat/completions')
      expect(q.json?.model).toBe('llama-test')
      expect(q.authorization).toBe(`Bearer ${KEY}`)
      if (kind !== 'raw') expect(q.json?.response_format?.type).toBe('json_schema')
    }
    expect(gemini.requests).toHaveLength(0)
    if (kind === 'raw') expect(r.json.response).toBe('{"response":"Fake answer"}')
  })

  it('asked for a stream, answers in its streamed form: text as the model writes it, sections as they are done, or its usual JSON', async () => {
    const res = await fetch(server.base + path, { method: 'POST', headers: { 'content-type': 'application/json', accept: AI_STREAM_ACCEPT }, body: JSON.stringify({ ...body, provider: provider() }) })
    expect(res.status).toBe(200)
    const streamed = path === '/api/simple-ai' || path === '/api/ai-command' ? 'text' : kind === 'analysis' ? 'progress' : null
    if (!streamed) {
      expect(res.headers.get('content-type')).toContain('application/json')
      expect(JSON.stringify(await res.json())).not.toContain(KEY)
      return
    }
    expect(res.headers.get('content-type')).toContain('application/x-ndjson')
    const lines: AiStreamLine[] = []
    const result = await readAiStream(res.body!, (l) => void lines.push(l))
    expect(result?.status, JSON.stringify(result?.body)).toBe(200)
    expect(JSON.stringify(lines)).not.toContain(KEY)
    expect(openai.requests.length).toBeGreaterThan(0)
    expect(gemini.requests).toHaveLength(0)
    if (streamed === 'text') {
      const text = lines.flatMap((l) => (l.type === 'delta' ? [l.text] : [])).join('')
      const body = result!.body as Json
      expect(text.length).toBeGreaterThan(0)
      expect(text).toBe(path === '/api/simple-ai' ? body.response : body.data.response)
      expect(openai.requests.every((q) => q.json?.stream === true)).toBe(true)
    } else {
      const progress = lines.flatMap((l) => (l.type === 'progress' ? [l] : []))
      const total = Array.isArray(body.chunks) ? body.chunks.length : 1
      expect(progress.at(-1)).toEqual({ type: 'progress', done: total, total })
    }
  })

  it('bad JSON from the model is a clear error (the lookup passes it through for its own message)', async () => {
    openai.addRule({ match: 'llama-test', reply: { kind: 'text', text: 'Sure! Here you go: {not json' } })
    const r = await post(path, { ...body, provider: provider() })
    if (kind === 'raw') {
      expect(r.status).toBe(200)
      expect(r.json.response).toBe('Sure! Here you go: {not json')
      return
    }
    expect(r.status).toBe(502)
    expect(r.json.errorType).toBe('INVALID_RESPONSE')
    expect(r.json.userMessage).toMatch(/unexpected format/)
  })

  it('a 429 from the endpoint is our 429 at once, with Retry-After and the wait, and nothing is asked again', async () => {
    openai.addRule({ match: 'llama-test', reply: { kind: 'rateLimit', retryAfterSeconds: 17 } })
    const r = await post(path, { ...body, provider: provider() })
    expect(r.status).toBe(429)
    expect(r.headers.get('retry-after')).toBe('17')
    expect(r.json).toMatchObject({ errorType: 'RATE_LIMIT', rateLimitInfo: { waitTimeMs: 17_000, reason: 'rpm_exceeded' } })
    expect(r.json.userMessage).toContain('llama-test')
    // Each section was asked at most once: the run stopped instead of waiting and asking again.
    const prompts = openai.requests.map((q) => q.body)
    expect(new Set(prompts).size).toBe(prompts.length)
    expect(openai.requests.length).toBeLessThanOrEqual(kind === 'analysis' ? chunks.length : 1)
  })

  it('an endpoint that never answers ends in 504 at the time limit, and the call is closed', async () => {
    openai.addRule({ match: 'llama-test', reply: { kind: 'hang' } })
    const r = await post(path, { ...body, provider: provider() })
    expect(r.status).toBe(504)
    expect(r.json.userMessage).toBe(PROVIDER_MSG.timeout)
    await vi.waitFor(() => expect(openai.requests.every((q) => q.closedEarly)).toBe(true), { timeout: HANG_GUARD_MS })
  })

  it('a base URL outside the allow-list is refused with 400 and never fetched', async () => {
    for (const baseUrl of [canaryBase, `${openai.url}/v2`, `${openai.url}/v1/../../elsewhere`]) {
      const r = await post(path, { ...body, provider: provider({ baseUrl }) })
      expect(r.status, baseUrl).toBe(400)
      expect(r.json.errorType).toBe('BAD_REQUEST')
      expect(r.json.userMessage).toContain('Settings → AI')
      expect(r.json.userMessage).not.toContain('AI_ALLOWED_BASE_URLS')
    }
    const withPassword = await post(path, { ...body, provider: provider({ baseUrl: openai.baseUrl.replace('http://', 'http://user:pw@') }) })
    expect(withPassword.status).toBe(400)
    expect(withPassword.json.error).toMatch(/provider\.baseUrl/)
    expect(canaryHits).toBe(0)
    expect(openai.requests).toHaveLength(0)
    expect(gemini.requests).toHaveLength(0)
  })
})

describe('provider requests', () => {
  it('need no Gemini key or model, and an endpoint without a key gets no Authorization header', async () => {
    const r = await post('/api/ai-command', { command: 'define', query: 'x', provider: provider({ apiKey: '' }) })
    expect(r.status).toBe(200)
    expect(openai.requests[0].authorization).toBeNull()
  })

  it('an endpoint without JSON-schema mode is asked again with the schema in the instructions, and the answer is still held to it', async () => {
    openai.jsonSchema = false
    openai.addRule({ match: 'Respond with JSON only', reply: { kind: 'json', value: { response: 'A happy accident.' } } })
    const r = await post('/api/ai-command', { command: 'define', query: 'serendipity', provider: provider({ model: 'no-schema-model' }) })
    expect(r.status).toBe(200)
    expect(r.json.data).toEqual({ response: 'A happy accident.' })
    expect(openai.requests.map((q) => q.json?.response_format?.type ?? 'none')).toEqual(['json_schema', 'none'])
    expect(openai.requests[1].json?.messages?.[0].content).toContain('"response"')
    // Remembered: the next call goes straight to the form the endpoint takes.
    await post('/api/ai-command', { command: 'define', query: 'again', provider: provider({ model: 'no-schema-model' }) })
    expect(openai.requests.map((q) => q.json?.response_format?.type ?? 'none')).toEqual(['json_schema', 'none', 'none'])
  })

  it('a wrong key and an endpoint that is down are named as the endpoint’s, not Gemini’s', async () => {
    openai.addRule({ match: 'wrong-key', reply: { kind: 'invalidKey' } })
    const bad = await post('/api/ai-command', { command: 'define', query: 'wrong-key', provider: provider() })
    expect(bad.status).toBe(401)
    expect(bad.json.userMessage).toBe(PROVIDER_MSG.invalidKey)
    const down = await post('/api/ai-command', { command: 'define', query: 'x', provider: provider({ baseUrl: deadBase }) })
    expect(down.status).toBe(502)
    expect(down.json.userMessage).toBe(PROVIDER_MSG.unreachable(deadBase))
    expect(gemini.requests).toHaveLength(0)
  })

  it('an out-of-credit 429 is the daily kind of limit', async () => {
    openai.addRule({ match: 'llama-test', reply: { kind: 'rateLimit', quota: true } })
    const r = await post('/api/simple-ai', { prompt: 'p', provider: provider() })
    expect(r.status).toBe(429)
    expect(r.json.rateLimitInfo).toEqual({ waitTimeMs: 60_000, reason: 'rpd_exceeded' })
    expect(r.headers.get('retry-after')).toBe('60')
  })

  it('an unknown provider kind or a missing model is a 400 naming the field', async () => {
    const kind = await post('/api/simple-ai', { prompt: 'p', provider: provider({ kind: 'anthropic' }) })
    expect(kind.status).toBe(400)
    expect(kind.json.error).toMatch(/provider\.kind/)
    const model = await post('/api/simple-ai', { prompt: 'p', provider: provider({ model: ' ' }) })
    expect(model.status).toBe(400)
    expect(model.json.error).toMatch(/provider\.model is required/)
    expect(openai.requests).toHaveLength(0)
  })
})
