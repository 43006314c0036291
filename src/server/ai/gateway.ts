import { ApiError, GoogleGenAI } from '@google/genai'
import type { TokenUsage } from '../../ai/contracts'

/**
 * The one door to Gemini: the only module that imports `@google/genai`. A client is made per
 * request because the writer's key arrives in the request body and must not outlive it; the base
 * URL comes from server configuration only, so nothing a request says can point it elsewhere.
 */
export interface GenerateRequest {
  apiKey: string
  model: string
  prompt: string
  systemInstruction?: string
  /** Ask for JSON output; with a schema the model is held to it (structured output). */
  json?: boolean
  responseJsonSchema?: Record<string, unknown>
  temperature?: number
  /** Ends the upstream call early (the writer cancelled, or the request went away). */
  signal?: AbortSignal
}

export interface GenerateResult {
  text: string
  usage?: TokenUsage
}

export type GatewayErrorKind = 'rate_limit' | 'invalid_key' | 'permission' | 'unavailable' | 'unreachable' | 'timeout' | 'bad_request' | 'invalid_response'

/** A classified Gemini failure. Carries no key and no stack-worthy detail for the writer. */
export class AiGatewayError extends Error {
  constructor(
    readonly kind: GatewayErrorKind,
    message: string,
    readonly info: { upstreamStatus?: number; retryDelayMs?: number; perDay?: boolean } = {},
  ) {
    super(message)
    this.name = 'AiGatewayError'
  }
}

export interface Gateway {
  generate(req: GenerateRequest): Promise<GenerateResult>
}

export interface GatewayOptions {
  /** GEMINI_BASE_URL; the SDK's default Google endpoint when absent. */
  baseUrl?: string
  timeoutMs?: number
}

export const DEFAULT_TIMEOUT_MS = 120_000

export function createGateway(opts: GatewayOptions = {}): Gateway {
  return {
    async generate(req) {
      const ai = new GoogleGenAI({
        apiKey: req.apiKey,
        apiVersion: 'v1beta',
        httpOptions: { ...(opts.baseUrl ? { baseUrl: opts.baseUrl } : {}), timeout: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS },
      })
      try {
        const r = await ai.models.generateContent({
          model: req.model,
          contents: [{ role: 'user', parts: [{ text: req.prompt }] }],
          config: {
            ...(req.systemInstruction ? { systemInstruction: req.systemInstruction } : {}),
            ...(req.json || req.responseJsonSchema ? { responseMimeType: 'application/json' } : {}),
            ...(req.responseJsonSchema ? { responseJsonSchema: req.responseJsonSchema } : {}),
            ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
            ...(req.signal ? { abortSignal: req.signal } : {}),
          },
        })
        const text = r.text
        if (text === undefined || text === '') throw new AiGatewayError('invalid_response', 'The model returned no text')
        const u = r.usageMetadata
        const usage = u
          ? { input: u.promptTokenCount ?? 0, output: u.candidatesTokenCount ?? 0, total: u.totalTokenCount ?? (u.promptTokenCount ?? 0) + (u.candidatesTokenCount ?? 0) }
          : undefined
        return { text, usage }
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

/** The SDK puts the error response body, as a JSON string, in the message (STACK-NOTES §4). */
function readBody(message: string): GoogleErrorBody {
  try {
    const start = message.indexOf('{')
    return start >= 0 ? (JSON.parse(message.slice(start)) as GoogleErrorBody) : {}
  } catch {
    return {}
  }
}

export function classify(e: unknown): AiGatewayError {
  if (e instanceof AiGatewayError) return e
  if (e instanceof ApiError) {
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
