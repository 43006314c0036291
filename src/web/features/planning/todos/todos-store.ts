import { create } from 'zustand'

/** Whether the To-Do List panel is open, and collapsed to its header. Its tasks live in the project. */
export const useTodoPanel = create<{ open: boolean; collapsed: boolean; setOpen: (open: boolean) => void; setCollapsed: (c: boolean) => void }>((set) => ({
  open: false,
  collapsed: false,
  setOpen: (open) => set({ open, collapsed: false }),
  setCollapsed: (collapsed) => set({ collapsed }),
}))

export function toggleTodoPanel(): void {
  const s = useTodoPanel.getState()
  s.setOpen(!s.open)
}
