import { describe, expect, it } from 'vitest'
import { createSaveScheduler, type SchedulerTimers } from './save-scheduler'

/** A clock the test moves by hand; idle callbacks run at once when their time comes (an idle page). */
function fakeClock() {
  let now = 0
  let seq = 0
  const due = new Map<number, { at: number; fn: () => void }>()
  const timers: SchedulerTimers = {
    setTimeout: (fn, ms) => (due.set(++seq, { at: now + ms, fn }), seq),
    clearTimeout: (h) => void due.delete(h as number),
    whenIdle: (fn) => void due.set(++seq, { at: now, fn }),
  }
  const advance = async (ms: number) => {
    const end = now + ms
    for (;;) {
      const next = [...due.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
      if (!next) break
      due.delete(next[0])
      now = next[1].at
      next[1].fn()
      await Promise.resolve()
      await Promise.resolve()
    }
    now = end
  }
  return { timers, advance, now: () => now }
}

describe('the local save schedule', () => {
  it('saves within the deadline of the first change even while changes never stop', async () => {
    const clock = fakeClock()
    const saves: number[] = []
    const s = createSaveScheduler({ maxDelayMs: 1500, idleWindowMs: 400, timers: clock.timers, save: async () => void saves.push(clock.now()) })
    // A key every 100 ms for 8 s: a wait for silence would never save.
    for (let t = 0; t < 8000; t += 100) {
      s.notify()
      await clock.advance(100)
    }
    expect(saves.length).toBeGreaterThanOrEqual(5)
    // No change waits longer than the deadline: the gaps between saves stay within it.
    const gaps = saves.map((t, i) => t - (saves[i - 1] ?? 0))
    expect(Math.max(...gaps)).toBeLessThanOrEqual(1600)
  })

  it('saves once after a single change, and not again without one', async () => {
    const clock = fakeClock()
    let saves = 0
    const s = createSaveScheduler({ maxDelayMs: 1500, idleWindowMs: 400, timers: clock.timers, save: async () => void saves++ })
    s.notify()
    await clock.advance(1000)
    expect(saves).toBe(0)
    await clock.advance(600)
    expect(saves).toBe(1)
    await clock.advance(10_000)
    expect(saves).toBe(1)
    expect(s.pending()).toBe(false)
  })

  it('a change whose save is still being written is pending until the write is done', async () => {
    const clock = fakeClock()
    let release: () => void = () => {}
    const s = createSaveScheduler({ maxDelayMs: 1500, idleWindowMs: 400, timers: clock.timers, save: () => new Promise<void>((r) => (release = r)) })
    s.notify()
    await clock.advance(1500)
    // The save has started and nothing waits for another: a page going away now would lose the write.
    expect(s.pending()).toBe(true)
    release()
    await new Promise((r) => setTimeout(r, 0))
    expect(s.pending()).toBe(false)
  })

  it('a change during a slow save is saved by the next one', async () => {
    const clock = fakeClock()
    let release: () => void = () => {}
    let saves = 0
    const s = createSaveScheduler({
      maxDelayMs: 1500,
      idleWindowMs: 400,
      timers: clock.timers,
      save: () => (saves++, new Promise<void>((r) => (release = r))),
    })
    s.notify()
    await clock.advance(1500)
    expect(saves).toBe(1)
    s.notify()
    await clock.advance(1500)
    expect(saves).toBe(1) // the first is still writing
    release()
    await new Promise((r) => setTimeout(r, 0)) // the finished save's continuation runs
    await clock.advance(3000)
    expect(saves).toBe(2)
  })

  it('flush saves what is waiting at once; stop ends the schedule', async () => {
    const clock = fakeClock()
    let saves = 0
    const s = createSaveScheduler({ maxDelayMs: 1500, idleWindowMs: 400, timers: clock.timers, save: async () => void saves++ })
    s.notify()
    await s.flush()
    expect(saves).toBe(1)
    s.notify()
    s.stop()
    await clock.advance(5000)
    expect(saves).toBe(1)
  })
})
