import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { scriptToDoc } from '../../screenplay/document'
import type { ScriptElement } from '../../screenplay/model'
import { compareParagraphs, foldUnchanged } from './diff'
import { paragraphsOf, revisionDocument } from './paragraphs'

const doc = (elements: ScriptElement[]) => scriptToDoc({ elements })
const rows = (a: unknown, b: unknown) => compareParagraphs(paragraphsOf(a), paragraphsOf(b)).rows.map((r) => `${r.kind[0]} ${r.type}:${r.text}`)

describe('paragraphs of a revision', () => {
  it('reads an editor document block by block, across scenes, in capitals where the script is', () => {
    const d = doc([
      { type: 'action', text: 'Before.' },
      { type: 'scene-heading', text: 'int. kitchen - day' },
      { type: 'character', text: 'Ann' },
      { type: 'dialogue', text: 'Line one\nline two' },
    ])
    expect(paragraphsOf(d)).toEqual([
      { type: 'action', text: 'Before.' },
      { type: 'sceneHeading', text: 'INT. KITCHEN - DAY' },
      { type: 'character', text: 'ANN' },
      { type: 'dialogue', text: 'Line one\nline two' },
    ])
  })

  it('reads HTML and plain text kept by older versions, without running anything in it', () => {
    const html = '<p data-type="scene-heading">INT. HALL - NIGHT</p><p class="action">Tom &amp; Jo<br>wait.</p><p><img src=x onerror="alert(1)">Hi &lt;3</p>'
    expect(paragraphsOf(html)).toEqual([
      { type: 'sceneHeading', text: 'INT. HALL - NIGHT' },
      { type: 'action', text: 'Tom & Jo\nwait.' },
      { type: 'action', text: 'Hi <3' },
    ])
    expect(paragraphsOf('One line.\n\nAnother.')).toEqual([
      { type: 'action', text: 'One line.' },
      { type: 'action', text: 'Another.' },
    ])
    expect(paragraphsOf(42)).toEqual([])
    expect(paragraphsOf({ type: 'doc', content: [{ type: 'virus' }] })).toEqual([])
  })

  it('an older text revision can still be restored, as one block per paragraph', () => {
    const d = revisionDocument('<p data-type="scene-heading">EXT. PIER - DAY</p><p>Gulls.</p>')
    expect(paragraphsOf(d)).toEqual([
      { type: 'sceneHeading', text: 'EXT. PIER - DAY' },
      { type: 'action', text: 'Gulls.' },
    ])
    expect(revisionDocument({ nope: true })).toBeNull()
  })
})

describe('compare with current', () => {
  const base: ScriptElement[] = [
    { type: 'scene-heading', text: 'INT. KITCHEN - DAY' },
    { type: 'action', text: 'Ann cooks.' },
    { type: 'character', text: 'ANN' },
    { type: 'dialogue', text: 'Dinner is ready.' },
  ]

  it('identical versions: every paragraph unchanged', () => {
    const c = compareParagraphs(paragraphsOf(doc(base)), paragraphsOf(doc(base)))
    expect(c).toMatchObject({ added: 0, removed: 0, unchanged: 4 })
  })

  it('a changed paragraph is the revision line removed and the current one added, in place', () => {
    const now = [...base]
    now[1] = { type: 'action', text: 'Ann burns the toast.' }
    expect(rows(doc(base), doc(now))).toEqual([
      'u sceneHeading:INT. KITCHEN - DAY',
      'r action:Ann cooks.',
      'a action:Ann burns the toast.',
      'u character:ANN',
      'u dialogue:Dinner is ready.',
    ])
  })

  it('paragraphs added and removed anywhere, and a change of element type counts as a change', () => {
    const now: ScriptElement[] = [
      { type: 'transition', text: 'FADE IN:' },
      base[0],
      { type: 'shot', text: 'Ann cooks.' },
      base[2],
      base[3],
      { type: 'action', text: 'She leaves.' },
    ]
    expect(rows(doc(base), doc(now))).toEqual([
      'a transition:FADE IN:',
      'u sceneHeading:INT. KITCHEN - DAY',
      'r action:Ann cooks.',
      'a shot:Ann cooks.',
      'u character:ANN',
      'u dialogue:Dinner is ready.',
      'a action:She leaves.',
    ])
  })

  it('an empty side: all added, or all removed', () => {
    expect(compareParagraphs([], paragraphsOf(doc(base)))).toMatchObject({ added: 4, removed: 0, unchanged: 0 })
    expect(compareParagraphs(paragraphsOf(doc(base)), [])).toMatchObject({ added: 0, removed: 4, unchanged: 0 })
  })

  it('two wholly different long versions are shown as one removed and one added run', () => {
    const a = Array.from({ length: 6000 }, (_, i) => ({ type: 'action' as const, text: `old ${i}` }))
    const b = Array.from({ length: 6000 }, (_, i) => ({ type: 'action' as const, text: `new ${i}` }))
    const c = compareParagraphs(a, b)
    expect(c).toMatchObject({ added: 6000, removed: 6000, unchanged: 0 })
    expect(c.rows[0]).toEqual({ kind: 'removed', type: 'action', text: 'old 0' })
    expect(c.rows[6000]).toEqual({ kind: 'added', type: 'action', text: 'new 0' })
  })
  it('the rows always rebuild both versions: without the added ones the revision, without the removed ones the current script', () => {
    // Few distinct texts, so repeats (character cues, 'Beat.') and moves are common.
    const para = fc.record({ type: fc.constantFrom('action' as const, 'character' as const), text: fc.constantFrom('ANN', 'BOB', 'Beat.', 'Rain.', 'Go.', 'Stop.', 'Run.') })
    fc.assert(
      fc.property(fc.array(para, { maxLength: 40 }), fc.array(para, { maxLength: 40 }), (a, b) => {
        const { rows } = compareParagraphs(a, b)
        const strip = (r: { type: string; text: string }) => ({ type: r.type, text: r.text })
        expect(rows.filter((r) => r.kind !== 'added').map(strip)).toEqual(a)
        expect(rows.filter((r) => r.kind !== 'removed').map(strip)).toEqual(b)
      }),
      { numRuns: 300 },
    )
  })
})

describe('folding unchanged runs', () => {
  const u = (t: string) => ({ kind: 'unchanged' as const, type: 'action' as const, text: t })
  const a = (t: string) => ({ kind: 'added' as const, type: 'action' as const, text: t })
  const rowsOf = (n: number, at: number[]) => Array.from({ length: n }, (_, i) => (at.includes(i) ? a(`new ${i}`) : u(`p ${i}`)))
  const show = (items: ReturnType<typeof foldUnchanged>) => items.map((x) => (x.kind === 'folded' ? `…${x.count}@${x.start}` : x.text))

  it('keeps three paragraphs of context around each change and folds the rest', () => {
    expect(show(foldUnchanged(rowsOf(30, [15])))).toEqual(['…12@0', 'p 12', 'p 13', 'p 14', 'new 15', 'p 16', 'p 17', 'p 18', '…11@19'])
  })
  it('short runs between changes stay whole; an unchanged script folds to one line', () => {
    expect(show(foldUnchanged(rowsOf(12, [2, 9])))).toEqual(['p 0', 'p 1', 'new 2', 'p 3', 'p 4', 'p 5', 'p 6', 'p 7', 'p 8', 'new 9', 'p 10', 'p 11'])
    expect(show(foldUnchanged(rowsOf(50, [])))).toEqual(['…50@0'])
  })
  it('an expanded run is shown whole, and each item knows its row', () => {
    const items = foldUnchanged(rowsOf(30, [15]), 3, new Set([19]))
    expect(show(items).slice(-11)).toEqual(Array.from({ length: 11 }, (_, k) => `p ${19 + k}`))
    expect(items.filter((x) => x.kind === 'folded')).toEqual([{ kind: 'folded', start: 0, count: 12 }])
    expect(items.find((x) => x.kind !== 'folded' && x.text === 'new 15')).toMatchObject({ index: 15 })
  })
})
