import { vi } from 'vitest'

/**
 * Fake time, and a page that is idle again `ms` after a change (its frame drawn): what the
 * after-paint work of a shared document waits for.
 */
export function idleAfter(ms: number): void {
  vi.useFakeTimers()
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, ms))
}
