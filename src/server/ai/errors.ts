import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { AiErrorBody } from '../../ai/contracts'
import { SERVER_MSG, rateLimitMessage } from '../../ai/messages'
import { FALLBACK_WAIT_MS } from '../../ai/rate-limits'
import { AiGatewayError } from './gateway'
import { redactSecret } from './redact'

/** Maps a gateway failure to the HTTP answer the client reads: status, error type and the message shown to the writer. */
export function errorAnswer(err: unknown, model: string): { status: ContentfulStatusCode; body: AiErrorBody } {
  if (!(err instanceof AiGatewayError)) return { status: 500, body: { error: SERVER_MSG.internal } }
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
  }
}

/** Sends the answer, with any trace of the key removed from every text in it. */
export function sendError(c: Context, err: unknown, model: string, apiKey: string) {
  const { status, body } = errorAnswer(err, model)
  return c.body(scrubError(JSON.stringify(body), apiKey), status, { 'Content-Type': 'application/json' })
}

/** Removes the whole secret, in any case or encoding, from text such as a model's answer (see redact.ts). */
export function scrub(text: string, secret: string): string {
  return redactSecret(text, secret, { pieces: false })
}

/** Removes a secret from error text and log lines in any form, cut pieces of it included (see redact.ts). */
export function scrubError(text: string, secret: string): string {
  return redactSecret(text, secret)
}
