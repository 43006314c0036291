import { describe, expect, it } from 'vitest'
import { countCharacters, countWords, scriptStatistics, speakerName } from './statistics'
import { parseHeading } from './heading'
import { countPages } from '../layout'
import { generateScript } from '../../../bench/generate-script'
import { SMALL } from '../../testing/hand-counted-script'


describe('scriptStatistics on a hand-counted script', () => {
  const s = scriptStatistics({ titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: SMALL })

  it('counts words, characters and printed lines per element type', () => {
    expect(s.byType.sceneHeading).toEqual({ elements: 3, words: 14, characters: 62, lines: 3 })
    expect(s.byType.action).toEqual({ elements: 4, words: 25, characters: 125, lines: 5 })
    expect(s.byType.character).toEqual({ elements: 3, words: 4, characters: 18, lines: 3 })
    expect(s.byType.parenthetical).toEqual({ elements: 1, words: 1, characters: 9, lines: 1 })
    expect(s.byType.dialogue).toEqual({ elements: 3, words: 7, characters: 34, lines: 3 })
    expect(s.byType.transition).toEqual({ elements: 1, words: 2, characters: 7, lines: 1 })
    expect(s.byType.shot).toEqual({ elements: 1, words: 3, characters: 12, lines: 1 })
    expect(s.byType.note).toEqual({ elements: 1, words: 3, characters: 14, lines: 0 })
  })

  it('totals leave notes out', () => {
    expect(s.words).toBe(56)
    expect(s.characters).toBe(267)
    expect(s.lines).toBe(17)
    expect(s.dialogueWords).toBe(7)
    expect(s.actionWordsTotal).toBe(25)
  })

  it('counts scenes, interiors and exteriors (I/E counts as both)', () => {
    expect(s.scenes).toBe(3)
    expect(s.interiorScenes).toBe(2)
    expect(s.exteriorScenes).toBe(2)
  })

  it('measures scenes and action elements', () => {
    // Scenes: 17, 15 and 24 words; 7, 5 and 5 lines.
    expect(s.sceneWords.max).toBe(24)
    expect(s.sceneWords.average).toBeCloseTo(56 / 3, 10)
    expect(s.sceneLines.max).toBe(7)
    expect(s.sceneLines.average).toBeCloseTo(17 / 3, 10)
    // Actions: 3, 7, 2 and 13 words; 1, 1, 1 and 2 lines.
    expect(s.actionWords).toEqual({ max: 13, average: 6.25 })
    expect(s.actionLines).toEqual({ max: 2, average: 1.25 })
  })

  it('counts speaking characters without extensions and unique locations', () => {
    expect(s.characterNames).toEqual(['BOB', 'MARY'])
    expect(s.speakingCharacters).toBe(2)
    expect(s.locations).toEqual(['CAR - MOVING', 'GARDEN', 'KITCHEN'])
    expect(s.uniqueLocations).toBe(3)
  })

  it('gives the words/250 estimate beside the real page count', () => {
    expect(s.estimatedPages).toBe(1)
    expect(s.pages).toBe(1)
  })
})

describe('page figures on a long script', () => {
  it('real pages come from the layout engine, the estimate from words', () => {
    const script = generateScript(40)
    const s = scriptStatistics(script)
    expect(s.pages).toBe(countPages(script))
    expect(s.estimatedPages).toBe(Math.ceil(s.words / 250))
    expect(s.scenes).toBe(script.elements.filter((e) => e.type === 'scene-heading').length)
    // Every printed line is someone's: the per-type lines add up to the total.
    const sum = Object.values(s.byType).reduce((n, c) => n + c.lines, 0)
    expect(sum).toBe(s.lines)
  })
})

describe('edge cases', () => {
  it('an empty script has zeros and no NaN', () => {
    const s = scriptStatistics([])
    expect(s.words).toBe(0)
    expect(s.sceneWords).toEqual({ max: 0, average: 0 })
    expect(s.actionWords).toEqual({ max: 0, average: 0 })
    expect(s.estimatedPages).toBe(0)
  })

  it('text before the first heading is not a scene', () => {
    const s = scriptStatistics([
      { type: 'action', text: 'FADE IN on nothing at all.' },
      { type: 'scene-heading', text: 'INT. ROOM' },
      { type: 'action', text: 'Empty.' },
    ])
    expect(s.scenes).toBe(1)
    expect(s.sceneWords).toEqual({ max: 3, average: 3 })
  })

  it('hostile text: whitespace-only, emoji, huge elements', () => {
    const huge = 'word '.repeat(20000)
    const s = scriptStatistics([
      { type: 'action', text: '   \n  ' },
      { type: 'action', text: '🎬 é' },
      { type: 'action', text: huge },
      { type: 'character', text: '(V.O.)' },
      { type: 'scene-heading', text: '' },
    ])
    expect(s.byType.action.words).toBe(2 + 20000)
    expect(countCharacters('🎬 é')).toBe(3)
    expect(s.speakingCharacters).toBe(0)
    expect(s.uniqueLocations).toBe(0)
    expect(s.scenes).toBe(1)
  })

  it('countWords and speakerName', () => {
    expect(countWords('  INT. HOUSE -  DAY ')).toBe(4)
    expect(countWords('')).toBe(0)
    expect(speakerName("mary (cont'd)")).toBe('MARY')
    expect(speakerName('DR. KIM (V.O.) ')).toBe('DR. KIM')
    expect(speakerName('@McCLANE')).toBe('MCCLANE')
  })
})

describe('parseHeading', () => {
  it.each([
    ['INT. KITCHEN - DAY', true, false, 'KITCHEN'],
    ['ext. garden - night', false, true, 'GARDEN'],
    ['INT./EXT. CAR - DAY', true, true, 'CAR'],
    ['I/E. CAR - MOVING - NIGHT', true, true, 'CAR - MOVING'],
    ['EST. CITY SKYLINE', false, false, 'CITY SKYLINE'],
    ['INTERIOR HOUSE -- NIGHT', true, false, 'HOUSE'],
    ['INTERVIEW ROOM', false, false, 'INTERVIEW ROOM'],
    ['', false, false, ''],
  ])('%s', (text, interior, exterior, location) => {
    expect(parseHeading(text)).toEqual({ interior, exterior, location })
  })
})
