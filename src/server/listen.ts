import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import type { Hono } from 'hono'
import type { ServerConfig } from './config'

/**
 * The HTTP listener and its limits on slow clients. A client gets seconds, not minutes, to send its
 * headers and then its whole request (a 300-page script is well under a megabyte); past that the
 * connection is closed with 408, so a trickling client cannot hold a connection and its buffers.
 * Nothing here limits how long an answer takes: a long analysis streams for as long as it runs.
 */
export const HEADERS_TIMEOUT_MS = 10_000
export const REQUEST_TIMEOUT_MS = 30_000
/** How often Node looks for connections past those limits. */
const CHECK_INTERVAL_MS = 1000

export function listen(
  app: Hono,
  config: Pick<ServerConfig, 'port' | 'host' | 'headersTimeoutMs' | 'requestTimeoutMs'>,
  onListening?: (info: AddressInfo) => void,
): ServerType {
  const requestTimeout = config.requestTimeoutMs ?? REQUEST_TIMEOUT_MS
  const headersTimeout = Math.min(config.headersTimeoutMs ?? HEADERS_TIMEOUT_MS, requestTimeout)
  return serve(
    {
      fetch: app.fetch,
      port: config.port,
      hostname: config.host,
      serverOptions: { headersTimeout, requestTimeout, connectionsCheckingInterval: Math.min(CHECK_INTERVAL_MS, headersTimeout) },
    },
    onListening,
  )
}
