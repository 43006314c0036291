import type { TokenUsage } from '../../ai/contracts'
import type { UpstreamTarget } from './target'

/** What every model call says and answers, whichever provider makes it. */
export interface GenerateRequest {
  /** Who answers: Gemini with the writer's key and model, or the writer's own endpoint. */
  target: UpstreamTarget
  prompt: string
  systemInstruction?: string
  /** Ask for JSON output; with a schema the model is held to it (structured output). */
  json?: boolean
  responseJsonSchema?: Record<string, unknown>
  temperature?: number
  /** Aborted when the client has gone away: the call is cancelled with it. */
  signal?: AbortSignal
  /** How long the model may stay silent (before its answer, and between pieces of a stream). */
  timeoutMs?: number
  /** The run the call belongs to (one request, or an analysis with many sections); its own run when absent. */
  run?: object
  /** Asked once a slot is free: a run that has stopped (after a rate limit) does not start the calls still waiting. */
  startIf?: () => boolean
}

export interface GenerateResult {
  text: string
  usage?: TokenUsage
}

/** One provider's way of making a call, given a signal that ends it. */
export interface ModelClient {
  /** Work before the clock starts (loading an SDK). */
  prepare?(): Promise<void>
  generate(req: GenerateRequest, signal: AbortSignal): Promise<GenerateResult>
  /** Calls `onText` with each piece of the answer as it arrives, then resolves with the whole. */
  stream(req: GenerateRequest, signal: AbortSignal, onText: (text: string) => void): Promise<GenerateResult>
}

export type GatewayErrorKind =
  | 'rate_limit'
  | 'invalid_key'
  | 'permission'
  | 'unavailable'
  | 'unreachable'
  | 'timeout'
  | 'bad_request'
  | 'invalid_response'
  /** Too many model calls already waiting on this server. */
  | 'busy'
  /** The client went away; nobody is waiting for an answer. */
  | 'cancelled'
  /** The request named a provider base URL this server does not call. */
  | 'not_allowed'

/** A classified upstream failure. Carries no key and no stack-worthy detail for the writer. */
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

