import { Hono } from 'hono'
import { serveStatic } from '@hono/node-server/serve-static'
import type { ServerConfig } from './config'
import { aiRoutePaths, apiBodyLimit, registerAiRoutes } from './ai'
import { securityHeaders } from './security-headers'
import { registerEventRoutes } from './events'
import { SERVER_MSG } from '../ai/messages'
import type { Collab } from './collab'

/** What a non-JSON post is told, in the words of the route it was sent to. */
function notJsonMessage(path: string, aiPaths: ReadonlySet<string>): string {
  if (aiPaths.has(path)) return SERVER_MSG.notJson
  if (path === '/api/events') return SERVER_MSG.eventsNotJson
  return SERVER_MSG.apiNotJson
}

/**
 * The whole HTTP surface: `/api/*` routes, then the built web app with an SPA fallback. With
 * `collab`, the shared-project routes too (its socket is attached to the listening server).
 */
export function createApp(config: ServerConfig, options: { collab?: Collab } = {}): Hono {
  const app = new Hono()

  app.onError((err, c) => {
    // Malformed JSON and other request errors get a JSON answer, never a stack trace.
    const status = 'status' in err && typeof err.status === 'number' ? err.status : 500
    return c.json({ error: status === 500 ? 'Internal server error' : err.message }, status as 400 | 500)
  })

  app.use('*', securityHeaders(config))
  // A new shared project arrives whole (its script with its history): that route sets its own limit.
  const generalLimit = apiBodyLimit()
  app.use('/api/*', (c, next) => (c.req.method === 'POST' && c.req.path === '/api/projects' && options.collab ? next() : generalLimit(c, next)))
  // Every body the API reads is JSON. Refusing anything else means a form or a text/plain post from
  // another site (which a browser sends without asking first) never reaches a route.
  const aiPaths = new Set(aiRoutePaths())
  app.use('/api/*', async (c, next) => {
    if (c.req.method === 'POST' && !/^application\/json\s*(;|$)/i.test((c.req.header('content-type') ?? '').trim())) return c.json({ error: notJsonMessage(c.req.path, aiPaths) }, 415)
    await next()
  })

  app.get('/api/health', (c) => c.json({ ok: true, version: '0.0.1' }))
  app.get('/api/config', (c) =>
    c.json({ googleClientId: config.googleClientId ?? null, driveApiBase: config.driveApiBase, gisScriptUrl: config.gisScriptUrl, feedbackEmail: config.feedbackEmail ?? null }),
  )
  registerAiRoutes(app, config)
  registerEventRoutes(app, config)
  options.collab?.routes(app)
  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404))

  app.use('/*', serveStatic({ root: config.staticRoot }))
  app.get('*', serveStatic({ path: `${config.staticRoot}/index.html` }))
  return app
}
