import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Hono } from 'hono'
import { bundle, tempDir } from '../../../tests/collab/harness'
import { createApp } from '../app'
import { readConfig } from '../config'
import { createCollab, PROJECT_MSG, type Collab } from '.'
import { readNws } from '../../project'

let collab: Collab
let app: Hono

beforeAll(async () => {
  const staticRoot = tempDir('nw-static-')
  writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>app</title>')
  collab = await createCollab({ dataDir: tempDir(), allowedOrigins: [], limits: { maxDocumentBytes: 2 * 1024 * 1024 } })
  app = createApp({ ...readConfig({ EVENTS_LOG_PATH: 'off' }), staticRoot }, { collab })
})
afterAll(async () => collab.close())

const post = (body: string, type = 'application/json') => app.request('/api/projects', { method: 'POST', headers: { 'content-type': type }, body })
const get = (path: string, token?: string) => app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} })
const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1)

async function create(body: unknown = bundle(['A kettle screams.'], { characters: { characters: [{ id: 'c1', name: 'ANNA' }] } })) {
  const r = await post(JSON.stringify(body))
  expect(r.status).toBe(201)
  return (await r.json()) as { id: string; ownerToken: string; invites: Record<'writer' | 'commenter' | 'reader', string> }
}

describe('POST /api/projects', () => {
  it('answers 201 with the id, the owner token and an invitation per role, tokens unguessable and stored only as hashes', async () => {
    const made = await create()
    expect(made.id).toMatch(/^[A-Za-z0-9_-]{22}$/)
    expect(made.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/)
    for (const role of ['writer', 'commenter', 'reader'] as const) expect(made.invites[role]).toMatch(new RegExp(`^http://localhost/join/${made.id}#[A-Za-z0-9_-]{43}$`))
    const tokens = [made.ownerToken, ...Object.values(made.invites).map(tokenOf)]
    expect(new Set(tokens).size).toBe(4)
    const record = await collab.store.getProject(made.id)
    expect(JSON.stringify(record)).not.toContain(made.ownerToken)
    for (const t of tokens) expect(JSON.stringify(record)).not.toContain(t)
  })

  it('refuses what is not a project with a clear 400, 413 or 415', async () => {
    expect((await post('{"version":"1.0"', 'text/plain')).status).toBe(415)
    const notJson = await post('{"version":"1.0"')
    expect(notJson.status).toBe(400)
    expect((await notJson.json()).error).toMatch(/not valid JSON/)
    const deep = await post('['.repeat(200_000) + ']'.repeat(200_000))
    expect(deep.status).toBe(400)
    expect((await deep.json()).error).toBe(PROJECT_MSG.tooDeep)
    const wrongTypes = await post(JSON.stringify({ version: '1.0', content: 5 }))
    expect(wrongTypes.status).toBe(400)
    expect((await wrongTypes.json()).error).toMatch(/damaged/)
    expect((await post('[1,2,3]')).status).toBe(400)
    expect((await post(JSON.stringify({ version: '9.9', content: {} }))).status).toBe(400)
    const huge = await post(JSON.stringify(bundle(['x'.repeat(21 * 1024 * 1024)])))
    expect(huge.status).toBe(413)
    expect((await huge.json()).error).toBe(PROJECT_MSG.tooLarge)
    // Under the body limit, but a shared document larger than this server allows.
    const large = await post(JSON.stringify(bundle(Array.from({ length: 300 }, (_, i) => `${i} ${'y'.repeat(10_000)}`))))
    expect(large.status).toBe(413)
  })
})

describe('sharing from one address', () => {
  it('is limited: past the burst, 429 with Retry-After', async () => {
    const limited = await createCollab({ dataDir: tempDir(), allowedOrigins: [], limits: { projectBurst: 2, projectIntervalSeconds: 600 } })
    try {
      const app2 = createApp({ ...readConfig({ EVENTS_LOG_PATH: 'off' }), staticRoot: tempDir() }, { collab: limited })
      const share = () => app2.request('/api/projects', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bundle()) })
      expect((await share()).status).toBe(201)
      expect((await share()).status).toBe(201)
      const third = await share()
      expect(third.status).toBe(429)
      expect(third.headers.get('retry-after')).toBe('600')
      expect((await third.json()).error).toBe(PROJECT_MSG.tooMany)
    } finally {
      await limited.close()
    }
  })
})

describe('GET /api/projects/:id/nws', () => {
  it('gives the current bundle to every role', async () => {
    const made = await create()
    for (const token of [made.ownerToken, ...Object.values(made.invites).map(tokenOf)]) {
      const r = await get(`/api/projects/${made.id}/nws`, token)
      expect(r.status).toBe(200)
      const { file } = readNws(await r.text())
      expect(file.titlePage.title).toBe('Brick and Steel')
      expect(file.characters?.characters.map((c) => c.name)).toEqual(['ANNA'])
      expect(JSON.stringify(file.content)).toContain('A kettle screams.')
    }
  })

  it('gives a missing, wrong or other project’s token a 401 and nothing of the project', async () => {
    const made = await create()
    const other = await create()
    const answers = [
      await get(`/api/projects/${made.id}/nws`),
      await get(`/api/projects/${made.id}/nws`, 'not-a-token'),
      await get(`/api/projects/${made.id}/nws`, tokenOf(other.invites.writer)),
      await get(`/api/projects/${'A'.repeat(22)}/nws`, made.ownerToken),
      await get(`/api/projects/../nws`, made.ownerToken),
    ]
    for (const r of answers) {
      expect([401, 404]).toContain(r.status)
      expect(await r.text()).not.toContain('Brick and Steel')
    }
    expect(answers[0].status).toBe(401)
    expect(answers[1].status).toBe(401)
    expect(answers[2].status).toBe(401)
  })
})

describe('invitations', () => {
  it('lets the owner revoke a role (403 for its link from then on) and issue a new link', async () => {
    const made = await create()
    const reader = tokenOf(made.invites.reader)
    const del = (role: string, token: string) => app.request(`/api/projects/${made.id}/invites/${role}`, { method: 'DELETE', headers: { authorization: `Bearer ${token}` } })
    expect((await del('reader', tokenOf(made.invites.writer))).status).toBe(403)
    expect((await del('owner', made.ownerToken)).status).toBe(400)
    expect((await del('reader', made.ownerToken)).status).toBe(200)
    const refused = await get(`/api/projects/${made.id}/nws`, reader)
    expect(refused.status).toBe(403)
    expect(await refused.text()).not.toContain('Brick and Steel')
    const status = await get(`/api/projects/${made.id}`, made.ownerToken)
    expect(await status.json()).toMatchObject({ id: made.id, role: 'owner', revoked: { writer: false, commenter: false, reader: true } })
    const issued = await app.request(`/api/projects/${made.id}/invites/reader`, { method: 'POST', headers: { authorization: `Bearer ${made.ownerToken}`, 'content-type': 'application/json' } })
    expect(issued.status).toBe(201)
    const { invite } = (await issued.json()) as { invite: string }
    expect(tokenOf(invite)).not.toBe(reader)
    expect((await get(`/api/projects/${made.id}/nws`, tokenOf(invite))).status).toBe(200)
    // The old link is now simply not this project's.
    expect((await get(`/api/projects/${made.id}/nws`, reader)).status).toBe(401)
    expect(await (await get(`/api/projects/${made.id}`, tokenOf(invite))).json()).toEqual({ id: made.id, role: 'reader', createdAt: expect.any(String) })
  })
})
