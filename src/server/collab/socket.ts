import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import type { Hocuspocus } from '@hocuspocus/server'
import { MessageBudget } from './limits'
import { REFUSED } from './messages'

/** Messages a socket may send before one of its projects is opened with a valid token (a browser sends three or four). */
const UNAUTHENTICATED_MESSAGES = 64

/** The path of the co-writing socket, on the same port as the app and /api. */
export const COLLAB_PATH = '/collab'

/**
 * Whether a page from `origin` may open the socket: the app's own origin (the Host it was asked
 * for), or one listed in ALLOWED_ORIGINS. A client that is not a browser sends no Origin and is
 * let through to authenticate like any other: the Origin check is what keeps another site's page
 * from using a writer's browser, and only browsers send one.
 */
export function originAllowed(origin: string | undefined, host: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (allowed.includes(url.origin)) return true
  return !!host && url.host === host.toLowerCase() && /^https?:$/.test(url.protocol)
}

function reject(socket: Duplex, status: string): void {
  socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`)
}

/** Takes WebSocket upgrades on `/collab` to Hocuspocus; anything else asking to upgrade is refused. */
export function attachSocket(
  server: Server,
  hocuspocus: Hocuspocus,
  options: { allowedOrigins: readonly string[]; maxMessageBytes: number; messagesPerSecond: number; messageBurst: number; authenticated: WeakSet<object> },
): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: options.maxMessageBytes })
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '/').split('?')[0]
    if (path !== COLLAB_PATH) return reject(socket, '404 Not Found')
    if (!originAllowed(request.headers.origin, request.headers.host, options.allowedOrigins)) return reject(socket, '403 Forbidden')
    wss.handleUpgrade(request, socket, head, (ws) => {
      // A broken socket must not stop the server.
      ws.on('error', () => ws.terminate())
      // The socket as a whole has a budget too (twice a document's: it may carry a few), which
      // holds before a token is even checked: messages waiting for authentication are queued.
      const budget = new MessageBudget(options.messagesPerSecond * 2, options.messageBurst * 2)
      // Messages that arrive before any token is accepted wait in memory: a socket that never
      // opens a project gets a few, not an unending stream.
      let unauthenticated = 0
      ws.on('message', () => {
        if (ws.readyState !== ws.OPEN) return
        if (!budget.take()) ws.close(REFUSED.tooFast.code, REFUSED.tooFast.reason)
        else if (!options.authenticated.has(request) && ++unauthenticated > UNAUTHENTICATED_MESSAGES) ws.close(REFUSED.noToken.code, REFUSED.noToken.reason)
      })
      hocuspocus.handleConnection(ws, request)
    })
  })
  return wss
}
