import { create } from 'zustand'

/** One toast at a time (spec 000 §9): info 3 s, error 5 s. */
export interface Toast {
  id: number
  title: string
  description?: string
  variant: 'info' | 'error'
}

interface ToastState {
  current: Toast | null
  show: (t: Omit<Toast, 'id' | 'variant'> & { variant?: Toast['variant'] }) => void
  dismiss: () => void
}

let nextId = 1
let timer: ReturnType<typeof setTimeout> | undefined

export const useToasts = create<ToastState>((set) => ({
  current: null,
  show: (t) => {
    const toast: Toast = { id: nextId++, variant: t.variant ?? 'info', title: t.title, description: t.description }
    clearTimeout(timer)
    set({ current: toast })
    timer = setTimeout(() => set((s) => (s.current?.id === toast.id ? { current: null } : s)), toast.variant === 'error' ? 5000 : 3000)
  },
  dismiss: () => {
    clearTimeout(timer)
    set({ current: null })
  },
}))

export const toast = (t: Parameters<ToastState['show']>[0]) => useToasts.getState().show(t)
