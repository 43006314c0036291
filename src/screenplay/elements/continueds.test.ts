import { describe, expect, it } from 'vitest'
import type { ElementKind, ScriptElement } from '../model'
import { automaticContinueds, markContinueds } from './continueds'

const el = (type: ElementKind, text: string, dual?: 'left' | 'right'): ScriptElement => (dual ? { type, text, dual } : { type, text })
const cues = (els: ScriptElement[]) => {
  const flags = automaticContinueds(els)
  return els.flatMap((e, i) => (e.type === 'character' ? [`${e.text}${flags[i] ? '+' : ''}`] : []))
}

describe("automatic (CONT'D)", () => {
  it('marks a speaker who speaks again in the same scene after action', () => {
    const els = [el('scene-heading', 'INT. KITCHEN - DAY'), el('character', 'MARY'), el('dialogue', 'Hello.'), el('action', 'She sits.'), el('character', 'Mary (O.S.)'), el('dialogue', 'Again.')]
    expect(cues(els)).toEqual(['MARY', 'Mary (O.S.)+'])
  })

  it('starts afresh at a scene heading, and a different speaker in between breaks the run', () => {
    const els = [el('character', 'MARY'), el('dialogue', 'a'), el('scene-heading', 'EXT. YARD - DAY'), el('character', 'MARY'), el('dialogue', 'b'), el('character', 'JOHN'), el('dialogue', 'c'), el('action', 'x'), el('character', 'MARY'), el('dialogue', 'd')]
    expect(cues(els)).toEqual(['MARY', 'MARY', 'JOHN', 'MARY'])
  })

  it("never doubles a typed (CONT'D) and leaves voice-over and dual dialogue alone", () => {
    const els = [
      el('character', 'MARY'), el('dialogue', 'a'), el('action', 'x'),
      el('character', "MARY (CONT'D)"), el('dialogue', 'b'), el('action', 'y'),
      el('character', 'MARY (V.O.)'), el('dialogue', 'c'), el('action', 'z'),
      el('character', 'MARY', 'left'), el('dialogue', 'd', 'left'), el('character', 'JOHN', 'right'), el('dialogue', 'e', 'right'),
      el('action', 'w'), el('character', 'JOHN'), el('dialogue', 'f'),
    ]
    expect(cues(els)).toEqual(['MARY', "MARY (CONT'D)", 'MARY (V.O.)', 'MARY', 'JOHN', 'JOHN'])
  })

  it('treats a half-marked pair as the single speeches it prints as', () => {
    const els = [el('character', 'MARY'), el('dialogue', 'a'), el('action', 'x'), el('character', 'MARY', 'right'), el('dialogue', 'b', 'right')]
    expect(cues(els)).toEqual(['MARY', 'MARY+'])
  })

  it('works one scene at a time, leaving the rest as it was', () => {
    const els = [el('character', 'A'), el('dialogue', '1'), el('character', 'A'), el('dialogue', '2'), el('scene-heading', 'INT. B'), el('character', 'B'), el('dialogue', '3'), el('character', 'B'), el('dialogue', '4')]
    const out = new Uint8Array(els.length).fill(9)
    markContinueds(els, out, 4, els.length)
    expect([...out]).toEqual([9, 9, 9, 9, 0, 0, 0, 1, 0])
  })
})
