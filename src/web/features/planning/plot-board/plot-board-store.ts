import { create } from 'zustand'
import { defineDialog } from '../../../app/dialog-stack'

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

/** The board itself, and the one dialog it has open, on the app's one stack of dialogs. */
export const plotBoardPanel = defineDialog('plot-board')
export const boardDialog = defineDialog<BoardDialog>('plot-board-dialog')

/** How the board is shown (not whether: that is the stack's), and what it reads again. */
interface PlotBoardUi {
  /** Minimised to its header, the script visible below. */
  collapsed: boolean
  /** Beats grouped per sequence, or one flat list per act. */
  grouped: boolean
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
  collapsed: false,
  grouped: false,
  scenesVersion: 0,
  scenesChanged: () => set({ scenesVersion: get().scenesVersion + 1 }),
  setOpen: (open) => {
    set({ collapsed: false })
    if (open) plotBoardPanel.open()
    else {
      boardDialog.close()
      plotBoardPanel.close()
    }
  },
  toggle: () => get().setOpen(!plotBoardPanel.isOpen()),
  setCollapsed: (collapsed) => set({ collapsed }),
  setGrouped: (grouped) => set({ grouped }),
  openDialog: (dialog) => boardDialog.open(dialog),
  closeDialog: () => boardDialog.close(),
}))
