import { DEFAULT_MODEL, DEFAULT_TIER, API_KEY_PREFIX, isModelId, isTier, type ModelId, type Tier } from '../../../../ai/models'
import { MSG } from '../../../../ai/messages'
import { MAX_PROVIDER_MODEL_CHARS, normaliseBaseUrl, type AiProvider } from '../../../../ai/providers'
import { deobfuscateKey, obfuscateKey } from './obfuscate'

/**
 * AI settings as kept in the browser, and the checks on them. Gemini (the default) needs the
 * writer's key, which must start with the API key prefix; an OpenAI-compatible endpoint (a local
 * Ollama or LM Studio, or a hosted provider) needs a base URL and a model name, its key optional.
 */
export type ProviderChoice = 'gemini' | 'openai-compatible'

export interface EndpointSettings {
  baseUrl: string
  model: string
  apiKey: string
}

export interface AiSettings {
  apiKey: string
  model: ModelId
  tier: Tier
  /** Who answers: Gemini, or the endpoint below. */
  provider: ProviderChoice
  endpoint: EndpointSettings
}

export const SETTINGS_KEY = 'ai-assistant-settings'
export const TIER_KEY = 'gemini-tier'

export const emptyEndpoint = (): EndpointSettings => ({ baseUrl: '', model: '', apiKey: '' })

export const defaultSettings = (): AiSettings => ({ apiKey: '', model: DEFAULT_MODEL, tier: DEFAULT_TIER, provider: 'gemini', endpoint: emptyEndpoint() })

/** The error for the key field, or null. A blank key is "no key yet", not an error. */
export function apiKeyError(key: string): string | null {
  const k = key.trim()
  if (!k) return null
  return k.startsWith(API_KEY_PREFIX) ? null : MSG.apiKeyPrefix
}

/** The error for the endpoint's base URL field, or null. A blank one is "not filled in yet". */
export function baseUrlError(url: string): string | null {
  if (!url.trim()) return null
  return normaliseBaseUrl(url) ? null : MSG.baseUrlInvalid
}

/** What a request sends to say who answers, or null when the chosen provider is not filled in enough to send. */
export function providerOf(s: AiSettings): AiProvider | null {
  if (s.provider !== 'openai-compatible') return null
  const baseUrl = normaliseBaseUrl(s.endpoint.baseUrl)
  const model = s.endpoint.model.trim()
  if (!baseUrl || !model) return null
  const apiKey = s.endpoint.apiKey.trim()
  return { kind: 'openai-compatible', baseUrl, model, ...(apiKey ? { apiKey } : {}) }
}

/** Whether the settings are enough to send a request with. */
export function isUsable(s: AiSettings | null): boolean {
  if (!s) return false
  return s.provider === 'openai-compatible' ? providerOf(s) !== null : !!s.apiKey.trim()
}

/** Whether there is anything worth keeping: a key, or a chosen endpoint. */
export function hasAnythingToStore(s: AiSettings): boolean {
  return !!s.apiKey.trim() || s.provider === 'openai-compatible' || !!s.endpoint.baseUrl.trim()
}

export interface StoredSettings extends AiSettings {
  tokenTotal: number
}

export function serializeSettings(s: AiSettings, tokenTotal: number): string {
  const endpoint = { baseUrl: s.endpoint.baseUrl.trim(), model: s.endpoint.model.trim(), apiKey: s.endpoint.apiKey.trim() ? obfuscateKey(s.endpoint.apiKey.trim()) : '' }
  return JSON.stringify({ apiKey: obfuscateKey(s.apiKey.trim()), model: s.model, tier: s.tier, provider: s.provider, endpoint, tokenUsage: { total: tokenTotal } })
}

const str = (v: unknown, max = 2000) => (typeof v === 'string' ? v.slice(0, max) : '')

function parseEndpoint(raw: unknown): EndpointSettings {
  if (!raw || typeof raw !== 'object') return emptyEndpoint()
  const e = raw as Record<string, unknown>
  return { baseUrl: str(e.baseUrl), model: str(e.model, MAX_PROVIDER_MODEL_CHARS), apiKey: typeof e.apiKey === 'string' ? deobfuscateKey(e.apiKey) : '' }
}

/** Reads stored settings; anything damaged falls back field by field, never throws. */
export function parseStoredSettings(raw: string | null): StoredSettings | null {
  if (raw === null) return null
  let d: Record<string, unknown>
  try {
    const v = JSON.parse(raw) as unknown
    if (!v || typeof v !== 'object') return null
    d = v as Record<string, unknown>
  } catch {
    return null
  }
  const usage = d.tokenUsage as { total?: unknown } | undefined
  return {
    apiKey: typeof d.apiKey === 'string' ? deobfuscateKey(d.apiKey) : '',
    model: isModelId(d.model) ? d.model : DEFAULT_MODEL,
    tier: isTier(d.tier) ? d.tier : DEFAULT_TIER,
    provider: d.provider === 'openai-compatible' ? 'openai-compatible' : 'gemini',
    endpoint: parseEndpoint(d.endpoint),
    tokenTotal: typeof usage?.total === 'number' && Number.isFinite(usage.total) && usage.total >= 0 ? usage.total : 0,
  }
}
