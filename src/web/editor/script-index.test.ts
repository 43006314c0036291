import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { getSchema } from '@tiptap/core'
import { EditorState, TextSelection } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from './extensions'
import { scriptToDoc } from '../../screenplay/document'
import { ScriptIndex, buildIndex, characterNameWords, scriptIndex } from './script-index'
import { docChangedRange } from './doc-diff'

const extensions = [...screenplayExtensions({ onOpenElementMenu: () => {} })]
const schema = getSchema(extensions)
const plugins = ScriptIndex.config.addProseMirrorPlugins!.call({} as never)

function stateOf(elements: [string, string][]) {
  const doc = PMNode.fromJSON(schema, scriptToDoc({ elements: elements.map(([type, text]) => ({ type: type as never, text })) }))
  return EditorState.create({ schema, doc, plugins })
}

const plain = (m: ReadonlyMap<string, number>) => Object.fromEntries([...m].sort())

describe('script index', () => {
  const start = stateOf([
    ['scene-heading', 'INT. KITCHEN - NIGHT'],
    ['character', 'MARY'],
    ['dialogue', 'Hello.'],
    ['character', 'Dr. Kim (V.O.)'],
    ['dialogue', 'Hi.'],
    ['scene-heading', 'EXT. BEACH - DAY'],
    ['character', 'MARY'],
  ])

  it('counts names and locations on creation', () => {
    const idx = scriptIndex(start)!
    expect(plain(idx.characters)).toEqual({ 'DR. KIM': 1, MARY: 2 })
    expect(plain(idx.locations)).toEqual({ BEACH: 1, KITCHEN: 1 })
    expect([...characterNameWords(idx)].sort()).toEqual(['DR', 'KIM', 'MARY'])
  })

  it('follows typing in a cue without a full rebuild, and keeps unrelated edits free', () => {
    // Cursor at the end of the first MARY cue; type "ANNE".
    let pos = 0
    start.doc.descendants((n, p) => {
      if (!pos && n.type.name === 'character') pos = p + 1 + n.content.size
    })
    let s = start.apply(start.tr.setSelection(TextSelection.create(start.doc, pos)))
    s = s.apply(s.tr.insertText('ANNE'))
    expect(plain(scriptIndex(s)!.characters)).toEqual({ 'DR. KIM': 1, MARY: 1, MARYANNE: 1 })
    const before = scriptIndex(s)!
    let dlg = 0
    s.doc.descendants((n, p) => {
      if (!dlg && n.type.name === 'dialogue') dlg = p + 2
    })
    const s2 = s.apply(s.tr.insertText('x', dlg))
    expect(scriptIndex(s2)).toBe(before) // same object: nothing recounted
  })

  it('leaves the index alone when only attributes or marks change (no position moves)', () => {
    const before = scriptIndex(start)!
    const cues: number[] = []
    start.doc.descendants((n, p) => {
      if (n.type.name === 'character') cues.push(p)
    })
    let tr = start.tr
    for (const p of cues) tr = tr.setNodeAttribute(p, 'revision', 2)
    tr = tr.addMark(cues[0] + 1, cues[0] + 3, schema.marks.bold.create())
    const s = start.apply(tr)
    expect(s.doc.eq(start.doc)).toBe(false)
    expect(scriptIndex(s)).toBe(before)
    // Text typed in the same transaction is counted as ever.
    const typed = start.apply(start.tr.setNodeAttribute(cues[0], 'revision', 2).insertText('ANNE', cues[0] + 5))
    expect(plain(scriptIndex(typed)!.characters)).toEqual({ 'DR. KIM': 1, MARY: 1, MARYANNE: 1 })
  })

  const names = ['MARY', 'BOB', 'ANN', 'KITCHEN', 'INT. ROOF - DAY', 'EXT. SEA - NIGHT']
  it('always equals a full rebuild after random edits (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.nat(), fc.nat(), fc.constantFrom(...names, '', 'a', '\n')), { minLength: 1, maxLength: 12 }),
        (edits) => {
          let s = start
          for (const [a, b, text] of edits) {
            const size = s.doc.content.size
            const from = a % size
            const to = Math.min(size, from + (b % 12))
            try {
              const tr = text ? s.tr.insertText(text, from, to) : s.tr.delete(from, to)
              s = s.apply(tr)
            } catch {
              // an edit the schema refuses
            }
          }
          const fresh = buildIndex(s.doc)
          expect(plain(scriptIndex(s)!.characters)).toEqual(plain(fresh.characters))
          expect(plain(scriptIndex(s)!.locations)).toEqual(plain(fresh.locations))
        },
      ),
      { numRuns: 150 },
    )
  })

  it('finds the changed range even with repeated text', () => {
    const a = stateOf([['action', 'aa']])
    const b = a.apply(a.tr.insertText('a', 3))
    const r = docChangedRange(a.doc, b.doc)!
    expect(r.toB - r.toA).toBe(1)
    expect(r.from).toBeLessThanOrEqual(r.toA)
  })
})
