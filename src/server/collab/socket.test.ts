import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as encoding from 'lib0/encoding'
import WebSocket from 'ws'
import * as Y from 'yjs'
import { blockString, connect, createProject, startServer, typeInto, until, type TestClient, type TestServer } from '../../../tests/collab/harness'

let server: TestServer
const open: TestClient[] = []
const join = (id: string, token: string) => {
  const c = connect(server, id, token)
  open.push(c)
  return c
}

beforeAll(async () => {
  server = await startServer({ limits: { maxDocumentBytes: 256 * 1024 }, sweepMs: 200 })
})
afterAll(async () => {
  for (const c of open) c.destroy()
  await server.stop()
})

describe('the co-writing socket', () => {
  it('brings two writers to the same script as they type at once', async () => {
    const p = await createProject(server.origin)
    const a = join(p.id, p.tokens.writer)
    const b = join(p.id, p.ownerToken)
    await Promise.all([a.synced, b.synced])
    expect(blockString(a.doc, 0)).toBe('A kettle screams.')
    typeInto(a.doc, 0, 0, 'Loudly, ')
    typeInto(b.doc, 0, 17, ' Again.')
    const want = 'Loudly, A kettle screams. Again.'
    await until(() => blockString(a.doc, 0) === want && blockString(b.doc, 0) === want, 'both replicas to converge')
  })

  it('tells each browser the role it joined with', async () => {
    const p = await createProject(server.origin)
    const roles: Record<string, string> = {}
    const joined = (['writer', 'commenter', 'reader'] as const).map((role) => {
      const c = join(p.id, p.tokens[role])
      c.provider.on('stateless', ({ payload }: { payload: string }) => (roles[role] = JSON.parse(payload).role))
      return c
    })
    const owner = join(p.id, p.ownerToken)
    owner.provider.on('stateless', ({ payload }: { payload: string }) => (roles.owner = JSON.parse(payload).role))
    await Promise.all([...joined, owner].map((c) => c.synced))
    await until(() => Object.keys(roles).length === 4, 'every role to be told')
    expect(roles).toEqual({ writer: 'writer', commenter: 'commenter', reader: 'reader', owner: 'owner' })
    // Nobody can pass a message of their own off as the server's to everyone else.
    const reader = joined[2]
    const message = encoding.createEncoder()
    encoding.writeVarString(message, p.id)
    encoding.writeVarUint(message, 6)
    encoding.writeVarString(message, JSON.stringify({ role: 'reader' }))
    reader.provider.configuration.websocketProvider.send(encoding.toUint8Array(message))
    await until(() => reader.closes.includes(4403), 'the broadcasting reader to be disconnected')
    expect(roles.writer).toBe('writer')
  })

  it('keeps a reader from writing: the server refuses the change and nobody else ever sees it', async () => {
    const p = await createProject(server.origin)
    const reader = join(p.id, p.tokens.reader)
    const writer = join(p.id, p.tokens.writer)
    const third = join(p.id, p.tokens.writer)
    await Promise.all([reader.synced, writer.synced, third.synced])
    typeInto(reader.doc, 0, 0, 'READER WAS HERE ')
    // A later change of the writer's reaches the third client; the reader's, sent first, never does.
    typeInto(writer.doc, 0, 17, ' Later.')
    await until(() => blockString(third.doc, 0).endsWith(' Later.'), "the writer's change")
    expect(blockString(third.doc, 0)).toBe('A kettle screams. Later.')
    const stored = await (await fetch(`${server.origin}/api/projects/${p.id}/nws`, { headers: { authorization: `Bearer ${p.ownerToken}` } })).text()
    expect(stored).not.toContain('READER WAS HERE')
    // The reader still sees the script live.
    await until(() => blockString(reader.doc, 0).includes(' Later.'), 'the reader to see the change')
  })

  it('lets a commenter add a comment and a to-do but refuses a change to the script', async () => {
    const p = await createProject(server.origin)
    const commenter = join(p.id, p.tokens.commenter)
    const third = join(p.id, p.tokens.writer)
    await Promise.all([commenter.synced, third.synced])
    commenter.doc.transact(() => {
      commenter.doc.getMap('comments').set('c1', new Y.Map<unknown>([['id', 'c1'], ['text', 'Too loud?'], ['resolved', false], ['createdAt', '2026-01-01']]))
      commenter.doc.getArray('todos').push([new Y.Map<unknown>([['id', 't1'], ['text', 'Cut the kettle'], ['completed', false]])])
    })
    await until(() => third.doc.getMap('comments').has('c1') && third.doc.getArray('todos').length === 1, 'the comment and the to-do to arrive')
    typeInto(commenter.doc, 0, 0, 'COMMENTER EDIT ')
    await until(() => commenter.closes.includes(4403), 'the commenter to be disconnected')
    const writer = join(p.id, p.tokens.writer)
    await writer.synced
    typeInto(writer.doc, 0, 17, ' Later.')
    await until(() => blockString(third.doc, 0).endsWith(' Later.'), "the writer's change")
    expect(blockString(third.doc, 0)).toBe('A kettle screams. Later.')
    // A change to the title page is refused the same way.
    const commenter2 = join(p.id, p.tokens.commenter)
    await commenter2.synced
    commenter2.doc.getMap('titlePage').set('title', 'HIJACKED')
    await until(() => commenter2.closes.includes(4403), 'the second commenter to be disconnected')
    expect(third.doc.getMap('titlePage').get('title')).toBe('Brick and Steel')
  })

  it('disconnects and then refuses a revoked invitation; the re-issued link works', async () => {
    const p = await createProject(server.origin)
    const writer = join(p.id, p.tokens.writer)
    await writer.synced
    const r = await fetch(`${server.origin}/api/projects/${p.id}/invites/writer`, { method: 'DELETE', headers: { authorization: `Bearer ${p.ownerToken}` } })
    expect(r.status).toBe(200)
    await until(() => writer.closes.length > 0, 'the revoked writer to be disconnected')
    await until(() => writer.failed !== null, 'the reconnection to be refused')
    expect(writer.failed).toBe('revoked')
    const again = join(p.id, p.tokens.writer)
    await until(() => again.failed !== null, 'a new connection to be refused')
    expect(again.doc.getXmlFragment('script').length).toBe(0)
    const issued = await fetch(`${server.origin}/api/projects/${p.id}/invites/writer`, { method: 'POST', headers: { authorization: `Bearer ${p.ownerToken}`, 'content-type': 'application/json' } })
    expect(issued.status).toBe(201)
    const { invite } = (await issued.json()) as { invite: string }
    const fresh = join(p.id, invite.slice(invite.indexOf('#') + 1))
    await fresh.synced
    expect(blockString(fresh.doc, 0)).toBe('A kettle screams.')
  })

  it('gives a wrong token nothing, not even the title', async () => {
    const p = await createProject(server.origin)
    const wrong = join(p.id, 'x'.repeat(43))
    const otherProject = await createProject(server.origin)
    const crossed = join(p.id, otherProject.tokens.writer)
    await until(() => wrong.failed !== null && crossed.failed !== null, 'both connections to be refused')
    for (const c of [wrong, crossed]) {
      expect(c.doc.getXmlFragment('script').length).toBe(0)
      expect(c.doc.getMap('titlePage').size).toBe(0)
    }
  })

  it('refuses a change that would grow the project past its size limit, and keeps the project as it was', async () => {
    const p = await createProject(server.origin)
    const big = join(p.id, p.tokens.writer)
    const watcher = join(p.id, p.tokens.writer)
    await Promise.all([big.synced, watcher.synced])
    typeInto(big.doc, 0, 0, 'x'.repeat(300 * 1024))
    await until(() => big.closes.includes(4413), 'the oversized change to be refused')
    big.destroy()
    typeInto(watcher.doc, 0, 17, ' Later.')
    const check = join(p.id, p.tokens.reader)
    await check.synced
    await until(() => blockString(check.doc, 0).endsWith(' Later.'), "the watcher's change")
    expect(blockString(check.doc, 0)).toBe('A kettle screams. Later.')
  })

  it('stores a project and unloads it from memory when its last writer leaves', async () => {
    const p = await createProject(server.origin)
    const writer = join(p.id, p.tokens.writer)
    await writer.synced
    const documents = server.collab.engine.hocuspocus.documents
    expect(documents.has(p.id)).toBe(true)
    typeInto(writer.doc, 0, 0, 'Last words. ')
    await until(() => !writer.provider.hasUnsyncedChanges, 'the change to be acknowledged')
    writer.destroy()
    await until(() => !documents.has(p.id), 'the project to be unloaded')
    const doc = new Y.Doc()
    Y.applyUpdate(doc, (await server.collab.store.loadState(p.id))!)
    expect(blockString(doc, 0)).toBe('Last words. A kettle screams.')
  })

  it('refuses a page of another site opening the socket, and lets the app itself', async () => {
    const tryOrigin = (origin: string) =>
      new Promise<number | 'open'>((resolve) => {
        const ws = new WebSocket(server.socketUrl, { origin })
        ws.on('open', () => {
          ws.close()
          resolve('open')
        })
        ws.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0))
        ws.on('error', () => undefined)
      })
    expect(await tryOrigin('https://evil.example')).toBe(403)
    expect(await tryOrigin(server.origin)).toBe('open')
  })
})

describe('the message rate limit', () => {
  it('resets a connection that floods the server, and the project keeps what arrived', async () => {
    const limited = await startServer({ limits: { messagesPerSecond: 5, messageBurst: 20 } })
    try {
      const p = await createProject(limited.origin)
      const flood = connect(limited, p.id, p.tokens.writer)
      await flood.synced
      for (let i = 0; i < 200; i++) typeInto(flood.doc, 0, 0, 'z')
      await until(() => flood.closes.includes(4429), 'the flooding connection to be reset')
      flood.destroy()
      const check = connect(limited, p.id, p.tokens.reader)
      await check.synced
      const text = blockString(check.doc, 0)
      expect(text.endsWith('A kettle screams.')).toBe(true)
      expect(text.length).toBeLessThan('A kettle screams.'.length + 200)
      check.destroy()
    } finally {
      await limited.stop()
    }
  })
})

describe('a socket that never authenticates', () => {
  it('is closed after a few messages with no valid token', async () => {
    const code = await new Promise<number>((resolve) => {
      const ws = new WebSocket(server.socketUrl)
      ws.on('open', () => {
        const message = Uint8Array.from([4, 0x64, 0x6f, 0x63, 0x31, 0, 0, 0])
        for (let i = 0; i < 100; i++) ws.send(message)
      })
      ws.on('close', (c) => resolve(c))
      ws.on('error', () => undefined)
    })
    expect(code).toBe(4401)
  })


  it('is closed when it floods the server with messages waiting for a token', async () => {
    const limited = await startServer({ limits: { messagesPerSecond: 5, messageBurst: 10 } })
    try {
      const code = await new Promise<number>((resolve) => {
        const ws = new WebSocket(limited.socketUrl)
        ws.on('open', () => {
          // A sync message for a document, again and again, with no authentication first.
          const message = Uint8Array.from([4, 0x64, 0x6f, 0x63, 0x31, 0, 0, 0])
          for (let i = 0; i < 100; i++) ws.send(message)
        })
        ws.on('close', (c) => resolve(c))
        ws.on('error', () => undefined)
      })
      expect(code).toBe(4429)
    } finally {
      await limited.stop()
    }
  })
})
