/**
 * What the fake upstream servers share: reading a request body, and the control surface through
 * which tests in another process (Playwright) script their rules and read what they were sent.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

export function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
    req.on('error', reject)
  })
}

/**
 * Answers `/__control/*`: `health`, `POST rules` (one rule or a list) and `requests`. Returns
 * false for any other path, which the fake then answers itself.
 */
export function answerControl<Rule>(req: IncomingMessage, res: ServerResponse, path: string, body: string, addRule: (rule: Rule) => void, requests: readonly unknown[]): boolean {
  if (!path.startsWith('/__control/')) return false
  if (path === '/__control/health') {
    res.end('ok')
  } else if (path === '/__control/rules' && req.method === 'POST') {
    try {
      const list = JSON.parse(body) as Rule | Rule[]
      for (const r of Array.isArray(list) ? list : [list]) addRule(r)
      res.writeHead(204).end()
    } catch {
      res.writeHead(400).end('rules must be JSON')
    }
  } else if (path === '/__control/requests') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(requests))
  } else {
    res.writeHead(404).end()
  }
  return true
}
