import { describe, expect, it } from 'vitest'
import type { ScriptElement } from '../model'
import { paginate } from '../layout'
import { sceneReport } from '../reports'
import { durationText, scriptTiming, DIALOGUE_WORDS_PER_MINUTE, SECONDS_PER_ACTION_LINE } from './index'

const el = (type: ScriptElement['type'], text: string, extra: Partial<ScriptElement> = {}): ScriptElement => ({ type, text, ...extra })
const wordsOf = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ')

// Counted by hand: every heading, action and transition below prints on one line (under 60
// characters), except the 100-character action, which wraps to two.
const script: ScriptElement[] = [
  el('scene-heading', 'INT. KITCHEN - NIGHT', { sceneNumber: '1' }),
  el('action', 'Rain on the window.'), // 1 line: 1.5 s
  el('character', 'MARY'),
  el('dialogue', wordsOf(15)), // 15 words at 150 a minute: 6 s
  el('parenthetical', '(quietly)'), // no time
  el('dialogue', wordsOf(25)), // 10 s
  el('note', 'Not read, not timed.'),
  el('scene-heading', 'EXT. STREET - DAY', { sceneNumber: '2A' }),
  el('action', 'A'.repeat(40) + ' ' + 'B'.repeat(40) + ' ' + 'C'.repeat(18)), // 100 characters: 2 lines, 3 s
  el('transition', 'CUT TO:'), // 1.5 s
]

describe('script timing', () => {
  it('states its figures', () => {
    expect(DIALOGUE_WORDS_PER_MINUTE).toBe(150)
    expect(SECONDS_PER_ACTION_LINE).toBe(1.5)
  })

  it('times each scene from its dialogue words and printed action lines', () => {
    const t = scriptTiming(script)
    // Scene 1: heading 1.5 + action 1.5 + 6 + 10 = 19 s. Scene 2: heading 1.5 + 3 + 1.5 = 6 s.
    expect(t.scenes.map((s) => [s.sceneNumber, s.sceneHeading, s.seconds])).toEqual([
      ['1', 'INT. KITCHEN - NIGHT', 19],
      ['2A', 'EXT. STREET - DAY', 6],
    ])
    expect(t.totalSeconds).toBe(25)
    expect(t.pages).toBe(1)
  })

  it('takes the eighths from the layout engine', () => {
    const t = scriptTiming(script)
    // Scene 1 prints on rows 0 (heading) to 12 (the second speech's last line): 13 rows of 54 is
    // 1.93 eighths → 2. Scene 2 prints on rows 14 to 20: 7 rows → 1 eighth.
    const rows = paginate(script)[0].lines.filter((l) => l.kind !== 'blank').map((l) => [l.elementIndex, l.row])
    expect(rows[0]).toEqual([0, 0])
    expect(t.scenes.map((s) => s.eighths)).toEqual([2, 1])
  })

  it('a long scene: eight pages of action', () => {
    const long: ScriptElement[] = [el('scene-heading', 'INT. HALL - DAY')]
    for (let i = 0; i < 200; i++) long.push(el('action', `Line ${i}.`))
    const t = scriptTiming(long)
    // 201 one-line elements at 1.5 s, one blank between each: 401 rows over 54-line pages.
    expect(t.scenes[0].seconds).toBe(Math.round(201 * 1.5))
    expect(t.pages).toBe(8)
    // Seven full pages and part of an eighth, and the same figure the Scene report shows.
    expect(t.scenes[0].eighths).toBeGreaterThan(7 * 8)
    expect(t.scenes[0].eighths).toBeLessThanOrEqual(8 * 8)
    expect(t.scenes[0].eighths).toBe(sceneReport(long).items[0].pageEighths)
  })

  it('a played read replaces the estimate for the scenes it timed', () => {
    const t = scriptTiming(script, undefined, new Map([[1, 41.4]]))
    expect(t.scenes.map((s) => [s.seconds, s.played ?? false])).toEqual([
      [19, false],
      [41, true],
    ])
    expect(t.totalSeconds).toBe(60)
  })

  it('a script with no scene headings has no scenes and no time', () => {
    expect(scriptTiming([el('action', 'Only action.')])).toEqual({ scenes: [], totalSeconds: 0, pages: 1 })
    expect(scriptTiming([])).toMatchObject({ scenes: [], totalSeconds: 0 })
  })

  it('running time as a stopwatch shows it', () => {
    expect([0, 59, 754, 3725].map(durationText)).toEqual(['0:00', '0:59', '12:34', '1:02:05'])
  })
})
