import type { Server } from 'node:http'
import type { Hono } from 'hono'
import { ProjectRecords } from './access'
import { createEngine, type CollabEngine } from './hocuspocus'
import { DEFAULT_LIMITS, type CollabLimits } from './limits'
import { openStore } from './open-store'
import { createProjects, type Projects } from './projects'
import { registerProjectRoutes } from './routes'
import { attachSocket } from './socket'
import type { CollabStore } from './store'

export { COLLAB_PATH } from './socket'
export { PROJECT_MSG, PROJECT_BODY_LIMIT_BYTES } from './routes'
export type { CollabStore } from './store'
export type { CollabLimits } from './limits'

/**
 * Shared projects: the store, the co-writing socket and the HTTP routes, served on the app's own
 * port. `routes` goes to the app; `attach` takes the socket's upgrades on the listening server.
 */
export interface Collab {
  store: CollabStore
  engine: CollabEngine
  projects: Projects
  routes(app: Hono): void
  attach(server: Server): void
  close(): Promise<void>
}

export interface CollabOptions {
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  allowedOrigins: readonly string[]
  limits?: Partial<CollabLimits>
  /** How often live connections are checked against revocations made elsewhere. */
  sweepMs?: number
  /** A store already open (tests); otherwise one is opened from dataDir / databaseUrl. */
  store?: CollabStore
}

export async function createCollab(options: CollabOptions): Promise<Collab> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits }
  const store = options.store ?? (await openStore(options))
  const records = new ProjectRecords(store)
  const engine = createEngine({ store, records, limits, redisUrl: options.redisUrl, sweepMs: options.sweepMs })
  const projects = createProjects({ store, records, engine, maxDocumentBytes: limits.maxDocumentBytes })
  const sockets: ReturnType<typeof attachSocket>[] = []
  return {
    store,
    engine,
    projects,
    routes: (app) => registerProjectRoutes(app, projects, limits),
    attach(server) {
      // A first sync carries the whole document: a message may be as large as the document may grow.
      sockets.push(attachSocket(server, engine.hocuspocus, { ...limits, authenticated: engine.authenticated, allowedOrigins: options.allowedOrigins, maxMessageBytes: limits.maxDocumentBytes + 1024 * 1024 }))
    },
    async close() {
      await engine.close()
      // Sockets still open (a client reconnecting as the server stops) are cut: nothing more is taken in.
      for (const wss of sockets) {
        for (const ws of wss.clients) ws.terminate()
        wss.close()
      }
      await store.close()
    },
  }
}
