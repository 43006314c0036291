import { describe, expect, it } from 'vitest'
import { abortableReader } from './abortable-read'

/** A body that gives one piece and then waits, as a model does between words; notes its cancel. */
function slowBody() {
  const seen = { cancelled: false }
  const stream = new ReadableStream<string>({
    start(c) {
      c.enqueue('first words')
    },
    cancel() {
      seen.cancelled = true
    },
  })
  return { stream, seen }
}

describe('abortableReader', () => {
  it('reads pieces as they come', async () => {
    const { stream } = slowBody()
    const reader = abortableReader(stream, new AbortController().signal)
    expect(await reader.read()).toEqual({ done: false, value: 'first words' })
    await reader.release()
  })

  it('an abort while waiting for the next piece fails the read with its reason and cancels the body', async () => {
    const { stream, seen } = slowBody()
    const stop = new AbortController()
    const reader = abortableReader(stream, stop.signal)
    await reader.read()
    const next = reader.read()
    stop.abort(new DOMException('The client went away', 'AbortError'))
    await expect(next).rejects.toMatchObject({ name: 'AbortError', message: 'The client went away' })
    expect(seen.cancelled).toBe(true)
  })

  it('an abort between reads fails the next read', async () => {
    const { stream, seen } = slowBody()
    const stop = new AbortController()
    const reader = abortableReader(stream, stop.signal)
    stop.abort()
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' })
    expect(seen.cancelled).toBe(true)
  })

  it('an already aborted signal never reads', async () => {
    const { stream, seen } = slowBody()
    const reader = abortableReader(stream, AbortSignal.abort())
    await expect(reader.read()).rejects.toMatchObject({ name: 'AbortError' })
    expect(seen.cancelled).toBe(true)
  })

  it('release cancels the body and stops listening', async () => {
    const { stream, seen } = slowBody()
    const stop = new AbortController()
    const reader = abortableReader(stream, stop.signal)
    await reader.release()
    expect(seen.cancelled).toBe(true)
    stop.abort()
  })
})
