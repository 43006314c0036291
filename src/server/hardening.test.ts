/**
 * The server against slow upstreams, impatient clients and foreign pages, over real sockets: our
 * Hono server → the real @google/genai SDK → the fake Gemini (which can be told never to answer).
 * Waits are hang guards on conditions, never timings.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { readConfig } from './config'
import { redactSecret, REDACTED } from './ai/redact'
import { Hono } from 'hono'
import { z } from 'zod'
import { defineAiRoute, mountAiRoute, UPSTREAM_TIMEOUT_MS } from './ai/define-route'
import type { GenerateRequest } from './ai/gateway'
import { simpleAiRoute } from './ai/routes'
import { SERVER_MSG } from '../ai/messages'
import { HANG_GUARD_MS } from '../testing/hang-guard'
import { startFakeGemini, type FakeGemini } from '../../tests/fakes/fake-gemini'
import { startTestServer, type TestServer } from '../../tests/support/test-server'

const KEY = 'AIzaSyHARDEN-secret-key-0123456789abcdef'
let fake: FakeGemini
let server: TestServer
let base = ''
const logs: string[] = []

beforeAll(async () => {
  fake = await startFakeGemini()
  server = await startTestServer(fake.url, {
    // Short limits so a never-answering upstream ends the test quickly; the kinds keep their order.
    upstreamTimeouts: { lookup: 2000, analysis: 5000 },
    maxConcurrentUpstream: 2,
  })
  base = server.base
})

afterAll(async () => {
  await server.close()
  await fake.close()
})

beforeEach(() => {
  fake.reset()
  logs.length = 0
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(' ')))
  }
})
afterEach(() => vi.restoreAllMocks())

/** Waits until `check` holds, failing at the hang guard. */
async function until(check: () => boolean, what: string): Promise<void> {
  const end = Date.now() + HANG_GUARD_MS
  while (!check()) {
    if (Date.now() > end) throw new Error(`gave up waiting: ${what}`)
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** Posts JSON; the model is filled in (every AI request names one). */
function post(path: string, body: Record<string, unknown>, init: RequestInit = {}) {
  return fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'gemini-2.5-flash', ...body }), ...init })
}

describe('security headers', () => {
  const expectHeaders = (res: Response) => {
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self' https:\/\/accounts\.google\.com(;| )/)
    expect(csp).toMatch(/connect-src [^;]*https:\/\/www\.googleapis\.com/)
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
  }

  it('are on the app page, the SPA fallback, API JSON, API 404s and AI errors', async () => {
    expectHeaders(await fetch(`${base}/`))
    expectHeaders(await fetch(`${base}/some/client/route`))
    expectHeaders(await fetch(`${base}/api/health`))
    expectHeaders(await fetch(`${base}/api/nothing-here`))
    expectHeaders(await post('/api/simple-ai', { apiKey: KEY }))
  })
})

describe('AI routes accept only JSON', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['JSON look-alike', 'application/jsonx'],
  ])('refuses %s with 415 and never calls Gemini', async (_label, type) => {
    const res = await fetch(`${base}/api/simple-ai`, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify({ apiKey: KEY, prompt: 'hi' }) })
    expect(res.status).toBe(415)
    expect(await res.json()).toEqual({ error: SERVER_MSG.notJson })
    expect(fake.requests).toHaveLength(0)
  })

  it.each(['/api/ai-movie-expansion', '/api/ai-plot-board-customization', '/api/ai-continuity-check', '/api/ai-pacing-analysis-chunked', '/api/events'])(
    '%s refuses a text/plain body too, whichever module mounts it',
    async (path) => {
      const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: JSON.stringify({ apiKey: KEY }) })
      expect(res.status).toBe(415)
      expect(fake.requests).toHaveLength(0)
    },
  )

  it('accepts application/json with a charset', async () => {
    const res = await post('/api/simple-ai', { apiKey: KEY, prompt: 'hi' }, { headers: { 'content-type': 'application/json; charset=utf-8' } })
    expect(res.status).toBe(200)
  })
})

describe('upstream time limits, cancellation and the cap', () => {
  it('each route kind has its own limit: lookups short, analysis (the default) long', async () => {
    const seen: GenerateRequest[] = []
    const app = new Hono()
    const answer = async (r: GenerateRequest) => (seen.push(r), { text: '{"response":"ok"}' })
    const gateway = { generate: answer, stream: answer, check: () => undefined }
    const analysis = defineAiRoute({
      path: '/api/test-analysis',
      requestSchema: z.object({ apiKey: z.string() }),
      buildPrompt: () => ({ prompt: 'p' }),
      rawFormat: 'json',
      toResponse: (text: string) => ({ response: text }),
    })
    mountAiRoute(app, gateway, analysis)
    mountAiRoute(app, gateway, simpleAiRoute)
    const call = (path: string, body: unknown) => app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    expect((await call('/api/test-analysis', { apiKey: KEY })).status).toBe(200)
    expect((await call('/api/simple-ai', { apiKey: KEY, prompt: 'p', model: 'gemini-2.5-flash' })).status).toBe(200)
    expect(seen.map((r) => r.timeoutMs)).toEqual([UPSTREAM_TIMEOUT_MS.analysis, UPSTREAM_TIMEOUT_MS.lookup])
    expect(UPSTREAM_TIMEOUT_MS.lookup).toBeLessThan(UPSTREAM_TIMEOUT_MS.analysis)
    expect(seen.every((r) => r.signal instanceof AbortSignal)).toBe(true)
  })

  it('a lookup whose upstream never answers ends with 504 at the lookup limit, and the call is cancelled', async () => {
    fake.addRule({ match: 'never-answer-lookup', reply: { kind: 'hang' } })
    const res = await post('/api/simple-ai', { apiKey: KEY, prompt: 'never-answer-lookup' })
    expect(res.status).toBe(504)
    expect((await res.json()).userMessage).toBe(SERVER_MSG.timeout)
    await until(() => fake.requests[0]?.closedEarly === true, 'the upstream call to be closed')
  })

  it('a client that hangs up cancels its Gemini call', async () => {
    fake.addRule({ match: 'client-leaves', reply: { kind: 'hang' } })
    const leave = new AbortController()
    const pending = post('/api/ai-command', { apiKey: KEY, command: 'define', query: 'client-leaves' }, { signal: leave.signal }).catch((e: Error) => e)
    await until(() => fake.requests.length === 1, 'Gemini to receive the call')
    leave.abort()
    expect(await pending).toBeInstanceOf(Error)
    await until(() => fake.requests[0].closedEarly === true, 'the upstream call to be cancelled')
  })

  it('beyond the cap of calls in flight, a request waits its turn instead of failing, and starts when a slot frees', async () => {
    fake.addRule({ match: 'hold-a-slot', reply: { kind: 'hang' } })
    const leave = new AbortController()
    const held = [1, 2].map(() => post('/api/simple-ai', { apiKey: KEY, prompt: 'hold-a-slot' }, { signal: leave.signal }).catch(() => undefined))
    await until(() => fake.requests.length === 2, 'both slots to be taken')
    const waiting = post('/api/simple-ai', { apiKey: KEY, prompt: 'one too many' })
    // Nothing more reaches Gemini while both slots are held…
    const settled = await Promise.race([waiting.then(() => 'answered'), new Promise((r) => setImmediate(() => r('waiting')))])
    expect(settled).toBe('waiting')
    expect(fake.requests).toHaveLength(2)
    // …and when the held calls end, the waiting one goes through.
    leave.abort()
    await Promise.all(held)
    const res = await waiting
    expect(res.status).toBe(200)
    expect(fake.requests.map((r) => r.prompt)).toContain('one too many')
    expect(fake.requests.filter((r) => r.prompt === 'hold-a-slot').every((r) => r.closedEarly)).toBe(true)
  })

})

describe('the key is redacted in any form', () => {
  const cases: [string, string][] = [
    ['as written', `bad key ${KEY} here`],
    ['cut short', `key ${KEY.slice(0, 20)}… was refused`],
    ['cut from the middle', `…${KEY.slice(9, 30)}…`],
    ['URL-encoded', `GET /v1?key=${[...KEY].map((c) => '%' + c.charCodeAt(0).toString(16).padStart(2, '0').toUpperCase()).join('')}`],
    ['partly URL-encoded', `key=${encodeURIComponent(KEY).replace('S', '%53')}`],
    ['upper case', `KEY ${KEY.toUpperCase()}`],
    ['lower case', `key ${KEY.toLowerCase()}`],
    ['JSON-escaped', JSON.stringify(`x ${KEY.slice(0, 4)}`).slice(1, -1) + '\\u0053' + KEY.slice(5)],
  ]
  it.each(cases)('%s', (_label, text) => {
    const out = redactSecret(text, KEY)
    expect(out).toContain(REDACTED)
    const lower = decodeURIComponent(out.replace(/\\u([0-9a-f]{4})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16)))).toLowerCase()
    for (let i = 0; i + 8 <= KEY.length; i++) expect(lower).not.toContain(KEY.slice(i, i + 8).toLowerCase())
  })

  it("in a model's answer only the whole key is redacted (any case), not a word sharing a piece of it", async () => {
    const word = `Lugubrious${KEY.slice(-10)}`
    fake.addRule({ match: 'answer-echo', reply: { kind: 'json', value: { response: `${word} / ${KEY.toUpperCase()}` } } })
    const res = await post('/api/simple-ai', { apiKey: KEY, prompt: 'answer-echo' })
    const text = await res.text()
    expect(text).toContain(word)
    expect(text).not.toContain(KEY.toUpperCase())
    expect(text).toContain(REDACTED)
  })

  it('leaves text without the key alone', () => {
    const text = 'API key not valid. Please pass a valid API key. (AIza… is how keys begin)'
    expect(redactSecret(text, KEY)).toBe(text)
  })

  it('upstream error text quoting the key (cut, encoded, upper-cased) reaches neither the client nor the log', async () => {
    const quoted = `key ${KEY.slice(0, 24)} / ${encodeURIComponent(KEY).replace(/-/g, '%2D')} / ${KEY.toUpperCase()}`
    fake.addRule({ match: 'echo-the-key', reply: { kind: 'raw', status: 400, body: JSON.stringify({ error: { code: 400, status: 'INVALID_ARGUMENT', message: quoted } }) } })
    const res = await post('/api/simple-ai', { apiKey: KEY, prompt: 'echo-the-key' })
    expect(res.status).toBe(502)
    const text = await res.text()
    expect(text).toContain(REDACTED)
    for (const form of [KEY.slice(0, 24), KEY.toUpperCase(), encodeURIComponent(KEY).replace(/-/g, '%2D'), KEY.slice(4, 12)]) expect(text).not.toContain(form)
    expect(logs.join('\n')).not.toMatch(new RegExp(KEY.slice(0, 12), 'i'))
  })
})

describe('listening address', () => {
  it('is 127.0.0.1 unless HOST widens it', () => {
    expect(readConfig({}).host).toBe('127.0.0.1')
    expect(readConfig({ HOST: '' }).host).toBe('127.0.0.1')
    expect(readConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0')
  })
})
