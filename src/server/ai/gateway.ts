import { normaliseBaseUrl } from '../../ai/providers'
import type { UpstreamTarget } from './target'
import { AiGatewayError, type GenerateRequest, type GenerateResult, type ModelClient } from './model-client'
import { createUpstreamQueue, DEFAULT_MAX_CONCURRENT_UPSTREAM, QueueFullError } from './upstream-queue'
import { geminiClient } from './gemini-gateway'
import { openAiCompatibleClient } from './openai-gateway'

/**
 * The one door to the models. Every call waits for its fair share of the server's upstream slots,
 * is dropped before it starts when its client has already gone, runs under a time limit, and fails
 * as a classified AiGatewayError. Gemini calls go through gemini-gateway.ts (the only importer of
 * `@google/genai`), OpenAI-compatible ones through openai-gateway.ts, and only to allowed base URLs.
 * Clients are made per call because the writer's key arrives in the request and must not outlive it.
 */
export { AiGatewayError, type GatewayErrorKind, type GenerateRequest, type GenerateResult, type ModelClient } from './model-client'

export interface Gateway {
  generate(req: GenerateRequest): Promise<GenerateResult>
  stream(req: GenerateRequest, onText: (text: string) => void): Promise<GenerateResult>
  /** Whether the server may call this target at all (the allow-list), checked before anything is sent. */
  check(target: UpstreamTarget): AiGatewayError | undefined
}

export interface GatewayOptions {
  /** GEMINI_BASE_URL; the SDK's default Google endpoint when absent. */
  baseUrl?: string
  timeoutMs?: number
  /** Model calls allowed in flight at once; more wait their turn. */
  maxConcurrent?: number
  /** Calls allowed to wait; more are refused as 'busy'. */
  maxWaiting?: number
  /** OpenAI-compatible base URLs the server may call (normalised). None when absent. */
  allowedBaseUrls?: readonly string[]
}

export const DEFAULT_TIMEOUT_MS = 120_000

/** A time limit that starts again whenever the model shows it is still writing. */
function silenceLimit(ms: number) {
  const ctrl = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined
  const arm = () => {
    clearTimeout(timer)
    timer = setTimeout(() => ctrl.abort(new DOMException('Upstream timeout', 'TimeoutError')), ms)
  }
  return { signal: ctrl.signal, arm, stop: () => clearTimeout(timer) }
}

/**
 * Lets the event loop read its sockets once more before a call starts: a client that hung up just
 * after sending has its close read here, and its call is dropped instead of started.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(() => setImmediate(resolve)))

export function createGateway(opts: GatewayOptions = {}): Gateway {
  const queue = createUpstreamQueue(opts.maxConcurrent ?? DEFAULT_MAX_CONCURRENT_UPSTREAM, opts.maxWaiting)
  const allowed = new Set(opts.allowedBaseUrls ?? [])

  const check = (target: UpstreamTarget) => {
    if (target.kind !== 'openai-compatible') return undefined
    const url = normaliseBaseUrl(target.baseUrl)
    return url && allowed.has(url) ? undefined : new AiGatewayError('not_allowed', 'Base URL not allowed')
  }
  const clientFor = (target: UpstreamTarget): ModelClient =>
    target.kind === 'gemini' ? geminiClient(target, opts.baseUrl) : openAiCompatibleClient(target)

  async function call(req: GenerateRequest, run: (client: ModelClient, signal: AbortSignal, alive: () => void) => Promise<GenerateResult>) {
    const refused = check(req.target)
    if (refused) throw refused
    const gone = () => new AiGatewayError('cancelled', 'The client went away')
    if (req.signal?.aborted) throw gone()
    let release: () => void
    try {
      release = await queue.acquire(req.run ?? {}, req.signal)
    } catch (e) {
      throw e instanceof QueueFullError ? new AiGatewayError('busy', 'Too many AI requests waiting') : gone()
    }
    const limit = silenceLimit(req.timeoutMs ?? opts.timeoutMs ?? DEFAULT_TIMEOUT_MS)
    try {
      const client = clientFor(req.target)
      await client.prepare?.()
      await nextTurn()
      if (req.signal?.aborted || req.startIf?.() === false) throw gone()
      // The clock runs from the call itself, not from waiting for a slot or loading an SDK.
      limit.arm()
      const signal = req.signal ? AbortSignal.any([req.signal, limit.signal]) : limit.signal
      return await run(client, signal, limit.arm)
    } catch (e) {
      if (req.signal?.aborted) throw gone()
      if (limit.signal.aborted) throw new AiGatewayError('timeout', 'Upstream timeout')
      if (e instanceof AiGatewayError) throw e
      throw new AiGatewayError('unreachable', 'Upstream request failed')
    } finally {
      limit.stop()
      release()
    }
  }

  return {
    check,
    generate: (req) => call(req, (client, signal) => client.generate(req, signal)),
    stream: (req, onText) =>
      call(req, (client, signal, alive) =>
        client.stream(req, signal, (text) => {
          alive()
          onText(text)
        }),
      ),
  }
}
