import type { Context, Hono } from 'hono'
import { stream } from 'hono/streaming'
import type { z } from 'zod'
import type { AiErrorBody } from '../../../ai/contracts'
import type { Tier } from '../../../ai/models'
import { FALLBACK_WAIT_MS } from '../../../ai/rate-limits'
import { AI_STREAM_CONTENT_TYPE, streamLine, wantsStream } from '../../../ai/streaming'
import type { CompletedSection, FailedChunk } from '../../../ai/analysis/schemas'
import { ANALYSIS_SYSTEM_INSTRUCTION } from '../../../ai/analysis/prompts'
import { AiGatewayError, type Gateway } from '../gateway'
import { checkModelJson, readAiRequest, toGeminiSchema, UPSTREAM_TIMEOUT_MS } from '../define-route'
import { errorAnswer, retryAfterHeader, scrub } from '../errors'
import { secretOf, type RequestCredentials, type UpstreamTarget } from '../target'
import { clientSignal } from '../../client-signal'
import { CancelledError, chunkLimits, runChunks } from './chunk-runner'
import { rateWindowFor } from './rate-windows'

/**
 * One analysis endpoint: a request schema, the model calls it needs (one for a short script, one
 * per section for a long one), and how their answers combine into the body the browser reads.
 *
 * With `Accept: application/x-ndjson` the answer is streamed: a `{"type":"progress","done","total"}`
 * line per finished section, then `{"type":"result","status","body"}`, so the writer sees how far
 * a long run has got. Otherwise it is one JSON body, as for every other endpoint.
 *
 * A rate limit stops the run at once: nothing more is asked, and the answer is the 429 with the
 * wait (`Retry-After`, `rateLimitInfo.waitTimeMs`) and `completedSections`, the sections already
 * answered. Sent back as `completedSections` in the same request after the wait, they are kept and
 * only the rest is asked.
 */
export interface AnalysisPart<Out> {
  prompt: string
  schema: z.ZodType<Out>
  /** Fixes known shape slips in the model's JSON before it is checked against the schema. */
  repair?: (value: unknown) => unknown
}

/** What every analysis body carries beside its own fields. */
export type AnalysisRequest = RequestCredentials & { tier?: Tier; completedSections?: CompletedSection[] }

export interface AnalysisRouteDefinition<Req extends AnalysisRequest, Out> {
  path: string
  requestSchema: z.ZodType<Req>
  parts: (body: Req) => AnalysisPart<Out>[]
  /** The success body from the answers that came back (index = section), before the section counts are added. */
  combine: (outs: { index: number; value: Out }[], body: Req) => Record<string, unknown>
  /** Adds totalChunks/processedChunks (the chunked endpoints, and the ones whose client reads them). */
  countChunks?: boolean
  /** Extra fields for a failure body, e.g. `success: false`. */
  failureFields?: Record<string, unknown>
}

export function defineAnalysisRoute<Req extends AnalysisRequest, Out>(def: AnalysisRouteDefinition<Req, Out>) {
  return def
}

/** Sections run side by side on an endpoint of the writer's own: a few at once, paced only by its own rate limits. */
export const PROVIDER_CHUNK_LIMITS = { concurrency: 4, perMinute: 600 }

const isRateLimit = (e: unknown): e is AiGatewayError => e instanceof AiGatewayError && e.kind === 'rate_limit'
/** A rate limit holds every later start on the same key for the wait asked (at most a minute: the writer is watching). */
const pauseFor = (e: unknown) => (isRateLimit(e) && !e.info.perDay ? Math.min(e.info.retryDelayMs ?? FALLBACK_WAIT_MS, 60_000) : 0)
/** Errors after which asking anything more is pointless: a bad key, a refused address, a rate limit (the writer waits, then resumes). */
const isFatal = (e: unknown) => e instanceof AiGatewayError && (e.kind === 'invalid_key' || e.kind === 'permission' || e.kind === 'not_allowed' || e.kind === 'rate_limit')
const refuseWhilePaused = (waitMs: number) => new AiGatewayError('rate_limit', 'Waiting out a rate limit', { retryDelayMs: waitMs })

/** The message for one failed section, in the words the writer would see for the whole request. */
function chunkError(e: unknown, target: UpstreamTarget): string {
  const { body } = errorAnswer(e, target)
  return body.userMessage ?? body.error
}

type Reply = { status: number; body: Record<string, unknown> }

export function mountAnalysisRoute<Req extends AnalysisRequest, Out>(app: Hono, gateway: Gateway, def: AnalysisRouteDefinition<Req, Out>, options: { timeoutMs?: number } = {}): void {
  const timeoutMs = options.timeoutMs ?? UPSTREAM_TIMEOUT_MS.analysis
  const schemaCache = new WeakMap<z.ZodType, Record<string, unknown>>()
  const jsonSchema = (s: z.ZodType) => {
    let j = schemaCache.get(s)
    if (!j) schemaCache.set(s, (j = toGeminiSchema(s)))
    return j
  }

  /** Sections the request brings answers for (a resumed run), each held to its section's schema like a fresh answer. */
  const alreadyDone = (body: Req, parts: AnalysisPart<Out>[]) => {
    const done = new Map<number, Out>()
    for (const s of body.completedSections ?? []) {
      const part = parts[s.index]
      if (!part || done.has(s.index)) continue
      const checked = part.schema.safeParse(part.repair ? part.repair(s.value) : s.value)
      if (checked.success) done.set(s.index, checked.data)
    }
    return done
  }

  const answer = async (body: Req, target: UpstreamTarget, parts: AnalysisPart<Out>[], signal: AbortSignal, onProgress?: (done: number, total: number) => void): Promise<Reply> => {
    const limits = target.kind === 'gemini' ? chunkLimits(target.model, body.tier) : PROVIDER_CHUNK_LIMITS
    const done = alreadyDone(body, parts)
    const todo = parts.map((_, i) => i).filter((i) => !done.has(i))
    // The run's share of the server's upstream slots, and its stop: after a rate limit nothing still waiting starts.
    const run = {}
    let stopped = false
    const outcomes = await runChunks(
      todo.length,
      async (k, sig) => {
        const part = parts[todo[k]]
        const r = await gateway.generate({
          target,
          prompt: part.prompt,
          systemInstruction: ANALYSIS_SYSTEM_INSTRUCTION,
          responseJsonSchema: jsonSchema(part.schema),
          signal: sig,
          timeoutMs,
          run,
          startIf: () => !stopped,
        })
        return checkModelJson(r.text, part.schema, part.repair)
      },
      {
        ...limits,
        window: rateWindowFor(target),
        signal,
        pauseFor,
        isFatal: (e) => (isFatal(e) ? (stopped = true) : false),
        refuseWhilePaused,
        retryDelayMs: 500,
        onProgress: onProgress && ((d) => onProgress(done.size + d, parts.length)),
      },
    )
    for (const [k, o] of outcomes.entries()) if (o.ok) done.set(todo[k], o.value)
    const ok = [...done].sort((a, b) => a[0] - b[0]).map(([index, value]) => ({ index, value }))
    const failed = outcomes.flatMap((o, k) => (o.ok ? [] : [{ index: todo[k], error: o.error }]))
    const limited = failed.find((f) => isRateLimit(f.error))
    if (limited) {
      // The run stops at once and says how long to wait; the answers it has go back with it, so the
      // writer's resumed request asks only for the rest.
      console.warn(`[ai] ${def.path} stopped by a rate limit after ${ok.length} of ${parts.length} sections`)
      const { status, body: err } = errorAnswer(limited.error, target)
      return { status, body: { ...def.failureFields, ...err, totalChunks: parts.length, completedSections: ok } }
    }
    if (ok.length === 0) {
      const first = failed[0]?.error
      const kind = first instanceof AiGatewayError ? first.kind : 'internal'
      console.warn(`[ai] ${def.path} failed: ${kind} (${parts.length} section${parts.length === 1 ? '' : 's'})`)
      const { status, body: err } = errorAnswer(first, target)
      return { status, body: { ...def.failureFields, ...err } }
    }
    const failedChunks: FailedChunk[] = failed.map((f) => ({ index: f.index, error: chunkError(f.error, target) }))
    if (failedChunks.length) console.warn(`[ai] ${def.path}: ${failedChunks.length} of ${parts.length} sections failed`)
    return {
      status: 200,
      body: {
        ...def.combine(ok, body),
        ...(def.countChunks ? { totalChunks: parts.length, processedChunks: ok.length } : {}),
        ...(failedChunks.length ? { failedChunks } : {}),
      },
    }
  }

  app.post(def.path, async (c: Context) => {
    const read = await readAiRequest(c, def.requestSchema, gateway, def.failureFields)
    if (!read.ok) return read.response
    const { body, target } = read
    const secret = secretOf(target)
    const signal = clientSignal(c)
    const parts = def.parts(body)
    const clean = (r: Reply): Reply => ({ status: r.status, body: JSON.parse(scrub(JSON.stringify(r.body), secret)) as Record<string, unknown> })
    const run = async (onProgress?: (d: number, t: number) => void): Promise<Reply | null> => {
      try {
        return clean(await answer(body, target, parts, signal, onProgress))
      } catch (e) {
        if (e instanceof CancelledError || signal.aborted) return null
        console.warn(`[ai] ${def.path} failed: internal`)
        return { status: 500, body: { ...def.failureFields, error: 'Internal server error' } }
      }
    }

    if (wantsStream(c.req.header('accept'))) {
      c.header('content-type', AI_STREAM_CONTENT_TYPE)
      c.header('cache-control', 'no-store')
      return stream(c, async (s) => {
        const total = parts.length
        await s.write(streamLine({ type: 'progress', done: 0, total }))
        const r = await run((done, t) => void s.write(streamLine({ type: 'progress', done, total: t })).catch(() => {}))
        if (r) await s.write(streamLine({ type: 'result', status: r.status, body: r.body }))
      })
    }
    const r = await run()
    if (!r) return c.json({ error: 'Request cancelled' }, 499 as 400)
    return c.json(r.body, r.status as 200, r.status === 429 ? retryAfterHeader(r.body as unknown as AiErrorBody) : {})
  })
}
