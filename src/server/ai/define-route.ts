import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { SERVER_MSG } from '../../ai/messages'
import { normaliseBaseUrl } from '../../ai/providers'
import { describeIssues, type TokenUsage } from '../../ai/contracts'
import { AiGatewayError, type Gateway, type GenerateRequest } from './gateway'
import { errorAnswer, scrub, scrubError, sendError } from './errors'
import { secretOf, targetOf, type RequestCredentials, type UpstreamTarget } from './target'
import { clientSignal } from '../client-signal'
import { AI_STREAM_CONTENT_TYPE as STREAM_CONTENT_TYPE, streamLine, wantsStream } from '../../ai/streaming'

/**
 * One AI endpoint = one definition: path, request schema, prompt, and (when the client expects
 * JSON) the response schema the model is held to. Validation, the model call (Gemini, or the
 * writer's own endpoint named by `provider`), error mapping and key hygiene are shared, so each
 * planning and analysis endpoint is a few lines.
 *
 * A route with `stream` also answers as the model writes, when the request says
 * `Accept: application/x-ndjson`. The contract:
 * - a failure before the first words (a bad body, a refused base URL, a rate limit, a bad key, a
 *   timeout) is the ordinary JSON error answer with its status (429 with `Retry-After`);
 * - otherwise 200 with `Content-Type: application/x-ndjson`, one JSON object a line:
 *   `{"type":"delta","text":"…"}` for each piece of the answer in order, then exactly one
 *   `{"type":"result","status":200,"body":{…the same body as without streaming…}}`, or, when the
 *   answer broke off half-way, `{"type":"result","status":502|503|504,"body":{…the error body…}}`.
 * Closing the connection stops the model call.
 */
export interface AiRouteDefinition<Req extends RequestCredentials, Out> {
  path: string
  requestSchema: z.ZodType<Req>
  buildPrompt: (body: Req) => Prompt
  /** Structured output the model must produce; parsed and validated before answering. */
  responseSchema?: z.ZodType<Out>
  /** The structured output when it depends on the request (one shape per kind of answer asked for). */
  responseSchemaFor?: (body: Req) => z.ZodType<Out>
  /** Without a response schema: ask for JSON anyway (the client parses it), or plain text. */
  rawFormat?: 'json' | 'text'
  /** The success body, from the parsed output (or the raw text without a schema). */
  toResponse: (out: Out, body: Req, usage: TokenUsage | undefined) => Record<string, unknown>
  /**
   * How long the model may take: 'lookup' for short answers the writer waits on (name meanings,
   * context-menu actions), 'analysis' (the default) for reports over a whole script.
   */
  timeout?: UpstreamTimeoutKind
  /** The streamed form: answers that read as text, asked for as text and shown as they are written. */
  stream?: {
    buildPrompt?: (body: Req) => Prompt
    toResponse: (text: string, body: Req, usage: TokenUsage | undefined) => Record<string, unknown>
  }
}

export interface Prompt {
  prompt: string
  systemInstruction?: string
  temperature?: number
}

export type UpstreamTimeoutKind = 'lookup' | 'analysis'

/** Upstream time limits per kind of route: how long the model may stay silent. */
export const UPSTREAM_TIMEOUT_MS: Record<UpstreamTimeoutKind, number> = { lookup: 30_000, analysis: 120_000 }

/** Options of the server as a whole, shared by every AI route. */
export interface AiRouteOptions {
  /** Overrides of the time limits per kind (tests shorten them). */
  timeouts?: Partial<Record<UpstreamTimeoutKind, number>>
}

/** Only JSON bodies: a form or text/plain post is what a foreign page can send without asking first. */
export function isJson(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test((contentType ?? '').trim())
}

export function defineAiRoute<Req extends RequestCredentials, Out>(def: AiRouteDefinition<Req, Out>) {
  return def
}

/** JSON Schema for structured output (Gemini's `responseJsonSchema`, an endpoint's `json_schema`), without the draft marker. */
export function toGeminiSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>
  return rest
}

export function parseModelJson(text: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text)
  return JSON.parse(fenced ? fenced[1] : text)
}

/** The model's JSON answer, parsed and held to the schema, or a classified failure. */
export function checkModelJson<Out>(text: string, schema: z.ZodType<Out>, repair?: (v: unknown) => unknown): Out {
  let value: unknown
  try {
    value = parseModelJson(text)
  } catch {
    throw new AiGatewayError('invalid_response', 'The model returned invalid JSON')
  }
  const checked = schema.safeParse(repair ? repair(value) : value)
  if (!checked.success) throw new AiGatewayError('invalid_response', 'The model returned JSON of the wrong shape')
  return checked.data
}

async function readJsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await c.req.json() }
  } catch (e) {
    if (e instanceof SyntaxError) return { ok: false }
    throw e
  }
}

/** Reads and checks an AI request: the body, its schema, and whether its provider may be called. */
export async function readAiRequest<Req extends RequestCredentials>(
  c: Context,
  schema: z.ZodType<Req>,
  gateway: Pick<Gateway, 'check'>,
  extra: Record<string, unknown> = {},
): Promise<{ ok: true; body: Req; target: UpstreamTarget } | { ok: false; response: Response }> {
  if (!isJson(c.req.header('content-type'))) return { ok: false, response: c.json({ ...extra, error: SERVER_MSG.notJson }, 415) }
  const raw = await readJsonBody(c)
  if (!raw.ok) return { ok: false, response: c.json({ ...extra, error: SERVER_MSG.malformedJson }, 400) }
  const parsed = schema.safeParse(raw.value)
  if (!parsed.success) return { ok: false, response: c.json({ ...extra, error: `Invalid request: ${describeIssues(parsed.error.issues)}` }, 400) }
  const target = targetOf(parsed.data)
  const refused = gateway.check(target)
  if (refused) {
    if (refused.kind === 'not_allowed') logRefusedEndpoint(target)
    const { status, body } = errorAnswer(refused, target)
    return { ok: false, response: c.json({ ...extra, ...body }, status) }
  }
  return { ok: true, body: parsed.data, target }
}

/**
 * The writer is told only that this copy does not use that endpoint; how to allow it is setup
 * advice, for the log of whoever runs the server.
 */
function logRefusedEndpoint(target: UpstreamTarget): void {
  const url = target.kind === 'openai-compatible' ? normaliseBaseUrl(target.baseUrl) : undefined
  console.warn(`[ai] refused an AI endpoint that is not allowed${url ? `: ${url}` : ''}. To allow it, add it to AI_ALLOWED_BASE_URLS (README, Configuration).`)
}

/** One line of the server log for a failure: only its kind, never the key, the prompt or the model's text. */
export function logFailure(path: string, e: unknown, target: UpstreamTarget, note = ''): void {
  const failure = e instanceof AiGatewayError ? e.kind : 'internal'
  const who = target.kind === 'gemini' ? 'Gemini' : 'endpoint'
  const status = e instanceof AiGatewayError && e.info.upstreamStatus ? ` (${who} ${e.info.upstreamStatus})` : ''
  console.warn(scrubError(`[ai] ${path} failed: ${failure}${status}${note}`, secretOf(target)))
}

export function mountAiRoute<Req extends RequestCredentials, Out>(app: Hono, gateway: Gateway, def: AiRouteDefinition<Req, Out>, options: AiRouteOptions = {}): void {
  const jsonSchemas = new WeakMap<z.ZodType, Record<string, unknown>>()
  const jsonSchemaOf = (schema: z.ZodType) => {
    let j = jsonSchemas.get(schema)
    if (!j) jsonSchemas.set(schema, (j = toGeminiSchema(schema)))
    return j
  }
  const kind = def.timeout ?? 'analysis'
  const timeoutMs = options.timeouts?.[kind] ?? UPSTREAM_TIMEOUT_MS[kind]

  app.post(def.path, async (c) => {
    const read = await readAiRequest(c, def.requestSchema, gateway)
    if (!read.ok) return read.response
    const { body, target } = read
    const secret = secretOf(target)
    const signal = clientSignal(c)
    if (def.stream && wantsStream(c.req.header('accept'))) return streamAnswer(c, gateway, def, body, target, { timeoutMs, signal })
    try {
      const { prompt, systemInstruction, temperature } = def.buildPrompt(body)
      const schema = def.responseSchemaFor?.(body) ?? def.responseSchema
      const jsonSchema = schema ? jsonSchemaOf(schema) : undefined
      const result = await gateway.generate({
        target,
        prompt,
        systemInstruction,
        temperature,
        json: def.rawFormat === 'json',
        responseJsonSchema: jsonSchema,
        timeoutMs,
        signal,
      })
      const out = schema ? checkModelJson(result.text, schema) : (result.text as Out)
      const answer = { ...def.toResponse(out, body, result.usage), ...(result.usage ? { usage: result.usage } : {}) }
      // Nothing the server sends carries the key, whatever the model wrote.
      return c.body(scrub(JSON.stringify(answer), secret), 200, { 'Content-Type': 'application/json' })
    } catch (e) {
      logFailure(def.path, e, target)
      if (!(e instanceof AiGatewayError)) return c.json({ error: SERVER_MSG.internal }, 500)
      return sendError(c, e, target)
    }
  })
}

/** The streamed answer (see the contract above). */
async function streamAnswer<Req extends RequestCredentials, Out>(
  c: Context,
  gateway: Gateway,
  def: AiRouteDefinition<Req, Out>,
  body: Req,
  target: UpstreamTarget,
  opts: { timeoutMs: number; signal: AbortSignal },
): Promise<Response> {
  const stream = def.stream!
  const secret = secretOf(target)
  const { prompt, systemInstruction, temperature } = (stream.buildPrompt ?? def.buildPrompt)(body)
  // Stopped when the client leaves or stops reading.
  const stop = new AbortController()
  const req: GenerateRequest = { target, prompt, systemInstruction, temperature, timeoutMs: opts.timeoutMs, signal: AbortSignal.any([opts.signal, stop.signal]) }

  const encoder = new TextEncoder()
  let sink: ReadableStreamDefaultController<Uint8Array> | undefined
  const early: Uint8Array[] = []
  // Set once the client stopped reading (Stop, a closed tab): nothing more is written after that.
  let gone = false
  const emit = (line: string) => {
    if (gone) return
    const bytes = encoder.encode(line)
    if (!sink) return void early.push(bytes)
    try {
      sink.enqueue(bytes)
    } catch {
      // The stream closed under us; the rest of the answer has nobody to go to.
      gone = true
    }
  }
  let firstWords: () => void = () => {}
  const started = new Promise<void>((resolve) => (firstWords = resolve))
  const work = gateway.stream(req, (text) => {
    emit(streamLine({ type: 'delta', text: scrub(text, secret) }))
    firstWords()
  })
  const failedEarly = await Promise.race([started.then(() => false), work.then(() => false, () => early.length === 0)])
  if (failedEarly) {
    const e = await work.then(() => undefined, (err: unknown) => err)
    logFailure(def.path, e, target, ' (stream)')
    if (!(e instanceof AiGatewayError)) return c.json({ error: SERVER_MSG.internal }, 500)
    return sendError(c, e, target)
  }

  const readable = new ReadableStream<Uint8Array>({
    start(controller) {
      sink = controller
      for (const bytes of early.splice(0)) controller.enqueue(bytes)
      work
        .then(
          (result) => {
            const answer = { ...stream.toResponse(result.text, body, result.usage), ...(result.usage ? { usage: result.usage } : {}) }
            emit(streamLine({ type: 'result', status: 200, body: JSON.parse(scrub(JSON.stringify(answer), secret)) as Record<string, unknown> }))
          },
          (e: unknown) => {
            logFailure(def.path, e, target, ' (mid-stream)')
            const { status, body: err } = errorAnswer(e, target)
            emit(streamLine({ type: 'result', status, body: JSON.parse(scrubError(JSON.stringify(err), secret)) as Record<string, unknown> }))
          },
        )
        .finally(() => {
          try {
            controller.close()
          } catch {
            // The client already stopped reading.
          }
        })
    },
    cancel() {
      gone = true
      stop.abort()
    },
  })
  // The connection ends with the answer: a browser that stops reading (Stop) then closes it at once,
  // instead of quietly reading the rest to keep the connection for reuse, and the model call stops.
  return c.body(readable, 200, { 'Content-Type': STREAM_CONTENT_TYPE, 'Cache-Control': 'no-store', Connection: 'close' })
}
