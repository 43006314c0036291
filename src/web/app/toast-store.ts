import { create } from 'zustand'

/** One toast at a time: info 3 s, error 5 s. */
export interface Toast {
  id: number
  title: string
  description?: string
  variant: 'info' | 'error'
  /** A button in the toast (e.g. 'Sign In'); the toast closes when it is pressed. */
  action?: { label: string; run: () => void }
  /** Overrides the 3 s / 5 s default. */
  durationMs?: number
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
    const toast: Toast = { ...t, id: nextId++, variant: t.variant ?? 'info' }
    clearTimeout(timer)
    set({ current: toast })
    timer = setTimeout(() => set((s) => (s.current?.id === toast.id ? { current: null } : s)), toast.durationMs ?? (toast.variant === 'error' ? 5000 : 3000))
  },
  dismiss: () => {
    clearTimeout(timer)
    set({ current: null })
  },
}))

export const toast = (t: Parameters<ToastState['show']>[0]) => useToasts.getState().show(t)
