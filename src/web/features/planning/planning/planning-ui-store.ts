import { create } from 'zustand'

/** Which planning dialog is open (one at a time). */
export type PlanningDialog = 'concept' | 'theme' | 'characters' | 'locations' | null

export const usePlanningUi = create<{ open: PlanningDialog; show: (d: PlanningDialog) => void }>((set) => ({
  open: null,
  show: (open) => set({ open }),
}))
