/**
 * A fake Gemini REST API: a real HTTP server on 127.0.0.1 that answers
 * `POST /v1beta/models/{model}:generateContent` the way the real service does
 * (same paths, request and reply bodies), so the production gateway talks to it unchanged.
 *
 * `:streamGenerateContent?alt=sse` answers the same text as server-sent events, a token a frame,
 * at a rule's `tokensPerSecond`. `inFlight` and `maxInFlight` count calls being answered at once.
 *
 * Replies are scripted by rules: the first rule whose `match` text occurs in the request body
 * (or equals the API key) answers, `times` times or for good. Rules keyed on unique text keep
 * parallel browser tests from stepping on each other. Without a matching rule the fake fills the
 * requested JSON schema with placeholder values.
 *
 * In-process: `const fake = await startFakeGemini()`. As a process (Playwright):
 * `tsx tests/fakes/fake-gemini.ts --port 4422`, scripted through `POST /__control/rules`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { answerControl, readBody } from './fake-http'

export type FakeReply =
  /** The model's text, as it would come back (valid JSON or not). */
  | { kind: 'text'; text: string }
  /** A JSON value the model "returns" as its text. */
  | { kind: 'json'; value: unknown }
  /** 429 RESOURCE_EXHAUSTED with a RetryInfo detail, e.g. retryDelay '31s'. */
  | { kind: 'rateLimit'; retryDelay?: string; perDay?: boolean }
  /** 400 INVALID_ARGUMENT with reason API_KEY_INVALID. */
  | { kind: 'invalidKey' }
  /** 503 UNAVAILABLE (model overloaded). */
  | { kind: 'unavailable' }
  /** Any status and raw body. */
  | { kind: 'raw'; status: number; body: string; contentType?: string }
  /** Never answers: the connection stays open until the caller gives up (timeouts, cancellation). */
  | { kind: 'hang' }

export interface FakeRule {
  /** Text that must occur in the raw request body, or the exact API key. */
  match: string
  reply: FakeReply
  /** Delay before answering. */
  delayMs?: number
  /** A streamed answer is written at this many tokens (words) a second; all at once when absent. */
  tokensPerSecond?: number
  /** How many requests the rule answers; unlimited when absent. */
  times?: number
}

export interface RecordedRequest {
  method: string
  path: string
  model: string | null
  apiKey: string | null
  headers: Record<string, string | string[] | undefined>
  body: string
  /** The concatenated text parts of `contents`, when the body parsed. */
  prompt: string
  at: number
  /** Set when the caller closed the connection before any answer was sent (a cancelled call). */
  closedEarly?: boolean
}

export interface FakeGemini {
  url: string
  port: number
  requests: RecordedRequest[]
  /** Calls being answered right now, and the most there ever were at once (since the last reset). */
  readonly inFlight: number
  readonly maxInFlight: number
  addRule: (rule: FakeRule) => void
  reset: () => void
  close: () => Promise<void>
}

const GENERATE_PATH = /^\/v1(?:beta)?\/models\/([^/:]+):(generateContent|streamGenerateContent)$/

function errorBody(code: number, status: string, message: string, details: unknown[] = []) {
  return JSON.stringify({ error: { code, message, status, details } })
}

function successBody(text: string) {
  return JSON.stringify({
    candidates: [{ content: { parts: [{ text }], role: 'model' }, finishReason: 'STOP', index: 0 }],
    usageMetadata: { promptTokenCount: 12, candidatesTokenCount: 8, totalTokenCount: 20 },
    modelVersion: 'fake',
  })
}

/** A plausible value for a JSON schema, so un-scripted requests still get well-formed answers. */
export function placeholderFor(schema: unknown, name = 'value'): unknown {
  const s = (schema ?? {}) as { type?: string | string[]; properties?: Record<string, unknown>; items?: unknown; anyOf?: unknown[]; enum?: unknown[] }
  // A choice of shapes: the first one.
  if (!s.type && Array.isArray(s.anyOf) && s.anyOf.length) return placeholderFor(s.anyOf[0], name)
  // A closed list of values (severity, category, ...): its first value, as the model would have to pick one.
  if (Array.isArray(s.enum) && s.enum.length > 0) return s.enum[0]
  const type = Array.isArray(s.type) ? s.type[0] : s.type?.toLowerCase()
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {}
      for (const [k, v] of Object.entries(s.properties ?? {})) out[k] = placeholderFor(v, k)
      return out
    }
    case 'array':
      return [placeholderFor(s.items, `${name} 1`), placeholderFor(s.items, `${name} 2`)]
    case 'boolean':
      return true
    case 'number':
    case 'integer':
      return 1
    default:
      return `Fake ${name}`
  }
}

/** The answer text cut into tokens: each word with the space after it. */
export function tokensOf(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? []
}

/** A streamed success: server-sent events, one token a frame, `tokensPerSecond` apart. */
async function streamReply(res: ServerResponse, text: string, tokensPerSecond: number | undefined) {
  res.writeHead(200, { 'content-type': 'text/event-stream' })
  const tokens = tokensOf(text)
  for (let i = 0; i < tokens.length; i++) {
    if (res.destroyed) return
    if (tokensPerSecond && i > 0) await new Promise((r) => setTimeout(r, 1000 / tokensPerSecond))
    const last = i === tokens.length - 1
    const chunk = {
      candidates: [{ content: { parts: [{ text: tokens[i] }], role: 'model' }, ...(last ? { finishReason: 'STOP' } : {}), index: 0 }],
      ...(last ? { usageMetadata: { promptTokenCount: 12, candidatesTokenCount: tokens.length, totalTokenCount: 12 + tokens.length } } : {}),
      modelVersion: 'fake',
    }
    res.write(`data: ${JSON.stringify(chunk)}\r\n\r\n`)
  }
  res.end()
}

function reply(res: ServerResponse, r: FakeReply) {
  const send = (status: number, body: string, type = 'application/json') => {
    res.writeHead(status, { 'content-type': type })
    res.end(body)
  }
  switch (r.kind) {
    case 'text':
      return send(200, successBody(r.text))
    case 'json':
      return send(200, successBody(JSON.stringify(r.value)))
    case 'rateLimit': {
      const quotaId = r.perDay ? 'GenerateRequestsPerDayPerProjectPerModel-FreeTier' : 'GenerateRequestsPerMinutePerProjectPerModel-FreeTier'
      const details: unknown[] = [
        { '@type': 'type.googleapis.com/google.rpc.QuotaFailure', violations: [{ quotaMetric: 'generativelanguage.googleapis.com/generate_content_free_tier_requests', quotaId }] },
        { '@type': 'type.googleapis.com/google.rpc.Help', links: [{ description: 'Learn more about Gemini API quotas', url: 'https://ai.google.dev/gemini-api/docs/rate-limits' }] },
      ]
      if (r.retryDelay) details.push({ '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: r.retryDelay })
      return send(429, errorBody(429, 'RESOURCE_EXHAUSTED', 'You exceeded your current quota, please check your plan and billing details.', details))
    }
    case 'invalidKey':
      return send(
        400,
        errorBody(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com', metadata: { service: 'generativelanguage.googleapis.com' } },
        ]),
      )
    case 'unavailable':
      return send(503, errorBody(503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'))
    case 'raw':
      return send(r.status, r.body, r.contentType ?? 'application/json')
    case 'hang':
      return
  }
}

export async function startFakeGemini(opts: { port?: number; host?: string } = {}): Promise<FakeGemini> {
  let rules: (FakeRule & { used: number })[] = []
  const requests: RecordedRequest[] = []
  let inFlight = 0
  let maxInFlight = 0

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]
    const body = await readBody(req)

    if (answerControl<FakeRule>(req, res, path, body, (r) => rules.push({ ...r, used: 0 }), requests)) return

    const m = GENERATE_PATH.exec(path)
    const apiKey = (req.headers['x-goog-api-key'] as string | undefined) ?? null
    let parsed: { contents?: { parts?: { text?: string }[] }[]; generationConfig?: Record<string, unknown> } | null = null
    try {
      parsed = JSON.parse(body)
    } catch {
      parsed = null
    }
    const prompt = (parsed?.contents ?? []).flatMap((c) => c.parts ?? []).map((p) => p.text ?? '').join('\n')
    const record: RecordedRequest = { method: req.method ?? '', path, model: m ? decodeURIComponent(m[1]) : null, apiKey, headers: req.headers, body, prompt, at: Date.now() }
    requests.push(record)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    res.on('close', () => {
      inFlight--
      if (!res.writableEnded) record.closedEarly = true
    })
    const streaming = m?.[2] === 'streamGenerateContent'

    if (req.method !== 'POST' || !m) {
      res.writeHead(404, { 'content-type': 'application/json' })
      return void res.end(errorBody(404, 'NOT_FOUND', `Unknown path ${path}`))
    }
    if (!apiKey) {
      res.writeHead(403, { 'content-type': 'application/json' })
      return void res.end(errorBody(403, 'PERMISSION_DENIED', 'Method doesn\'t allow unregistered callers.'))
    }
    if (!parsed || !Array.isArray(parsed.contents)) {
      res.writeHead(400, { 'content-type': 'application/json' })
      return void res.end(errorBody(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received.'))
    }

    const rule = rules.find((r) => (r.times === undefined || r.used < r.times) && (r.match === apiKey || body.includes(r.match)))
    if (rule) rule.used++
    if (rule?.delayMs) await new Promise((r) => setTimeout(r, rule.delayMs))
    if (rule && streaming && (rule.reply.kind === 'text' || rule.reply.kind === 'json'))
      return streamReply(res, rule.reply.kind === 'text' ? rule.reply.text : JSON.stringify(rule.reply.value), rule.tokensPerSecond)
    // Unstreamed, the same writing time passes before the whole answer arrives.
    const written = rule?.reply.kind === 'text' ? rule.reply.text : rule?.reply.kind === 'json' ? JSON.stringify(rule.reply.value) : undefined
    if (rule?.tokensPerSecond && written !== undefined) await new Promise((r) => setTimeout(r, (tokensOf(written).length * 1000) / rule.tokensPerSecond!))
    if (rule) return reply(res, rule.reply)

    const config = parsed.generationConfig ?? {}
    const schema = config.responseJsonSchema ?? config.responseSchema
    const text = schema ? JSON.stringify(placeholderFor(schema)) : config.responseMimeType === 'application/json' ? '{"response":"Fake answer"}' : 'Fake answer'
    if (streaming) return streamReply(res, text, undefined)
    reply(res, { kind: 'text', text })
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  const host = opts.host ?? '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port ?? 0, host, () => resolve())
  })
  const port = (server.address() as AddressInfo).port
  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    get inFlight() {
      return inFlight
    },
    get maxInFlight() {
      return maxInFlight
    },
    addRule: (rule) => rules.push({ ...rule, used: 0 }),
    reset: () => {
      rules = []
      requests.length = 0
      maxInFlight = inFlight
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Run as a process: `tsx tests/fakes/fake-gemini.ts --port N`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--port')
  const port = i > 0 ? Number(process.argv[i + 1]) : 0
  startFakeGemini({ port }).then((f) => console.log(`Fake Gemini listening on ${f.url}`))
}
