import { afterAll, describe, expect, it } from 'vitest'
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'
import { blockString, connect, createProject, REPO_ROOT_FOR_TESTS, tempDir, typeInto, until, type TestClient } from '../../../tests/collab/harness'

/** A free port on 127.0.0.1 (the server comes back on the same one, as a real restart does). */
async function freePort(): Promise<number> {
  const s = createServer()
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r))
  const port = (s.address() as { port: number }).port
  await new Promise((r) => s.close(r))
  return port
}

function start(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT_FOR_TESTS, 'tests', 'collab', 'serve.ts')], {
    cwd: REPO_ROOT_FOR_TESTS,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d
      if (out.includes('listening')) resolve(child)
    })
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)))
  })
}

const killHard = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })

const open: TestClient[] = []
let child: ChildProcess | null = null
afterAll(async () => {
  for (const c of open) c.destroy()
  if (child && child.exitCode === null) await killHard(child)
})

describe('a shared-project server killed mid-session (SQLite)', () => {
  it('loses nothing it acknowledged, and takes the edits made while it was down when writers reconnect', async () => {
    const port = await freePort()
    const dataDir = tempDir()
    const target = { socketUrl: `ws://127.0.0.1:${port}/collab` }
    child = await start(port, dataDir)
    const p = await createProject(`http://127.0.0.1:${port}`)
    const staying = connect(target, p.id, p.tokens.writer, { fastRetry: true })
    const leaving = connect(target, p.id, p.tokens.writer, { fastRetry: true })
    open.push(staying, leaving)
    await Promise.all([staying.synced, leaving.synced])
    typeInto(leaving.doc, 0, 0, 'Acknowledged. ')
    await until(() => blockString(staying.doc, 0).startsWith('Acknowledged. ') && !leaving.provider.hasUnsyncedChanges, 'the change to be acknowledged')
    // That writer closes the laptop: only the server holds the change now.
    leaving.destroy()
    await killHard(child)
    // Typed while the server is down.
    typeInto(staying.doc, 0, blockString(staying.doc, 0).length, ' Offline.')
    child = await start(port, dataDir)
    await until(() => !staying.provider.hasUnsyncedChanges && staying.provider.isSynced, 'the writer to reconnect and send the offline edit', 20_000)
    const fresh = connect(target, p.id, p.tokens.reader)
    open.push(fresh)
    await fresh.synced
    expect(blockString(fresh.doc, 0)).toBe('Acknowledged. A kettle screams. Offline.')
    // And once more, killed again: both are in the store.
    await killHard(child)
    staying.destroy()
    child = await start(port, dataDir)
    const r = await fetch(`http://127.0.0.1:${port}/api/projects/${p.id}/nws`, { headers: { authorization: `Bearer ${p.ownerToken}` } })
    expect(await r.text()).toContain('Acknowledged. A kettle screams. Offline.')
  }, 60_000)
})
