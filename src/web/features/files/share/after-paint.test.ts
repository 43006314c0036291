import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterNextPaint, afterPaintEvery, holdUntilPainted } from './after-paint'
import { idleAfter } from '../../../../../tests/support/idle-page'

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('changes handed on after the frame is painted', () => {
  it('holds a burst of changes, hands them on merged and in order, and keeps sources apart', () => {
    vi.useFakeTimers()
    const ydoc = new Y.Doc()
    const got: { update: Uint8Array; origin: unknown }[] = []
    const handler = (update: Uint8Array, origin: unknown) => void got.push({ update, origin })
    ydoc.on('update', handler)
    const held = holdUntilPainted(ydoc, [{ handle: handler, everyMs: 0 }])
    const text = ydoc.getText('t')
    ydoc.transact(() => text.insert(0, 'Rain'), 'me')
    ydoc.transact(() => text.insert(4, ' falls'), 'me')
    const partner = new Y.Doc()
    partner.getText('t').insert(0, '!')
    Y.applyUpdate(ydoc, Y.encodeStateAsUpdate(partner, Y.encodeStateVector(ydoc)), 'server')
    ydoc.transact(() => text.insert(0, '>'), 'me')
    // Nothing handed on yet: the doc itself has every change.
    expect(got).toEqual([])
    expect(text.toString()).toContain('Rain falls')
    vi.advanceTimersByTime(100)
    expect(got.map((g) => g.origin)).toEqual(['me', 'server', 'me'])
    // What was handed on rebuilds the same document elsewhere.
    const copy = new Y.Doc()
    for (const g of got) Y.applyUpdate(copy, g.update)
    expect(copy.getText('t').toString()).toBe(text.toString())
    held.stop()
  })

  it('flush hands on at once; stop gives the handlers back their place', () => {
    vi.useFakeTimers()
    const ydoc = new Y.Doc()
    const handler = vi.fn()
    ydoc.on('update', handler)
    const held = holdUntilPainted(ydoc, [{ handle: handler, everyMs: 0 }])
    ydoc.getText('t').insert(0, 'a')
    expect(handler).not.toHaveBeenCalled()
    held.flush()
    expect(handler).toHaveBeenCalledTimes(1)
    ydoc.getText('t').insert(0, 'b')
    held.stop()
    expect(handler).toHaveBeenCalledTimes(2)
    ydoc.getText('t').insert(0, 'c')
    // Back among the doc's listeners: called in the change itself.
    expect(handler).toHaveBeenCalledTimes(3)
    vi.advanceTimersByTime(200)
    expect(handler).toHaveBeenCalledTimes(3)
  })
})

describe('how often each listener is handed the changes', () => {
  it('hands a fast typist\'s keys on a few at a time, each listener at its own pace', () => {
    idleAfter(16)
    const ydoc = new Y.Doc()
    const sent: string[] = []
    const kept: string[] = []
    const text = ydoc.getText('t')
    const copyOf = (into: string[]) => {
      const copy = new Y.Doc()
      return (update: Uint8Array) => {
        Y.applyUpdate(copy, update)
        into.push(copy.getText('t').toString())
      }
    }
    const held = holdUntilPainted(ydoc, [
      { handle: copyOf(sent), everyMs: 100 },
      { handle: copyOf(kept), everyMs: 500 },
    ])
    // A key every 40 ms for 1.2 s.
    const typed = 'The rain keeps on falling.'.slice(0, 30)
    for (let i = 0; i < typed.length; i++) {
      text.insert(i, typed[i])
      vi.advanceTimersByTime(40)
    }
    vi.advanceTimersByTime(1000)
    // The first key goes on its own, then at most one message each 100 ms (and the copy each 500 ms).
    expect(sent[0]).toBe('T')
    expect(sent.length).toBeGreaterThanOrEqual(8)
    expect(sent.length).toBeLessThanOrEqual(12)
    expect(kept.length).toBeGreaterThanOrEqual(2)
    expect(kept.length).toBeLessThanOrEqual(4)
    // Nothing lost, nothing out of order: each hand-on is a longer prefix of what was typed, ending in all of it.
    for (const seen of [sent, kept]) {
      for (let i = 1; i < seen.length; i++) expect(seen[i].startsWith(seen[i - 1])).toBe(true)
      expect(seen[seen.length - 1]).toBe(typed)
    }
    held.stop()
  })

  it('a change after a quiet spell goes at once (after its frame), not after the interval', () => {
    vi.useFakeTimers()
    const ydoc = new Y.Doc()
    const handle = vi.fn()
    const held = holdUntilPainted(ydoc, [{ handle, everyMs: 100 }])
    ydoc.getText('t').insert(0, 'a')
    vi.advanceTimersByTime(100)
    expect(handle).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    ydoc.getText('t').insert(0, 'b')
    // The page is never idle here (a busy or hidden tab), so the fallback wait is the whole delay: the interval adds nothing.
    vi.advanceTimersByTime(49)
    expect(handle).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1)
    expect(handle).toHaveBeenCalledTimes(2)
    held.stop()
  })

  it('a change made once the frame is drawn (typing synced then) goes at once, without waiting again', () => {
    idleAfter(16)
    const ydoc = new Y.Doc()
    const handle = vi.fn()
    const held = holdUntilPainted(ydoc, [{ handle, everyMs: 100 }])
    afterNextPaint(() => {
      ydoc.getText('t').insert(0, 'a')
      expect(handle).toHaveBeenCalledTimes(1)
    })
    expect(handle).not.toHaveBeenCalled()
    vi.advanceTimersByTime(16)
    expect(handle).toHaveBeenCalledTimes(1)
    // Within the interval, the next one waits for its end.
    afterNextPaint(() => ydoc.getText('t').insert(0, 'b'))
    vi.advanceTimersByTime(16)
    expect(handle).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(84)
    expect(handle).toHaveBeenCalledTimes(2)
    held.stop()
  })
})

describe('the listeners held back', () => {
  it('are the ones the installed connection and device-copy libraries register for changes', () => {
    // The libraries register them in their constructors; if a version renames them, this says so.
    const read = (file: string) => readFileSync(fileURLToPath(import.meta.resolve(file)), 'utf8')
    expect(read('@hocuspocus/provider')).toContain('this.document.on("update", this.boundDocumentUpdateHandler)')
    expect(read('y-indexeddb')).toContain("doc.on('update', this._storeUpdate)")
  })
})

describe('work asked for by each keystroke, done after the paint at most every so often', () => {
  it('the first runs after its paint; the next no sooner than everyMs after the first was due, then after a paint', () => {
    idleAfter(5)
    const later = afterPaintEvery(100)
    const ran: number[] = []
    const t0 = performance.now()
    later(() => ran.push(performance.now() - t0))
    vi.advanceTimersByTime(5)
    expect(ran).toEqual([5])
    // Asked for 20 ms later: due at 0 + 100, and runs after the paint that follows.
    vi.advanceTimersByTime(15)
    later(() => ran.push(performance.now() - t0))
    vi.advanceTimersByTime(80)
    expect(ran).toHaveLength(1)
    vi.advanceTimersByTime(5)
    expect(ran).toEqual([5, 105])
    // Long after: at once after its paint again.
    vi.advanceTimersByTime(500)
    later(() => ran.push(performance.now() - t0))
    vi.advanceTimersByTime(5)
    expect(ran).toEqual([5, 105, 610])
  })

  it('a run kept waiting by a busy page does not make the next ones later and later', () => {
    // The page is never idle: each run waits for the fallback (50 ms) after it is due.
    vi.useFakeTimers()
    vi.stubGlobal('requestIdleCallback', () => 0)
    const later = afterPaintEvery(100)
    const lag: number[] = []
    // A co-writer's key every 126 ms, each asking for its sync.
    for (let k = 0; k < 8; k++) {
      const asked = performance.now()
      later(() => lag.push(performance.now() - asked))
      vi.advanceTimersByTime(126)
    }
    expect(lag).toEqual(Array(8).fill(50))
  })
})
