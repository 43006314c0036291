/**
 * The server against clients that vanish, trickle or send the wrong thing, over raw sockets:
 * a request abandoned as soon as it is sent starts nothing upstream; a client that trickles its
 * headers or body is cut off after seconds, not minutes; every answer carries the
 * Permissions-Policy; each route speaks of itself in its errors.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { connect, type Socket } from 'node:net'
import { startFakeGemini, type FakeGemini } from '../../tests/fakes/fake-gemini'
import { startTestServer, type TestServer } from '../../tests/support/test-server'
import { HEADERS_TIMEOUT_MS, REQUEST_TIMEOUT_MS } from './listen'
import { SERVER_MSG } from '../ai/messages'

const KEY = 'AIzaSyRESILIENCE-key-0123456789abcdefgh'
let fake: FakeGemini
let server: TestServer
let port = 0

beforeAll(async () => {
  fake = await startFakeGemini()
  // Short limits, so a trickling client is cut off within the test; the defaults are checked below.
  server = await startTestServer(fake.url, { headersTimeoutMs: 300, requestTimeoutMs: 800 })
  port = Number(new URL(server.base).port)
})
afterAll(async () => {
  await server.close()
  await fake.close()
})
beforeEach(() => {
  fake.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
  vi.spyOn(console, 'info').mockImplementation(() => {})
})

async function open(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const socket = connect(port, '127.0.0.1')
  await new Promise<void>((r, j) => socket.once('connect', () => r()).once('error', j))
  let received = ''
  socket.on('data', (d: Buffer) => (received += d.toString('latin1')))
  socket.on('error', () => {})
  const closed = new Promise<string>((r) => socket.once('close', () => r(received)))
  return { socket, closed }
}

const request = (path: string, body: string) =>
  `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`

describe('a request whose client has already gone', () => {
  it.each([
    ['a lookup', '/api/simple-ai', { prompt: 'gone-before-start', model: 'gemini-2.5-flash' }],
    ['a planning helper', '/api/ai-theme-expansion', { movieIdea: 'gone-before-start' }],
    ['a chunked analysis', '/api/ai-continuity-check-chunked', { chunks: ['gone-before-start one', 'gone-before-start two'], tier: 'paid' }],
  ])('%s starts nothing upstream', async (_what, path, body) => {
    fake.addRule({ match: 'gone-before-start', reply: { kind: 'hang' } })
    for (let i = 0; i < 5; i++) {
      const { socket, closed } = await open()
      socket.end(request(path, JSON.stringify({ ...body, apiKey: KEY })))
      socket.destroy()
      await closed
    }
    // A request sent after them is answered, so the ones before were read and dropped, not still pending.
    fake.addRule({ match: 'after-the-ghosts', reply: { kind: 'json', value: { response: 'here' } } })
    const res = await fetch(`${server.base}/api/simple-ai`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ prompt: 'after-the-ghosts', apiKey: KEY, model: 'gemini-2.5-flash' }) })
    expect(res.status).toBe(200)
    expect(fake.requests.map((r) => r.prompt).filter((p) => p.includes('gone-before-start'))).toEqual([])
  })
})

describe('slow clients', () => {
  it('default limits are seconds, not minutes', () => {
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(10_000)
    expect(REQUEST_TIMEOUT_MS).toBeLessThanOrEqual(30_000)
    expect(HEADERS_TIMEOUT_MS).toBeLessThanOrEqual(REQUEST_TIMEOUT_MS)
  })

  it('a client that never finishes its headers is cut off with 408', async () => {
    const { socket, closed } = await open()
    socket.write('POST /api/simple-ai HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: appl')
    const answer = await closed
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
  })

  it('a client that trickles its body and never finishes is cut off with 408, and nothing goes upstream', async () => {
    const { socket, closed } = await open()
    const body = JSON.stringify({ prompt: 'never-complete', apiKey: KEY, model: 'gemini-2.5-flash' })
    socket.write(`POST /api/simple-ai HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length + 100}\r\n\r\n`)
    let sent = 0
    const drip = setInterval(() => {
      if (!socket.destroyed && sent < body.length) socket.write(body[sent++])
    }, 50)
    const answer = await closed
    clearInterval(drip)
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    expect(fake.requests).toHaveLength(0)
  })

  it('a client that sends promptly is answered as usual on the same server', async () => {
    const { socket, closed } = await open()
    socket.write(request('/api/health', '').replace('POST', 'GET').replace('Content-Length: 0\r\n', 'Connection: close\r\n'))
    expect(await closed).toMatch(/^HTTP\/1\.1 200/)
  })
})

describe('Permissions-Policy', () => {
  it('is on the app page, the API and its errors: what the app uses stays allowed, the rest is denied', async () => {
    for (const res of [await fetch(`${server.base}/`), await fetch(`${server.base}/api/health`), await fetch(`${server.base}/api/nothing`)]) {
      const policy = res.headers.get('permissions-policy') ?? ''
      for (const used of ['clipboard-read=(self)', 'clipboard-write=(self)', 'fullscreen=(self)']) expect(policy).toContain(used)
      for (const denied of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()', 'display-capture=()']) expect(policy).toContain(denied)
    }
  })
})

describe('each route speaks of itself', () => {
  const postAs = (path: string, type: string) => fetch(`${server.base}${path}`, { method: 'POST', headers: { 'content-type': type }, body: '{}' })

  it('usage events sent as text are told about usage events, not AI requests', async () => {
    const res = await postAs('/api/events', 'text/plain')
    expect(res.status).toBe(415)
    const { error } = (await res.json()) as { error: string }
    expect(error).toBe(SERVER_MSG.eventsNotJson)
    expect(error).not.toMatch(/AI/)
  })

  it('an AI route still says AI requests must be JSON, and an unknown API path says so in general terms', async () => {
    expect(((await (await postAs('/api/ai-continuity-check', 'text/plain')).json()) as { error: string }).error).toBe(SERVER_MSG.notJson)
    const other = (await (await postAs('/api/somewhere-else', 'text/plain')).json()) as { error: string }
    expect(other.error).toBe(SERVER_MSG.apiNotJson)
  })

  it('malformed usage events are named as events', async () => {
    const res = await fetch(`${server.base}/api/events`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"events": 3}' })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/^Invalid events: /)
  })
})

