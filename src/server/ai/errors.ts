import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AiErrorBody } from '../../ai/contracts'
import { PROVIDER_MSG, SERVER_MSG, rateLimitMessage } from '../../ai/messages'
import { FALLBACK_WAIT_MS } from '../../ai/rate-limits'
import { AiGatewayError } from './gateway'
import { redactSecret } from './redact'
import type { UpstreamTarget } from './target'

/**
 * Maps a gateway failure to the HTTP answer the client reads: status, error type and the message
 * shown to the writer, in the words of whichever service answered (Gemini, or the writer's endpoint).
 */
export function errorAnswer(err: unknown, target: UpstreamTarget): { status: ContentfulStatusCode; body: AiErrorBody } {
  if (!(err instanceof AiGatewayError)) return { status: 500, body: { error: SERVER_MSG.internal } }
  const model = target.model
  if (target.kind === 'openai-compatible') {
    const own = providerAnswer(err, target.baseUrl)
    if (own) return own
  }
  switch (err.kind) {
    case 'rate_limit': {
      const reason = err.info.perDay ? 'rpd_exceeded' : 'rpm_exceeded'
      return {
        status: 429,
        body: {
          error: 'Rate limit exceeded',
          errorType: 'RATE_LIMIT',
          rateLimitInfo: { waitTimeMs: err.info.retryDelayMs ?? FALLBACK_WAIT_MS, reason },
          userMessage: rateLimitMessage(reason, model),
        },
      }
    }
    case 'invalid_key':
      return { status: 401, body: { error: 'Invalid API key', errorType: 'INVALID_API_KEY', userMessage: SERVER_MSG.invalidKey } }
    case 'permission':
      return { status: 403, body: { error: 'Permission denied', errorType: 'PERMISSION_DENIED', userMessage: SERVER_MSG.permissionDenied } }
    case 'unavailable':
      return { status: 503, body: { error: 'AI service unavailable', errorType: 'UNAVAILABLE', userMessage: SERVER_MSG.unavailable } }
    case 'timeout':
      return { status: 504, body: { error: 'AI service timeout', errorType: 'UNAVAILABLE', userMessage: SERVER_MSG.timeout } }
    case 'unreachable':
      return { status: 502, body: { error: 'AI service unreachable', errorType: 'UNAVAILABLE', userMessage: SERVER_MSG.unreachable } }
    case 'invalid_response':
      return { status: 502, body: { error: 'Empty AI response', errorType: 'INVALID_RESPONSE', userMessage: SERVER_MSG.invalidResponse } }
    case 'busy':
      return { status: 503, body: { error: 'Server busy', errorType: 'UNAVAILABLE', userMessage: SERVER_MSG.busy } }
    case 'cancelled':
      // Nobody reads this answer: the client has already gone.
      return { status: 503, body: { error: 'Request cancelled', errorType: 'UNAVAILABLE', userMessage: SERVER_MSG.unavailable } }
    case 'bad_request':
      return { status: 502, body: { error: 'AI request rejected', errorType: 'UPSTREAM_ERROR', userMessage: `${SERVER_MSG.badRequest} ${err.message}`.trim() } }
    case 'not_allowed':
      return { status: 400, body: { error: 'AI endpoint not allowed', errorType: 'BAD_REQUEST', userMessage: PROVIDER_MSG.notAllowed(target.kind === 'openai-compatible' ? target.baseUrl : 'this address') } }
  }
}

/** The failures that read differently when the writer's own endpoint is the one that failed. */
function providerAnswer(err: AiGatewayError, baseUrl: string): { status: ContentfulStatusCode; body: AiErrorBody } | undefined {
  switch (err.kind) {
    case 'invalid_key':
      return { status: 401, body: { error: 'Invalid API key', errorType: 'INVALID_API_KEY', userMessage: PROVIDER_MSG.invalidKey } }
    case 'permission':
      return { status: 403, body: { error: 'Permission denied', errorType: 'PERMISSION_DENIED', userMessage: PROVIDER_MSG.permissionDenied } }
    case 'unavailable':
      return { status: 503, body: { error: 'AI service unavailable', errorType: 'UNAVAILABLE', userMessage: PROVIDER_MSG.unavailable } }
    case 'timeout':
      return { status: 504, body: { error: 'AI service timeout', errorType: 'UNAVAILABLE', userMessage: PROVIDER_MSG.timeout } }
    case 'unreachable':
      return { status: 502, body: { error: 'AI service unreachable', errorType: 'UNAVAILABLE', userMessage: PROVIDER_MSG.unreachable(baseUrl) } }
    default:
      return undefined
  }
}

/** `Retry-After` for a rate-limit answer: whole seconds, rounded up, so a client never comes back early. */
export function retryAfterHeader(body: AiErrorBody): Record<string, string> {
  const ms = body.rateLimitInfo?.waitTimeMs
  return ms === undefined ? {} : { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) }
}

/** Sends the answer, with any trace of the key removed from every text in it. */
export function sendError(c: Context, err: unknown, target: UpstreamTarget) {
  const { status, body } = errorAnswer(err, target)
  return c.body(scrubError(JSON.stringify(body), target.apiKey ?? ''), status, { 'Content-Type': 'application/json', ...retryAfterHeader(body) })
}

/** Removes the whole secret, in any case or encoding, from text such as a model's answer (see redact.ts). */
export function scrub(text: string, secret: string): string {
  return redactSecret(text, secret, { pieces: false })
}

/** Removes a secret from error text and log lines in any form, cut pieces of it included (see redact.ts). */
export function scrubError(text: string, secret: string): string {
  return redactSecret(text, secret)
}
