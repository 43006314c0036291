import { create } from 'zustand'
import type { EditorElementType } from '../../../../screenplay/model'

/** What the right-click found: where, on which block, which word, and the selection to act on. */
export interface MenuTarget {
  x: number
  y: number
  elementType: EditorElementType | null
  /** The lookup word: the selected term, or the word at the cursor. */
  word: string | null
  hasSelection: boolean
  selection: { from: number; to: number }
  /** The block's position and size, for the AI actions' context. */
  block: { pos: number; size: number } | null
}

export const useContextMenu = create<{ target: MenuTarget | null; open: (t: MenuTarget) => void; close: () => void }>((set) => ({
  target: null,
  open: (target) => set({ target }),
  close: () => set({ target: null }),
}))
