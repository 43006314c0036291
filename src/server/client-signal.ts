import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Context } from 'hono'

/**
 * Aborted when the client that sent this request has gone. The request's own signal only learns
 * of it once the response is under way; this one also watches the socket from the start, so a
 * request abandoned in its first milliseconds never starts a model call. Outside a Node server
 * (in-process tests) it is the request's own signal.
 */
export function clientSignal(c: Context): AbortSignal {
  const env = c.env as { incoming?: IncomingMessage; outgoing?: ServerResponse } | undefined
  const socket = env?.incoming?.socket
  if (!socket) return c.req.raw.signal
  const ctrl = new AbortController()
  const gone = () => ctrl.abort(new DOMException('The client went away', 'AbortError'))
  if (socket.destroyed || socket.readableEnded) {
    gone()
  } else {
    socket.once('end', gone)
    socket.once('close', gone)
    // A keep-alive socket serves more requests: once this answer is sent, stop watching for this one.
    const done = () => {
      socket.off('end', gone)
      socket.off('close', gone)
    }
    env?.outgoing?.once('finish', done)
    env?.outgoing?.once('close', done)
  }
  return AbortSignal.any([c.req.raw.signal, ctrl.signal])
}
