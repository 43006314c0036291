import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { HocuspocusProvider } from '@hocuspocus/provider'
import WebSocket from 'ws'
import * as Y from 'yjs'
import { createApp } from '../../src/server/app'
import { createCollab, type Collab, type CollabLimits, type CollabStore } from '../../src/server/collab'
import { readConfig } from '../../src/server/config'
import { listen } from '../../src/server/listen'

/**
 * A real server for shared-project tests: the app with its co-writing socket on a free port of
 * 127.0.0.1, and clients that talk to it the way a browser does (the Hocuspocus provider over a
 * WebSocket), so every check runs through the real socket.
 */
export interface TestServer {
  origin: string
  socketUrl: string
  collab: Collab
  server: Server
  stop(): Promise<void>
}

/** The checkout this harness is in (tests start its server script from here). */
export const REPO_ROOT_FOR_TESTS = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..')

export function tempDir(prefix = 'nw-collab-'): string {
  return mkdtempSync(join(tmpdir(), prefix))
}

export async function startServer(
  options: { dataDir?: string; store?: CollabStore; limits?: Partial<CollabLimits>; allowedOrigins?: string[]; redisUrl?: string; sweepMs?: number } = {},
): Promise<TestServer> {
  const staticRoot = tempDir('nw-static-')
  writeFileSync(join(staticRoot, 'index.html'), '<!doctype html><title>app</title>')
  const config = { ...readConfig({ EVENTS_LOG_PATH: 'off' }), staticRoot, port: 0, host: '127.0.0.1' }
  const collab = await createCollab({
    dataDir: options.dataDir ?? tempDir(),
    allowedOrigins: options.allowedOrigins ?? [],
    limits: options.limits,
    redisUrl: options.redisUrl,
    store: options.store,
    sweepMs: options.sweepMs,
  })
  const app = createApp(config, { collab })
  const server = await new Promise<Server>((resolve) => {
    const s = listen(app, config, () => resolve(s as Server)) as Server
  })
  collab.attach(server)
  const port = (server.address() as AddressInfo).port
  return {
    origin: `http://127.0.0.1:${port}`,
    socketUrl: `ws://127.0.0.1:${port}/collab`,
    collab,
    server,
    async stop() {
      const closed = new Promise((r) => server.close(r))
      await collab.close()
      server.closeAllConnections()
      await closed
    },
  }
}

/** A minimal valid `.nws` bundle with the given script lines as action blocks. */
export function bundle(lines: string[] = ['A kettle screams.'], extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    version: '1.0',
    content: { type: 'doc', content: [{ type: 'scene', content: lines.map((t) => ({ type: 'action', content: [{ type: 'text', text: t }] })) }] },
    titlePage: { title: 'Brick and Steel' },
    ...extra,
  }
}

export interface Created {
  id: string
  ownerToken: string
  invites: { writer: string; commenter: string; reader: string }
}

export async function createProject(origin: string, body: unknown = bundle()): Promise<Created & { tokens: Record<'writer' | 'commenter' | 'reader', string> }> {
  const r = await fetch(`${origin}/api/projects`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (r.status !== 201) throw new Error(`POST /api/projects: ${r.status} ${await r.text()}`)
  const made = (await r.json()) as Created
  const token = (url: string) => url.slice(url.indexOf('#') + 1)
  return { ...made, tokens: { writer: token(made.invites.writer), commenter: token(made.invites.commenter), reader: token(made.invites.reader) } }
}

export interface TestClient {
  doc: Y.Doc
  provider: HocuspocusProvider
  /** Why authentication failed, once it has. */
  failed: string | null
  /** Close codes of the socket so far. */
  closes: number[]
  synced: Promise<void>
  destroy(): void
}

/**
 * The socket a test client opens: `ws`, with its errors handled (closing a socket that is still
 * connecting, as a client destroyed mid-reconnect does, is an error event the provider does not listen for).
 */
class ClientSocket extends WebSocket {
  constructor(...args: ConstructorParameters<typeof WebSocket>) {
    super(...args)
    this.on('error', () => undefined)
  }
}

/** A writer's browser, as far as the socket sees it: a Y.Doc kept in sync through the provider. */
export function connect(server: Pick<TestServer, 'socketUrl'>, id: string, token: string, options: { fastRetry?: boolean } = {}): TestClient {
  const doc = new Y.Doc()
  const client: TestClient = { doc, provider: null as unknown as HocuspocusProvider, failed: null, closes: [], synced: Promise.resolve(), destroy: () => undefined }
  let resolveSynced!: () => void
  client.synced = new Promise((r) => (resolveSynced = r))
  client.provider = new HocuspocusProvider({
    url: server.socketUrl,
    name: id,
    token,
    document: doc,
    WebSocketPolyfill: ClientSocket,
    onSynced: () => resolveSynced(),
    onAuthenticationFailed: ({ reason }) => (client.failed = reason),
    onDisconnect: ({ event }) => client.closes.push(event.code),
    ...(options.fastRetry ? { delay: 50, minDelay: 50, maxDelay: 200, jitter: false, factor: 1 } : {}),
  } as ConstructorParameters<typeof HocuspocusProvider>[0])
  let destroyed = false
  client.destroy = () => {
    if (destroyed) return
    destroyed = true
    client.provider.destroy()
    doc.destroy()
  }
  return client
}

/** Polls until `check` returns true (or throws with `what` after `timeoutMs`). */
export async function until(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** The text of the script's block `i` in a replica. */
export function blockString(doc: Y.Doc, i: number): string {
  const el = doc.getXmlFragment('script').get(i) as Y.XmlElement | undefined
  const text = el?.get(0) as Y.XmlText | undefined
  return text ? text.toString() : ''
}

/** Types into the script's block `i` of a replica (as the editor binding would). */
export function typeInto(doc: Y.Doc, i: number, at: number, text: string): void {
  const el = doc.getXmlFragment('script').get(i) as Y.XmlElement
  ;(el.get(0) as Y.XmlText).insert(at, text)
}

export { freePort } from '../support/free-port'

/**
 * The server in a process of its own (tests/collab/serve.ts), on SQLite in `dataDir`, resolved once
 * it listens: for a server killed hard and started again, and for measuring it apart from its clients.
 */
export function startServerProcess(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(REPO_ROOT_FOR_TESTS, 'tests', 'collab', 'serve.ts')], {
    cwd: REPO_ROOT_FOR_TESTS,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
    stdio: ['ignore', 'pipe', 'ignore'],
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
