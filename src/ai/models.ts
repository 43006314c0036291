/**
 * Gemini models and API tiers, with each model's per-minute and per-day limits. One table drives the settings dialog,
 * the client's rate limiting and the server's model check.
 */
export const MODEL_IDS = ['gemini-2.5-pro', 'gemini-2.5-flash', 'gemini-2.5-flash-lite-preview-06-17'] as const
export type ModelId = (typeof MODEL_IDS)[number]

export const TIERS = ['free', 'paid'] as const
export type Tier = (typeof TIERS)[number]

export const DEFAULT_MODEL: ModelId = 'gemini-2.5-flash'
export const DEFAULT_TIER: Tier = 'free'

export interface ModelOption {
  id: ModelId
  name: string
}

export const MODELS: readonly ModelOption[] = [
  { id: 'gemini-2.5-pro', name: 'Gemini 2.5 Pro' },
  { id: 'gemini-2.5-flash', name: 'Gemini 2.5 Flash' },
  { id: 'gemini-2.5-flash-lite-preview-06-17', name: 'Gemini 2.5 Flash-Lite (preview)' },
]

export interface RateLimit {
  /** Requests per minute. */
  rpm: number
  /** Requests per day. */
  rpd: number
}

export const RATE_LIMITS: Record<ModelId, Record<Tier, RateLimit>> = {
  'gemini-2.5-pro': { free: { rpm: 0, rpd: 0 }, paid: { rpm: 150, rpd: 1000 } },
  'gemini-2.5-flash': { free: { rpm: 10, rpd: 500 }, paid: { rpm: 1000, rpd: 1000 } },
  'gemini-2.5-flash-lite-preview-06-17': { free: { rpm: 15, rpd: 500 }, paid: { rpm: 4000, rpd: 40000 } },
}

export function isModelId(x: unknown): x is ModelId {
  return typeof x === 'string' && (MODEL_IDS as readonly string[]).includes(x)
}

export function isTier(x: unknown): x is Tier {
  return x === 'free' || x === 'paid'
}

export function modelName(id: string): string {
  return MODELS.find((m) => m.id === id)?.name ?? id
}

/** A model is usable on a tier only when both of its limits are above zero. */
export function isModelAvailable(model: ModelId, tier: Tier): boolean {
  const l = RATE_LIMITS[model][tier]
  return l.rpm > 0 && l.rpd > 0
}

/** The key prefix every Google AI Studio key has. */
export const API_KEY_PREFIX = 'AIzaSy'
