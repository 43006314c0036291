import { Workbox } from 'workbox-window'
import { toast } from '../../../app/toast-store'
import { saveLocalCopyNow } from '../../../project'

/** What the update offer needs from workbox-window's `Workbox`. */
export interface UpdatableWorker {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void
  messageSkipWaiting(): void
}

/**
 * A new version waits until the writer chooses 'Reload to update': it is never swapped in under
 * someone who is writing. Pressing it writes the local copy, lets the new version take over, and
 * reloads once it has.
 */
export function offerUpdates(wb: UpdatableWorker, io: { save: () => Promise<unknown>; reload: () => void }): void {
  wb.addEventListener('waiting', () =>
    toast({
      title: 'A new version of Nightwriter is ready',
      description: 'Your work is kept. Reload when it suits you.',
      durationMs: 60 * 60 * 1000,
      action: {
        label: 'Reload to update',
        run: () => {
          wb.addEventListener('controlling', io.reload)
          void io
            .save()
            .catch(() => {})
            .finally(() => wb.messageSkipWaiting())
        },
      },
    }),
  )
}

/** Registers the service worker that keeps the app usable offline (built app only). */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  offerUpdates(wb, { save: saveLocalCopyNow, reload: () => window.location.reload() })
  // Registered after the page has loaded, so caching the app never competes with opening it.
  const start = () => void wb.register().catch(() => {})
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
