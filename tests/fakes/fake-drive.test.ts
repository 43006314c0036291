import { describe, it, expect, afterAll, beforeAll } from 'vitest'
import { startFakeDrive, type FakeDrive } from './fake-drive'
import { createDriveStore, type TokenSource } from '../../src/web/storage/drive/drive-client'
import type { FileChangedError } from '../../src/web/storage/file-store'

let drive: FakeDrive
beforeAll(async () => {
  drive = await startFakeDrive()
})
afterAll(() => drive.close())

/** Gets tokens the way the fake's sign-in script does. */
function tokens(): TokenSource & { requests: number } {
  let t: string | null = null
  const src = {
    requests: 0,
    async getToken() {
      if (!t) {
        src.requests++
        t = ((await (await fetch(`${drive.url}/__token`, { method: 'POST' })).json()) as { token: string }).token
      }
      return t
    },
    clearToken() {
      t = null
    },
  }
  return src
}

describe('Drive client against the fake Drive', () => {
  it('creates the app folder once, then creates, lists newest first, reads, updates and deletes', async () => {
    const store = createDriveStore({ apiBase: drive.url, tokens: tokens() })
    const a = await store.create('A.nws', '{"a":1}')
    const b = await store.create('B.nws', '{"b":2}')
    expect([...drive.files.values()].filter((f) => f.mimeType === 'application/vnd.google-apps.folder')).toHaveLength(1)
    expect((await store.list()).map((f) => f.name)).toEqual(['B.nws', 'A.nws'])
    await store.update(a.id, '{"a":3}')
    expect((await store.list()).map((f) => f.name)).toEqual(['A.nws', 'B.nws'])
    expect(await store.read(a.id)).toBe('{"a":3}')
    await store.remove(b.id)
    await expect(store.read(b.id)).rejects.toThrow(/not found/)
  })
  it('on 401 clears the token, signs in again and retries the call once', async () => {
    const src = tokens()
    const store = createDriveStore({ apiBase: drive.url, tokens: src })
    const f = await store.create('C.nws', 'x')
    expect(src.requests).toBe(1)
    drive.expireTokens()
    await store.update(f.id, 'y')
    expect(src.requests).toBe(2)
    expect(drive.log.filter((l) => l.startsWith(`PATCH /upload/drive/v3/files/${f.id}`))).toEqual([
      `PATCH /upload/drive/v3/files/${f.id} 401`,
      `PATCH /upload/drive/v3/files/${f.id} 200`,
    ])
  })
  it('a save naming the version it read writes only while the file still has it', async () => {
    const store = createDriveStore({ apiBase: drive.url, tokens: tokens() })
    const f = await store.create('D.nws', 'first')
    expect(f.version).toBe('1')
    const { text, meta } = await store.readWithMeta(f.id)
    expect([text, meta.version]).toEqual(['first', '1'])
    const saved = await store.update(f.id, 'second', '1')
    expect(saved.version).toBe('2')
    // Another device saves in between.
    await fetch(`${drive.url}/__edit/${f.id}`, { method: 'POST', body: 'theirs' })
    const err = await store.update(f.id, 'mine', '2').catch((e: Error) => e)
    expect((err as Error).name).toBe('FileChangedError')
    expect((err as FileChangedError).current.version).toBe('3')
    expect(await store.read(f.id)).toBe('theirs')
    // Written knowingly: no version named.
    expect((await store.update(f.id, 'mine')).version).toBe('4')
  })
  it('gives up after one retry when the new token is refused too', async () => {
    const bad: TokenSource = { getToken: async () => 'nope', clearToken: () => {} }
    const store = createDriveStore({ apiBase: drive.url, tokens: bad })
    await expect(store.list()).rejects.toThrow(/sign-in is needed/)
  })
})
