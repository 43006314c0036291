import { create } from 'zustand'
import type { SlashCommand } from './commands'

/** The command parameter dialog: which command, and where in the script its card goes. */
export const useCommandDialog = create<{
  command: SlashCommand | null
  pos: number
  open: (command: SlashCommand, pos: number) => void
  close: () => void
}>((set) => ({
  command: null,
  pos: 0,
  open: (command, pos) => set({ command, pos }),
  close: () => set({ command: null }),
}))
