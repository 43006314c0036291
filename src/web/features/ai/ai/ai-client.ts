import { MSG, endpointRefusedMessage, rateLimitMessage } from '../../../../ai/messages'
import { checkRateLimit, type RateLimitReason } from '../../../../ai/rate-limits'
import type { ModelId, Tier } from '../../../../ai/models'
import type { AiErrorBody, ApiCommandId, TokenUsage } from '../../../../ai/contracts'
import type { AiProvider } from '../../../../ai/providers'
import { AI_STREAM_ACCEPT, readAiStream, type AiStreamLine } from '../../../../ai/streaming'
import { currentSettings, useAiSettings } from './settings-store'
import { isUsable, providerOf } from './settings'
import { readLog, logRequest } from './rate-limit-log'
import { useRateLimitWait, type WaitReason } from './rate-limit-store'
import { isOffline, OFFLINE_MESSAGE } from '../../files'

/**
 * The browser side of every AI call: settings check, the rate-limit pre-check and wait dialog,
 * the request log, the fetch to our server (the only one: every AI request of every tool goes
 * out through `aiFetch`, which says who answers — Gemini with the writer's key, or the writer's
 * own endpoint as `provider`), and turning failures into the writer's messages (src/ai/messages.ts).
 */
export class AiCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    /** The server's error body, for callers that read more than the message (a rate limit's wait). */
    readonly body?: AiErrorBody & Record<string, unknown>,
  ) {
    super(message)
    this.name = 'AiCallError'
  }
}

/** Who answers a request, as the settings say. */
export type Sender =
  | { kind: 'gemini'; apiKey: string; model: ModelId; tier: Tier }
  | { kind: 'provider'; provider: AiProvider; tier: Tier }

/** Settings good enough to send with, or the message that says what is missing. */
export function requireSender(): Sender {
  const s = currentSettings()
  if (!s) throw new AiCallError(MSG.noSettings)
  if (s.provider === 'openai-compatible') {
    const provider = providerOf(s)
    if (!provider) throw new AiCallError(MSG.noEndpoint)
    return { kind: 'provider', provider, tier: s.tier }
  }
  if (!s.apiKey.trim()) throw new AiCallError(MSG.noApiKey)
  return { kind: 'gemini', apiKey: s.apiKey, model: s.model, tier: s.tier }
}

/** True when a call could be sent (used to close the context menu silently otherwise). */
export function hasUsableSettings(): boolean {
  return isUsable(currentSettings())
}

/** True when the writer's own endpoint answers: no Gemini quota applies, the endpoint keeps its own. */
export function usesOwnEndpoint(): boolean {
  return currentSettings()?.provider === 'openai-compatible'
}

/** The request fields that say who answers. */
function credentialBody(s: Sender): Record<string, unknown> {
  return s.kind === 'gemini' ? { apiKey: s.apiKey, model: s.model } : { provider: s.provider }
}

/** Counts `n` model calls in the rate log (Gemini's quota; the writer's own endpoint keeps its own). */
export function countRequests(s: Sender, n = 1): void {
  if (s.kind !== 'gemini') return
  for (let i = 0; i < n; i++) logRequest(s.model)
}

// One wait at a time: a second request queues behind the dialog and re-checks after it.
let gate: Promise<void> = Promise.resolve()

// Wait dialogs show one at a time: a second one (e.g. two calls both told 429) queues behind.
let dialogs: Promise<unknown> = Promise.resolve()

/**
 * Resolves 'now' (Send Now) or 'elapsed' (countdown over); rejects on cancel or a hard limit, and
 * with an AbortError when the request it holds is cancelled elsewhere (the dialog then closes).
 */
export function waitDialog(reason: WaitReason, model: string, waitTimeMs: number, signal?: AbortSignal): Promise<'now' | 'elapsed'> {
  const next = dialogs.then(() => showWaitDialog(reason, model, waitTimeMs, signal))
  dialogs = next.catch(() => {})
  return next
}

function showWaitDialog(reason: WaitReason, model: string, waitTimeMs: number, signal?: AbortSignal): Promise<'now' | 'elapsed'> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Aborted', 'AbortError'))
    const message = reason === 'server' ? rateLimitMessage('rpm_exceeded', model) : rateLimitMessage(reason, model)
    const store = useRateLimitWait.getState()
    const canWait = reason === 'rpm_exceeded' || reason === 'server'
    store.open({
      reason,
      model,
      message,
      waitTimeMs: canWait ? waitTimeMs : 0,
      send: (how) => {
        useRateLimitWait.getState().close()
        if (canWait) resolve(how)
        else reject(new AiCallError(reason === 'rpd_exceeded' ? MSG.dailyLimitThrown : MSG.modelUnavailableThrown))
      },
      cancel: () => {
        useRateLimitWait.getState().close()
        if (canWait) reject(new AiCallError(MSG.cancelledByRateLimit))
        else reject(new AiCallError(reason === 'rpd_exceeded' ? MSG.dailyLimitThrown : MSG.modelUnavailableThrown))
      },
    })
    const id = useRateLimitWait.getState().pending?.id
    signal?.addEventListener(
      'abort',
      () => {
        if (useRateLimitWait.getState().pending?.id === id) useRateLimitWait.getState().close()
        reject(new DOMException('Aborted', 'AbortError'))
      },
      { once: true },
    )
  })
}

/** Holds the call until the client-side rate limits allow it, waiting out the countdown or sending early. */
export async function passRateLimit(s: Sender): Promise<void> {
  if (s.kind !== 'gemini') return
  const run = async () => {
    // A released countdown re-checks: other tabs or queued calls may have used the slot.
    for (let round = 0; round < 5; round++) {
      const check = checkRateLimit(readLog(), s.model, s.tier, Date.now())
      if (check.allowed) return
      if ((await waitDialog(check.reason, s.model, check.waitTimeMs)) === 'now') return
    }
  }
  const mine = gate.then(run, run)
  gate = mine.catch(() => {})
  return mine
}

/** The model named in the writer's messages: the Gemini model, or the endpoint's. */
export const senderModel = (s: Sender): string => (s.kind === 'gemini' ? s.model : s.provider.model)

export interface FetchOptions {
  signal?: AbortSignal
  /** Ask for the streamed form (NDJSON: text as it is written, or sections done). */
  stream?: boolean
}

/** The one fetch of an AI request to our server: the writer's payload plus who answers. */
export async function aiFetch(path: string, payload: Record<string, unknown>, sender: Sender, opts: FetchOptions = {}): Promise<Response> {
  if (isOffline()) throw new AiCallError(`AI needs an internet connection. ${OFFLINE_MESSAGE}`)
  const headers: Record<string, string> = { 'content-type': 'application/json', ...(opts.stream ? { accept: AI_STREAM_ACCEPT } : {}) }
  try {
    return await fetch(path, { method: 'POST', headers, body: JSON.stringify({ ...payload, ...credentialBody(sender) }), signal: opts.signal })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    throw new AiCallError('Could not reach the server. Please check your connection and try again.')
  }
}

/** The writer's words for a failed answer: a refused endpoint says what it means and what to do. */
export function failureMessage(err: AiErrorBody, failure: string): string {
  const own = err.userMessage || err.error || failure
  return err.error === 'AI endpoint not allowed' ? endpointRefusedMessage(own) : own
}

export interface CallOptions {
  signal?: AbortSignal
  /** Stream the answer: called with the text so far each time more of it arrives. */
  onText?: (textSoFar: string) => void
}

type Reply = { status: number; json: Record<string, unknown> | null }

async function readReply(res: Response, onText?: (textSoFar: string) => void): Promise<Reply> {
  if (onText && res.ok && res.body && (res.headers.get('content-type') ?? '').includes(AI_STREAM_ACCEPT)) {
    let text = ''
    const result = await readAiStream(res.body, (line: AiStreamLine) => {
      if (line.type !== 'delta') return
      text += line.text
      onText(text)
    })
    // A stream that broke off without its last line: the connection went.
    if (!result) return { status: 502, json: { error: 'The answer broke off', userMessage: 'The answer broke off before it was complete. Please try again.' } }
    return { status: result.status, json: result.body }
  }
  let json: Record<string, unknown> | null = null
  try {
    json = (await res.json()) as Record<string, unknown>
  } catch {
    json = null
  }
  return { status: res.status, json }
}

const MAX_SERVER_RETRIES = 2

/**
 * Sends one AI request through our server. `failure` is the message for a non-OK answer that
 * carries no message of its own.
 */
export async function callAi(path: string, payload: Record<string, unknown>, failure: string, opts: CallOptions): Promise<Record<string, unknown>> {
  const s = requireSender()
  await passRateLimit(s)
  for (let attempt = 0; ; attempt++) {
    countRequests(s)
    const { status, json } = await readReply(await aiFetch(path, payload, s, { signal: opts.signal, stream: !!opts.onText }), opts.onText)
    if (status >= 200 && status < 300 && json) {
      const usage = json.usage as TokenUsage | undefined
      if (usage && typeof usage.total === 'number') useAiSettings.getState().addUsage(usage.total)
      return json
    }
    const err = (json ?? {}) as unknown as AiErrorBody
    if (status === 429 && err.errorType === 'RATE_LIMIT' && attempt < MAX_SERVER_RETRIES) {
      const info = err.rateLimitInfo
      const reason: RateLimitReason | 'server' = info?.reason === 'rpd_exceeded' ? 'rpd_exceeded' : 'server'
      await waitDialog(reason, senderModel(s), typeof info?.waitTimeMs === 'number' ? info.waitTimeMs : 60_000, opts.signal)
      continue
    }
    throw new AiCallError(failureMessage(err, failure), status, json as AiCallError['body'])
  }
}

/** /api/simple-ai: the model's raw text (lookups and actions parse it). */
export async function callSimpleAi(prompt: string, failure: string, opts: CallOptions = {}): Promise<string> {
  const json = await callAi('/api/simple-ai', { prompt }, failure, opts)
  return typeof json.response === 'string' ? json.response : ''
}

/** /api/ai-command: a slash command's answer text. */
export async function callAiCommand(command: ApiCommandId, query: string, opts: CallOptions = {}): Promise<string> {
  const json = await callAi('/api/ai-command', { command, query }, MSG.commandFailed, opts)
  const data = json.data as { response?: unknown } | undefined
  return typeof data?.response === 'string' ? data.response : ''
}

/**
 * Any JSON endpoint of the planning tools: settings check, rate limits and the writer's messages
 * as for every AI call. Returns the answer body; throws AiCallError with the message to show.
 */
export function callAiEndpoint(path: string, payload: Record<string, unknown>, failure: string, opts: CallOptions = {}): Promise<Record<string, unknown>> {
  return callAi(path, payload, failure, opts)
}
