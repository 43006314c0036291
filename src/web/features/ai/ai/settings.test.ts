import { describe, expect, it } from 'vitest'
import { apiKeyError, baseUrlError, defaultSettings, emptyEndpoint, isUsable, parseStoredSettings, providerOf, serializeSettings } from './settings'

describe('AI settings storage', () => {
  it('round-trips with the key obfuscated', () => {
    const raw = serializeSettings({ apiKey: ' AIzaSyABC123 ', model: 'gemini-2.5-pro', tier: 'paid', provider: 'gemini', endpoint: emptyEndpoint() }, 42)
    expect(raw).not.toContain('AIzaSyABC123')
    expect(parseStoredSettings(raw)).toEqual({ apiKey: 'AIzaSyABC123', model: 'gemini-2.5-pro', tier: 'paid', provider: 'gemini', endpoint: emptyEndpoint(), tokenTotal: 42 })
  })
  it('keeps the chosen endpoint, its key obfuscated like the Gemini key', () => {
    const endpoint = { baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: 'sk-local-secret' }
    const raw = serializeSettings({ apiKey: '', model: 'gemini-2.5-flash', tier: 'free', provider: 'openai-compatible', endpoint }, 0)
    expect(raw).not.toContain('sk-local-secret')
    const back = parseStoredSettings(raw)!
    expect(back).toMatchObject({ provider: 'openai-compatible', endpoint })
    expect(providerOf(back)).toEqual({ kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llama3.1', apiKey: 'sk-local-secret' })
    expect(isUsable(back)).toBe(true)
  })
  it('an endpoint without an address or a model is not usable, and Gemini needs its key', () => {
    const s = { ...defaultSettings(), provider: 'openai-compatible' as const, endpoint: { baseUrl: 'http://127.0.0.1:11434/v1/', model: ' ', apiKey: '' } }
    expect(providerOf(s)).toBeNull()
    expect(isUsable(s)).toBe(false)
    expect(providerOf({ ...s, endpoint: { ...s.endpoint, model: 'm' } })).toEqual({ kind: 'openai-compatible', baseUrl: 'http://127.0.0.1:11434/v1', model: 'm' })
    expect(isUsable(defaultSettings())).toBe(false)
    expect(isUsable({ ...defaultSettings(), apiKey: 'AIzaSyX' })).toBe(true)
    expect(baseUrlError('ftp://x')).not.toBeNull()
    expect(baseUrlError('http://127.0.0.1:1234/v1')).toBeNull()
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
      provider: 'gemini',
      endpoint: emptyEndpoint(),
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
