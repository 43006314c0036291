import { MSG, rateLimitMessage } from '../../../../ai/messages'
import { checkRateLimit, type RateLimitReason } from '../../../../ai/rate-limits'
import type { ModelId } from '../../../../ai/models'
import type { AiErrorBody, ApiCommandId, TokenUsage } from '../../../../ai/contracts'
import { currentSettings, useAiSettings } from './settings-store'
import { readLog, logRequest } from './rate-limit-log'
import { useRateLimitWait, type WaitReason } from './rate-limit-store'
import { isOffline, OFFLINE_MESSAGE } from '../../files'

/**
 * The browser side of every AI call: settings check, the rate-limit pre-check and wait dialog,
 * the request log, the fetch to our server, and turning failures into the writer's messages
 * (src/ai/messages.ts).
 */
export class AiCallError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message)
    this.name = 'AiCallError'
  }
}

/** Settings good enough to send with, or the message that says what is missing. */
export function requireSettings(): { apiKey: string; model: ModelId; tier: 'free' | 'paid' } {
  const s = currentSettings()
  if (!s) throw new AiCallError(MSG.noSettings)
  if (!s.apiKey.trim()) throw new AiCallError(MSG.noApiKey)
  return s
}

/** True when a call could be sent (used to close the context menu silently otherwise). */
export function hasUsableSettings(): boolean {
  const s = currentSettings()
  return !!s && !!s.apiKey.trim()
}

// One wait at a time: a second request queues behind the dialog and re-checks after it.
let gate: Promise<void> = Promise.resolve()

// Wait dialogs show one at a time: a second one (e.g. two calls both told 429) queues behind.
let dialogs: Promise<unknown> = Promise.resolve()

/** Resolves 'now' (Send Now) or 'elapsed' (countdown over); rejects on cancel or a hard limit. */
function waitDialog(reason: WaitReason, model: string, waitTimeMs: number): Promise<'now' | 'elapsed'> {
  const next = dialogs.then(() => showWaitDialog(reason, model, waitTimeMs))
  dialogs = next.catch(() => {})
  return next
}

function showWaitDialog(reason: WaitReason, model: string, waitTimeMs: number): Promise<'now' | 'elapsed'> {
  return new Promise((resolve, reject) => {
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
  })
}

/** Holds the call until the client-side rate limits allow it, waiting out the countdown or sending early. */
async function passRateLimit(model: ModelId, tier: 'free' | 'paid'): Promise<void> {
  const run = async () => {
    // A released countdown re-checks: other tabs or queued calls may have used the slot.
    for (let round = 0; round < 5; round++) {
      const check = checkRateLimit(readLog(), model, tier, Date.now())
      if (check.allowed) return
      if ((await waitDialog(check.reason, model, check.waitTimeMs)) === 'now') return
    }
  }
  const mine = gate.then(run, run)
  gate = mine.catch(() => {})
  return mine
}

export interface CallOptions {
  signal?: AbortSignal
}

async function post(path: string, body: Record<string, unknown>, opts: CallOptions): Promise<{ status: number; json: Record<string, unknown> | null }> {
  if (isOffline()) throw new AiCallError(`AI needs an internet connection. ${OFFLINE_MESSAGE}`)
  let res: Response
  try {
    res = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: opts.signal })
  } catch (e) {
    if ((e as Error).name === 'AbortError') throw e
    throw new AiCallError('Could not reach the server. Please check your connection and try again.')
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
  const s = requireSettings()
  await passRateLimit(s.model, s.tier)
  for (let attempt = 0; ; attempt++) {
    logRequest(s.model)
    const { status, json } = await post(path, { ...payload, apiKey: s.apiKey, model: s.model }, opts)
    if (status >= 200 && status < 300 && json) {
      const usage = json.usage as TokenUsage | undefined
      if (usage && typeof usage.total === 'number') useAiSettings.getState().addUsage(usage.total)
      return json
    }
    const err = (json ?? {}) as unknown as AiErrorBody
    if (status === 429 && err.errorType === 'RATE_LIMIT' && attempt < MAX_SERVER_RETRIES) {
      const info = err.rateLimitInfo
      const reason: RateLimitReason | 'server' = info?.reason === 'rpd_exceeded' ? 'rpd_exceeded' : 'server'
      await waitDialog(reason, s.model, typeof info?.waitTimeMs === 'number' ? info.waitTimeMs : 60_000)
      continue
    }
    throw new AiCallError(err.userMessage || err.error || failure, status)
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
