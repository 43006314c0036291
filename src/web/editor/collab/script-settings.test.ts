import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { getSchema } from '@tiptap/core'
import { EditorState } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from '../extensions'
import { scriptToDoc } from '../../../screenplay/document'
import { ScriptBinding } from './script-binding'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))

/** Two editors bound to two replicas of one shared script, updates passed by hand. */
function pair() {
  const make = () => {
    const ydoc = new Y.Doc()
    const w = { ydoc, state: EditorState.create({ schema, doc: PMNode.fromJSON(schema, scriptToDoc({ elements: [{ type: 'action', text: 'Rain.' }] as never })) }) } as {
      ydoc: Y.Doc
      state: EditorState
      binding: ScriptBinding
      sent: Uint8Array[]
    }
    w.sent = []
    w.binding = new ScriptBinding(ydoc, { state: () => w.state, dispatch: (tr) => (w.state = w.state.apply(tr)) })
    ydoc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'net' && w.sent.push(u))
    return w
  }
  const ann = make()
  const bob = make()
  ann.binding.adoptEditor()
  Y.applyUpdate(bob.ydoc, Y.encodeStateAsUpdate(ann.ydoc), 'net')
  bob.binding.loadIntoEditor()
  ann.sent.length = 0
  bob.sent.length = 0
  return { ann, bob }
}

describe('the script settings while shared', () => {
  it('a revision set made current and scene numbers locked by one writer reach the other, and go no further', () => {
    const { ann, bob } = pair()
    const production = { revisionSets: [{ id: 1, name: 'Blue', color: '#0000FF', mark: '*' }], activeRevision: 1, scenesLocked: true }
    ann.state = ann.state.apply(ann.state.tr.setDocAttribute('production', production))
    ann.binding.localUpdate(ann.state)
    expect(ann.sent.length).toBe(1)
    for (const u of ann.sent) Y.applyUpdate(bob.ydoc, u, 'net')
    expect(bob.state.doc.attrs.production).toEqual(production)
    // Nothing goes back: the change was the partner's.
    bob.binding.localUpdate(bob.state)
    expect(bob.sent).toEqual([])
    // Bob's own change to one field keeps Ann's others.
    bob.state = bob.state.apply(bob.state.tr.setDocAttribute('production', { ...production, scenesLocked: false }))
    bob.binding.localUpdate(bob.state)
    for (const u of bob.sent) Y.applyUpdate(ann.ydoc, u, 'net')
    expect(ann.state.doc.attrs.production).toEqual({ ...production, scenesLocked: false })
  })

  it('a page size chosen by one writer reaches the other', () => {
    const { ann, bob } = pair()
    ann.state = ann.state.apply(ann.state.tr.setDocAttribute('format', { pageSize: 'a4' }))
    ann.binding.localUpdate(ann.state)
    for (const u of ann.sent) Y.applyUpdate(bob.ydoc, u, 'net')
    expect(bob.state.doc.attrs.format).toEqual({ pageSize: 'a4' })
  })
})
