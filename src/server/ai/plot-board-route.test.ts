import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createApp } from '../app'
import { readConfig } from '../config'
import { startFakeGemini, type FakeGemini } from '../../../tests/fakes/fake-gemini'
import { PLOT_BOARD_TEMPLATES } from '../../project/plot-board'

/** The plot-board customization endpoint through the real gateway against the fake Gemini. */
const KEY = 'AIzaSyPLOT-board-key-0123456789abcdefgh'
let fake: FakeGemini
let app: ReturnType<typeof createApp>

beforeAll(async () => {
  fake = await startFakeGemini()
  const root = mkdtempSync(join(tmpdir(), 'nw-plot-static-'))
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>')
  app = createApp({ ...readConfig({}), staticRoot: root, geminiBaseUrl: fake.url })
})
afterAll(() => fake.close())
beforeEach(() => {
  fake.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

const template = PLOT_BOARD_TEMPLATES.find((t) => t.id === 'three-act-basic')!
const post = (body: unknown) => app.request('/api/ai-plot-board-customization', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const body = (over: Record<string, unknown> = {}) => ({
  template,
  movieConcept: { movieIdea: 'A lighthouse keeper finds a message from her future self.', genres: ['Drama'] },
  themeStructure: null,
  characters: { characters: [{ id: 'c1', name: 'MARA', role: 'Protagonist' }] },
  locations: { locations: [{ id: 'l1', name: 'Lighthouse', type: 'Interior' }] },
  apiKey: KEY,
  ...over,
})

describe('POST /api/ai-plot-board-customization', () => {
  it('answers the model\'s beats and sends the template and the story to it', async () => {
    const beats = template.beats.map((b, i) => ({ title: `Mara ${i}`, synopsis: `Beat ${i} of Mara's story.`, structureRole: b.structureRole ?? '', characters: ['MARA'], location: 'Lighthouse' }))
    fake.addRule({ match: 'lighthouse keeper', reply: { kind: 'json', value: { beats } } })
    const res = await post(body())
    expect(res.status).toBe(200)
    const json = (await res.json()) as { beats: { title: string }[] }
    expect(json.beats.map((b) => b.title)).toEqual(beats.map((b) => b.title))
    const sent = fake.requests.at(-1)!
    expect(sent.prompt).toContain('Return exactly 8 beats')
    expect(sent.prompt).toContain('"Opening Image"')
    expect(sent.prompt).toContain('name: MARA')
    expect(sent.body).toContain('responseJsonSchema')
  })

  it('rejects a request without a template, naming the field', async () => {
    const res = await post(body({ template: undefined }))
    expect(res.status).toBe(400)
    expect(((await res.json()) as { error: string }).error).toMatch(/template/)
    expect(fake.requests.length).toBe(0)
  })

  it('reports an answer of the wrong shape as an error, not as beats', async () => {
    fake.addRule({ match: 'lighthouse keeper', reply: { kind: 'json', value: { scenes: [] } } })
    const res = await post(body())
    expect(res.status).toBeGreaterThanOrEqual(500)
    expect(((await res.json()) as { beats?: unknown }).beats).toBeUndefined()
  })
})
