import { describe, expect, it } from 'vitest'
import type { Script, ScriptElement } from '../../screenplay/model'
import { defaultTitlePage } from '../../screenplay/model'
import {
  CHUNK_TARGET,
  FALLBACK_CHUNK_SIZE,
  MAX_CHUNKS,
  SINGLE_REQUEST_LIMIT,
  analysisText,
  chunkScenes,
  chunkText,
  FREE_TIER_SECTION_TARGET,
  estimateMinutes,
  prepareEvaluation,
  prepareText,
  splitScenes,
  tooManySectionsMessage,
} from './chunking'

const el = (type: ScriptElement['type'], text: string): ScriptElement => ({ type, text })
const script = (...elements: ScriptElement[]): Script => ({ titlePage: defaultTitlePage(), elements })

/** A scene of about `size` characters with a recognisable heading. */
function scene(n: number, size: number): string {
  const line = `Mara checks the window again and again in scene ${n}.`
  const body: string[] = []
  while (body.join('\n').length < size) body.push(line)
  return `SCENE ${n}: INT. ROOM ${n} - DAY\n\n${body.join('\n')}`
}

describe('analysisText', () => {
  it('numbers scenes, capitalises cues and transitions, marks notes and drops unprinted elements', () => {
    const text = analysisText(
      script(
        el('action', 'FADE IN on a dark street.'),
        el('scene-heading', 'int. kitchen - night'),
        el('character', 'mara'),
        el('parenthetical', '(quietly)'),
        el('dialogue', 'Where is it?'),
        el('note', 'check the prop list'),
        el('transition', 'cut to:'),
        el('section', 'ACT TWO'),
        el('synopsis', 'She finds it.'),
        el('scene-heading', 'EXT. YARD - DAY'),
        el('action', 'Snow.'),
      ),
    )
    expect(text).toBe(
      [
        'FADE IN on a dark street.',
        '',
        'SCENE 1: INT. KITCHEN - NIGHT',
        '',
        'MARA',
        '(quietly)',
        'Where is it?',
        '[NOTE: check the prop list]',
        '',
        'CUT TO:',
        '',
        'SCENE 2: EXT. YARD - DAY',
        '',
        'Snow.',
      ].join('\n'),
    )
  })
})

describe('splitScenes', () => {
  it('takes numbered headings and bare INT./EXT./INTERIOR/EXTERIOR lines, keeping text before the first', () => {
    const s = splitScenes('Opening words.\n\nSCENE 1: INT. A - DAY\nx\n\nEXTERIOR FIELD - DAY\ny\nINTERIOR CAR\nz')
    expect(s.map((x) => [x.number, x.heading])).toEqual([
      [0, ''],
      [1, 'INT. A - DAY'],
      [2, 'EXTERIOR FIELD - DAY'],
      [3, 'INTERIOR CAR'],
    ])
    expect(s[1].content).toBe('SCENE 1: INT. A - DAY\nx')
  })
})

describe('free-tier sections', () => {
  it('a long script goes in a quarter as many sections, each of whole scenes', () => {
    const scenes = Array.from({ length: 120 }, (_, i) => `SCENE ${i + 1}: INT. ROOM ${i + 1} - DAY\n\n${'Mara waits by the window. '.repeat(120).trim()}`)
    const text = scenes.join('\n\n')
    const usual = chunkText(text)
    const free = chunkText(text, FREE_TIER_SECTION_TARGET)
    expect(free.length).toBeLessThanOrEqual(Math.ceil(usual.length / 4) + 1)
    expect(free.length).toBeGreaterThan(1)
    for (const c of free) expect(c.length).toBeLessThanOrEqual(FREE_TIER_SECTION_TARGET)
    for (const c of free) expect(c.startsWith('SCENE ')).toBe(true)
    expect(free.join(' ').replace(/\s+/g, ' ')).toBe(text.replace(/\s+/g, ' ').trim())
  })
})

describe('prepareEvaluation', () => {
  const sections = (p: ReturnType<typeof prepareText>) => (p.kind === 'chunked' ? p.chunks : p.kind === 'single' ? [p.text] : [])

  it('on the free tier cuts both evaluations into the larger sections, elsewhere into the usual ones', () => {
    const text = Array.from({ length: 60 }, (_, i) => scene(i + 1, 2400)).join('\n\n')
    for (const limitCheck of [true, false]) {
      const free = sections(prepareEvaluation(text, { freeTier: true, limitCheck }))
      expect(free).toEqual(chunkText(text, FREE_TIER_SECTION_TARGET))
      expect(sections(prepareEvaluation(text, { freeTier: false, limitCheck }))).toEqual(chunkText(text))
      expect(free.length).toBeLessThan(chunkText(text).length / 3)
    }
  })

  it('the qualitative analysis refuses more than 20 sections of the size it sends; the quantitative evaluation never refuses', () => {
    // ~24 usual sections, ~6 free-tier ones.
    const text = Array.from({ length: 150 }, (_, i) => scene(i + 1, 2400)).join('\n\n')
    expect(prepareEvaluation(text, { freeTier: false, limitCheck: true })).toMatchObject({ kind: 'tooLarge' })
    expect(prepareEvaluation(text, { freeTier: false, limitCheck: false }).kind).toBe('chunked')
    const free = prepareEvaluation(text, { freeTier: true, limitCheck: true })
    expect(free.kind).toBe('chunked')
    expect(sections(free).length).toBeLessThanOrEqual(MAX_CHUNKS)
  })

  it('a script that fits one request goes whole either way', () => {
    const text = scene(1, 3000)
    expect(prepareEvaluation(text, { freeTier: true, limitCheck: true })).toEqual({ kind: 'single', text })
    expect(prepareEvaluation(text, { freeTier: false, limitCheck: true })).toEqual({ kind: 'single', text })
  })
})

describe('chunkText and prepareText', () => {
  it('keeps a script up to 50,000 characters whole', () => {
    const t = 'a'.repeat(SINGLE_REQUEST_LIMIT)
    expect(chunkText(t)).toEqual([t])
    expect(prepareText(t)).toEqual({ kind: 'single', text: t })
    expect(prepareText('   ')).toEqual({ kind: 'empty' })
  })

  it('cuts a longer script at scene headings into sections near 15,000 characters, never splitting a scene', () => {
    const scenes = Array.from({ length: 30 }, (_, i) => scene(i + 1, 4000))
    const text = scenes.join('\n\n')
    expect(text.length).toBeGreaterThan(SINGLE_REQUEST_LIMIT)
    const chunks = chunkText(text)
    expect(chunks.length).toBe(10) // three 4,000-character scenes fit in 15,000, a fourth does not
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(CHUNK_TARGET)
      expect(c.startsWith('SCENE ')).toBe(true)
    }
    // Every scene is in exactly one section, whole and in order.
    expect(chunks.join('\n\n')).toBe(text)
  })

  it('cuts a scene longer than a section by size', () => {
    const text = [scene(1, 40_000), scene(2, 20_000)].join('\n\n')
    const chunks = chunkText(text)
    expect(chunks.every((c) => c.length <= CHUNK_TARGET)).toBe(true)
    expect(chunks.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''))
  })

  it('falls back to 10,000-character pieces when there are no headings', () => {
    const text = Array.from({ length: 2000 }, (_, i) => `Line ${i} of a long treatment without any scene heading.`).join('\n')
    const chunks = chunkText(text)
    expect(chunks.length).toBe(Math.ceil(text.length / FALLBACK_CHUNK_SIZE))
    expect(chunks.every((c) => c.length <= FALLBACK_CHUNK_SIZE)).toBe(true)
  })

  it('refuses more than 20 sections unless the limit check is off', () => {
    const text = Array.from({ length: 70 }, (_, i) => scene(i + 1, 4000)).join('\n\n')
    const p = prepareText(text)
    expect(p.kind).toBe('tooLarge')
    const needed = p.kind === 'tooLarge' ? p.needed : 0
    expect(needed).toBeGreaterThan(MAX_CHUNKS)
    const off = prepareText(text, { limitCheck: false })
    expect(off.kind === 'chunked' && off.chunks.length).toBe(needed)
    expect(tooManySectionsMessage(24)).toBe(
      'This screenplay would require 24 sections to analyze, which would take too long. Please try a shorter section of your screenplay.',
    )
  })
})

describe('chunkScenes', () => {
  it('groups whole scenes with their numbers and the range they cover', () => {
    const text = Array.from({ length: 8 }, (_, i) => scene(i + 1, 4000)).join('\n\n')
    const chunks = chunkScenes(text)
    expect(chunks.map((c) => [c.startScene, c.endScene])).toEqual([
      [1, 3],
      [4, 6],
      [7, 8],
    ])
    expect(chunks[1].scenes[0].sceneNumber).toBe(4)
    expect(chunks[1].scenes[0].content.startsWith('SCENE 4: INT. ROOM 4 - DAY')).toBe(true)
  })
})

describe('estimateMinutes', () => {
  it('reckons 2.5 seconds a section, rounded up to whole minutes', () => {
    expect(estimateMinutes(1)).toBe(1)
    expect(estimateMinutes(20)).toBe(1)
    expect(estimateMinutes(24)).toBe(1)
    expect(estimateMinutes(25)).toBe(2)
    expect(estimateMinutes(100)).toBe(5)
  })
})
