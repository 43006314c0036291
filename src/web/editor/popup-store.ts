import { create } from 'zustand'

/**
 * Only one suggestion popup shows at a time, and typing '/' suppresses the others.
 * Every popup (slash commands, autocomplete, spell-check suggestions) asks here before it opens.
 */
export type PopupKind = 'slash' | 'autocomplete' | 'spell'

interface PopupState {
  active: PopupKind | null
  /** Claims the popup slot; false when another popup holds it (slash always wins). */
  claim: (kind: PopupKind) => boolean
  release: (kind: PopupKind) => void
}

export const usePopups = create<PopupState>((set, get) => ({
  active: null,
  claim: (kind) => {
    const cur = get().active
    if (cur === kind) return true
    if (cur === 'slash' && kind !== 'slash') return false
    set({ active: kind })
    return true
  },
  release: (kind) => {
    if (get().active === kind) set({ active: null })
  },
}))
