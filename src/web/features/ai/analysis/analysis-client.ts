import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { FailedChunk } from '../../../../ai/analysis/schemas'
import { currentSettings, logRequest } from '../ai'

/**
 * Sends one analysis request to our server. A long script's sections go in one request to the
 * chunked endpoint, which streams how many sections are done (NDJSON), so the panels can show
 * progress; cancelling aborts the request, and the server stops sending sections.
 */
export interface AnalysisReply {
  ok: boolean
  status: number
  /** The JSON body (the success body, or the error body). */
  json: Record<string, unknown>
  /** The body as text, for the messages that quote it. */
  text: string
}

export interface SendOptions {
  signal?: AbortSignal
  onProgress?: (done: number, total: number) => void
  /** Sections in the request: each is one model call, counted in the rate log. */
  sections: number
}

export function apiKeyConfigured(): boolean {
  const s = currentSettings()
  return !!s && s.apiKey.trim().length > 0
}

export async function sendAnalysis(path: string, body: Record<string, unknown>, opts: SendOptions): Promise<AnalysisReply> {
  const s = currentSettings()
  if (!s || !s.apiKey.trim()) throw new Error(ANALYSIS_MSG.keyForEvaluation)
  for (let i = 0; i < opts.sections; i++) logRequest(s.model)
  const streamed = opts.sections > 1
  const res = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(streamed ? { accept: 'application/x-ndjson' } : {}) },
    body: JSON.stringify({ ...body, apiKey: s.apiKey, model: s.model, tier: s.tier }),
    signal: opts.signal,
  })
  if (streamed && res.ok && (res.headers.get('content-type') ?? '').includes('application/x-ndjson') && res.body) return readStream(res.body, opts)
  const text = await res.text()
  let json: Record<string, unknown> = {}
  try {
    json = JSON.parse(text) as Record<string, unknown>
  } catch {
    json = {}
  }
  return { ok: res.ok, status: res.status, json, text }
}

async function readStream(body: ReadableStream<Uint8Array>, opts: SendOptions): Promise<AnalysisReply> {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buf = ''
  for (;;) {
    const { value, done } = await reader.read()
    if (value) buf += decoder.decode(value, { stream: true })
    let nl: number
    while ((nl = buf.indexOf('\n')) >= 0) {
      const line = buf.slice(0, nl).trim()
      buf = buf.slice(nl + 1)
      if (!line) continue
      const msg = JSON.parse(line) as { type: string; done?: number; total?: number; status?: number; body?: Record<string, unknown> }
      if (msg.type === 'progress') opts.onProgress?.(msg.done ?? 0, msg.total ?? 0)
      if (msg.type === 'result') {
        const status = msg.status ?? 500
        const json = msg.body ?? {}
        return { ok: status >= 200 && status < 300, status, json, text: JSON.stringify(json) }
      }
    }
    if (done) break
  }
  return { ok: false, status: 502, json: {}, text: '' }
}

/** The writer's words for the statuses every tool treats alike; null for the others. */
export function statusMessage(status: number): string | null {
  if (status === 503) return ANALYSIS_MSG.status503
  if (status === 413) return ANALYSIS_MSG.status413
  if (status === 429) return ANALYSIS_MSG.status429
  return null
}

/** The server's own explanation of a failure, when it gave one. */
export function serverMessage(reply: AnalysisReply): string | undefined {
  const j = reply.json as { userMessage?: unknown; error?: unknown }
  if (typeof j.userMessage === 'string' && j.userMessage) return j.userMessage
  if (typeof j.error === 'string' && j.error) return j.error
  return undefined
}

export function failedSections(json: Record<string, unknown>): FailedChunk[] {
  return Array.isArray(json.failedChunks) ? (json.failedChunks as FailedChunk[]) : []
}

/** A note for a result some of whose sections could not be analysed. */
export function partialNote(json: Record<string, unknown>): string | null {
  const failed = failedSections(json)
  if (!failed.length) return null
  const total = Number(json.totalChunks) || failed.length
  return `${failed.length} of ${total} sections could not be analysed (${failed[0].error}); the result covers the rest.`
}

