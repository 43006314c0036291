// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { Editor } from '@tiptap/core'
import type { Transaction } from '@tiptap/pm/state'
import { screenplayExtensions } from '../editor/extensions'
import { useEditorStore } from '../editor/editor-store'
import { ScriptBinding } from '../editor/collab'
import { blocksInRange } from '../editor/collab/flat-blocks'
import { CommentMark } from '../features/writing'
import { scriptToDoc } from '../../screenplay/document'
import { anchorOf, readPart, SCRIPT_FRAGMENT, writePart } from '../../project/shared'
import { reads, type Reads } from '../../testing/count-reads'
import { initialProjectState, useProject } from './project-store'
import { shareProjectThrough } from './shared-project'

/**
 * A comment a co-writer adds or deletes is marked (or unmarked) in the editor by reading the
 * blocks its anchors point at: as much on a long script as on a short one, counted, not timed.
 */

const COMMENT = { text: 'Too long?', author: 'Bob', createdAt: '2025-03-01T10:00:00.000Z', resolved: false }

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const c of cleanups.splice(0).reverse()) c()
  useEditorStore.setState({ editor: null })
})

/** This writer's editor, bound to a shared doc, and a partner's replica of it; updates passed at once. */
function sharedEditor(scenes: number) {
  const elements: { type: string; text: string }[] = []
  for (let i = 0; i < scenes; i++)
    elements.push({ type: 'sceneHeading', text: `INT. ROOM ${i} - DAY` }, { type: 'action', text: 'Rain on the glass.' }, { type: 'character', text: 'ANN' }, { type: 'dialogue', text: 'We go at dawn.' })
  const editor = new Editor({ element: document.createElement('div'), extensions: [...screenplayExtensions({ onOpenElementMenu: () => {} }), CommentMark], content: scriptToDoc({ elements } as never) })
  useEditorStore.setState({ editor })
  useProject.setState(initialProjectState())
  const here = new Y.Doc()
  const partner = new Y.Doc()
  const binding = new ScriptBinding(here, { state: () => editor.state, dispatch: (tr) => editor.view.dispatch(tr) })
  const follow = ({ transaction, appendedTransactions }: { transaction: Transaction; appendedTransactions: Transaction[] }) => {
    binding.follow(transaction)
    for (const tr of appendedTransactions) binding.follow(tr)
  }
  editor.on('transaction', follow)
  binding.seedFromEditor()
  Y.applyUpdate(partner, Y.encodeStateAsUpdate(here))
  here.on('update', (u: Uint8Array, origin: unknown) => origin !== 'partner' && Y.applyUpdate(partner, u, 'here'))
  partner.on('update', (u: Uint8Array, origin: unknown) => origin !== 'here' && Y.applyUpdate(here, u, 'partner'))
  const stop = shareProjectThrough(here, { role: () => 'writer', mode: 'adopt', binding })
  cleanups.push(() => {
    stop()
    binding.destroy()
    editor.destroy()
  })
  return { editor, partner }
}

/** Where the `offset`th character of a line (by its place in the script) is in the editor. */
const at = (editor: Editor, line: number, offset: number) => blocksInRange(editor.state.doc, line, line + 1)[0].pos + 1 + offset

/** What `change` reads here as it arrives (the editor redrawing the marked text after is not counted). */
function arriving(editor: Editor, change: () => void): Reads {
  const view = editor.view
  const dispatch = view.dispatch.bind(view)
  const count = reads((pause) => {
    view.dispatch = (tr) => {
      const resume = pause()
      try {
        dispatch(tr)
      } finally {
        resume()
      }
    }
    try {
      change()
    } finally {
      view.dispatch = dispatch
    }
  })
  return count
}

/** A partner comments on words of the last scene's dialogue, then deletes the comment. */
function session(scenes: number) {
  const { editor, partner } = sharedEditor(scenes)
  const last = scenes * 4 - 1
  const marked = (id: string) => editor.state.doc.rangeHasMark(at(editor, last, 3), at(editor, last, 7), editor.schema.marks.comment.create({ commentId: id }))
  const fragment = partner.getXmlFragment(SCRIPT_FRAGMENT)
  const anchors = [anchorOf(fragment, { startBlock: last, startOffset: 3, endBlock: last, endOffset: 7 })!]
  // The first comment to arrive has the shared list's order and the scene containers read, once.
  partner.transact(() => writePart(partner, 'comments', [{ id: 'c0', ...COMMENT }], { anchorsOf: () => [anchorOf(fragment, { startBlock: 0, startOffset: 0, endBlock: 0, endOffset: 3 })!] }))
  const added = arriving(editor, () => partner.transact(() => writePart(partner, 'comments', [{ id: 'c0', ...COMMENT }, { id: 'c1', ...COMMENT }], { anchorsOf: () => anchors })))
  expect(marked('c1')).toBe(true)
  expect(editor.state.doc.textBetween(at(editor, last, 3), at(editor, last, 7))).toBe('go a')
  expect((readPart(partner, 'comments') as unknown[]).length).toBe(2)
  // A second comment, on the first scene's action, while the first stays.
  const first = [anchorOf(fragment, { startBlock: 1, startOffset: 0, endBlock: 1, endOffset: 4 })!]
  const another = arriving(editor, () =>
    partner.transact(() =>
      writePart(partner, 'comments', [{ id: 'c0', ...COMMENT }, { id: 'c1', ...COMMENT }, { id: 'c2', ...COMMENT }], { anchorsOf: (id) => (id === 'c2' ? first : anchors) }),
    ),
  )
  expect(editor.state.doc.rangeHasMark(at(editor, 1, 0), at(editor, 1, 4), editor.schema.marks.comment.create({ commentId: 'c2' }))).toBe(true)
  const deleted = arriving(editor, () => partner.transact(() => writePart(partner, 'comments', [{ id: 'c0', ...COMMENT }, { id: 'c2', ...COMMENT }])))
  expect(marked('c1')).toBe(false)
  expect(editor.state.doc.rangeHasMark(at(editor, 1, 0), at(editor, 1, 4), editor.schema.marks.comment.create({ commentId: 'c2' }))).toBe(true)
  return { added, another, deleted }
}

describe('a co-writer’s comment in the editor', () => {
  it('is marked and unmarked reading its own blocks: as much on a 600-scene script as on a 3-scene one', () => {
    const short = session(3)
    const long = session(600)
    expect(long).toEqual(short)
    for (const r of Object.values(long)) expect(r.editor + r.shared).toBeLessThan(40)
  })
})
