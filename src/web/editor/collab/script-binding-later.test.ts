import { describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { getSchema } from '@tiptap/core'
import { EditorState } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from '../extensions'
import { scriptToDoc } from '../../../screenplay/document'
import { ScriptBinding } from './script-binding'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))

/**
 * A writer whose keystrokes go to the shared script later, as in the browser: `later` keeps the
 * sync it is given until the test runs it (the page's paced sync after the paint).
 */
function laterWriter() {
  const ydoc = new Y.Doc()
  const w = {
    ydoc,
    state: EditorState.create({ schema, doc: PMNode.fromJSON(schema, scriptToDoc({ elements: [{ type: 'action', text: 'Rain.' }] as never })) }),
    syncs: [] as (() => void)[],
    transactions: 0,
  }
  const binding = new ScriptBinding(ydoc, { state: () => w.state, dispatch: (tr) => (w.state = w.state.apply(tr)), later: (sync) => w.syncs.push(sync) })
  binding.adoptEditor()
  // Adopting puts the editor's script in at the next sync, as any change does.
  w.syncs.splice(0).forEach((sync) => sync())
  ydoc.on('afterTransaction', (tr: Y.Transaction) => tr.origin === binding && w.transactions++)
  const type = (text: string) => {
    w.state = w.state.apply(w.state.tr.insertText(text, w.state.doc.content.size - 2))
    binding.localUpdate(w.state)
  }
  return { w, binding, type, shared: () => binding.fragment.toJSON() }
}

describe('what waits for the writer’s typing to be in the shared script', () => {
  it('runs once the paced sync puts it there, not sooner, and forces no sync of its own', () => {
    const { w, binding, type, shared } = laterWriter()
    const before = w.transactions
    const seen: string[] = []
    type(' Wind')
    expect(binding.hasUnsyncedChange()).toBe(true)
    // Each keystroke's caret asks, as presence does: all of them wait for the one sync.
    binding.whenSynced(() => seen.push(shared()))
    type(' and')
    binding.whenSynced(() => seen.push(shared()))
    expect(seen).toEqual([])
    expect(w.transactions).toBe(before)
    // One sync is asked for, however many keys were typed before it runs.
    expect(w.syncs.length).toBe(1)
    w.syncs.splice(0).forEach((sync) => sync())
    expect(w.transactions).toBe(before + 1)
    expect(seen.length).toBe(2)
    for (const s of seen) expect(s).toContain('Rain. Wind and')
  })

  it('runs at once when nothing is waiting to be synced, and when something else flushes first', () => {
    const { w, binding, type, shared } = laterWriter()
    const seen: string[] = []
    binding.whenSynced(() => seen.push('idle'))
    expect(seen).toEqual(['idle'])
    type(' Wind')
    binding.whenSynced(() => seen.push(shared()))
    // Undo, a co-writer's change or the page going flush before the paced sync: what waits runs then.
    binding.flushLocal()
    expect(seen[1]).toContain('Rain. Wind')
    // The paced sync that comes later finds nothing left to do.
    const count = w.transactions
    w.syncs.splice(0).forEach((sync) => sync())
    expect(w.transactions).toBe(count)
    expect(seen.length).toBe(2)
  })
})
