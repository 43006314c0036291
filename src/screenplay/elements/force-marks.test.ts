import { describe, it, expect } from 'vitest'
import { forceMarkLength } from './force-marks'
import { nodeToElement, type NodeJSON } from '../document'
import { writeFountain } from '../formats/fountain'
import { emptyTitlePage } from '../model'

const block = (type: string, text: string, attrs?: Record<string, unknown>, marks?: { type: string }[]): NodeJSON => ({
  type,
  attrs,
  content: [{ type: 'text', text, marks }],
})

describe('force marks', () => {
  it('knows the mark of each element type, and only at the start', () => {
    expect(forceMarkLength('action', '! INT. this is action')).toBe(2)
    expect(forceMarkLength('action', '!INT. this is action')).toBe(1)
    expect(forceMarkLength('action', 'Bang!')).toBe(0)
    expect(forceMarkLength('shot', '!!CLOSE ON BOB')).toBe(2)
    expect(forceMarkLength('scene-heading', '.OPENING TITLES')).toBe(1)
    expect(forceMarkLength('scene-heading', '...AND THEN')).toBe(0)
    expect(forceMarkLength('character', '@McCLANE')).toBe(1)
    expect(forceMarkLength('transition', '> FADE OUT.')).toBe(2)
    expect(forceMarkLength('dialogue', '! Hey')).toBe(0)
  })

  it('the mark is not in the element the page and every export take; styles and revision runs move with the text', () => {
    const el = nodeToElement(block('action', '! INT. this is action', { revisionRuns: [{ start: 2, end: 6, revision: 1 }] }, [{ type: 'bold' }]))!
    expect(el).toMatchObject({ type: 'action', text: 'INT. this is action' })
    expect(el.styles).toEqual([{ start: 0, end: 19, style: 'bold' }])
    expect(el.revisionRuns).toEqual([{ start: 0, end: 4, revision: 1 }])
    expect(nodeToElement(block('character', '@McCLANE'))!.text).toBe('McCLANE')
  })

  it('Fountain export forces the action with one mark, never an escaped one', () => {
    const el = nodeToElement(block('action', '! INT. this is action'))!
    const out = writeFountain({ titlePage: emptyTitlePage(), elements: [el] })
    expect(out).toContain('!INT. this is action')
    expect(out).not.toContain('\\!')
    expect(out).not.toContain('! INT.')
  })
})
