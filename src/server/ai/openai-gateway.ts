import { EventSourceParserStream } from 'eventsource-parser/stream'
import { AiGatewayError, type GenerateRequest, type GenerateResult, type ModelClient } from './model-client'
import type { OpenAiCompatibleTarget } from './target'
import { abortableReader } from './abortable-read'

/**
 * Any OpenAI-compatible chat-completions endpoint (Ollama, LM Studio, vLLM, OpenRouter, OpenAI…)
 * through plain fetch: one POST, and for streams the server-sent events read with
 * eventsource-parser. Written against the wire format rather than a vendor SDK because every such
 * server speaks only this common subset, and an SDK's own retries would spend the writer's quota
 * again after a rate limit. The gateway checks the base URL against the allow-list before this
 * module is reached; redirects are refused so an allowed host cannot send the call elsewhere.
 *
 * Structured answers ask for the endpoint's JSON-schema mode; an endpoint that refuses that mode
 * is asked again once with the schema in the instructions instead (and remembered), and the answer
 * is validated by the route either way.
 */

/** Most an answer may weigh before it is refused: far above any real answer, far below memory trouble. */
export const MAX_ANSWER_BYTES = 8 * 1024 * 1024
const MAX_EVENT_BYTES = 1024 * 1024

/** Endpoints (base URL + model) that refused a response format: asked without it from then on. */
const noResponseFormat = new Set<string>()
const MAX_REMEMBERED = 500

interface ChatBody {
  model: string
  messages: { role: 'system' | 'user'; content: string }[]
  temperature?: number
  stream?: boolean
  response_format?: Record<string, unknown>
}

interface ChatAnswer {
  choices?: { message?: { content?: unknown }; delta?: { content?: unknown } }[]
  usage?: { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number }
  error?: { message?: string; code?: unknown; type?: string }
}

function responseFormat(req: GenerateRequest): Record<string, unknown> | undefined {
  if (req.responseJsonSchema) return { type: 'json_schema', json_schema: { name: 'answer', schema: req.responseJsonSchema } }
  if (req.json) return { type: 'json_object' }
  return undefined
}

function chatBody(req: GenerateRequest, model: string, stream: boolean, withFormat: boolean): ChatBody {
  const format = withFormat ? responseFormat(req) : undefined
  let system = req.systemInstruction ?? ''
  // Without the endpoint's JSON mode, the instructions carry the shape instead.
  if (!format && req.responseJsonSchema) system += `\n\nRespond with JSON only, no other text, matching this JSON Schema: ${JSON.stringify(req.responseJsonSchema)}`
  else if (!format && req.json) system += '\n\nRespond with JSON only, no other text.'
  return {
    model,
    messages: [...(system.trim() ? [{ role: 'system' as const, content: system.trim() }] : []), { role: 'user', content: req.prompt }],
    ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
    ...(stream ? { stream: true } : {}),
    ...(format ? { response_format: format } : {}),
  }
}

/** Retry-After in seconds or as a date, else the reset hint OpenAI sends ("6m0s", "1.5s", "20ms"). */
export function retryAfterMs(headers: Headers, now = Date.now()): number | undefined {
  const ra = headers.get('retry-after')?.trim()
  if (ra) {
    if (/^\d+(\.\d+)?$/.test(ra)) return Math.round(Number(ra) * 1000)
    const at = Date.parse(ra)
    if (!Number.isNaN(at)) return Math.max(0, at - now)
  }
  const reset = headers.get('x-ratelimit-reset-requests') ?? headers.get('x-ratelimit-reset-tokens')
  const m = reset ? /^(?:(\d+)h)?(?:(\d+)m(?!s))?(?:(\d+(?:\.\d+)?)s)?(?:(\d+)ms)?$/.exec(reset.trim()) : null
  if (m && m[0]) return Math.round(Number(m[1] ?? 0) * 3_600_000 + Number(m[2] ?? 0) * 60_000 + Number(m[3] ?? 0) * 1000 + Number(m[4] ?? 0))
  return undefined
}

async function readLimited(res: Response, signal: AbortSignal): Promise<string> {
  if (!res.body) return ''
  const reader = abortableReader(res.body, signal)
  const parts: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > MAX_ANSWER_BYTES) throw new AiGatewayError('invalid_response', 'The answer was too large')
      parts.push(value)
    }
  } finally {
    await reader.release()
  }
  return Buffer.concat(parts).toString('utf8')
}

function parseJson(text: string): ChatAnswer | undefined {
  try {
    const v = JSON.parse(text) as unknown
    return v && typeof v === 'object' ? (v as ChatAnswer) : undefined
  } catch {
    return undefined
  }
}

/** An error answer, classified; its own message is kept short and never carries our key (the route scrubs). */
function classifyStatus(status: number, headers: Headers, body: ChatAnswer | undefined): AiGatewayError {
  const message = (typeof body?.error?.message === 'string' ? body.error.message : '').slice(0, 300)
  const info = { upstreamStatus: status }
  if (status === 429) {
    const quota = body?.error?.code === 'insufficient_quota' || body?.error?.type === 'insufficient_quota'
    return new AiGatewayError('rate_limit', message || 'Rate limited', { ...info, retryDelayMs: retryAfterMs(headers), perDay: quota })
  }
  if (status === 401) return new AiGatewayError('invalid_key', 'API key invalid', info)
  if (status === 403) return new AiGatewayError('permission', message || 'Permission denied', info)
  if (status === 408 || status === 504) return new AiGatewayError('timeout', message || 'Upstream timeout', info)
  if (status >= 500) return new AiGatewayError('unavailable', message || 'Upstream unavailable', info)
  return new AiGatewayError('bad_request', message || `Upstream status ${status}`, info)
}

/** A 400 that names the response format: the endpoint has no such mode. */
const refusesFormat = (status: number, text: string) => (status === 400 || status === 422) && /response_format|json_schema|json_object|structured/i.test(text)

const usageOf = (u: ChatAnswer['usage']) =>
  u ? { input: u.prompt_tokens ?? 0, output: u.completion_tokens ?? 0, total: u.total_tokens ?? (u.prompt_tokens ?? 0) + (u.completion_tokens ?? 0) } : undefined

export function openAiCompatibleClient(target: OpenAiCompatibleTarget): ModelClient {
  const url = `${target.baseUrl}/chat/completions`
  const endpointId = `${target.baseUrl}\u0000${target.model}`

  async function post(req: GenerateRequest, signal: AbortSignal, stream: boolean): Promise<Response> {
    const send = (withFormat: boolean) =>
      fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: stream ? 'text/event-stream' : 'application/json',
          ...(target.apiKey ? { authorization: `Bearer ${target.apiKey}` } : {}),
        },
        body: JSON.stringify(chatBody(req, target.model, stream, withFormat)),
        redirect: 'error',
        signal,
      }).catch((e: unknown) => {
        if (signal.aborted) throw e
        throw new AiGatewayError('unreachable', 'Upstream unreachable')
      })
    const withFormat = responseFormat(req) !== undefined && !noResponseFormat.has(endpointId)
    let res = await send(withFormat)
    if (res.ok) return res
    const text = await readLimited(res, signal)
    if (withFormat && refusesFormat(res.status, text)) {
      if (noResponseFormat.size >= MAX_REMEMBERED) noResponseFormat.clear()
      noResponseFormat.add(endpointId)
      res = await send(false)
      if (res.ok) return res
      throw classifyStatus(res.status, res.headers, parseJson(await readLimited(res, signal)))
    }
    throw classifyStatus(res.status, res.headers, parseJson(text))
  }

  return {
    async generate(req, signal): Promise<GenerateResult> {
      const res = await post(req, signal, false)
      const answer = parseJson(await readLimited(res, signal))
      const content = answer?.choices?.[0]?.message?.content
      if (typeof content !== 'string' || content === '') throw new AiGatewayError('invalid_response', 'The model returned no text')
      return { text: content, usage: usageOf(answer?.usage) }
    },

    async stream(req, signal, onText): Promise<GenerateResult> {
      const res = await post(req, signal, true)
      // An endpoint that cannot stream may answer in one piece: that is one delta.
      if (!/text\/event-stream/i.test(res.headers.get('content-type') ?? '')) {
        const answer = parseJson(await readLimited(res, signal))
        const content = answer?.choices?.[0]?.message?.content
        if (typeof content !== 'string' || content === '') throw new AiGatewayError('invalid_response', 'The model returned no text')
        onText(content)
        return { text: content, usage: usageOf(answer?.usage) }
      }
      if (!res.body) throw new AiGatewayError('invalid_response', 'The model returned no text')
      const events = res.body
        .pipeThrough(new TextDecoderStream())
        .pipeThrough(new EventSourceParserStream({ maxBufferSize: MAX_EVENT_BYTES, onError: 'terminate' }))
      let text = ''
      let usage: ChatAnswer['usage']
      const reader = abortableReader(events, signal)
      try {
        for (;;) {
          const { done, value } = await reader.read()
          if (done) break
          if (value.data.trim() === '[DONE]') break
          const chunk = parseJson(value.data)
          if (!chunk) throw new AiGatewayError('invalid_response', 'The stream carried something other than JSON')
          if (chunk.error) throw new AiGatewayError('unavailable', (chunk.error.message ?? 'Upstream error').slice(0, 300))
          if (chunk.usage) usage = chunk.usage
          const piece = chunk.choices?.[0]?.delta?.content
          if (typeof piece !== 'string' || piece === '') continue
          text += piece
          if (text.length > MAX_ANSWER_BYTES) throw new AiGatewayError('invalid_response', 'The answer was too large')
          onText(piece)
        }
      } finally {
        await reader.release()
      }
      if (!text) throw new AiGatewayError('invalid_response', 'The model returned no text')
      return { text, usage: usageOf(usage) }
    },
  }
}
