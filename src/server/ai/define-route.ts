import type { Context, Hono } from 'hono'
import { z } from 'zod'
import { DEFAULT_MODEL, type ModelId } from '../../ai/models'
import { SERVER_MSG } from '../../ai/messages'
import { describeIssues, type TokenUsage } from '../../ai/contracts'
import { AiGatewayError, type Gateway } from './gateway'
import { scrub, scrubError, sendError } from './errors'

/**
 * One AI endpoint = one definition: path, request schema, prompt, and (when the client expects
 * JSON) the response schema the model is held to. Validation, the Gemini call, error mapping and
 * key hygiene are shared, so each planning and analysis endpoint is a few lines.
 */
export interface AiRouteDefinition<Req extends { apiKey: string; model?: ModelId }, Out> {
  path: string
  requestSchema: z.ZodType<Req>
  buildPrompt: (body: Req) => { prompt: string; systemInstruction?: string; temperature?: number }
  /** Structured output the model must produce; parsed and validated before answering. */
  responseSchema?: z.ZodType<Out>
  /** Without a response schema: ask for JSON anyway (the client parses it), or plain text. */
  rawFormat?: 'json' | 'text'
  /** The success body, from the parsed output (or the raw text without a schema). */
  toResponse: (out: Out, body: Req, usage: TokenUsage | undefined) => Record<string, unknown>
  /**
   * How long Gemini may take: 'lookup' for short answers the writer waits on (name meanings,
   * context-menu actions), 'analysis' (the default) for reports over a whole script.
   */
  timeout?: UpstreamTimeoutKind
}

export type UpstreamTimeoutKind = 'lookup' | 'analysis'

/** Upstream time limits per kind of route. */
export const UPSTREAM_TIMEOUT_MS: Record<UpstreamTimeoutKind, number> = { lookup: 30_000, analysis: 120_000 }

/** Options of the server as a whole, shared by every AI route. */
export interface AiRouteOptions {
  /** Overrides of the time limits per kind (tests shorten them). */
  timeouts?: Partial<Record<UpstreamTimeoutKind, number>>
}

/** Only JSON bodies: a form or text/plain post is what a foreign page can send without asking first. */
function isJson(contentType: string | undefined): boolean {
  return /^application\/json\s*(;|$)/i.test((contentType ?? '').trim())
}

export function defineAiRoute<Req extends { apiKey: string; model?: ModelId }, Out>(def: AiRouteDefinition<Req, Out>) {
  return def
}

/** JSON Schema for Gemini's `responseJsonSchema`, without the draft marker it does not need. */
export function toGeminiSchema(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema) as Record<string, unknown>
  return rest
}

function parseModelJson(text: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text)
  return JSON.parse(fenced ? fenced[1] : text)
}

async function readJsonBody(c: Context): Promise<{ ok: true; value: unknown } | { ok: false }> {
  try {
    return { ok: true, value: await c.req.json() }
  } catch (e) {
    if (e instanceof SyntaxError) return { ok: false }
    throw e
  }
}

export function mountAiRoute<Req extends { apiKey: string; model?: ModelId }, Out>(
  app: Hono,
  gateway: Gateway,
  def: AiRouteDefinition<Req, Out>,
  options: AiRouteOptions = {},
): void {
  const jsonSchema = def.responseSchema ? toGeminiSchema(def.responseSchema) : undefined
  const kind = def.timeout ?? 'analysis'
  const timeoutMs = options.timeouts?.[kind] ?? UPSTREAM_TIMEOUT_MS[kind]
  app.post(def.path, async (c) => {
    if (!isJson(c.req.header('content-type'))) return c.json({ error: SERVER_MSG.notJson }, 415)
    const raw = await readJsonBody(c)
    if (!raw.ok) return c.json({ error: 'Malformed JSON in request body' }, 400)
    const parsed = def.requestSchema.safeParse(raw.value)
    if (!parsed.success) return c.json({ error: `Invalid request: ${describeIssues(parsed.error.issues)}` }, 400)
    const body = parsed.data
    const model = body.model ?? DEFAULT_MODEL
    try {
      const { prompt, systemInstruction, temperature } = def.buildPrompt(body)
      const result = await gateway.generate({
        apiKey: body.apiKey,
        model,
        prompt,
        systemInstruction,
        temperature,
        json: def.rawFormat === 'json',
        responseJsonSchema: jsonSchema,
        timeoutMs,
        signal: c.req.raw.signal,
      })
      let out: Out
      if (def.responseSchema) {
        let value: unknown
        try {
          value = parseModelJson(result.text)
        } catch {
          throw new AiGatewayError('invalid_response', 'The model returned invalid JSON')
        }
        const checked = def.responseSchema.safeParse(value)
        if (!checked.success) throw new AiGatewayError('invalid_response', 'The model returned JSON of the wrong shape')
        out = checked.data
      } else {
        out = result.text as Out
      }
      const answer = { ...def.toResponse(out, body, result.usage), ...(result.usage ? { usage: result.usage } : {}) }
      // Nothing the server sends carries the key, whatever the model wrote.
      return c.body(scrub(JSON.stringify(answer), body.apiKey), 200, { 'Content-Type': 'application/json' })
    } catch (e) {
      // Only the kind of failure is logged: never the key, the prompt or the model's text.
      const failure = e instanceof AiGatewayError ? e.kind : 'internal'
      const line = `[ai] ${def.path} failed: ${failure}${e instanceof AiGatewayError && e.info.upstreamStatus ? ` (Gemini ${e.info.upstreamStatus})` : ''}`
      console.warn(scrubError(line, body.apiKey))
      if (!(e instanceof AiGatewayError)) return c.json({ error: SERVER_MSG.internal }, 500)
      return sendError(c, e, model, body.apiKey)
    }
  })
}
