import { describe, expect, it } from 'vitest'
import { useToasts } from '../../../app/toast-store'
import { offerUpdates, type UpdatableWorker } from './service-worker'

/** A stand-in for workbox-window's Workbox: events fired by hand, skip-waiting recorded. */
function worker() {
  const listeners: Record<string, (() => void)[]> = {}
  const log: string[] = []
  const wb: UpdatableWorker & { fire: (t: string) => void } = {
    addEventListener: (t, l) => void (listeners[t] ??= []).push(l),
    messageSkipWaiting: () => void log.push('skip-waiting'),
    fire: (t) => listeners[t]?.forEach((l) => l()),
  }
  return { wb, log }
}

describe('a new version of the app', () => {
  it('is offered, not swapped in: nothing happens until the writer presses Reload to update', async () => {
    const { wb, log } = worker()
    offerUpdates(wb, { save: async () => void log.push('saved'), reload: () => void log.push('reloaded') })
    wb.fire('waiting')
    const t = useToasts.getState().current!
    expect(t.title).toBe('A new version of Nightwriter is ready')
    expect(t.action?.label).toBe('Reload to update')
    expect(log).toEqual([])
    wb.fire('controlling')
    expect(log).toEqual([])

    t.action!.run()
    await new Promise((r) => setTimeout(r, 0))
    // The local copy first, then the new version takes over, and only then the page reloads.
    expect(log).toEqual(['saved', 'skip-waiting'])
    wb.fire('controlling')
    expect(log).toEqual(['saved', 'skip-waiting', 'reloaded'])
  })

  it('still updates when the local save fails', async () => {
    const { wb, log } = worker()
    offerUpdates(wb, { save: () => Promise.reject(new Error('quota')), reload: () => void log.push('reloaded') })
    wb.fire('waiting')
    useToasts.getState().current!.action!.run()
    await new Promise((r) => setTimeout(r, 0))
    expect(log).toEqual(['skip-waiting'])
  })
})
