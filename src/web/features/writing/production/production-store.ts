import { create } from 'zustand'
import type { MarkDisplay } from '../../../../screenplay/production'

/**
 * How the writer is working on a production script in this window: whether changes are being
 * marked in the current revision set, and which marks show. The sets themselves, the current set
 * and the locks belong to the script (the document's `production`).
 */
interface ProductionUi {
  marking: boolean
  showMarks: MarkDisplay
  setMarking: (on: boolean) => void
  setShowMarks: (d: MarkDisplay) => void
}

export const useProductionUi = create<ProductionUi>((set) => ({
  marking: false,
  showMarks: 'all',
  setMarking: (marking) => set({ marking }),
  setShowMarks: (showMarks) => set({ showMarks }),
}))
