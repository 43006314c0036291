import { create } from 'zustand'
import type { SlashCommand } from './commands'

/** The open slash list: what the plugin found, for the React popup to draw. */
export interface SlashState {
  open: boolean
  query: string
  items: SlashCommand[]
  index: number
  /** Viewport coordinates of the slash. */
  at: { left: number; top: number; bottom: number } | null
  set: (patch: Partial<Omit<SlashState, 'set'>>) => void
}

export const useSlash = create<SlashState>((set) => ({
  open: false,
  query: '',
  items: [],
  index: 0,
  at: null,
  set: (patch) => set(patch),
}))
