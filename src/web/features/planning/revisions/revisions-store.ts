import { create } from 'zustand'

/** The Revisions panel and its two dialogs. The revisions themselves live in the project. */
interface RevisionsUi {
  open: boolean
  /** The revision shown in Compare with Current. */
  compareId: string | null
  /** The revision waiting for the writer to confirm Restore. */
  restoreId: string | null
  confirmClear: boolean
  set: (s: Partial<Omit<RevisionsUi, 'set'>>) => void
}

export const useRevisionsUi = create<RevisionsUi>((set) => ({
  open: false,
  compareId: null,
  restoreId: null,
  confirmClear: false,
  set: (s) => set(s),
}))

export function toggleRevisionsPanel(): void {
  const s = useRevisionsUi.getState()
  s.set({ open: !s.open })
}
