import { create } from 'zustand'
import type { FormatError } from '../../../../screenplay/format-check'

/** What the Format Checker popup shows. */
export type FormatCheckView =
  | { kind: 'closed' }
  | { kind: 'error'; error: FormatError }
  | { kind: 'fixed'; error: FormatError; changedTo: string }
  | { kind: 'complete' }

export const useFormatCheck = create<{ view: FormatCheckView; setView: (v: FormatCheckView) => void }>((set) => ({
  view: { kind: 'closed' },
  setView: (view) => set({ view }),
}))
