import { describe, expect, it } from 'vitest'
import { chunkLimits, newRateWindow, runChunks } from './chunk-runner'
import { analysisText, prepareEvaluation, type Preparation } from '../../../ai/analysis/chunking'
import { generateScript } from '../../../../bench/generate-script'

const tick = () => new Promise((r) => setTimeout(r, 1))

describe('runChunks', () => {
  it('runs at most `concurrency` sections at once and keeps their order', async () => {
    let inFlight = 0
    let peak = 0
    const r = await runChunks(
      10,
      async (i) => {
        inFlight++
        peak = Math.max(peak, inFlight)
        await tick()
        inFlight--
        return i * 2
      },
      { concurrency: 3, perMinute: 1000 },
    )
    expect(peak).toBe(3)
    expect(r.map((x) => (x.ok ? x.value : null))).toEqual([0, 2, 4, 6, 8, 10, 12, 14, 16, 18])
  })

  it('retries a failing section once, then reports it without losing the others', async () => {
    const tries = new Map<number, number>()
    const progress: number[] = []
    const r = await runChunks(
      4,
      async (i) => {
        tries.set(i, (tries.get(i) ?? 0) + 1)
        if (i === 1) throw new Error('always')
        if (i === 2 && tries.get(i) === 1) throw new Error('once')
        return `ok${i}`
      },
      { concurrency: 2, perMinute: 1000, onProgress: (d) => progress.push(d) },
    )
    expect(r.map((x) => x.ok)).toEqual([true, false, true, true])
    expect(tries.get(1)).toBe(2)
    expect(tries.get(2)).toBe(2)
    expect(r[2]).toEqual({ ok: true, value: 'ok2' })
    expect(progress).toEqual([1, 2, 3, 4])
  })

  it('never starts more than the per-minute allowance inside a minute, and pauses everyone after a rate limit', async () => {
    let clock = 0
    const startedAt: number[] = []
    const sleeps: number[] = []
    let limited = false
    await runChunks(
      5,
      async (i) => {
        startedAt.push(clock)
        if (i === 0 && !limited) {
          limited = true
          throw Object.assign(new Error('429'), { pause: 5000 })
        }
        return i
      },
      {
        concurrency: 5,
        perMinute: 3,
        now: () => clock,
        sleep: async (ms) => {
          sleeps.push(ms)
          clock += ms
        },
        pauseFor: (e) => (e as { pause?: number }).pause,
      },
    )
    // Two start at once; the first is told to wait 5 s, so the third waits that out; the fourth waits for the minute.
    expect(startedAt.slice(0, 3)).toEqual([0, 0, 5000])
    expect(startedAt.slice(3).every((t) => t >= 60_000)).toBe(true)
    for (const t of startedAt) expect(startedAt.filter((u) => u >= t && u < t + 60_000).length).toBeLessThanOrEqual(3)
    expect(startedAt).toHaveLength(6)
  })

  it('two runs sharing a window keep to one allowance between them', async () => {
    let clock = 0
    const startedAt: number[] = []
    const window = newRateWindow()
    const opts = { concurrency: 4, perMinute: 4, window, now: () => clock, sleep: async (ms: number) => void (clock += ms) }
    await runChunks(3, async () => void startedAt.push(clock), opts)
    await runChunks(3, async () => void startedAt.push(clock), opts)
    expect(startedAt).toEqual([0, 0, 0, 0, 60_000, 60_000])
  })

  it('stops starting sections after a fatal error (a bad key)', async () => {
    let calls = 0
    const r = await runChunks(
      6,
      async () => {
        calls++
        throw new Error('bad key')
      },
      { concurrency: 1, perMinute: 100, isFatal: () => true },
    )
    expect(calls).toBe(1)
    expect(r.every((x) => !x.ok)).toBe(true)
  })

  it('gives a few at a time within the tier', () => {
    expect(chunkLimits('gemini-2.5-flash', 'free')).toEqual({ concurrency: 3, perMinute: 10 })
    expect(chunkLimits('gemini-2.5-flash', 'paid')).toEqual({ concurrency: 10, perMinute: 1000 })
  })

  it('a 120-page free-tier evaluation asks every section of its first category or step at once, so its result comes after one round of answers', () => {
    const text = analysisText(generateScript(120))
    const { concurrency, perMinute } = chunkLimits('gemini-2.5-flash', 'free')
    const count = (p: Preparation) => (p.kind === 'chunked' ? p.chunks.length : 1)
    for (const limitCheck of [false, true]) {
      const free = count(prepareEvaluation(text, { freeTier: true, limitCheck }))
      const usual = count(prepareEvaluation(text, { freeTier: false, limitCheck }))
      expect(free).toBeGreaterThan(1)
      expect(free).toBeLessThanOrEqual(concurrency)
      // The usual sections would take several rounds of answers, and a whole minute's allowance.
      expect(usual).toBeGreaterThan(2 * concurrency)
      expect(usual).toBeGreaterThanOrEqual(perMinute)
    }
  })
})
