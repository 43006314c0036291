import { describe, expect, it } from 'vitest'
import {
  FALLBACK_WAIT_MS,
  LOG_WINDOW_MS,
  checkRateLimit,
  formatWait,
  minuteWaitMs,
  parseLog,
  pruneLog,
  recordRequest,
  usageFor,
  type RateLimitLogEntry,
} from './rate-limits'
import { MODELS, RATE_LIMITS, isModelAvailable, type ModelId, type Tier } from './models'

const NOW = 1_700_000_000_000
const FLASH: ModelId = 'gemini-2.5-flash'
const LITE: ModelId = 'gemini-2.5-flash-lite-preview-06-17'
const entries = (model: string, agesMs: number[]): RateLimitLogEntry[] => agesMs.map((age) => ({ timestamp: NOW - age, model }))
const times = (n: number, ageMs: number) => Array.from({ length: n }, () => ageMs)

describe('model availability', () => {
  it.each<[ModelId, Tier, boolean]>([
    ['gemini-2.5-pro', 'free', false],
    ['gemini-2.5-pro', 'paid', true],
    ['gemini-2.5-flash', 'free', true],
    ['gemini-2.5-flash', 'paid', true],
    [LITE, 'free', true],
    [LITE, 'paid', true],
  ])('%s on %s → %s', (model, tier, available) => {
    expect(isModelAvailable(model, tier)).toBe(available)
  })
  it('has the exact limits of the table', () => {
    expect(RATE_LIMITS).toEqual({
      'gemini-2.5-pro': { free: { rpm: 0, rpd: 0 }, paid: { rpm: 150, rpd: 1000 } },
      'gemini-2.5-flash': { free: { rpm: 10, rpd: 500 }, paid: { rpm: 1000, rpd: 1000 } },
      [LITE]: { free: { rpm: 15, rpd: 500 }, paid: { rpm: 4000, rpd: 40000 } },
    })
    expect(MODELS.map((m) => m.id)).toEqual(Object.keys(RATE_LIMITS))
  })
})

describe('checkRateLimit', () => {
  it.each<[string, RateLimitLogEntry[], ModelId, Tier, ReturnType<typeof checkRateLimit>]>([
    ['empty log', [], FLASH, 'free', { allowed: true }],
    ['9 of 10 per minute', entries(FLASH, times(9, 1000)), FLASH, 'free', { allowed: true }],
    ['10 of 10 per minute: wait for the oldest to leave', entries(FLASH, [...times(9, 1000), 20_000]), FLASH, 'free', { allowed: false, reason: 'rpm_exceeded', waitTimeMs: 40_000 }],
    ['the same 10 on the paid tier', entries(FLASH, times(10, 1000)), FLASH, 'paid', { allowed: true }],
    ['other models do not count', entries(LITE, times(30, 1000)), FLASH, 'free', { allowed: true }],
    ['entries a minute old leave the minute window', entries(FLASH, times(10, 60_000)), FLASH, 'free', { allowed: true }],
    ['500 today hits the daily limit first', entries(FLASH, times(500, 2 * 3600_000)), FLASH, 'free', { allowed: false, reason: 'rpd_exceeded', waitTimeMs: LOG_WINDOW_MS - 2 * 3600_000 }],
    ['500 older than a day do not count', entries(FLASH, times(500, LOG_WINDOW_MS + 1)), FLASH, 'free', { allowed: true }],
    ['pro on free is unavailable', [], 'gemini-2.5-pro', 'free', { allowed: false, reason: 'model_unavailable', waitTimeMs: 0 }],
    ['lite allows 15 a minute', entries(LITE, times(14, 5000)), LITE, 'free', { allowed: true }],
    ['lite blocks the 16th', entries(LITE, times(15, 5000)), LITE, 'free', { allowed: false, reason: 'rpm_exceeded', waitTimeMs: 55_000 }],
  ])('%s', (_name, log, model, tier, expected) => {
    expect(checkRateLimit(log, model, tier, NOW)).toEqual(expected)
  })
})

describe('the wait formula: oldest entry + 60 s − now, fallback 60 s', () => {
  it.each<[string, RateLimitLogEntry[], number]>([
    ['no entries in the minute → fallback', [], FALLBACK_WAIT_MS],
    ['only old entries → fallback', entries(FLASH, [61_000, 3600_000]), FALLBACK_WAIT_MS],
    ['oldest 59 s ago → 1 s', entries(FLASH, [59_000, 10_000]), 1000],
    ['oldest just now → 60 s', entries(FLASH, [0]), 60_000],
    ['entries of another model are ignored', [...entries(LITE, [50_000]), ...entries(FLASH, [5000])], 55_000],
    ['future entries (clock changes) are ignored', entries(FLASH, [-5000, 30_000]), 30_000],
  ])('%s', (_name, log, wait) => {
    expect(minuteWaitMs(log, FLASH, NOW)).toBe(wait)
  })
})

describe('the 24 h log', () => {
  it('pruning keeps entries younger than 24 h and drops older, future and broken ones', () => {
    const log = [...entries(FLASH, [0, 1000, LOG_WINDOW_MS - 1, LOG_WINDOW_MS, LOG_WINDOW_MS + 5, -10]), { timestamp: NaN, model: FLASH }]
    expect(pruneLog(log, NOW).map((e) => NOW - e.timestamp)).toEqual([0, 1000, LOG_WINDOW_MS - 1])
  })
  it('recording appends and prunes, so the log never holds more than a day', () => {
    const log = recordRequest(entries(FLASH, [LOG_WINDOW_MS + 1, 500]), LITE, NOW)
    expect(log).toEqual([{ timestamp: NOW - 500, model: FLASH }, { timestamp: NOW, model: LITE }])
  })
  it('usage counts the minute and the day per model', () => {
    const log = [...entries(FLASH, [1000, 59_999, 60_000, 3600_000, LOG_WINDOW_MS]), ...entries(LITE, [1000])]
    expect(usageFor(log, FLASH, NOW)).toEqual({ lastMinute: 2, lastDay: 4 })
  })
  it('reads a stored log defensively', () => {
    expect(parseLog('nope')).toEqual([])
    expect(parseLog(null)).toEqual([])
    expect(parseLog([{ timestamp: 5, model: 'm' }, { timestamp: '5', model: 'm' }, null, 7, { model: 'x' }])).toEqual([{ timestamp: 5, model: 'm' }])
  })
})

describe('formatWait: seconds, or minutes from 60 s', () => {
  it.each<[number, string]>([
    [0, '0 seconds'],
    [1, '1 second'],
    [1000, '1 second'],
    [1001, '2 seconds'],
    [59_000, '59 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [3600_000, '60 minutes'],
    [-5, '0 seconds'],
  ])('%d ms → %s', (ms, text) => {
    expect(formatWait(ms)).toBe(text)
  })
})
