import { describe, it, expect } from 'vitest'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from './app'
import { readConfig } from './config'

const root = mkdtempSync(join(tmpdir(), 'nw-static-'))
writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
const app = createApp({ ...readConfig({}), staticRoot: root })

describe('server', () => {
  it('answers health checks', async () => {
    const r = await app.request('/api/health')
    expect(r.status).toBe(200)
    expect(await r.json()).toEqual({ ok: true, version: '0.0.1' })
  })
  it('unknown API paths are JSON 404s, not the app page', async () => {
    const r = await app.request('/api/nope')
    expect(r.status).toBe(404)
    expect(await r.json()).toEqual({ error: 'Not found' })
  })
  it('serves the app for other paths (single-page fallback)', async () => {
    const r = await app.request('/some/deep/link')
    expect(r.status).toBe(200)
    expect(await r.text()).toContain('<title>app</title>')
  })
  it('reads PORT and rejects a bad one', () => {
    expect(readConfig({ PORT: '4123' }).port).toBe(4123)
    expect(readConfig({}).port).toBe(3000)
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT must be a port number/)
  })
})
