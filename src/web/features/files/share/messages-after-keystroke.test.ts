import { afterEach, describe, expect, it, vi } from 'vitest'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { messagesAfterKeystroke } from './messages-after-keystroke'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** Fake time, and a page that is idle again `ms` after a change (its frame drawn). */
function idleAfter(ms: number): void {
  vi.useFakeTimers()
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => setTimeout(cb, ms))
}

const message = (data: string) => ({ data }) as MessageEvent

describe("the server's messages while this writer types", () => {
  it('are taken at once while the writer is not typing', () => {
    const taken: string[] = []
    const taker = { onMessage: (e: MessageEvent) => void taken.push(e.data) }
    messagesAfterKeystroke(taker, () => false, () => {})
    taker.onMessage(message('a'))
    expect(taken).toEqual(['a'])
  })

  it('wait while a keystroke is on its way to the screen, then go in order after the writer’s own change', () => {
    // The page is idle again 10 ms after the keystroke (its frame drawn).
    idleAfter(10)
    const log: string[] = []
    let typing = true
    const taker = { onMessage: (e: MessageEvent) => void log.push(`took ${e.data}`) }
    messagesAfterKeystroke(taker, () => typing, () => {
      log.push('synced own change')
      typing = false
    })
    taker.onMessage(message('a'))
    taker.onMessage(message('b'))
    expect(log).toEqual([])
    vi.advanceTimersByTime(10)
    expect(log).toEqual(['synced own change', 'took a', 'took b'])
    taker.onMessage(message('c'))
    expect(log.at(-1)).toBe('took c')
  })

  it('a message arriving behind waiting ones waits too, even once typing stopped: the order holds', () => {
    idleAfter(10)
    const taken: string[] = []
    let typing = true
    const taker = { onMessage: (e: MessageEvent) => void taken.push(e.data) }
    const held = messagesAfterKeystroke(taker, () => typing, () => {})
    taker.onMessage(message('a'))
    typing = false
    taker.onMessage(message('b'))
    expect(taken).toEqual([])
    held.stop()
    expect(taken).toEqual(['a', 'b'])
    // Stopped: taken as they come, by the connection's own handler.
    taker.onMessage(message('c'))
    expect(taken).toEqual(['a', 'b', 'c'])
  })

  it('one message that fails to apply holds back none after it', () => {
    idleAfter(10)
    const taken: string[] = []
    let typing = true
    const taker = {
      onMessage: (e: MessageEvent) => {
        if (e.data === 'bad') throw new Error('cannot apply')
        taken.push(e.data)
      },
    }
    const errors: unknown[] = []
    const queued = vi.spyOn(globalThis, 'queueMicrotask').mockImplementation((f) => void errors.push(f))
    messagesAfterKeystroke(taker, () => typing, () => {})
    taker.onMessage(message('bad'))
    taker.onMessage(message('a'))
    vi.advanceTimersByTime(10)
    expect(taken).toEqual(['a'])
    expect(errors).toHaveLength(1)
    // And the next keystroke's messages wait and arrive as before.
    taker.onMessage(message('b'))
    vi.advanceTimersByTime(10)
    expect(taken).toEqual(['a', 'b'])
    typing = false
    queued.mockRestore()
  })

  it('the connection library hands each message to the document’s provider through its onMessage', () => {
    // If a version hands messages on another way, this says so (messages would then not wait).
    const source = readFileSync(fileURLToPath(import.meta.resolve('@hocuspocus/provider')), 'utf8')
    expect(source).toMatch(/providerMap\.get\(documentName\)\)[^;]*\.onMessage\(event\)/)
  })
})
