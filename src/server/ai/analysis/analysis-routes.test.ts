import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { startFakeGemini, type FakeGemini } from '../../../../tests/fakes/fake-gemini'
import { startTestServer, type TestServer } from '../../../../tests/support/test-server'

/**
 * The analysis endpoints over real sockets: our server → @google/genai → the fake Gemini.
 * Un-scripted requests get placeholder answers filling the response schema, so every field the
 * browser reads can be checked; rules keyed on "SECTION n OF m" make one section misbehave.
 */
// A key per test: the server keeps one rate window per key, and each test starts with a fresh allowance.
let KEY = ''
let keys = 0
let fake: FakeGemini
let server: TestServer
let base = ''

beforeAll(async () => {
  fake = await startFakeGemini()
  server = await startTestServer(fake.url)
  base = server.base
})
afterAll(async () => {
  await server.close()
  await fake.close()
})
beforeEach(() => {
  KEY = `AIzaSyANALYSIS-test-key-${++keys}-0123456789abcdef`
  fake.reset()
  vi.spyOn(console, 'warn').mockImplementation(() => {})
})

/** An answer read field by field, as the browser reads it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

async function post(path: string, body: unknown, init: RequestInit = {}) {
  const r = await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...init })
  const text = await r.text()
  expect(text).not.toContain(KEY)
  return { status: r.status, json: JSON.parse(text) as Json }
}

const SCRIPT = 'SCENE 1: INT. KITCHEN - NIGHT\n\nMARA\nWhere is it?\n\nSCENE 2: EXT. YARD - DAY\n\nSnow falls.'
const ctx = { movieConcept: { title: 'Frost', genres: ['drama'], logline: 'A woman searches.' }, themeStructure: { primaryTheme: 'Loss' } }
const evalBody = (over: Record<string, unknown> = {}) => ({ screenplayContent: SCRIPT, ...ctx, charactersData: [{ name: 'MARA' }], locationsData: [], apiKey: KEY, ...over })
const toolBody = (over: Record<string, unknown> = {}) => ({ screenplay: SCRIPT, ...ctx, characters: [{ name: 'MARA' }], locations: [], apiKey: KEY, ...over })
const chunks3 = ['SCENE 1: INT. A - DAY\nOne.', 'SCENE 2: INT. B - DAY\nTwo.', 'SCENE 3: INT. C - DAY\nThree.']
const sceneChunks = [
  { startScene: 1, endScene: 1, scenes: [{ sceneNumber: 1, content: 'SCENE 1: INT. A - DAY\nOne.' }] },
  { startScene: 2, endScene: 3, scenes: [{ sceneNumber: 2, content: 'SCENE 2: INT. B - DAY\nTwo.' }, { sceneNumber: 3, content: 'SCENE 3: INT. C - DAY\nThree.' }] },
]

describe('plain analysis endpoints', () => {
  it('quantitative evaluation: one step asks for its category and answers result.<category> with every criterion', async () => {
    const r = await post('/api/quantitative-evaluation', evalBody({ step: 3 }))
    expect(r.status).toBe(200)
    expect(Object.keys(r.json.result)).toEqual(['dialogue'])
    expect(Object.keys(r.json.result.dialogue)).toEqual(['voice_and_distinctiveness', 'subtext_and_naturalism', 'exposition_handling'])
    expect(r.json.result.dialogue.exposition_handling).toMatchObject({ score: 1, question: expect.any(String), actionable_suggestions: expect.any(Array) })
    expect(fake.requests).toHaveLength(1)
    const sent = fake.requests[0]
    expect(sent.prompt).toContain('SCENE 2: EXT. YARD - DAY')
    expect(sent.prompt).toContain('"primaryTheme":"Loss"')
    expect(JSON.parse(sent.body).generationConfig.responseJsonSchema.required).toContain('subtext_and_naturalism')
  })

  it('qualitative analysis: result.<step> with its sections, repairing a wrongly nested character_journey_mapping', async () => {
    const journey = { protagonist_arc_and_motivation: 'Arc.', character_empathy_and_supporting_impact: 'Care.', actionable_suggestions: ['Raise the stakes'] }
    fake.addRule({
      match: 'step 1 of 3',
      reply: { kind: 'json', value: { reflective_thematic_resonance: { theme_integration_and_struggle: 'T', thematic_resolution_and_takeaways: 'R', personal_connection: 'P', actionable_suggestions: [], character_journey_mapping: journey } } },
    })
    const r = await post('/api/qualitative-analysis', evalBody({ step: 1 }))
    expect(r.status).toBe(200)
    expect(r.json.result.initial_immersion_and_reflection.character_journey_mapping).toEqual(journey)
    expect(r.json.result.initial_immersion_and_reflection.reflective_thematic_resonance).not.toHaveProperty('character_journey_mapping')
    expect(r.json).toMatchObject({ totalChunks: 1, processedChunks: 1 })
  })

  it('continuity check: issues, summary and section counts', async () => {
    const issue = { type: 'props', severity: 'critical', description: 'The gun vanishes', details: 'd', suggestedFix: 'f', location: { scene: 2, text: 'Snow falls.' } }
    fake.addRule({ match: 'continuity errors', reply: { kind: 'json', value: { issues: [issue] } } })
    const r = await post('/api/ai-continuity-check', toolBody({ prompt: 'ignored' }))
    expect(r.status).toBe(200)
    expect(r.json).toEqual({ issues: [issue], summary: { totalIssues: 1, criticalIssues: 1, warningIssues: 0, minorIssues: 0 }, analysisComplete: true, totalChunks: 1, processedChunks: 1 })
    expect(fake.requests[0].prompt).not.toContain('ignored')
  })

  it('semantic find: results sorted by relevance', async () => {
    fake.addRule({
      match: 'snowy',
      reply: { kind: 'json', value: { results: [{ sceneNumber: 1, sceneHeading: 'INT. KITCHEN - NIGHT', relevanceScore: 0.4, reason: 'r', matchedContent: 'm' }, { sceneNumber: 2, sceneHeading: 'EXT. YARD - DAY', relevanceScore: 0.9, reason: 'Snow.', matchedContent: 'Snow falls.' }] } },
    })
    const r = await post('/api/ai-semantic-find', toolBody({ query: 'a snowy yard', model: 'gemini-2.5-flash' }))
    expect(r.status).toBe(200)
    expect(r.json.results.map((x: { sceneNumber: number }) => x.sceneNumber)).toEqual([2, 1])
    expect(r.json).toMatchObject({ totalChunks: 1, processedChunks: 1 })
  })

  it('common flaws: success and results with the summary, flaws by category, recommendations and strengths', async () => {
    const r = await post('/api/ai-common-flaws', toolBody({ plotBoard: { cards: [] } }))
    expect(r.status).toBe(200)
    expect(r.json.success).toBe(true)
    expect(Object.keys(r.json.results.flawsByCategory)).toEqual(['concept', 'structure', 'character', 'dialogue', 'formatting', 'professional'])
    expect(r.json.results.flawsByCategory.concept[0]).toMatchObject({ id: 'flaw-1', category: 'concept', severity: 'critical' })
    // The placeholder answer lists the same flaw twice; it is reported once.
    expect(r.json.results.summary).toMatchObject({ totalFlaws: 1, criticalCount: 1, readinessLevel: 'amateur' })
  })

  it('pacing: sceneData with bands, insights and the summary', async () => {
    fake.addRule({
      match: 'Rate the pacing',
      reply: {
        kind: 'json',
        value: {
          scenes: [{ sceneNumber: 1, sceneHeading: 'INT. KITCHEN - NIGHT', pacingScore: 3 }, { sceneNumber: 2, sceneHeading: 'EXT. YARD - DAY', pacingScore: 9 }],
          insights: [{ type: 'pacing_spike', severity: 'minor', description: 'd', recommendation: 'r', scenes: [2] }],
        },
      },
    })
    const r = await post('/api/ai-pacing-analysis', toolBody())
    expect(r.status).toBe(200)
    expect(r.json.sceneData).toEqual([
      { id: 'scene-1', sceneNumber: 1, pacingScore: 3, intensity: 'cool', location: { scene: 'INT. KITCHEN - NIGHT' } },
      { id: 'scene-2', sceneNumber: 2, pacingScore: 9, intensity: 'hot', location: { scene: 'EXT. YARD - DAY' } },
    ])
    expect(r.json.summary).toMatchObject({ totalScenes: 2, averagePacingScore: 6, coolScenes: 1, hotScenes: 1, identifiedIssues: 1 })
    expect(r.json.totalChunks).toBe(1)
  })
})

describe('chunked analysis endpoints', () => {
  it.each([
    ['/api/quantitative-evaluation-chunked', { chunks: chunks3, step: 1, ...ctx, apiKey: KEY }, (j: Json) => expect(Object.keys(j.result.structure)).toHaveLength(5)],
    ['/api/qualitative-analysis-chunked', { chunks: chunks3, step: 2, ...ctx, apiKey: KEY }, (j: Json) => expect(j.result.deep_dive_into_specific_elements.subplot_analysis).toBeDefined()],
    ['/api/ai-continuity-check-chunked', { chunks: chunks3, ...ctx, apiKey: KEY }, (j: Json) => expect(j.summary.totalIssues).toBe(j.issues.length)],
    ['/api/ai-common-flaws-chunked', { chunks: chunks3, ...ctx, apiKey: KEY }, (j: Json) => expect(j.success).toBe(true)],
    ['/api/ai-pacing-analysis-chunked', { chunks: chunks3, ...ctx, apiKey: KEY }, (j: Json) => expect(Array.isArray(j.sceneData)).toBe(true)],
  ])('%s sends one request per section and merges them', async (path, body, check) => {
    const r = await post(path, { ...body, apiKey: KEY })
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ totalChunks: 3, processedChunks: 3 })
    expect(r.json.failedChunks).toBeUndefined()
    check(r.json)
    expect(fake.requests).toHaveLength(3)
    for (let i = 0; i < 3; i++) expect(fake.requests.some((q) => q.prompt.includes(`SECTION ${i + 1} OF 3`) && q.prompt.includes(chunks3[i]))).toBe(true)
  })

  it('semantic find sends each scene section and merges the matches by scene', async () => {
    fake.addRule({ match: 'SECTION 1 OF 2', reply: { kind: 'json', value: { results: [{ sceneNumber: 1, sceneHeading: 'INT. A', relevanceScore: 0.5, reason: 'a', matchedContent: 'One.' }] } } })
    fake.addRule({ match: 'SECTION 2 OF 2', reply: { kind: 'json', value: { results: [{ sceneNumber: 3, sceneHeading: 'INT. C', relevanceScore: 0.8, reason: 'c', matchedContent: 'Three.' }] } } })
    const r = await post('/api/ai-semantic-find-chunked', { query: 'numbers', chunks: sceneChunks, apiKey: KEY, model: 'gemini-2.5-flash' })
    expect(r.status).toBe(200)
    expect(r.json.results.map((x: { sceneNumber: number }) => x.sceneNumber)).toEqual([3, 1])
    expect(r.json).toMatchObject({ totalChunks: 2, processedChunks: 2 })
    expect(fake.requests.find((q) => q.prompt.includes('SECTION 2 OF 2'))!.prompt).toContain('SCENE 2: INT. B - DAY\nTwo.\n\nSCENE 3: INT. C - DAY\nThree.')
  })

  it('a section that keeps failing is retried once, then reported beside the others’ merged result', async () => {
    fake.addRule({ match: 'SECTION 2 OF 3', reply: { kind: 'unavailable' } })
    const r = await post('/api/ai-continuity-check-chunked', { chunks: chunks3, apiKey: KEY })
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ totalChunks: 3, processedChunks: 2, failedChunks: [{ index: 1, error: expect.stringMatching(/overloaded/) }] })
    expect(fake.requests.filter((q) => q.prompt.includes('SECTION 2 OF 3'))).toHaveLength(2)
    expect(fake.requests).toHaveLength(4)
  })

  it('a 429 in the middle of a run stops it at once with the wait; the resumed request asks only for the rest', async () => {
    fake.addRule({ match: 'SECTION 2 OF 3', reply: { kind: 'rateLimit', retryDelay: '1s' }, times: 1 })
    const send = (extra: Record<string, unknown> = {}) =>
      fetch(base + '/api/ai-pacing-analysis-chunked', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chunks: chunks3, apiKey: KEY, ...extra }) })
    const first = await send()
    expect(first.status).toBe(429)
    expect(first.headers.get('retry-after')).toBe('1')
    const stopped = (await first.json()) as Json
    expect(stopped).toMatchObject({ errorType: 'RATE_LIMIT', rateLimitInfo: { waitTimeMs: 1000, reason: 'rpm_exceeded' }, totalChunks: 3 })
    // Sections 1 and 3 were already in flight and their answers come back; section 2 was asked once.
    expect(stopped.completedSections.map((x: { index: number }) => x.index)).toEqual([0, 2])
    expect(fake.requests).toHaveLength(3)
    // While the wait is in force the server answers 429 at once and asks nothing; after it, the
    // resumed request asks only for section 2 and answers the whole run.
    let resumed: Response
    for (;;) {
      resumed = await send({ completedSections: stopped.completedSections })
      if (resumed.status !== 429) break
      expect(fake.requests).toHaveLength(3)
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(resumed.status).toBe(200)
    expect(await resumed.json()).toMatchObject({ totalChunks: 3, processedChunks: 3 })
    expect(fake.requests).toHaveLength(4)
    expect(fake.requests[3].prompt).toContain('SECTION 2 OF 3')
  })

  it('a resumed request re-asks a section whose handed-back answer does not fit its schema', async () => {
    const r = await post('/api/ai-continuity-check-chunked', { chunks: chunks3, apiKey: KEY, completedSections: [{ index: 0, value: { issues: [] } }, { index: 1, value: { nonsense: true } }, { index: 7, value: { issues: [] } }] })
    expect(r.status).toBe(200)
    expect(r.json).toMatchObject({ totalChunks: 3, processedChunks: 3 })
    expect(fake.requests.map((q) => /SECTION (\d) OF 3/.exec(q.prompt)?.[1]).sort()).toEqual(['2', '3'])
  })

  it('when every section is rate limited the answer is the 429 itself', async () => {
    fake.addRule({ match: KEY, reply: { kind: 'rateLimit', perDay: true } })
    const r = await post('/api/ai-common-flaws-chunked', { chunks: chunks3, apiKey: KEY })
    expect(r.status).toBe(429)
    expect(r.json).toMatchObject({ success: false, errorType: 'RATE_LIMIT', rateLimitInfo: { reason: 'rpd_exceeded' } })
    // A daily limit is not retried: the three sections that were in flight together, and no more.
    expect(fake.requests).toHaveLength(3)
  })

  it('sections run side by side, not one after another', async () => {
    fake.addRule({ match: KEY, reply: { kind: 'json', value: { issues: [] } }, delayMs: 1000 })
    const r = await post('/api/ai-continuity-check-chunked', { chunks: chunks3, apiKey: KEY, tier: 'paid' })
    expect(r.status).toBe(200)
    const at = fake.requests.map((q) => q.at).sort((a, b) => a - b)
    // All three arrived before the first could have been answered.
    expect(at[2] - at[0]).toBeLessThan(1000)
  })

  it('streams progress lines and then the result when asked for NDJSON', async () => {
    const res = await fetch(base + '/api/ai-pacing-analysis-chunked', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/x-ndjson' },
      body: JSON.stringify({ chunks: chunks3, apiKey: KEY }),
    })
    expect(res.headers.get('content-type')).toContain('application/x-ndjson')
    const lines = (await res.text()).trim().split('\n').map((l) => JSON.parse(l))
    expect(lines.slice(0, -1)).toEqual([0, 1, 2, 3].map((done) => ({ type: 'progress', done, total: 3 })))
    expect(lines.at(-1)).toMatchObject({ type: 'result', status: 200, body: { totalChunks: 3, processedChunks: 3 } })
  })

  it('stops sending sections when the writer cancels', async () => {
    fake.addRule({ match: KEY, reply: { kind: 'json', value: { issues: [] } }, delayMs: 800 })
    const ctrl = new AbortController()
    const six = [...chunks3, ...chunks3]
    const pending = fetch(base + '/api/ai-continuity-check-chunked', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ chunks: six, apiKey: KEY }), signal: ctrl.signal }).catch((e) => e)
    await vi.waitFor(() => expect(fake.requests.length).toBe(3), { timeout: 3000 })
    ctrl.abort()
    expect(await pending).toBeInstanceOf(Error)
    await new Promise((r) => setTimeout(r, 1500))
    // The free tier runs three at a time; the other three were never sent.
    expect(fake.requests).toHaveLength(3)
  })
})

describe('bad analysis bodies', () => {
  // Bodies are made inside each test, with that test's key, so only the named field is wrong.
  it.each<[string, string, () => unknown, RegExp]>([
    ['/api/quantitative-evaluation', 'step 5', () => evalBody({ step: 5 }), /^Invalid request: step: step must be 1 to 4$/],
    ['/api/qualitative-analysis', 'step 0', () => evalBody({ step: 0 }), /^Invalid request: step: step must be 1 to 3$/],
    ['/api/ai-continuity-check', 'a blank screenplay', () => toolBody({ screenplay: '  ' }), /^Invalid request: screenplay: screenplay is required$/],
    ['/api/ai-semantic-find', 'a blank query', () => toolBody({ query: ' ' }), /^Invalid request: query: query is required$/],
    ['/api/ai-pacing-analysis-chunked', 'no sections', () => ({ chunks: [], apiKey: KEY }), /^Invalid request: chunks: chunks must not be empty$/],
    ['/api/ai-continuity-check-chunked', '21 sections', () => ({ chunks: Array(21).fill('x'), apiKey: KEY }), /^Invalid request: chunks: at most 20 sections$/],
    ['/api/ai-common-flaws', 'a blank key', () => toolBody({ apiKey: '' }), /^Invalid request: apiKey: apiKey is required/],
  ])('%s refuses %s', async (path, _what, body, msg) => {
    const r = await post(path, body())
    expect(r.status).toBe(400)
    expect(r.json.error).toMatch(msg)
    expect(fake.requests).toHaveLength(0)
  })

  it('common flaws failures carry success: false', async () => {
    const r = await post('/api/ai-common-flaws', { apiKey: KEY })
    expect(r.json.success).toBe(false)
  })
})
