import { AiGatewayError, type GenerateRequest, type ModelClient } from './model-client'
import type { GeminiTarget } from './target'

/**
 * Gemini through the official SDK: the only module that imports `@google/genai`. The base URL
 * comes from server configuration only (GEMINI_BASE_URL), so nothing a request says can point it
 * elsewhere; the key and model come from the request.
 */

/** The SDK is large; it loads with the first AI request, not with the server. */
let sdk: Promise<typeof import('@google/genai')> | undefined
const loadSdk = () => (sdk ??= import('@google/genai'))

function request(req: GenerateRequest, target: GeminiTarget, signal: AbortSignal) {
  return {
    model: target.model,
    contents: [{ role: 'user', parts: [{ text: req.prompt }] }],
    config: {
      ...(req.systemInstruction ? { systemInstruction: req.systemInstruction } : {}),
      ...(req.json || req.responseJsonSchema ? { responseMimeType: 'application/json' } : {}),
      ...(req.responseJsonSchema ? { responseJsonSchema: req.responseJsonSchema } : {}),
      ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
      abortSignal: signal,
    },
  }
}

type Usage = { promptTokenCount?: number; candidatesTokenCount?: number; totalTokenCount?: number } | undefined
const usageOf = (u: Usage) =>
  u ? { input: u.promptTokenCount ?? 0, output: u.candidatesTokenCount ?? 0, total: u.totalTokenCount ?? (u.promptTokenCount ?? 0) + (u.candidatesTokenCount ?? 0) } : undefined

export function geminiClient(target: GeminiTarget, baseUrl: string | undefined): ModelClient {
  const make = async () => {
    const { GoogleGenAI } = await loadSdk()
    return new GoogleGenAI({
      apiKey: target.apiKey,
      apiVersion: 'v1beta',
      // No SDK timer: the gateway's abort signal is what ends a slow call.
      httpOptions: baseUrl ? { baseUrl } : {},
    })
  }
  return {
    prepare: async () => void (await loadSdk()),
    async generate(req, signal) {
      try {
        const ai = await make()
        const r = await ai.models.generateContent(request(req, target, signal))
        const text = r.text
        if (text === undefined || text === '') throw new AiGatewayError('invalid_response', 'The model returned no text')
        return { text, usage: usageOf(r.usageMetadata) }
      } catch (e) {
        throw classify(e)
      }
    },
    async stream(req, signal, onText) {
      try {
        const ai = await make()
        const chunks = await ai.models.generateContentStream(request(req, target, signal))
        let text = ''
        let usage: Usage
        for await (const c of chunks) {
          const piece = c.text ?? ''
          if (c.usageMetadata) usage = c.usageMetadata
          if (!piece) continue
          text += piece
          onText(piece)
        }
        if (!text) throw new AiGatewayError('invalid_response', 'The model returned no text')
        return { text, usage: usageOf(usage) }
      } catch (e) {
        throw classify(e)
      }
    },
  }
}

interface GoogleErrorBody {
  error?: { code?: number; status?: string; message?: string; details?: { '@type'?: string; reason?: string; retryDelay?: string; violations?: { quotaId?: string }[] }[] }
}

/** "31s", "1.5s" (protobuf Duration as JSON) → milliseconds. */
export function parseRetryDelay(d: string | undefined): number | undefined {
  const m = d ? /^(\d+(?:\.\d+)?)s$/.exec(d.trim()) : null
  return m ? Math.round(Number(m[1]) * 1000) : undefined
}

/** The SDK puts the error response body, as a JSON string, in the error message. */
function readBody(message: string): GoogleErrorBody {
  try {
    const start = message.indexOf('{')
    return start >= 0 ? (JSON.parse(message.slice(start)) as GoogleErrorBody) : {}
  } catch {
    return {}
  }
}

/** The SDK's ApiError, recognised without loading the SDK: an Error named ApiError with an HTTP status. */
function isApiError(e: unknown): e is Error & { status: number } {
  return e instanceof Error && e.name === 'ApiError' && typeof (e as { status?: unknown }).status === 'number'
}

export function classify(e: unknown): AiGatewayError {
  if (e instanceof AiGatewayError) return e
  if (isApiError(e)) {
    const body = readBody(e.message).error ?? {}
    const details = body.details ?? []
    const upstream = (body.message ?? '').slice(0, 300)
    const info = { upstreamStatus: e.status }
    const keyInvalid = details.some((d) => d.reason === 'API_KEY_INVALID') || /API key not valid/i.test(upstream)
    if (e.status === 429) {
      const retry = details.find((d) => d['@type']?.endsWith('google.rpc.RetryInfo'))
      const perDay = details.some((d) => d.violations?.some((v) => /PerDay/i.test(v.quotaId ?? '')))
      return new AiGatewayError('rate_limit', upstream || 'Rate limited', { ...info, retryDelayMs: parseRetryDelay(retry?.retryDelay), perDay })
    }
    if (keyInvalid || e.status === 401) return new AiGatewayError('invalid_key', 'API key invalid', info)
    if (e.status === 403) return new AiGatewayError('permission', upstream || 'Permission denied', info)
    if (e.status === 408 || e.status === 504) return new AiGatewayError('timeout', upstream || 'Upstream timeout', info)
    if (e.status >= 500) return new AiGatewayError('unavailable', upstream || 'Upstream unavailable', info)
    return new AiGatewayError('bad_request', upstream || `Upstream status ${e.status}`, info)
  }
  const err = e as { name?: string; message?: string }
  if (err?.name === 'AbortError' || err?.name === 'TimeoutError' || /aborted|timed? ?out/i.test(err?.message ?? '')) return new AiGatewayError('timeout', 'Upstream timeout')
  if (err?.name === 'TypeError' && /fetch failed/i.test(err.message ?? '')) return new AiGatewayError('unreachable', 'Upstream unreachable')
  return new AiGatewayError('unreachable', 'Upstream request failed')
}
