import { describe, expect, it } from 'vitest'
import type { ScriptElement } from '../model'
import { applySceneNumbers, compareSceneNumbers, duplicateSceneNumbers, numberBetween, numberNewScenes, omittedHeading, renumberScenes, sceneRange } from './scene-numbers'

const h = (text: string, sceneNumber?: string): ScriptElement => (sceneNumber ? { type: 'scene-heading', text, sceneNumber } : { type: 'scene-heading', text })
const a = (text: string): ScriptElement => ({ type: 'action', text })
const numbers = (els: ScriptElement[]) => els.filter((e) => e.type === 'scene-heading').map((e) => e.sceneNumber)

describe('scene numbers', () => {
  it('numbers every scene 1, 2, 3 when none is numbered', () => {
    const els = [a('Before.'), h('INT. A - DAY'), a('x'), h('EXT. B - NIGHT'), h('INT. C - DAY')]
    expect(numbers(applySceneNumbers(els, numberNewScenes(els)))).toEqual(['1', '2', '3'])
  })

  it('gives a scene added after locked 10 the number 10A, the next 10B', () => {
    const els = [h('A', '10'), h('NEW ONE'), h('NEW TWO'), h('B', '11')]
    expect(numbers(applySceneNumbers(els, numberNewScenes(els)))).toEqual(['10', '10A', '10B', '11'])
  })

  it('gives a scene added between 10 and 10A the number A10A, the next B10A', () => {
    const els = [h('A', '10'), h('NEW'), h('NEWER'), h('B', '10A'), h('C', '11')]
    const out = numbers(applySceneNumbers(els, numberNewScenes(els)))
    expect(out).toEqual(['10', 'A10A', 'B10A', '10A', '11'])
    // Every number sorts where its scene stands.
    const sorted = [...(out as string[])].sort(compareSceneNumbers)
    expect(sorted).toEqual(out)
  })

  it('gives a scene added before scene 1 the number A1', () => {
    const els = [h('NEW'), h('A', '1'), h('B', '2')]
    expect(numbers(applySceneNumbers(els, numberNewScenes(els)))).toEqual(['A1', '1', '2'])
  })

  it('after 10A comes 10B, skipping a number already used elsewhere', () => {
    expect(numberBetween('10A', '11', new Set(['10A', '11']))).toBe('10B')
    expect(numberBetween('10A', '11', new Set(['10A', '10B', '11']))).toBe('10C')
  })

  it('renumbers every scene, keeping OMITTED ones in sequence', () => {
    const els = [h('A', '10'), omittedHeading('10A'), h('C', '11'), h('D')]
    expect(numbers(applySceneNumbers(els, renumberScenes(els)))).toEqual(['1', '2', '3', '4'])
  })

  it('orders numbers as they run: 9 < A10 < 10 < 10A < A10B < 10B < 11', () => {
    const list = ['11', '10B', 'A10B', '10A', '10', 'A10', '9']
    expect(list.sort(compareSceneNumbers)).toEqual(['9', 'A10', '10', '10A', 'A10B', '10B', '11'])
  })

  it('an OMITTED heading keeps the number and the scene range covers the whole scene', () => {
    const els = [h('A', '1'), a('x'), a('y'), h('B', '2')]
    expect(sceneRange(els, 0)).toEqual({ from: 0, to: 3 })
    expect(omittedHeading('1')).toEqual({ type: 'scene-heading', text: 'OMITTED', sceneNumber: '1', omitted: true })
  })

  it('finds duplicate numbers without changing them', () => {
    const els = [h('A', '5'), h('B', '5'), h('C', '6')]
    expect(duplicateSceneNumbers(els)).toEqual([{ sceneNumber: '5', indexes: [0, 1] }])
  })
})
