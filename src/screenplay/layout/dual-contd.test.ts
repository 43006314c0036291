import { describe, expect, it } from 'vitest'
import type { ElementKind, ScriptElement } from '../model'
import { createPaginator, DEFAULT_LAYOUT, paginate, withAutomaticContinueds, type Page } from './index'

/** Dual dialogue and the automatic (CONT'D) as the layout prints them. */
const el = (type: ElementKind, text: string, dual?: 'left' | 'right'): ScriptElement => (dual ? { type, text, dual } : { type, text })
const speech = (name: string, line: string, dual?: 'left' | 'right') => [el('character', name, dual), el('dialogue', line, dual)]
const cueLines = (pages: Page[]) => pages.flatMap((p) => p.lines.filter((l) => l.kind === 'character' || l.kind === 'contd').map((l) => `${l.text}${l.column ? `@${l.column}` : ''}`))
const rowOf = (p: Page, text: string) => p.lines.find((l) => l.text === text)?.row

describe('dual dialogue in the layout', () => {
  it('prints two following pairs as two pairs, never one', () => {
    const pages = paginate([...speech('A', 'one', 'left'), ...speech('B', 'two', 'right'), ...speech('C', 'three', 'left'), ...speech('D', 'four', 'right')])
    expect(cueLines(pages)).toEqual(['A@left', 'B@right', 'C@left', 'D@right'])
    const p = pages[0]
    expect(rowOf(p, 'A')).toBe(rowOf(p, 'B'))
    expect(rowOf(p, 'C')).toBe(rowOf(p, 'D'))
    expect(rowOf(p, 'C')!).toBeGreaterThan(rowOf(p, 'two')!)
  })

  it('prints a third speaker, a lone caret and an empty half as single speeches, keeping every line', () => {
    const three = paginate([...speech('A', 'one', 'left'), ...speech('B', 'two', 'right'), ...speech('C', 'three', 'right')])
    expect(cueLines(three)).toEqual(['A@left', 'B@right', 'C'])
    expect(three[0].lines.find((l) => l.text === 'three')!.indent).toBe(DEFAULT_LAYOUT.elements.dialogue!.indent)
    const lone = paginate([...speech('A', 'one'), el('action', 'Beat.'), ...speech('B', 'two', 'right')])
    expect(cueLines(lone)).toEqual(['A', 'B'])
    const empty = paginate([el('character', '', 'left'), el('dialogue', ' ', 'left'), ...speech('B', 'two', 'right')])
    expect(cueLines(empty)).toEqual(['', 'B'])
    expect(empty[0].lines.some((l) => l.text === 'two' && !l.column)).toBe(true)
  })

  it("cuts a pair taller than a page with (MORE) under each column that goes on and its CONT'D cue above the rest", () => {
    const long = Array.from({ length: 40 }, (_, i) => `Line ${i + 1} of a very long speech.`).join('\n')
    const pages = paginate([...speech('ANNA', long, 'left'), ...speech('BEN', long, 'right')])
    expect(pages.length).toBeGreaterThan(1)
    const more = pages[0].lines.filter((l) => l.kind === 'more')
    expect(more.map((l) => [l.text, l.column])).toEqual([
      ['(MORE)', 'left'],
      ['(MORE)', 'right'],
    ])
    const contd = pages[1].lines.filter((l) => l.kind === 'contd')
    expect(contd.map((l) => [l.text, l.column, l.row])).toEqual([
      ["ANNA (CONT'D)", 'left', 0],
      ["BEN (CONT'D)", 'right', 0],
    ])
    // Every spoken line printed once.
    const spoken = pages.flatMap((p) => p.lines.filter((l) => l.kind === 'dialogue').map((l) => l.text))
    expect(spoken.filter((t) => t.startsWith('Line 40 '))).toHaveLength(2)
  })
})

describe("automatic (CONT'D) in the layout", () => {
  const scene = [el('scene-heading', 'INT. KITCHEN - DAY'), ...speech('MARY', 'Hello.'), el('action', 'She sits down.'), ...speech('MARY', 'Again.')]

  it("prints NAME (CONT'D) on a speaker's return, the element's text unchanged, and can be turned off", () => {
    expect(cueLines(paginate(scene))).toEqual(['MARY', "MARY (CONT'D)"])
    expect(scene[4].text).toBe('MARY')
    expect(cueLines(paginate(scene, withAutomaticContinueds(DEFAULT_LAYOUT, false)))).toEqual(['MARY', 'MARY'])
    expect(withAutomaticContinueds(DEFAULT_LAYOUT, false)).toBe(withAutomaticContinueds(DEFAULT_LAYOUT, false))
    expect(withAutomaticContinueds(withAutomaticContinueds(DEFAULT_LAYOUT, false), true)).toBe(DEFAULT_LAYOUT)
  })

  it('counts what it prints: a cue the addition makes too wide takes two lines', () => {
    const name = 'A VERY LONG CHARACTER NAME INDEED XX'
    const els = [...speech(name, 'One.'), el('action', 'x'), ...speech(name, 'Two.')]
    const cue = paginate(els)[0].lines.filter((l) => l.elementIndex === 3)
    expect(cue.map((l) => l.text)).toEqual([name, "(CONT'D)"])
  })

  it("is not doubled on a split speech's continuation cue", () => {
    const filler = el('action', Array.from({ length: 44 }, (_, i) => `Filler ${i}.`).join('\n'))
    const long = Array.from({ length: 12 }, (_, i) => `Sentence number ${i + 1} here.`).join(' ')
    const pages = paginate([el('scene-heading', 'INT. A'), ...speech('MARY', 'Hi.'), filler, ...speech('MARY', long)])
    expect(cueLines(pages)).toEqual(['MARY', "MARY (CONT'D)", "MARY (CONT'D)"])
  })

  it('follows an edit to an earlier cue in the same scene when laying out again, however far on the speaker returns', () => {
    const filler = (n: number) => el('action', Array.from({ length: 30 }, (_, i) => `Action ${n}.${i}.`).join('\n'))
    const els = [el('scene-heading', 'INT. A'), ...speech('MARY', 'Hi.'), filler(1), filler(2), filler(3), filler(4), ...speech('MARY', 'Back.'), el('scene-heading', 'INT. B'), ...speech('MARY', 'New scene.')]
    const pag = createPaginator()
    expect(cueLines(pag.update(els).pages)).toEqual(['MARY', "MARY (CONT'D)", 'MARY'])
    const edited = els.slice()
    edited[1] = el('character', 'JOHN')
    const inc = pag.update(edited).pages
    expect(cueLines(inc)).toEqual(['JOHN', 'MARY', 'MARY'])
    expect(inc).toEqual(paginate(edited))
  })
})
