import { DEFAULT_MODEL, DEFAULT_TIER, API_KEY_PREFIX, isModelId, isTier, type ModelId, type Tier } from '../../../../ai/models'
import { MSG } from '../../../../ai/messages'
import { deobfuscateKey, obfuscateKey } from './obfuscate'

/** AI settings as kept in the browser, and the checks on them (a key must start with the API key prefix). */
export interface AiSettings {
  apiKey: string
  model: ModelId
  tier: Tier
}

export const SETTINGS_KEY = 'ai-assistant-settings'
export const TIER_KEY = 'gemini-tier'

export const defaultSettings = (): AiSettings => ({ apiKey: '', model: DEFAULT_MODEL, tier: DEFAULT_TIER })

/** The error for the key field, or null. A blank key is "no key yet", not an error. */
export function apiKeyError(key: string): string | null {
  const k = key.trim()
  if (!k) return null
  return k.startsWith(API_KEY_PREFIX) ? null : MSG.apiKeyPrefix
}

export interface StoredSettings extends AiSettings {
  tokenTotal: number
}

export function serializeSettings(s: AiSettings, tokenTotal: number): string {
  return JSON.stringify({ apiKey: obfuscateKey(s.apiKey.trim()), model: s.model, tier: s.tier, tokenUsage: { total: tokenTotal } })
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
    tokenTotal: typeof usage?.total === 'number' && Number.isFinite(usage.total) && usage.total >= 0 ? usage.total : 0,
  }
}
