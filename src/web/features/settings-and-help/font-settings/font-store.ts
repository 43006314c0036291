import { create } from 'zustand'
import { readPref, writePref } from '../../../storage/prefs'
import { hasConsent } from '../../../storage/consent'
import { DEFAULT_FONT_SETTINGS, fontSettingsKey, readFontSettings, type FontSettings } from './font-settings'

interface FontStore {
  /** What the editor shows now. */
  applied: FontSettings
  /** Applies the settings saved for a file (defaults when none). */
  loadForFile: (fileName: string) => void
  /** Applies and, with consent, saves for the file. Returns whether it was stored. */
  save: (fileName: string, s: FontSettings) => boolean
}

export const useFontSettings = create<FontStore>((set, get) => ({
  applied: { ...DEFAULT_FONT_SETTINGS },
  loadForFile: (fileName) => {
    const next = readFontSettings(readPref<unknown>(fontSettingsKey(fileName), null))
    const cur = get().applied
    if (next.fontFamily !== cur.fontFamily || next.fontSize !== cur.fontSize) set({ applied: next })
  },
  save: (fileName, s) => {
    const clean = readFontSettings(s)
    set({ applied: clean })
    if (!hasConsent()) return false
    writePref(fontSettingsKey(fileName), clean)
    return true
  },
}))
