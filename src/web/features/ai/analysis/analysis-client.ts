import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import type { CompletedSection, FailedChunk } from '../../../../ai/analysis/schemas'
import { readAiStream } from '../../../../ai/streaming'
import { aiFetch, countRequests, hasUsableSettings, requireSender, senderModel, waitDialog } from '../ai'

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

/** Whether the settings are enough to send with (a Gemini key, or the writer's own endpoint). */
export function apiKeyConfigured(): boolean {
  return hasUsableSettings()
}

/** How many times one run may wait out a rate limit and go on before it gives up. */
const MAX_RESUMES = 3

/**
 * The wait a rate-limit answer asks for, or null when it is not one worth waiting out in the run:
 * a day's limit is over only tomorrow, and the tool says so at once.
 */
function waitOf(reply: AnalysisReply): number | null {
  const j = reply.json as { errorType?: unknown; rateLimitInfo?: { waitTimeMs?: unknown; reason?: unknown } }
  if (reply.status !== 429 || j.errorType !== 'RATE_LIMIT' || j.rateLimitInfo?.reason === 'rpd_exceeded') return null
  const wait = j.rateLimitInfo?.waitTimeMs
  return typeof wait === 'number' && wait >= 0 ? wait : 60_000
}

/**
 * Sends one analysis request. A rate limit stops the run at once on the server, which answers with
 * the wait and the sections it already has; the writer sees the wait dialog with its countdown
 * once, and the same request goes again with those sections, so only the rest is asked.
 */
export async function sendAnalysis(path: string, body: Record<string, unknown>, opts: SendOptions): Promise<AnalysisReply> {
  if (!hasUsableSettings()) throw new Error(ANALYSIS_MSG.keyForEvaluation)
  const sender = requireSender()
  let completed: CompletedSection[] = []
  for (let round = 0; ; round++) {
    countRequests(sender, Math.max(0, opts.sections - completed.length))
    const streamed = opts.sections > 1
    const res = await aiFetch(path, { ...body, tier: sender.tier, ...(completed.length ? { completedSections: completed } : {}) }, sender, { signal: opts.signal, stream: streamed })
    const reply = streamed && res.ok && (res.headers.get('content-type') ?? '').includes('application/x-ndjson') && res.body ? await readStream(res.body, opts) : await readJson(res)
    const wait = waitOf(reply)
    if (wait === null || round >= MAX_RESUMES) return reply
    if (Array.isArray(reply.json.completedSections)) completed = reply.json.completedSections as CompletedSection[]
    // Rejects when the writer cancels the wait: the run ends there, with the wait's message.
    await waitDialog('server', senderModel(sender), wait, opts.signal)
  }
}

async function readJson(res: Response): Promise<AnalysisReply> {
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
  const result = await readAiStream(body, (line) => {
    if (line.type === 'progress') opts.onProgress?.(line.done, line.total)
  })
  if (!result) return { ok: false, status: 502, json: {}, text: '' }
  return { ok: result.status >= 200 && result.status < 300, status: result.status, json: result.body, text: JSON.stringify(result.body) }
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

