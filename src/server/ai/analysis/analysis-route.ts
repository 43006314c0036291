import type { Context, Hono } from 'hono'
import { stream } from 'hono/streaming'
import type { z } from 'zod'
import { describeIssues } from '../../../ai/contracts'
import { DEFAULT_MODEL, type ModelId, type Tier } from '../../../ai/models'
import type { FailedChunk } from '../../../ai/analysis/schemas'
import { ANALYSIS_SYSTEM_INSTRUCTION } from '../../../ai/analysis/prompts'
import { AiGatewayError, type Gateway } from '../gateway'
import { toGeminiSchema } from '../define-route'
import { errorAnswer, scrub } from '../errors'
import { CancelledError, chunkLimits, runChunks } from './chunk-runner'
import { rateWindowFor } from './rate-windows'

/**
 * One analysis endpoint: a request schema, the model calls it needs (one for a short script, one
 * per section for a long one), and how their answers combine into the body the browser reads.
 *
 * With `Accept: application/x-ndjson` the answer is streamed: a `{"type":"progress","done","total"}`
 * line per finished section, then `{"type":"result","status","body"}`, so the writer sees how far
 * a long run has got. Otherwise it is one JSON body, as for every other endpoint.
 */
export interface AnalysisPart<Out> {
  prompt: string
  schema: z.ZodType<Out>
  /** Fixes known shape slips in the model's JSON before it is checked against the schema. */
  repair?: (value: unknown) => unknown
}

export interface AnalysisRouteDefinition<Req extends { apiKey: string; model?: ModelId; tier?: Tier }, Out> {
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

export function defineAnalysisRoute<Req extends { apiKey: string; model?: ModelId; tier?: Tier }, Out>(def: AnalysisRouteDefinition<Req, Out>) {
  return def
}

function parseModelJson(text: string): unknown {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text)
  return JSON.parse(fenced ? fenced[1] : text)
}

/** Rate limits hold every start for the wait Gemini asked for (at most a minute: the writer is watching). */
const pauseFor = (e: unknown) => (e instanceof AiGatewayError && e.kind === 'rate_limit' && !e.info.perDay ? Math.min(e.info.retryDelayMs ?? 2000, 60_000) : 0)
const isFatal = (e: unknown) => e instanceof AiGatewayError && (e.kind === 'invalid_key' || e.kind === 'permission' || (e.kind === 'rate_limit' && !!e.info.perDay))

/** The message for one failed section, in the words the writer would see for the whole request. */
function chunkError(e: unknown, model: string): string {
  const { body } = errorAnswer(e, model)
  return body.userMessage ?? body.error
}

type Reply = { status: number; body: Record<string, unknown> }

export function mountAnalysisRoute<Req extends { apiKey: string; model?: ModelId; tier?: Tier }, Out>(app: Hono, gateway: Gateway, def: AnalysisRouteDefinition<Req, Out>): void {
  const schemaCache = new WeakMap<z.ZodType, Record<string, unknown>>()
  const geminiSchema = (s: z.ZodType) => {
    let j = schemaCache.get(s)
    if (!j) schemaCache.set(s, (j = toGeminiSchema(s)))
    return j
  }

  const answer = async (body: Req, parts: AnalysisPart<Out>[], signal: AbortSignal, onProgress?: (done: number, total: number) => void): Promise<Reply> => {
    const model = body.model ?? DEFAULT_MODEL
    const limits = chunkLimits(model, body.tier)
    const outcomes = await runChunks(
      parts.length,
      async (i, sig) => {
        const part = parts[i]
        const r = await gateway.generate({
          apiKey: body.apiKey,
          model,
          prompt: part.prompt,
          systemInstruction: ANALYSIS_SYSTEM_INSTRUCTION,
          responseJsonSchema: geminiSchema(part.schema),
          signal: sig,
        })
        let value: unknown
        try {
          value = parseModelJson(r.text)
        } catch {
          throw new AiGatewayError('invalid_response', 'The model returned invalid JSON')
        }
        const checked = part.schema.safeParse(part.repair ? part.repair(value) : value)
        if (!checked.success) throw new AiGatewayError('invalid_response', 'The model returned JSON of the wrong shape')
        return checked.data
      },
      { ...limits, window: rateWindowFor(body.apiKey, model), signal, pauseFor, isFatal, retryDelayMs: 500, onProgress },
    )
    const ok = outcomes.flatMap((o, index) => (o.ok ? [{ index, value: o.value }] : []))
    const failed: FailedChunk[] = outcomes.flatMap((o, index) => (o.ok ? [] : [{ index, error: chunkError(o.error, model) }]))
    if (ok.length === 0) {
      const first = outcomes.find((o) => !o.ok) as { ok: false; error: unknown } | undefined
      const kind = first?.error instanceof AiGatewayError ? first.error.kind : 'internal'
      console.warn(`[ai] ${def.path} failed: ${kind} (${parts.length} section${parts.length === 1 ? '' : 's'})`)
      const { status, body: err } = errorAnswer(first?.error, model)
      return { status, body: { ...def.failureFields, ...err } }
    }
    if (failed.length) console.warn(`[ai] ${def.path}: ${failed.length} of ${parts.length} sections failed`)
    return {
      status: 200,
      body: {
        ...def.combine(ok, body),
        ...(def.countChunks ? { totalChunks: parts.length, processedChunks: ok.length } : {}),
        ...(failed.length ? { failedChunks: failed } : {}),
      },
    }
  }

  app.post(def.path, async (c: Context) => {
    let raw: unknown
    try {
      raw = await c.req.json()
    } catch {
      return c.json({ ...def.failureFields, error: 'Malformed JSON in request body' }, 400)
    }
    const parsed = def.requestSchema.safeParse(raw)
    if (!parsed.success) return c.json({ ...def.failureFields, error: `Invalid request: ${describeIssues(parsed.error.issues)}` }, 400)
    const body = parsed.data
    const signal = c.req.raw.signal
    const parts = def.parts(body)
    const clean = (r: Reply): Reply => ({ status: r.status, body: JSON.parse(scrub(JSON.stringify(r.body), body.apiKey)) as Record<string, unknown> })
    const run = async (onProgress?: (d: number, t: number) => void): Promise<Reply | null> => {
      try {
        return clean(await answer(body, parts, signal, onProgress))
      } catch (e) {
        if (e instanceof CancelledError || signal.aborted) return null
        console.warn(`[ai] ${def.path} failed: internal`)
        return { status: 500, body: { ...def.failureFields, error: 'Internal server error' } }
      }
    }

    if ((c.req.header('accept') ?? '').includes('application/x-ndjson')) {
      c.header('content-type', 'application/x-ndjson; charset=utf-8')
      c.header('cache-control', 'no-store')
      return stream(c, async (s) => {
        const total = parts.length
        await s.write(JSON.stringify({ type: 'progress', done: 0, total }) + '\n')
        const r = await run((done, t) => void s.write(JSON.stringify({ type: 'progress', done, total: t }) + '\n').catch(() => {}))
        if (r) await s.write(JSON.stringify({ type: 'result', status: r.status, body: r.body }) + '\n')
      })
    }
    const r = await run()
    if (!r) return c.json({ error: 'Request cancelled' }, 499 as 400)
    return c.json(r.body, r.status as 200)
  })
}
