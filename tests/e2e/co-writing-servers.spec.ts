import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort } from '../support/free-port'
import { test, expect, type Page } from './test'
import { EDITOR, openEditor, typeScenes } from './helpers'
import { expectSame, join as joinAt, share, sharedScenes, typeAtOnce, writer } from './co-writing-helpers'

/**
 * Writing together while the co-writing server itself has a bad day: killed mid-session and
 * started again on its data, and two servers behind Redis serving one shared script. Each test
 * runs servers of its own (the built server, as `npm start` runs it), so it can kill them.
 */

const REDIS_URL = process.env.REDIS_URL
const NO_REDIS = 'REDIS_URL is not set: two servers behind Redis are not tried here (CI starts Redis and sets it)'

interface OwnServer {
  origin: string
  /** SIGKILL: no shutdown, nothing stored on the way out. */
  kill(): Promise<void>
  /** Starts again on the same port and data. */
  start(): Promise<void>
}

/** The built server on a port of its own, with `env` (its data folder, database, Redis). */
async function ownServer(env: Record<string, string>): Promise<OwnServer> {
  const port = await freePort()
  const origin = `http://127.0.0.1:${port}`
  let child: ChildProcess | null = null
  const server: OwnServer = {
    origin,
    async start() {
      child = spawn(process.execPath, ['dist-node/server.mjs'], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', STATIC_ROOT: process.env.NW_DIST || './dist', EVENTS_LOG_PATH: 'off', ...env },
        stdio: 'ignore',
      })
      await expect(async () => expect((await fetch(`${origin}/api/health`)).ok).toBe(true)).toPass({ timeout: 20_000 })
    },
    async kill() {
      const c = child
      if (!c || c.exitCode !== null) return
      await new Promise<void>((resolve) => {
        c.once('exit', () => resolve())
        c.kill('SIGKILL')
      })
    },
  }
  await server.start()
  return server
}

const status = (page: Page) => page.getByTestId('share-status')

test.describe('the co-writing server', () => {
  const servers: OwnServer[] = []
  test.afterEach(async () => {
    for (const s of servers.splice(0)) await s.kill()
  })

  test('killed mid-session and started again on its data (SQLite): nothing either writer typed is lost, before or while it was down', async ({ browser }) => {
    const server = await ownServer({ DATA_DIR: mkdtempSync(join(tmpdir(), 'nw-restart-')), DATABASE_URL: '', REDIS_URL: '' })
    servers.push(server)
    const { ann, partner: bob, links } = await sharedScenes(browser, server.origin, ['INT. LIGHTHOUSE - NIGHT', 'EXT. CLIFF - DAWN'])
    await typeAtOnce({ page: ann.page, at: 'Action under INT. LIGHTHOUSE', text: ' The lamp turns.' }, { page: bob.page, at: 'Action under EXT. CLIFF', text: ' Gulls wheel.' })

    // Killed hard: both writers are told, and keep writing.
    await server.kill()
    for (const page of [ann.page, bob.page]) await expect(status(page)).not.toHaveAttribute('data-connection', 'online')
    await ann.page.keyboard.type(' Ann, with the server down.')
    await bob.page.keyboard.type(' Bob, with the server down.')

    // Started again on the same data: both reconnect and everything meets.
    await server.start()
    for (const page of [ann.page, bob.page]) await expect(status(page)).toHaveAttribute('data-connection', 'online', { timeout: 30_000 })
    const all = ['The lamp turns.', 'Gulls wheel.', 'Ann, with the server down.', 'Bob, with the server down.']
    await expectSame(ann.page, bob.page, all)
    // A reader joining now gets it all from the server.
    const rita = await writer(browser, server.origin, 'Rita')
    await joinAt(rita.page, links.reader, 'Bob, with the server down.')
    for (const t of all) await expect(rita.page.locator(EDITOR)).toContainText(t)

    // Everyone leaves, the server is killed again: what it keeps is on disk, not in its memory.
    await Promise.all([ann.context.close(), bob.context.close(), rita.context.close()])
    await server.kill()
    await server.start()
    const carol = await writer(browser, server.origin, 'Carol')
    await joinAt(carol.page, links.reader, 'Bob, with the server down.')
    for (const t of all) await expect(carol.page.locator(EDITOR)).toContainText(t)
    await carol.context.close()
  })

  test(`two servers behind Redis serve one script: writers on either see each other${REDIS_URL ? '' : ` (${NO_REDIS})`}`, async ({ browser }) => {
    test.skip(!REDIS_URL, NO_REDIS)
    // One database for both: PostgreSQL when DATABASE_URL is set, otherwise one SQLite file both open.
    const env = { DATA_DIR: mkdtempSync(join(tmpdir(), 'nw-redis-')), REDIS_URL: REDIS_URL!, DATABASE_URL: process.env.DATABASE_URL ?? '' }
    const one = await ownServer(env)
    servers.push(one)
    const two = await ownServer(env)
    servers.push(two)
    const ann = await writer(browser, one.origin, 'Ann')
    const bob = await writer(browser, two.origin, 'Bob')
    await openEditor(ann.page)
    await typeScenes(ann.page, ['INT. NEWSROOM - NIGHT', 'EXT. PRESS - DAWN'])
    const links = await share(ann.page)
    // Bob's link, opened on the second server.
    const onTwo = new URL(links.writer)
    onTwo.host = new URL(two.origin).host
    await joinAt(bob.page, onTwo.href, 'Action under EXT. PRESS - DAWN.')
    expect(bob.page.url().startsWith(two.origin)).toBe(true)

    await typeAtOnce({ page: ann.page, at: 'Action under INT. NEWSROOM', text: ' Phones ring.' }, { page: bob.page, at: 'Action under EXT. PRESS', text: ' Presses roll.' })
    await expect(ann.page.getByTestId('share-peer')).toHaveText(['Bob'])
    await expect(bob.page.getByTestId('share-peer')).toHaveText(['Ann'])
    await Promise.all([ann.context.close(), bob.context.close()])
  })
})
