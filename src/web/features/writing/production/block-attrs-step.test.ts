import { describe, expect, it } from 'vitest'
import { getSchema } from '@tiptap/core'
import HardBreak from '@tiptap/extension-hard-break'
import Text from '@tiptap/extension-text'
import { EditorState } from '@tiptap/pm/state'
import { Step } from '@tiptap/pm/transform'
import { scriptToDoc } from '../../../../screenplay/document'
import { defaultProduction } from '../../../../screenplay/production'
import { Scene, ScreenplayBlocks, ScreenplayDocument } from '../../../editor/nodes/screenplay-nodes'
import { BlockAttrsStep } from './block-attrs-step'
import { clearMarksTr, lockPagesTr, pagesLocked, revisionsInDoc } from './production-doc'

const schema = getSchema([ScreenplayDocument, Scene, ...ScreenplayBlocks, Text, HardBreak])
const doc = schema.nodeFromJSON(
  scriptToDoc({
    production: defaultProduction(),
    elements: [
      { type: 'scene-heading', text: 'INT. A - DAY', sceneNumber: '1' },
      { type: 'action', text: 'Blue line.', revision: 2 },
      { type: 'action', text: 'Plain line.' },
      { type: 'scene-heading', text: 'INT. B - DAY', sceneNumber: '2' },
      { type: 'dialogue', text: 'Pink line.', revision: 3, revisionRuns: [{ start: 0, end: 4, revision: 3 }, { start: 5, end: 9, revision: 2 }] },
    ],
  }),
)
const revisions = (d: typeof doc) => {
  const out: unknown[] = []
  d.descendants((n) => {
    if (n.isTextblock) out.push([n.textContent, n.attrs.revision, n.attrs.revisionRuns])
  })
  return out
}

describe('clearing marks in the editor', () => {
  const state = EditorState.create({ schema, doc })

  it('clears every set in one step, sharing the blocks and scenes it does not touch', () => {
    const tr = clearMarksTr(state)
    expect(tr.steps).toHaveLength(1)
    expect(revisions(tr.doc)).toEqual([
      ['INT. A - DAY', null, null],
      ['Blue line.', null, null],
      ['Plain line.', null, null],
      ['INT. B - DAY', null, null],
      ['Pink line.', null, null],
    ])
    expect(tr.doc.child(0).child(2)).toBe(doc.child(0).child(2))
    expect(tr.doc.child(0).child(0)).toBe(doc.child(0).child(0))
  })

  it("clears one set, keeping the other set's marks and runs", () => {
    const tr = clearMarksTr(state, 2)
    expect(revisions(tr.doc)[1]).toEqual(['Blue line.', null, null])
    expect(revisions(tr.doc)[4]).toEqual(['Pink line.', 3, [{ start: 0, end: 4, revision: 3 }]])
    expect(tr.doc.child(1).child(0)).toBe(doc.child(1).child(0))
  })

  it('is undone by its inverse, maps through edits before it and survives JSON', () => {
    const tr = clearMarksTr(state)
    const step = tr.steps[0]
    expect(step.invert(doc).apply(tr.doc).doc!.eq(doc)).toBe(true)
    // Text typed at the start moves every block on: the step follows it.
    const typed = state.tr.insertText('Xx', 2)
    const mapped = step.map(typed.mapping)!
    expect(revisions(mapped.apply(typed.doc).doc!)[1]).toEqual(['Blue line.', null, null])
    const back = Step.fromJSON(schema, JSON.parse(JSON.stringify(step.toJSON())))
    expect(back.apply(doc).doc!.eq(tr.doc)).toBe(true)
    expect(new BlockAttrsStep([{ pos: 3, attrs: { revision: null } }]).apply(doc).failed).toMatch(/no block starts at 3/)
  })
})

describe('what the Script menu reads off the blocks as it opens', () => {
  const state = EditorState.create({ schema, doc })

  it('the sets whose marks the script carries, runs included, and none once cleared', () => {
    expect([...revisionsInDoc(doc)].sort()).toEqual([2, 3])
    expect([...revisionsInDoc(clearMarksTr(state, 3).doc)]).toEqual([2])
    expect(revisionsInDoc(clearMarksTr(state).doc).size).toBe(0)
  })

  it('whether pages are locked', () => {
    expect(pagesLocked(doc)).toBe(false)
    expect(pagesLocked(lockPagesTr(state).doc)).toBe(true)
  })
})
