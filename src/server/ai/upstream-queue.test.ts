import { describe, expect, it } from 'vitest'
import { createUpstreamQueue, QueueFullError, QueueLeftError } from './upstream-queue'

const settle = () => new Promise((r) => setImmediate(r))

describe('the upstream queue', () => {
  it('grants at once below the cap, and makes the next caller wait for a freed slot', async () => {
    const q = createUpstreamQueue(2)
    const a = await q.acquire({})
    await q.acquire({})
    let third: (() => void) | undefined
    void q.acquire({}).then((r) => (third = r))
    await settle()
    expect(third).toBeUndefined()
    expect(q.waiting).toBe(1)
    a()
    await settle()
    expect(third).toBeTypeOf('function')
    expect(q.inFlight).toBe(2)
  })

  it('gives a freed slot to the run with the fewest calls in flight, so runs share the cap', async () => {
    const q = createUpstreamQueue(4)
    const big = { name: 'first run' }
    const late = { name: 'second run' }
    // The first run takes every slot and queues six more calls.
    const held = await Promise.all([1, 2, 3, 4].map(() => q.acquire(big)))
    const order: string[] = []
    const grants: (() => void)[] = []
    for (let i = 0; i < 6; i++) void q.acquire(big).then((r) => (order.push('first'), grants.push(r)))
    // A second run arrives later with four calls.
    for (let i = 0; i < 4; i++) void q.acquire(late).then((r) => (order.push('second'), grants.push(r)))
    await settle()
    // Two slots free: both go to the run that has none, although the first run asked earlier.
    held[0]()
    held[1]()
    await settle()
    expect(order).toEqual(['second', 'second'])
    // From then on the slots alternate: each run holds two of the four.
    held[2]()
    held[3]()
    await settle()
    expect(order).toEqual(['second', 'second', 'first', 'first'])
    grants[0]()
    await settle()
    expect(order.at(-1)).toBe('second')
  })

  it('a caller whose signal aborts leaves the queue and never gets a slot', async () => {
    const q = createUpstreamQueue(1)
    const hold = await q.acquire({})
    const leave = new AbortController()
    const quitter = q.acquire({}, leave.signal)
    let next: (() => void) | undefined
    void q.acquire({}).then((r) => (next = r))
    leave.abort()
    await expect(quitter).rejects.toBeInstanceOf(QueueLeftError)
    expect(q.waiting).toBe(1)
    hold()
    await settle()
    expect(next).toBeTypeOf('function')
    expect(q.inFlight).toBe(1)
  })

  it('refuses at once when already aborted, and when the waiting room is full', async () => {
    const q = createUpstreamQueue(1, 2)
    const gone = new AbortController()
    gone.abort()
    await expect(q.acquire({}, gone.signal)).rejects.toBeInstanceOf(QueueLeftError)
    await q.acquire({})
    void q.acquire({})
    void q.acquire({})
    await expect(q.acquire({})).rejects.toBeInstanceOf(QueueFullError)
    expect(q.waiting).toBe(2)
  })

  it('a release given twice frees one slot only', async () => {
    const q = createUpstreamQueue(2)
    const r = await q.acquire({})
    await q.acquire({})
    r()
    r()
    expect(q.inFlight).toBe(1)
  })
})
