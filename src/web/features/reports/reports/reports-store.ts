import { create } from 'zustand'
import type { ReportKind } from '../../../../screenplay/reports'

export const useReports = create<{ open: ReportKind | null; setOpen: (k: ReportKind | null) => void }>((set) => ({
  open: null,
  setOpen: (open) => set({ open }),
}))
