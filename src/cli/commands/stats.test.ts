import { describe, expect, it } from 'vitest'
import { createScript, type ScriptElement } from '../../screenplay/model'
import { scriptStatistics } from '../../screenplay/stats'
import { scriptStats } from './stats'

const el = (type: ScriptElement['type'], text: string): ScriptElement => ({ type, text })

describe('nightwriter stats', () => {
  it('counts words and speakers as the Statistics dialog does: notes left out, one speaker per name, dual or not', async () => {
    const script = createScript([
      el('scene-heading', 'INT. KITCHEN - NIGHT'),
      el('character', 'MARY (V.O.)'),
      el('dialogue', 'Who is there?'),
      el('note', 'Cut this line later'),
      el('synopsis', 'Mary hears a noise'),
      el('character', "mary (CONT'D)"),
      el('dialogue', 'Joe?'),
      el('character', 'JOE'),
      el('dialogue', 'Yes.'),
      el('character', 'JOE ^'),
      el('dialogue', 'Me.'),
    ])
    const stats = await scriptStats(script)
    expect(stats).toEqual({ pages: 1, scenes: 1, words: 17, characters: 2, elements: 11 })
    const dialog = scriptStatistics(script)
    expect([stats.words, stats.characters, stats.pages]).toEqual([dialog.words, dialog.speakingCharacters, dialog.pages])
  })
})
