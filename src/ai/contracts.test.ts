import { describe, expect, it } from 'vitest'
import { AiCommandRequestSchema, SimpleAiRequestSchema, describeIssues } from './contracts'

const ok = { prompt: 'p', apiKey: 'AIzaSyX', model: 'gemini-2.5-flash' }

describe('request schemas', () => {
  it('strip unknown fields, so nothing extra reaches the gateway', () => {
    const r = SimpleAiRequestSchema.parse({ ...ok, baseUrl: 'http://evil', httpOptions: { baseUrl: 'x' } })
    expect(r).toEqual(ok)
  })
  it('trim the key', () => {
    expect(SimpleAiRequestSchema.parse({ ...ok, apiKey: '  AIzaSyX \n' }).apiKey).toBe('AIzaSyX')
  })
  it.each<[string, unknown, string]>([
    ['missing prompt', { apiKey: 'k', model: 'gemini-2.5-flash' }, 'prompt: prompt is required'],
    ['number prompt', { ...ok, prompt: 1 }, 'prompt: prompt must be a string'],
    ['key with a space inside', { ...ok, apiKey: 'AIza Sy' }, 'apiKey: apiKey contains characters a key cannot have'],
    ['model path', { ...ok, model: '../x' }, 'model: model must be one of'],
  ])('%s', (_n, body, msg) => {
    const r = SimpleAiRequestSchema.safeParse(body)
    expect(r.success).toBe(false)
    expect(describeIssues(r.error!.issues)).toContain(msg)
  })
  it('commands needing text refuse blank text; the others accept it', () => {
    const base = { apiKey: 'k', model: 'gemini-2.5-flash' }
    for (const c of ['define', 'synonym', 'rhymes', 'period', 'ask-ai']) expect(AiCommandRequestSchema.safeParse({ ...base, command: c, query: ' ' }).success, c).toBe(false)
    for (const c of ['character', 'location', 'action']) expect(AiCommandRequestSchema.safeParse({ ...base, command: c, query: '' }).success, c).toBe(true)
  })
})
