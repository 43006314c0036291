import { create } from 'zustand'
import { hasConsent } from '../../../storage/consent'
import { SETTINGS_KEY, TIER_KEY, hasAnythingToStore, parseStoredSettings, serializeSettings, type AiSettings } from './settings'

/**
 * The writer's AI settings. With cookie consent they live in localStorage; without it only in
 * this tab's memory, since nothing is kept in the browser without consent. They are stored only
 * when there is something to keep (a key, or a chosen endpoint); saving none removes what was stored.
 */
interface AiSettingsState {
  /** null: never configured in this browser or session. */
  settings: AiSettings | null
  tokenUsage: { total: number; session: number }
  loaded: boolean
  load: () => void
  /** Throws when storage refuses (quota, privacy mode). */
  save: (s: AiSettings) => void
  addUsage: (tokens: number) => void
}

function readStorage(): ReturnType<typeof parseStoredSettings> {
  if (!hasConsent()) return null
  try {
    return parseStoredSettings(localStorage.getItem(SETTINGS_KEY))
  } catch {
    return null
  }
}

const trimmed = (s: AiSettings): AiSettings => ({
  ...s,
  apiKey: s.apiKey.trim(),
  endpoint: { baseUrl: s.endpoint.baseUrl.trim(), model: s.endpoint.model.trim(), apiKey: s.endpoint.apiKey.trim() },
})

export const useAiSettings = create<AiSettingsState>((set, get) => ({
  settings: null,
  tokenUsage: { total: 0, session: 0 },
  loaded: false,
  load: () => {
    if (get().loaded) return
    const stored = readStorage()
    const settings: AiSettings | null = stored
      ? { apiKey: stored.apiKey, model: stored.model, tier: stored.tier, provider: stored.provider, endpoint: stored.endpoint }
      : get().settings
    set({
      loaded: true,
      settings,
      tokenUsage: { total: stored?.tokenTotal ?? get().tokenUsage.total, session: get().tokenUsage.session },
    })
  },
  save: (s) => {
    const clean = trimmed(s)
    if (hasConsent()) {
      if (hasAnythingToStore(clean)) {
        localStorage.setItem(SETTINGS_KEY, serializeSettings(clean, get().tokenUsage.total))
        localStorage.setItem(TIER_KEY, clean.tier)
      } else {
        localStorage.removeItem(SETTINGS_KEY)
      }
    }
    set({ settings: clean, loaded: true })
  },
  addUsage: (tokens) => {
    if (!Number.isFinite(tokens) || tokens <= 0) return
    const tokenUsage = { total: get().tokenUsage.total + tokens, session: get().tokenUsage.session + tokens }
    set({ tokenUsage })
    const s = get().settings
    if (s && hasAnythingToStore(s) && hasConsent()) {
      try {
        localStorage.setItem(SETTINGS_KEY, serializeSettings(s, tokenUsage.total))
      } catch {
        // Usage counting is a nicety; a full storage must not fail the AI call that just succeeded.
      }
    }
  },
}))

/** Settings for a call, loading them first if this is the first use. */
export function currentSettings(): AiSettings | null {
  useAiSettings.getState().load()
  return useAiSettings.getState().settings
}
