import { appendFile, mkdir } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { Hono } from 'hono'
import { describeIssues } from '../ai/contracts'
import { UsageEventsRequestSchema } from '../ai/usage-events'

/**
 * POST /api/events: usage events from browsers whose writer gave consent. Each valid event becomes
 * one JSON line appended to a local file (EVENTS_LOG_PATH); nothing is forwarded anywhere. With
 * the path set to 'off' events are accepted and dropped.
 */
export interface EventsConfig {
  eventsLogPath: string | null
}

export function registerEventRoutes(app: Hono, config: EventsConfig): void {
  // One write at a time, so lines from concurrent requests never interleave.
  let queue: Promise<void> = Promise.resolve()
  let dirReady: Promise<unknown> | null = null
  const append = (text: string, path: string) => {
    const run = queue.then(async () => {
      dirReady ??= mkdir(dirname(path), { recursive: true })
      await dirReady
      await appendFile(path, text, 'utf8')
    })
    queue = run.catch(() => {})
    return run
  }

  app.post('/api/events', async (c) => {
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      return c.json({ error: 'Malformed JSON in request body' }, 400)
    }
    const parsed = UsageEventsRequestSchema.safeParse(raw)
    if (!parsed.success) return c.json({ error: `Invalid events: ${describeIssues(parsed.error.issues)}` }, 400)
    const path = config.eventsLogPath
    if (!path) return c.body(null, 204)
    const receivedAt = new Date().toISOString()
    const lines = parsed.data.events.map((e) => JSON.stringify({ receivedAt, ...e })).join('\n') + '\n'
    try {
      await append(lines, path)
    } catch (e) {
      console.error(`Usage events could not be written to ${path}: ${(e as Error).message}`)
      return c.json({ error: 'Usage events could not be recorded' }, 500)
    }
    return c.body(null, 204)
  })
}
