/**
 * Answers that read as text (lookups through /api/simple-ai, slash cards through /api/ai-command)
 * streamed as the model writes them, for both providers, read with the browser's own reader
 * (`readAiStream`). The fakes write a token at a time at a set rate, so a first piece can be seen
 * arriving while the model is still writing.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeOpenAi, type FakeOpenAi } from '../../../tests/fakes/fake-openai'
import { startFakeGemini, type FakeGemini } from '../../../tests/fakes/fake-gemini'
import { startTestServer, type TestServer } from '../../../tests/support/test-server'
import { AI_STREAM_ACCEPT, readAiStream, type AiStreamLine } from '../../ai/streaming'
import { PROVIDER_MSG } from '../../ai/messages'
import { HANG_GUARD_MS } from '../../testing/hang-guard'
import { collectGarbage } from '../../testing/collect-garbage'

let openai: FakeOpenAi
let gemini: FakeGemini
let server: TestServer
let keys = 0
let KEY = ''
const GEMINI_KEY = 'AIzaSySTREAM-test-key-0123456789abcdefg'

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
  KEY = `sk-stream-test-${++keys}-abcdefghijklmnop`
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const provider = () => ({ kind: 'openai-compatible', baseUrl: openai.baseUrl, model: 'llama-test', apiKey: KEY })
const ANSWER = '**Serendipity** (n.): the luck of finding something good without looking for it. She found the letter by pure serendipity.'

function send(path: string, body: unknown, signal?: AbortSignal) {
  return fetch(server.base + path, { method: 'POST', headers: { 'content-type': 'application/json', accept: AI_STREAM_ACCEPT }, body: JSON.stringify(body), signal })
}

const cases = [
  {
    name: 'an OpenAI-compatible endpoint',
    viaProvider: true,
    answer: (text: string, rate?: number) => openai.addRule({ match: 'llama-test', reply: { kind: 'text', text }, tokensPerSecond: rate }),
    creds: () => ({ provider: provider() }),
    stillWriting: () => openai.requests[0]?.ended !== true,
    sent: () => openai.requests[0].body,
  },
  {
    name: 'Gemini',
    viaProvider: false,
    answer: (text: string, rate?: number) => gemini.addRule({ match: GEMINI_KEY, reply: { kind: 'text', text }, tokensPerSecond: rate }),
    creds: () => ({ apiKey: GEMINI_KEY, model: 'gemini-2.5-flash' }),
    stillWriting: () => gemini.requests.some((r) => r.path.endsWith(':streamGenerateContent')) && gemini.inFlight > 0,
    sent: () => gemini.requests[0].body,
  },
]

describe.each(cases)('streamed text answers from $name', ({ viaProvider, answer, creds, stillWriting, sent }) => {
  it.each([
    ['/api/simple-ai', { prompt: 'Define "serendipity" in short markdown.' }, (b: Record<string, unknown>) => b.response],
    ['/api/ai-command', { command: 'define', query: 'serendipity' }, (b: Record<string, unknown>) => (b.data as { response: string }).response],
  ] as const)('%s streams pieces as they are written, then the whole body', async (path, body, read) => {
    answer(ANSWER, 60)
    const res = await send(path, { ...body, ...creds() })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/x-ndjson')
    const deltas: string[] = []
    let firstWhileWriting: boolean | undefined
    const result = await readAiStream(res.body!, (line: AiStreamLine) => {
      if (line.type !== 'delta') return
      if (deltas.length === 0) firstWhileWriting = stillWriting()
      deltas.push(line.text)
    })
    expect(deltas.length).toBeGreaterThan(5)
    // The first piece arrived before the model had finished writing.
    expect(firstWhileWriting).toBe(true)
    expect(deltas.join('')).toBe(ANSWER)
    expect(result?.status).toBe(200)
    expect(read(result!.body)).toBe(ANSWER)
    // Streamed answers are asked for as text: no JSON mode, and a slash command asks for markdown itself.
    expect(sent()).not.toMatch(/json_schema|responseJsonSchema|responseMimeType/)
    if (path === '/api/ai-command') expect(sent()).toContain('with nothing before or after it')
  })

  it('a rate limit before the first words is the ordinary 429 answer, not a stream', async () => {
    if (viaProvider) openai.addRule({ match: 'llama-test', reply: { kind: 'rateLimit', retryAfterSeconds: 9 } })
    else gemini.addRule({ match: GEMINI_KEY, reply: { kind: 'rateLimit', retryDelay: '9s' } })
    const res = await send('/api/simple-ai', { prompt: 'p', ...creds() })
    expect(res.status).toBe(429)
    expect(res.headers.get('retry-after')).toBe('9')
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(await res.json()).toMatchObject({ errorType: 'RATE_LIMIT', rateLimitInfo: { waitTimeMs: 9000 } })
  })

  it.each([
    ['', false],
    [', memory collected while it was being written', true],
  ])('closing the connection mid-answer stops the model call%s', async (_, collect) => {
    answer(ANSWER.repeat(5), 20)
    const stop = new AbortController()
    const res = await send('/api/ai-command', { command: 'define', query: 'serendipity', ...creds() }, stop.signal)
    const reader = res.body!.getReader()
    await reader.read()
    // A busy server collects garbage at any moment; the writer's Stop must reach the model all the same.
    if (collect) collectGarbage()
    stop.abort()
    await vi.waitFor(
      () => {
        const calls = viaProvider ? openai.requests : gemini.requests
        expect(calls[0].closedEarly).toBe(true)
      },
      { timeout: HANG_GUARD_MS },
    )
    // The end of the model call has nobody to go to, and the server goes on answering.
    await new Promise((r) => setTimeout(r, 50))
    const next = await send('/api/ai-command', { command: 'define', query: 'again', ...creds() })
    expect(next.status).toBe(200)
    expect((await readAiStream(next.body!, () => {}))?.status).toBe(200)
  })
})

describe('a stream that breaks off', () => {
  it('a model that stalls half-way ends the stream with a 504 result line after the silence limit', async () => {
    openai.addRule({ match: 'llama-test', reply: { kind: 'text', text: ANSWER }, stallAfterTokens: 3 })
    const res = await send('/api/simple-ai', { prompt: 'p', provider: provider() })
    expect(res.status).toBe(200)
    const deltas: string[] = []
    const result = await readAiStream(res.body!, (l) => void (l.type === 'delta' && deltas.push(l.text)))
    expect(deltas.join('')).toBe(ANSWER.split(/(?<=\s)/).slice(0, 3).join(''))
    expect(result).toMatchObject({ type: 'result', status: 504, body: { errorType: 'UNAVAILABLE', userMessage: PROVIDER_MSG.timeout } })
    await vi.waitFor(() => expect(openai.requests[0].closedEarly).toBe(true), { timeout: HANG_GUARD_MS })
  })

  it('a route without a streamed form answers its usual JSON even when asked for a stream', async () => {
    const res = await send('/api/ai-theme-expansion', { movieIdea: 'A keeper', provider: provider() })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/json')
    expect(((await res.json()) as { themes: unknown[] }).themes.length).toBeGreaterThan(0)
  })
})
