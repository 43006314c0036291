import { Workbox } from 'workbox-window'
import { toast } from '../../app/toast-store'
import { saveLocalCopyNow } from '../../project'

/**
 * Registers the service worker that keeps the app usable offline. A new version waits until the
 * writer chooses 'Reload to update': it is never swapped in under someone who is writing.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return
  const wb = new Workbox('/sw.js', { scope: '/' })
  const offerUpdate = () =>
    toast({
      title: 'A new version of Nightwriter is ready',
      description: 'Your work is kept. Reload when it suits you.',
      durationMs: 60 * 60 * 1000,
      action: {
        label: 'Reload to update',
        run: () => {
          // Reload once the new version has taken over, after the local copy is written.
          wb.addEventListener('controlling', () => window.location.reload())
          void saveLocalCopyNow()
            .catch(() => {})
            .finally(() => wb.messageSkipWaiting())
        },
      },
    })
  wb.addEventListener('waiting', offerUpdate)
  // Registered after the page has loaded, so caching the app never competes with opening it.
  const start = () => void wb.register().catch(() => {})
  if (document.readyState === 'complete') start()
  else window.addEventListener('load', start, { once: true })
}
