import { afterAll, describe, expect, it } from 'vitest'
import type { ChildProcess } from 'node:child_process'
import { blockString, connect, createProject, freePort, startServerProcess as start, tempDir, typeInto, until, type TestClient } from '../../../tests/collab/harness'

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
