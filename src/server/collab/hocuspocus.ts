import { Hocuspocus, type Connection, type Extension } from '@hocuspocus/server'
import { Redis } from '@hocuspocus/extension-redis'
import * as Y from 'yjs'
import { CommenterGuard, type ProjectRecords } from './access'
import { DocumentSizes, MessageBudget, type CollabLimits } from './limits'
import { readMessageHead, REFUSED, type Refusal } from './messages'
import type { CollabStore, Role } from './store'
import { hashToken, PROJECT_ID, roleFor, stillValid } from './tokens'

/** What a connection carries once its token is accepted. */
export interface ConnectionContext {
  projectId: string
  role: Role
  tokenHash: string
}

/** How updates that came from another server through Redis are marked: that server keeps them. */
const REDIS_ORIGIN = '__hocuspocus__redis__origin__'

/** Closes the connection's socket with the refusal's words, and stops the message. */
function refuse(connection: Connection, refusal: Refusal): never {
  try {
    connection.webSocket.close(refusal.code, refusal.reason)
  } catch {
    // Already closing.
  }
  throw refusal
}

export interface CollabEngine {
  hocuspocus: Hocuspocus
  /** The upgrade requests of sockets that have opened at least one project with a valid token. */
  authenticated: WeakSet<object>
  /** Closes the live connections of a project that no longer hold a valid token (a revoked or replaced invitation). */
  dropInvalid(projectId: string): Promise<void>
  close(): Promise<void>
}

/**
 * The Hocuspocus instance: a document per project (named by the project's id), loaded from the
 * store and kept there update by update; every connection authenticated by its token and every
 * message checked against its role, the document's size limit and the connection's rate.
 */
export function createEngine(options: { store: CollabStore; records: ProjectRecords; limits: CollabLimits; redisUrl?: string; sweepMs?: number }): CollabEngine {
  const { store, records, limits } = options
  const sizes = new DocumentSizes()
  const guards = new Map<string, CommenterGuard>()
  const budgets = new WeakMap<Connection, MessageBudget>()
  const authenticated = new WeakSet<object>()

  const storage: Extension = {
    async onLoadDocument({ documentName, document }) {
      const state = await store.loadState(documentName)
      if (!state) throw new Error('No such shared project.')
      Y.applyUpdate(document, state)
      sizes.set(documentName, state.byteLength)
    },
    async afterLoadDocument({ documentName, document }) {
      // Every change is kept as it arrives; another server keeps the ones it received.
      document.on('update', (update: Uint8Array, origin: unknown) => {
        if (origin === REDIS_ORIGIN) return
        store.appendUpdate(documentName, update).catch((e: Error) => console.error(`A change to shared project ${documentName} was not stored: ${e.message}`))
      })
    },
    async onStoreDocument({ documentName, document }) {
      sizes.set(documentName, await store.compact(documentName, Y.encodeStateAsUpdate(document)))
    },
    async afterUnloadDocument({ documentName }) {
      sizes.delete(documentName)
      guards.get(documentName)?.destroy()
      guards.delete(documentName)
    },
  }

  const access: Extension = {
    async onAuthenticate({ token, documentName, connectionConfig, request }) {
      const record = PROJECT_ID.test(documentName) ? await records.get(documentName) : null
      const role = record ? roleFor(record, token) : null
      if (!role || role === 'revoked') throw { reason: role === 'revoked' ? 'revoked' : 'permission-denied' }
      connectionConfig.readOnly = role === 'reader'
      authenticated.add(request)
      const context: ConnectionContext = { projectId: documentName, role, tokenHash: hashToken(token) }
      return context
    },
    // The browser shows the project as the role allows (a commenter's script is read-only there too).
    async connected({ connection, context }) {
      connection.sendStateless(JSON.stringify({ role: (context as ConnectionContext).role }))
    },
    async beforeHandleMessage({ connection, documentName, document, update: data, context }) {
      const ctx = context as ConnectionContext
      let budget = budgets.get(connection)
      if (!budget) budgets.set(connection, (budget = new MessageBudget(limits.messagesPerSecond, limits.messageBurst)))
      if (!budget.take()) refuse(connection, REFUSED.tooFast)
      const record = records.cached(documentName) ?? (await records.get(documentName))
      if (!record || !stillValid(record, ctx.role, ctx.tokenHash)) refuse(connection, REFUSED.revoked)
      let head
      try {
        head = readMessageHead(data)
      } catch {
        refuse(connection, REFUSED.unreadable)
      }
      if (head.broadcast) refuse(connection, REFUSED.broadcast)
      if (!head.update || ctx.role === 'reader') return
      if (!sizes.fits(documentName, head.update.byteLength, limits.maxDocumentBytes)) refuse(connection, REFUSED.tooLarge)
      // Last of the checks: the guard's copy takes in what it allows, so nothing may refuse it after.
      if (ctx.role === 'commenter') {
        let guard = guards.get(documentName)
        if (!guard) guards.set(documentName, (guard = new CommenterGuard(document)))
        if (!guard.allows(head.update)) refuse(connection, REFUSED.notAllowed)
      }
      sizes.add(documentName, head.update.byteLength)
    },
  }

  const extensions: Extension[] = [storage, access]
  if (options.redisUrl) {
    const url = new URL(options.redisUrl)
    extensions.unshift(
      new Redis({
        host: url.hostname,
        port: Number(url.port || 6379),
        options: {
          username: url.username ? decodeURIComponent(url.username) : undefined,
          password: url.password ? decodeURIComponent(url.password) : undefined,
          db: Number(url.pathname.slice(1)) || 0,
          tls: url.protocol === 'rediss:' ? {} : undefined,
        },
      }),
    )
  }

  const hocuspocus = new Hocuspocus({
    name: 'nightwriter',
    quiet: true,
    // Every change is already stored as it arrives; folding them into the snapshot can wait.
    debounce: 5000,
    maxDebounce: 30_000,
    extensions,
  })

  const dropInvalid = async (projectId: string) => {
    const document = hocuspocus.documents.get(projectId)
    if (!document) return
    const record = await records.get(projectId, true)
    for (const connection of document.getConnections()) {
      const ctx = connection.context as ConnectionContext
      if (!record || !stillValid(record, ctx.role, ctx.tokenHash)) {
        connection.close(REFUSED.revoked)
        connection.webSocket.close(REFUSED.revoked.code, REFUSED.revoked.reason)
      }
    }
  }

  // A revocation made through another server behind the same database reaches this one's
  // connections here, even those that only listen.
  const sweep = setInterval(() => {
    for (const name of hocuspocus.documents.keys()) dropInvalid(name).catch(() => undefined)
  }, options.sweepMs ?? 5000)
  sweep.unref()

  return {
    hocuspocus,
    authenticated,
    dropInvalid,
    async close() {
      clearInterval(sweep)
      // Each document is stored as its last connection goes, then unloaded; what is still loaded
      // after a few seconds is stored here. Every change was kept as it arrived in any case.
      hocuspocus.closeConnections()
      const end = Date.now() + 5000
      while (hocuspocus.getDocumentsCount() > 0 && Date.now() < end) await new Promise((r) => setTimeout(r, 20))
      await Promise.all([...hocuspocus.documents.entries()].map(([name, doc]) => store.compact(name, Y.encodeStateAsUpdate(doc)).catch(() => 0)))
      for (const ext of extensions) if (ext instanceof Redis) await ext.onDestroy().catch(() => undefined)
    },
  }
}
