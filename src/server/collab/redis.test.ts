import { afterAll, describe, expect, it } from 'vitest'
import { join } from 'node:path'
import { blockString, connect, createProject, startServer, tempDir, typeInto, until, type TestClient, type TestServer } from '../../../tests/collab/harness'
import { openPgStore } from './pg-store'
import { openSqliteStore } from './sqlite-store'

/**
 * Two servers serving one shared project, as a team outgrowing one machine runs them: each with
 * its own clients, joined through Redis, over one database (PostgreSQL when DATABASE_URL is set,
 * otherwise one SQLite file both open). Runs when REDIS_URL is set (CI starts Redis).
 */
const REDIS_URL = process.env.REDIS_URL
const NO_REDIS = 'REDIS_URL is not set: two servers behind Redis are not tested here (CI starts Redis and sets it)'

const servers: TestServer[] = []
const clients: TestClient[] = []
afterAll(async () => {
  for (const c of clients) c.destroy()
  for (const s of servers) await s.stop()
})

describe.skipIf(!REDIS_URL)(`two servers behind Redis${REDIS_URL ? '' : ` (${NO_REDIS})`}`, () => {
  it('serve one document: writers on either server see each other, and a revocation on one reaches the other', async () => {
    const file = join(tempDir(), 'nightwriter.sqlite')
    const open = () => (process.env.DATABASE_URL ? openPgStore(process.env.DATABASE_URL) : Promise.resolve(openSqliteStore(file)))
    const one = await startServer({ store: await open(), redisUrl: REDIS_URL, sweepMs: 200 })
    const two = await startServer({ store: await open(), redisUrl: REDIS_URL, sweepMs: 200 })
    servers.push(one, two)
    const p = await createProject(one.origin)
    const a = connect(one, p.id, p.tokens.writer)
    const b = connect(two, p.id, p.tokens.writer)
    const reader = connect(two, p.id, p.tokens.reader)
    clients.push(a, b, reader)
    await Promise.all([a.synced, b.synced, reader.synced])
    typeInto(a.doc, 0, 0, 'From one. ')
    typeInto(b.doc, 0, blockString(b.doc, 0).length, ' From two.')
    const want = (t: string) => t.includes('From one. ') && t.endsWith(' From two.')
    await until(() => want(blockString(a.doc, 0)) && want(blockString(b.doc, 0)) && want(blockString(reader.doc, 0)), 'every client on both servers to converge')
    expect(blockString(a.doc, 0)).toBe(blockString(b.doc, 0))
    // Revoked through server one; the reader is connected to server two.
    const r = await fetch(`${one.origin}/api/projects/${p.id}/invites/reader`, { method: 'DELETE', headers: { authorization: `Bearer ${p.ownerToken}` } })
    expect(r.status).toBe(200)
    await until(() => reader.closes.length > 0, 'the reader on the other server to be disconnected')
    await until(() => reader.failed === 'revoked', 'the reader to be refused on reconnecting')
  }, 30_000)
})
