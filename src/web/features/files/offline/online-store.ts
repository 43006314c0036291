import { create } from 'zustand'

/** Whether the browser has a network connection, kept current from its online/offline events. */
export const useOnline = create<{ online: boolean }>(() => ({ online: typeof navigator === 'undefined' ? true : navigator.onLine }))

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => useOnline.setState({ online: true }))
  window.addEventListener('offline', () => useOnline.setState({ online: false }))
}
