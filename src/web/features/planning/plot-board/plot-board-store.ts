import { create } from 'zustand'

/** The dialogs the board opens, one at a time. */
export type BoardDialog =
  | { kind: 'create' }
  | { kind: 'beat'; beatId: string | null; actId: string }
  | { kind: 'act'; actId: string | null }
  | { kind: 'delete-act'; actId: string }
  | { kind: 'delete-beat'; beatId: string }
  | { kind: 'new-sequence' }
  | { kind: 'edit-sequence'; sequenceId: string }
  | { kind: 'link'; beatId: string }
  | { kind: 'delete-board' }

interface PlotBoardUi {
  open: boolean
  /** Minimised to its header, the script visible below. */
  collapsed: boolean
  /** Beats grouped per sequence, or one flat list per act. */
  grouped: boolean
  dialog: BoardDialog | null
  /** Counts changes to the script's scenes made from the board (links, new scenes), so it reads them again. */
  scenesVersion: number
  scenesChanged: () => void
  setOpen: (open: boolean) => void
  toggle: () => void
  setCollapsed: (collapsed: boolean) => void
  setGrouped: (grouped: boolean) => void
  openDialog: (d: BoardDialog) => void
  closeDialog: () => void
}

export const usePlotBoardUi = create<PlotBoardUi>((set, get) => ({
  open: false,
  collapsed: false,
  grouped: false,
  dialog: null,
  scenesVersion: 0,
  scenesChanged: () => set({ scenesVersion: get().scenesVersion + 1 }),
  setOpen: (open) => set({ open, collapsed: false, dialog: open ? get().dialog : null }),
  toggle: () => get().setOpen(!get().open),
  setCollapsed: (collapsed) => set({ collapsed }),
  setGrouped: (grouped) => set({ grouped }),
  openDialog: (dialog) => set({ dialog }),
  closeDialog: () => set({ dialog: null }),
}))
