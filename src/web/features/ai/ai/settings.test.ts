import { describe, expect, it } from 'vitest'
import { apiKeyError, parseStoredSettings, serializeSettings } from './settings'

describe('AI settings storage', () => {
  it('round-trips with the key obfuscated', () => {
    const raw = serializeSettings({ apiKey: ' AIzaSyABC123 ', model: 'gemini-2.5-pro', tier: 'paid' }, 42)
    expect(raw).not.toContain('AIzaSyABC123')
    expect(parseStoredSettings(raw)).toEqual({ apiKey: 'AIzaSyABC123', model: 'gemini-2.5-pro', tier: 'paid', tokenTotal: 42 })
  })
  it.each<[string, string | null]>([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['a number', '7'],
    ['null', 'null'],
  ])('%s → no settings', (_n, raw) => {
    expect(parseStoredSettings(raw)).toBeNull()
  })
  it('damaged fields fall back one by one', () => {
    expect(parseStoredSettings('{"apiKey":5,"model":"gpt-9","tier":"gold","tokenUsage":{"total":-3}}')).toEqual({
      apiKey: '',
      model: 'gemini-2.5-flash',
      tier: 'free',
      tokenTotal: 0,
    })
  })
  it.each<[string, string | null]>([
    ['', null],
    ['   ', null],
    ['AIzaSyOK', null],
    ['  AIzaSyOK  ', null],
    ['aizasy-lowercase', 'API key should start with "AIzaSy"'],
    ['sk-123', 'API key should start with "AIzaSy"'],
  ])('key %j → %j', (key, err) => {
    expect(apiKeyError(key)).toBe(err)
  })
})
