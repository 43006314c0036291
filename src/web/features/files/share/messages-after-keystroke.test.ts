import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { messagesAfterKeystroke, TOGETHER_MS, WRITING_MS, type WriterAtWork } from './messages-after-keystroke'
import { idleAfter } from '../../../../../tests/support/idle-page'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const message = (data: string) => ({ data }) as MessageEvent

/** A writer whose keystroke is on its way while `typing()` says so, who last typed at `lastTyped()`. */
function writer(typing: () => boolean, beforeDrain: () => void = () => {}, over: Partial<WriterAtWork> = {}): WriterAtWork {
  return { typing, lastTyped: () => -Infinity, beforeDrain, together: (take) => take(), ...over }
}

describe("the server's messages while this writer types", () => {
  it('are taken at once while the writer is not typing', () => {
    const taken: string[] = []
    const taker = { onMessage: (e: MessageEvent) => void taken.push(e.data) }
    messagesAfterKeystroke(taker, writer(() => false))
    taker.onMessage(message('a'))
    expect(taken).toEqual(['a'])
  })

  it('wait while a keystroke is on its way to the screen, then go in order after the writer’s own change', () => {
    // The page is idle again 10 ms after the keystroke (its frame drawn).
    idleAfter(10)
    const log: string[] = []
    let typing = true
    const taker = { onMessage: (e: MessageEvent) => void log.push(`took ${e.data}`) }
    messagesAfterKeystroke(
      taker,
      writer(
        () => typing,
        () => {
          log.push('synced own change')
          typing = false
        },
      ),
    )
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
    const held = messagesAfterKeystroke(taker, writer(() => typing))
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
    messagesAfterKeystroke(taker, writer(() => typing))
    taker.onMessage(message('bad'))
    taker.onMessage(message('a'))
    vi.advanceTimersByTime(10)
    expect(taken).toEqual(['a'])
    expect(errors).toHaveLength(1)
    // And the next keystroke's messages wait and arrive as before (the writer still writing: at the interval's end).
    taker.onMessage(message('b'))
    vi.advanceTimersByTime(TOGETHER_MS + 10)
    expect(taken).toEqual(['a', 'b'])
    typing = false
    queued.mockRestore()
  })

  it('while the writer keeps writing, what arrives goes in every TOGETHER_MS, each batch as one change', () => {
    idleAfter(10)
    const log: string[] = []
    let lastTyped = performance.now()
    const taker = { onMessage: (e: MessageEvent) => void log.push(e.data) }
    messagesAfterKeystroke(taker, writer(() => false, () => log.push('sync'), { lastTyped: () => lastTyped, together: (take) => (log.push('['), take(), log.push(']')) }))
    // The first goes in once the frame is drawn.
    taker.onMessage(message('a'))
    vi.advanceTimersByTime(10)
    expect(log).toEqual(['sync', '[', 'a', ']'])
    // The writer types on; the next ones wait for the interval's end (and the paint after it), together.
    log.length = 0
    for (const m of ['b', 'c', 'd']) {
      lastTyped = performance.now()
      taker.onMessage(message(m))
      vi.advanceTimersByTime(50)
    }
    expect(log).toEqual([])
    vi.advanceTimersByTime(TOGETHER_MS - 150 + 10)
    expect(log).toEqual(['sync', '[', 'b', 'c', 'd', ']'])
    // Once the writer has paused for WRITING_MS, a message goes in at once.
    log.length = 0
    vi.advanceTimersByTime(WRITING_MS)
    taker.onMessage(message('e'))
    expect(log).toEqual(['e'])
  })

  it('a batch taken inside one transaction of the shared doc reaches its observers once, as the connection’s change', () => {
    idleAfter(10)
    const partner = new Y.Doc()
    const updates: Uint8Array[] = []
    partner.on('update', (u: Uint8Array) => void updates.push(u))
    for (const word of ['Rain ', 'falls ', 'hard.']) partner.getText('t').insert(partner.getText('t').length, word)
    const ydoc = new Y.Doc()
    const connection = { name: 'connection' }
    const seen: unknown[] = []
    ydoc.getText('t').observe((_e, tr) => void seen.push(tr.origin))
    const taker = { onMessage: (e: MessageEvent) => Y.applyUpdate(ydoc, e.data as Uint8Array, connection) }
    messagesAfterKeystroke(taker, writer(() => true, () => {}, { together: (take) => ydoc.transact(take, connection) }))
    for (const u of updates) taker.onMessage({ data: u } as MessageEvent)
    vi.advanceTimersByTime(10)
    expect(ydoc.getText('t').toString()).toBe('Rain falls hard.')
    expect(seen).toEqual([connection])
  })

  it('the connection library hands each message to the document’s provider through its onMessage', () => {
    // If a version hands messages on another way, this says so (messages would then not wait).
    const source = readFileSync(fileURLToPath(import.meta.resolve('@hocuspocus/provider')), 'utf8')
    expect(source).toMatch(/providerMap\.get\(documentName\)\)[^;]*\.onMessage\(event\)/)
  })
})
