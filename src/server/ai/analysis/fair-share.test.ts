/**
 * Several analyses at once share the server's upstream slots: each run waits its turn for a slot
 * instead of losing sections to "Server busy". Two and four 20-section continuity checks on the
 * paid tier (up to 10 sections of each in flight) against a fake Gemini that takes a moment per
 * section, through a server with the default 16 slots.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeGemini, type FakeGemini } from '../../../../tests/fakes/fake-gemini'
import { startTestServer, type TestServer } from '../../../../tests/support/test-server'
import { DEFAULT_MAX_CONCURRENT_UPSTREAM } from '../upstream-queue'

let fake: FakeGemini
let server: TestServer
let runs = 0

beforeAll(async () => {
  fake = await startFakeGemini()
  server = await startTestServer(fake.url)
})
afterAll(async () => {
  await server.close()
  await fake.close()
})
beforeEach(() => {
  fake.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const sections = (run: number) => Array.from({ length: 20 }, (_, i) => `SCENE ${i + 1}: INT. ROOM ${run}-${i + 1} - DAY\nSomething happens.`)

async function continuityChecks(count: number) {
  const keys = Array.from({ length: count }, () => `AIzaSyFAIR-share-run-${++runs}-0123456789abcdef`)
  for (const key of keys) fake.addRule({ match: key, reply: { kind: 'json', value: { issues: [] } }, delayMs: 150 })
  const answers = await Promise.all(
    keys.map(async (apiKey, i) => {
      const res = await fetch(`${server.base}/api/ai-continuity-check-chunked`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chunks: sections(i), apiKey, tier: 'paid' }),
      })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }),
  )
  return { keys, answers }
}

describe('analyses at once share the upstream slots', () => {
  it.each([2, 4])('%i concurrent 20-section continuity checks all complete, every section answered once', async (count) => {
    const { keys, answers } = await continuityChecks(count)
    for (const a of answers) {
      expect(a.status).toBe(200)
      expect(a.body).toMatchObject({ totalChunks: 20, processedChunks: 20, analysisComplete: true })
      expect(a.body.failedChunks).toBeUndefined()
    }
    // Each section was asked exactly once: nothing failed busy and was retried.
    expect(fake.requests).toHaveLength(20 * count)
    for (const key of keys) expect(fake.requests.filter((r) => r.apiKey === key)).toHaveLength(20)
    // The slots were shared, never exceeded.
    expect(fake.maxInFlight).toBeLessThanOrEqual(DEFAULT_MAX_CONCURRENT_UPSTREAM)
    if (count === 4) expect(fake.maxInFlight).toBe(DEFAULT_MAX_CONCURRENT_UPSTREAM)
  })

  it('a run that arrives while another holds most slots gets its share at once, not after the first finishes', async () => {
    const { keys } = await (async () => {
      const first = `AIzaSyFAIR-first-${++runs}-0123456789abcdefghij`
      const second = `AIzaSyFAIR-second-${++runs}-0123456789abcdefghi`
      fake.addRule({ match: first, reply: { kind: 'json', value: { issues: [] } }, delayMs: 200 })
      fake.addRule({ match: second, reply: { kind: 'json', value: { issues: [] } }, delayMs: 200 })
      const post = (apiKey: string, run: number) =>
        fetch(`${server.base}/api/ai-continuity-check-chunked`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chunks: sections(run), apiKey, tier: 'paid' }) })
      const a = post(first, 1)
      await vi.waitFor(() => expect(fake.requests.length).toBeGreaterThan(0))
      const b = post(second, 2)
      await Promise.all([a, b])
      return { keys: [first, second] }
    })()
    const [first, second] = keys
    const firstDone = Math.max(...fake.requests.filter((r) => r.apiKey === first).map((r) => r.at))
    const secondStart = Math.min(...fake.requests.filter((r) => r.apiKey === second).map((r) => r.at))
    // The second run's first section went out before the first run had sent its last one.
    expect(secondStart).toBeLessThan(firstDone)
  })
})
