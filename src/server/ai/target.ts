import { DEFAULT_MODEL, type ModelId } from '../../ai/models'
import type { AiProvider } from '../../ai/providers'

/** Who answers one request: Gemini with the writer's key and model, or the writer's own endpoint. */
export type GeminiTarget = { kind: 'gemini'; apiKey: string; model: ModelId }
export type OpenAiCompatibleTarget = AiProvider
export type UpstreamTarget = GeminiTarget | OpenAiCompatibleTarget

/** The fields of a validated AI request that say who answers. */
export interface RequestCredentials {
  apiKey?: string
  model?: ModelId
  provider?: AiProvider
}

/** The provider when the request names one, else Gemini (the schemas ensure the key is there). */
export function targetOf(body: RequestCredentials): UpstreamTarget {
  if (body.provider) return body.provider
  return { kind: 'gemini', apiKey: body.apiKey ?? '', model: body.model ?? DEFAULT_MODEL }
}

/** The secret to keep out of answers and logs: the key the call carries, if any. */
export const secretOf = (t: UpstreamTarget): string => t.apiKey ?? ''
