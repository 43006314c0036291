import { describe, expect, it } from 'vitest'
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from './app'
import { readConfig } from './config'

const dir = mkdtempSync(join(tmpdir(), 'nw-events-'))
const logPath = join(dir, 'nested', 'events.log')
const app = createApp({ ...readConfig({}), staticRoot: dir, eventsLogPath: logPath })

const post = (body: unknown, raw?: string) =>
  app.request('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw ?? JSON.stringify(body) })
const at = '2026-11-24T15:00:00.000Z'
const lines = () => (existsSync(logPath) ? readFileSync(logPath, 'utf8').trim().split('\n').map((l) => JSON.parse(l)) : [])

describe('POST /api/events', () => {
  it('appends each valid event as one JSON line to the configured file, creating its folder', async () => {
    const r = await post({ events: [{ name: 'session_start', at }, { name: 'menu_interaction', at, props: { item: 'Revisions', menu: 'View' } }] })
    expect(r.status).toBe(204)
    const got = lines()
    expect(got).toHaveLength(2)
    expect(got[0]).toMatchObject({ name: 'session_start', at, props: {} })
    expect(got[1]).toMatchObject({ name: 'menu_interaction', props: { item: 'Revisions', menu: 'View' } })
    expect(Date.parse(got[1].receivedAt)).not.toBeNaN()
    // Appended, not replaced.
    await post({ events: [{ name: 'ai_response', at, props: { endpoint: 'simple-ai', ms: 840, ok: true } }] })
    expect(lines().map((l) => l.name)).toEqual(['session_start', 'menu_interaction', 'ai_response'])
  })

  it('accepts only the eight event names, short values and known fields; writes nothing for a bad request', async () => {
    const before = lines().length
    const bad: unknown[] = [
      { events: [{ name: 'page_view', at }] },
      { events: [] },
      { events: [{ name: 'session_start', at: 'yesterday' }] },
      { events: [{ name: 'session_start', at, extra: 1 }] },
      { events: [{ name: 'error_occurred', at, props: { text: 'x'.repeat(500) } }] },
      { events: [{ name: 'error_occurred', at, props: { 'Bad Key': 'x' } }] },
      { events: [{ name: 'error_occurred', at, props: { nested: { a: 1 } } }] },
      { events: Array.from({ length: 51 }, () => ({ name: 'session_start', at })) },
      { events: [{ name: 'session_start', at }], forward: 'https://example.com' },
    ]
    for (const body of bad) {
      const r = await post(body)
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect((await r.json()).error).toMatch(/^Invalid events:/)
    }
    const malformed = await post(null, '{"events": [')
    expect(malformed.status).toBe(400)
    expect(await malformed.json()).toEqual({ error: 'Malformed JSON in request body' })
    expect(lines()).toHaveLength(before)
  })

  it("with EVENTS_LOG_PATH=off events are accepted and dropped; the path and FEEDBACK_EMAIL come from the environment", async () => {
    expect(readConfig({ EVENTS_LOG_PATH: 'off' }).eventsLogPath).toBeNull()
    expect(readConfig({ EVENTS_LOG_PATH: '/var/log/nw.log' }).eventsLogPath).toBe('/var/log/nw.log')
    expect(readConfig({}).eventsLogPath).toBe('./usage-events.log')
    const off = createApp({ ...readConfig({ EVENTS_LOG_PATH: 'off' }), staticRoot: dir })
    const r = await off.request('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ events: [{ name: 'session_start', at }] }) })
    expect(r.status).toBe(204)

    expect(readConfig({ FEEDBACK_EMAIL: 'notes@example.com' }).feedbackEmail).toBe('notes@example.com')
    expect(readConfig({ FEEDBACK_EMAIL: 'not an address' }).feedbackEmail).toBeUndefined()
    const withFeedback = createApp({ ...readConfig({ FEEDBACK_EMAIL: 'notes@example.com' }), staticRoot: dir })
    expect(await (await withFeedback.request('/api/config')).json()).toMatchObject({ feedbackEmail: 'notes@example.com' })
    expect(await (await app.request('/api/config')).json()).toMatchObject({ feedbackEmail: null })
  })
})
