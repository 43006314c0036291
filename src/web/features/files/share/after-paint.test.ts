import { afterEach, describe, expect, it, vi } from 'vitest'
import * as Y from 'yjs'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { holdUntilPainted } from './after-paint'

afterEach(() => void vi.useRealTimers())

describe('changes handed on after the frame is painted', () => {
  it('holds a burst of changes, hands them on merged and in order, and keeps sources apart', () => {
    vi.useFakeTimers()
    const ydoc = new Y.Doc()
    const got: { update: Uint8Array; origin: unknown }[] = []
    const handler = (update: Uint8Array, origin: unknown) => void got.push({ update, origin })
    ydoc.on('update', handler)
    const held = holdUntilPainted(ydoc, [handler])
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
    const held = holdUntilPainted(ydoc, [handler])
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

describe('the listeners held back', () => {
  it('are the ones the installed connection and device-copy libraries register for changes', () => {
    // The libraries register them in their constructors; if a version renames them, this says so.
    const read = (file: string) => readFileSync(fileURLToPath(import.meta.resolve(file)), 'utf8')
    expect(read('@hocuspocus/provider')).toContain('this.document.on("update", this.boundDocumentUpdateHandler)')
    expect(read('y-indexeddb')).toContain("doc.on('update', this._storeUpdate)")
  })
})
