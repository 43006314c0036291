/**
 * A fake Google Drive for tests: a real HTTP server on 127.0.0.1 with Drive v3's REST paths (the
 * subset the app uses), plus a stand-in for Google Identity Services' script that grants a token
 * at once. The app's Drive client talks to it unchanged; only the base URLs differ.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface FakeFile {
  id: string
  name: string
  mimeType: string
  parents: string[]
  modifiedTime: string
  createdTime: string
  content: string
  /** Rises with every change, as Drive's own `version` does (a decimal string). */
  version: string
  trashed?: boolean
}

export interface FakeDrive {
  url: string
  files: Map<string, FakeFile>
  /** Every request, e.g. 'PATCH /upload/drive/v3/files/abc 401'. */
  log: string[]
  /** The next request with a token gets 401 (the token is revoked), as when it expires. */
  expireTokens(): void
  revoked: string[]
  close(): Promise<void>
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    req.on('data', (c) => chunks.push(c))
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')))
  })
}

const FIELDS = ['id', 'name', 'mimeType', 'modifiedTime', 'createdTime', 'version'] as const
const meta = (f: FakeFile) => Object.fromEntries(FIELDS.map((k) => [k, f[k]]))

function gisScript(origin: string): string {
  return `window.google = { accounts: { oauth2: {
  initTokenClient: function (cfg) { return { requestAccessToken: function () {
    fetch(${JSON.stringify(origin)} + '/__token', { method: 'POST' }).then(function (r) { return r.json() })
      .then(function (t) { cfg.callback({ access_token: t.token, expires_in: 3600 }) })
  } } },
  revoke: function (token, done) { fetch(${JSON.stringify(origin)} + '/__revoke?token=' + encodeURIComponent(token), { method: 'POST' }).then(function () { done && done() }) }
} } };`
}

export async function startFakeDrive(port = 0): Promise<FakeDrive> {
  const files = new Map<string, FakeFile>()
  const tokens = new Set<string>()
  const log: string[] = []
  const revoked: string[] = []
  let n = 0
  /** Set by /__deny: every token is refused, as when the writer revoked the app's access. */
  let deny = false
  let clock = Date.parse('2026-01-01T00:00:00Z')
  const now = () => new Date((clock += 1000)).toISOString()

  const server: Server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x')
    const send = (status: number, body: unknown, type = 'application/json') => {
      log.push(`${req.method} ${url.pathname} ${status}`)
      res.writeHead(status, {
        'Content-Type': type,
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': 'Authorization, Content-Type',
        'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
      })
      res.end(typeof body === 'string' ? body : JSON.stringify(body))
    }
    if (req.method === 'OPTIONS') return send(204, '')
    const origin = `http://${req.headers.host}`
    if (url.pathname === '/gsi/client') return send(200, gisScript(origin), 'text/javascript')
    if (url.pathname === '/__token') {
      const t = `tok-${++n}`
      if (!deny) tokens.add(t)
      return send(200, { token: t })
    }
    if (url.pathname === '/__revoke') {
      const t = url.searchParams.get('token') ?? ''
      tokens.delete(t)
      revoked.push(t)
      return send(200, {})
    }
    // Test controls, for browser tests that run the fake in another process.
    if (url.pathname === '/__files') return send(200, [...files.values()])
    if (url.pathname === '/__log') return send(200, log.slice())
    if (url.pathname === '/__expire') {
      tokens.clear()
      return send(200, {})
    }
    if (url.pathname === '/__deny') {
      deny = true
      tokens.clear()
      return send(200, {})
    }
    // Another device saves the file: its content changes and its version rises.
    const touch = /^\/__edit\/([^/]+)$/.exec(url.pathname)
    if (touch && req.method === 'POST') {
      const f = files.get(decodeURIComponent(touch[1]))
      if (!f) return send(404, {})
      f.content = await readBody(req)
      f.modifiedTime = now()
      f.version = String(Number(f.version) + 1)
      return send(200, meta(f))
    }
    if (url.pathname === '/__reset') {
      deny = false
      files.clear()
      tokens.clear()
      log.length = 0
      return send(200, {})
    }
    const auth = (req.headers.authorization ?? '').replace(/^Bearer /, '')
    if (!tokens.has(auth)) return send(401, { error: { code: 401, status: 'UNAUTHENTICATED', message: 'Invalid Credentials' } })

    const body = await readBody(req)
    const idMatch = /^\/(?:upload\/)?drive\/v3\/files\/([^/]+)$/.exec(url.pathname)
    if (url.pathname === '/drive/v3/files' && req.method === 'GET') {
      const q = url.searchParams.get('q') ?? ''
      let list = [...files.values()].filter((f) => !f.trashed)
      const name = /name='([^']*)'/.exec(q)?.[1]
      const mime = /mimeType='([^']*)'/.exec(q)?.[1]
      const parent = /'([^']*)' in parents/.exec(q)?.[1]
      if (name !== undefined) list = list.filter((f) => f.name === name)
      if (mime !== undefined) list = list.filter((f) => f.mimeType === mime)
      if (parent !== undefined) list = list.filter((f) => f.parents.includes(parent))
      if ((url.searchParams.get('orderBy') ?? '').startsWith('modifiedTime desc')) list.sort((a, b) => b.modifiedTime.localeCompare(a.modifiedTime))
      return send(200, { files: list.map(meta) })
    }
    if (url.pathname === '/drive/v3/files' && req.method === 'POST') {
      const m = JSON.parse(body || '{}')
      const t = now()
      const f: FakeFile = { id: `f${++n}`, name: m.name, mimeType: m.mimeType, parents: m.parents ?? [], modifiedTime: t, createdTime: t, content: '', version: '1' }
      files.set(f.id, f)
      return send(200, meta(f))
    }
    if (url.pathname === '/upload/drive/v3/files' && req.method === 'POST') {
      const boundary = /boundary=([^;]+)/.exec(req.headers['content-type'] ?? '')?.[1]
      if (!boundary) return send(400, { error: { message: 'multipart boundary missing' } })
      const parts = body.split(`--${boundary}`).slice(1, -1).map((p) => p.replace(/^\r\n/, '').replace(/\r\n$/, ''))
      const [head, media] = parts.map((p) => p.slice(p.indexOf('\r\n\r\n') + 4))
      const m = JSON.parse(head)
      const t = now()
      const f: FakeFile = { id: `f${++n}`, name: m.name, mimeType: m.mimeType, parents: m.parents ?? [], modifiedTime: t, createdTime: t, content: media ?? '', version: '1' }
      files.set(f.id, f)
      return send(200, meta(f))
    }
    if (idMatch) {
      const f = files.get(decodeURIComponent(idMatch[1]))
      if (!f || f.trashed) return send(404, { error: { code: 404, message: 'File not found' } })
      if (req.method === 'PATCH') {
        f.content = body
        f.modifiedTime = now()
        f.version = String(Number(f.version) + 1)
        return send(200, meta(f))
      }
      if (req.method === 'DELETE') {
        files.delete(f.id)
        return send(204, '')
      }
      if (url.searchParams.get('alt') === 'media') return send(200, f.content, f.mimeType)
      return send(200, meta(f))
    }
    return send(404, { error: { message: `no route ${req.method} ${url.pathname}` } })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${actual}`,
    files,
    log,
    revoked,
    expireTokens: () => tokens.clear(),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

// Run standalone (the browser tests start it as a web server): `tsx tests/fakes/fake-drive.ts <port>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 4999)
  startFakeDrive(port).then((d) => console.log(`fake Drive on ${d.url}`))
}
