/**
 * A fake OpenAI-compatible chat-completions server (what Ollama, LM Studio, vLLM and the hosted
 * providers speak): a real HTTP server on 127.0.0.1 answering `POST /v1/chat/completions` with the
 * same bodies, headers and server-sent events, so the production gateway talks to it unchanged.
 *
 * Replies are scripted by rules, like the fake Gemini's: the first rule whose `match` text occurs
 * in the raw request body answers, `times` times or for good. Without one the fake answers a
 * placeholder filling the requested JSON schema (or `{"response":"Fake answer"}` in JSON mode, or
 * "Fake answer"). A streamed request (`"stream": true`) gets its answer a token a frame at the
 * rule's `tokensPerSecond`. `jsonSchema: false` makes it refuse `response_format: json_schema`
 * with a 400, as servers without structured output do.
 *
 * In-process: `const fake = await startFakeOpenAi()`; `fake.baseUrl` is what a provider names.
 * As a process (Playwright): `tsx tests/fakes/fake-openai.ts --port 4423`, scripted through
 * `POST /__control/rules`, its requests read from `GET /__control/requests`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { answerControl, readBody } from './fake-http'
import { placeholderFor, tokensOf } from './fake-gemini'

export type FakeOpenAiReply =
  /** The model's text, as it would come back (valid JSON or not). */
  | { kind: 'text'; text: string }
  /** A JSON value the model "returns" as its text. */
  | { kind: 'json'; value: unknown }
  /** 429 with `Retry-After` (seconds); `quota` is the out-of-credit kind, which waiting does not cure. */
  | { kind: 'rateLimit'; retryAfterSeconds?: number; quota?: boolean }
  /** 401, as for a wrong key. */
  | { kind: 'invalidKey' }
  /** 503, an overloaded server. */
  | { kind: 'unavailable' }
  /** Any status and raw body. */
  | { kind: 'raw'; status: number; body: string; contentType?: string }
  /** Never answers: the connection stays open until the caller gives up. */
  | { kind: 'hang' }

export interface FakeOpenAiRule {
  /** Text that must occur in the raw request body. */
  match: string
  reply: FakeOpenAiReply
  delayMs?: number
  times?: number
  /** How fast a streamed answer is written; all at once when absent. */
  tokensPerSecond?: number
  /** A streamed answer stops after this many tokens and the connection stays open (a stalled model). */
  stallAfterTokens?: number
}

export interface RecordedOpenAiRequest {
  method: string
  path: string
  authorization: string | null
  body: string
  /** The parsed body, when it parsed. */
  json: { model?: string; messages?: { role: string; content: string }[]; stream?: boolean; response_format?: { type?: string; json_schema?: { schema?: unknown } }; temperature?: number } | null
  at: number
  /** Set once the whole answer has been written. */
  ended?: boolean
  closedEarly?: boolean
}

export interface FakeOpenAi {
  /** http://127.0.0.1:PORT */
  url: string
  /** The base URL a provider names: `${url}/v1`. */
  baseUrl: string
  port: number
  requests: RecordedOpenAiRequest[]
  /** Whether `response_format: json_schema` is accepted (default true). */
  jsonSchema: boolean
  readonly inFlight: number
  readonly maxInFlight: number
  addRule: (rule: FakeOpenAiRule) => void
  reset: () => void
  close: () => Promise<void>
}

const COMPLETIONS_PATH = '/v1/chat/completions'

function errorBody(message: string, type: string, code: string | null = null) {
  return JSON.stringify({ error: { message, type, param: null, code } })
}

function completion(model: string, text: string) {
  return JSON.stringify({
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: text }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 11, completion_tokens: 7, total_tokens: 18 },
  })
}

async function streamText(res: ServerResponse, model: string, text: string, rule: FakeOpenAiRule | undefined) {
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' })
  const tokens = tokensOf(text)
  const rate = rule?.tokensPerSecond
  const frame = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`)
  for (let i = 0; i < tokens.length; i++) {
    if (res.destroyed) return
    if (rule?.stallAfterTokens !== undefined && i >= rule.stallAfterTokens) return
    if (rate && i > 0) await new Promise((r) => setTimeout(r, 1000 / rate))
    frame({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: { ...(i === 0 ? { role: 'assistant' } : {}), content: tokens[i] }, finish_reason: null }] })
  }
  frame({ id: 'chatcmpl-fake', object: 'chat.completion.chunk', model, choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage: { prompt_tokens: 11, completion_tokens: tokens.length, total_tokens: 11 + tokens.length } })
  res.end('data: [DONE]\n\n')
}

export async function startFakeOpenAi(opts: { port?: number; host?: string } = {}): Promise<FakeOpenAi> {
  let rules: (FakeOpenAiRule & { used: number })[] = []
  const requests: RecordedOpenAiRequest[] = []
  let inFlight = 0
  let maxInFlight = 0
  const state = { jsonSchema: true }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0]
    const body = await readBody(req)

    if (answerControl<FakeOpenAiRule>(req, res, path, body, (r) => rules.push({ ...r, used: 0 }), requests)) return

    let json: RecordedOpenAiRequest['json'] = null
    try {
      json = JSON.parse(body) as RecordedOpenAiRequest['json']
    } catch {
      json = null
    }
    const record: RecordedOpenAiRequest = { method: req.method ?? '', path, authorization: (req.headers.authorization as string | undefined) ?? null, body, json, at: Date.now() }
    requests.push(record)
    inFlight++
    maxInFlight = Math.max(maxInFlight, inFlight)
    res.on('finish', () => (record.ended = true))
    res.on('close', () => {
      inFlight--
      if (!res.writableEnded) record.closedEarly = true
    })
    const send = (status: number, text: string, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers })
      res.end(text)
    }

    if (req.method !== 'POST' || path !== COMPLETIONS_PATH) return send(404, errorBody(`Unknown path ${path}`, 'invalid_request_error'))
    if (!json || typeof json.model !== 'string' || !Array.isArray(json.messages)) return send(400, errorBody('model and messages are required', 'invalid_request_error'))
    const format = json.response_format?.type
    if (format === 'json_schema' && !state.jsonSchema) return send(400, errorBody("response_format type 'json_schema' is not supported by this model", 'invalid_request_error'))

    const rule = rules.find((r) => (r.times === undefined || r.used < r.times) && body.includes(r.match))
    if (rule) rule.used++
    if (rule?.delayMs) await new Promise((r) => setTimeout(r, rule.delayMs))
    const model = json.model
    const reply = rule?.reply
    let text: string
    switch (reply?.kind) {
      case 'hang':
        return
      case 'rateLimit':
        return send(
          429,
          reply.quota
            ? errorBody('You exceeded your current quota, please check your plan and billing details.', 'insufficient_quota', 'insufficient_quota')
            : errorBody('Rate limit reached for requests. Please try again later.', 'requests', 'rate_limit_exceeded'),
          reply.retryAfterSeconds !== undefined ? { 'retry-after': String(reply.retryAfterSeconds) } : {},
        )
      case 'invalidKey':
        return send(401, errorBody('Incorrect API key provided.', 'invalid_request_error', 'invalid_api_key'))
      case 'unavailable':
        return send(503, errorBody('The server is overloaded. Please try again later.', 'server_error'))
      case 'raw':
        return send(reply.status, reply.body, { 'content-type': reply.contentType ?? 'application/json' })
      case 'text':
        text = reply.text
        break
      case 'json':
        text = JSON.stringify(reply.value)
        break
      default:
        text = format === 'json_schema' ? JSON.stringify(placeholderFor(json.response_format?.json_schema?.schema)) : format === 'json_object' ? '{"response":"Fake answer"}' : 'Fake answer'
    }
    if (json.stream) return streamText(res, model, text, rule)
    // Unstreamed, the same writing time passes before the whole answer arrives.
    if (rule?.tokensPerSecond) await new Promise((r) => setTimeout(r, (tokensOf(text).length * 1000) / rule.tokensPerSecond!))
    send(200, completion(model, text))
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
  const url = `http://${host}:${port}`
  return {
    url,
    baseUrl: `${url}/v1`,
    port,
    requests,
    get jsonSchema() {
      return state.jsonSchema
    },
    set jsonSchema(v: boolean) {
      state.jsonSchema = v
    },
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
      state.jsonSchema = true
      maxInFlight = inFlight
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

// Run as a process: `tsx tests/fakes/fake-openai.ts --port N`.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf('--port')
  const port = i > 0 ? Number(process.argv[i + 1]) : 0
  startFakeOpenAi({ port }).then((f) => console.log(`Fake OpenAI-compatible server listening on ${f.baseUrl}`))
}
