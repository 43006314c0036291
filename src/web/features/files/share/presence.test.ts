import { afterEach, describe, expect, it } from 'vitest'
import * as Y from 'yjs'
import { getSchema } from '@tiptap/core'
import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from '../../../editor/extensions'
import { blockCount, blocksInRange } from '../../../editor/collab/flat-blocks'
import { ScriptBinding } from '../../../editor/collab'
import { scriptToDoc } from '../../../../screenplay/document'
import { reads, type Reads } from '../../../../testing/count-reads'
import { placeCarets, sharedCaret } from './presence'

/**
 * Placing a co-writer's caret costs the same on a long script as on a short one: what is read
 * is counted (nodes of the editor's document, blocks of the shared list), not timed.
 */

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))

/** A script of `scenes` scenes of four lines each. */
function script(scenes: number): PMNode {
  const elements: { type: string; text: string }[] = []
  for (let i = 0; i < scenes; i++)
    elements.push({ type: 'sceneHeading', text: `INT. ROOM ${i} - DAY` }, { type: 'action', text: 'Rain on the glass.' }, { type: 'character', text: 'ANN' }, { type: 'dialogue', text: 'We go at dawn.' })
  return PMNode.fromJSON(schema, scriptToDoc({ elements } as never))
}

interface Writer {
  ydoc: Y.Doc
  state: EditorState
  binding: ScriptBinding
  /** Transactions a co-writer's change made here, not yet followed by the binding's places. */
  arrived: Transaction[]
}

const made: Writer[] = []
afterEach(() => {
  for (const w of made.splice(0)) w.binding.destroy()
})

/** Ann and Bob on replicas of one shared script, every update passed at once. */
function pair(scenes: number) {
  const make = (): Writer => {
    const ydoc = new Y.Doc()
    const w = { ydoc, state: EditorState.create({ schema, doc: script(scenes) }), arrived: [] } as unknown as Writer
    w.binding = new ScriptBinding(ydoc, {
      state: () => w.state,
      dispatch: (tr) => {
        w.state = w.state.apply(tr)
        w.arrived.push(tr)
      },
    })
    made.push(w)
    return w
  }
  const ann = make()
  const bob = make()
  ann.binding.seedFromEditor()
  Y.applyUpdate(bob.ydoc, Y.encodeStateAsUpdate(ann.ydoc), 'net')
  bob.binding.loadIntoEditor()
  ann.ydoc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'net' && Y.applyUpdate(bob.ydoc, u, 'net'))
  bob.ydoc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'net' && Y.applyUpdate(ann.ydoc, u, 'net'))
  for (const w of [ann, bob]) {
    for (const tr of w.arrived.splice(0)) w.binding.follow(tr)
  }
  return { ann, bob }
}

/** Bob's own edit: into his editor, then to the shared script. */
function edit(w: Writer, tr: Transaction) {
  w.state = w.state.apply(tr)
  w.binding.follow(tr)
  w.binding.localUpdate(w.state)
}

/** Where a line's text starts, by its place in the script. */
function lineStart(doc: PMNode, index: number): number {
  return blocksInRange(doc, index, index + 1)[0].pos + 1
}

/** Bob's awareness state, as Ann's browser holds it, with his caret at `pos` of his editor. */
function states(ann: Writer, bob: Writer, pos: number): Map<number, Record<string, unknown>> {
  const caret = sharedCaret(bob.binding, TextSelection.create(bob.state.doc, pos))
  return new Map<number, Record<string, unknown>>([
    [ann.ydoc.clientID, { user: { name: 'Ann', color: '#d9480f' } }],
    [bob.ydoc.clientID, { user: { name: 'Bob', color: '#1971c2' }, cursor: caret }],
  ])
}

/**
 * Ann places Bob's caret after each of these, on a script of `scenes` scenes: his caret moving
 * to the last scene, then to the first, then his typing a word in the last scene's dialogue.
 * Returns what each placing read, and checks each caret lands where Bob's is.
 */
function session(scenes: number) {
  const { ann, bob } = pair(scenes)
  const last = scenes * 4 - 1
  /** Ann places Bob's caret (at `pos` of his editor): what that read, and that it lands on the same line and offset. */
  const place = (pos: number, expectedLine: number, offset: number): Reads => {
    const s = states(ann, bob, pos)
    let placed: ReturnType<typeof placeCarets> | null = null
    const count = reads(() => {
      for (const tr of ann.arrived.splice(0)) ann.binding.follow(tr)
      placed = placeCarets(s, ann.ydoc.clientID, ann.binding, ann.state.doc)
    })
    const { cursors, peers } = placed!
    const at = lineStart(ann.state.doc, expectedLine) + offset
    expect(cursors).toEqual([{ clientId: bob.ydoc.clientID, name: 'Bob', color: '#1971c2', anchor: at, head: at }])
    expect(peers.map((p) => p.scene)).toEqual([Math.floor(expectedLine / 4)])
    return count
  }
  // The first placing reads the shared list's order and the scene containers once.
  place(lineStart(bob.state.doc, 0), 0, 0)
  const moveToLast = place(lineStart(bob.state.doc, last) + 3, last, 3)
  const moveToFirst = place(lineStart(bob.state.doc, 1) + 2, 1, 2)
  // Bob types in the last dialogue: the change arrives here, then his caret after the word.
  edit(bob, bob.state.tr.insertText('now ', lineStart(bob.state.doc, last)))
  expect(blockCount(ann.state.doc)).toBe(scenes * 4)
  const typed = place(lineStart(bob.state.doc, last) + 4, last, 4)
  // Bob presses Enter in the first scene, then moves along the new line.
  edit(bob, bob.state.tr.split(lineStart(bob.state.doc, 1) + 4))
  const afterEnter = place(lineStart(bob.state.doc, 2), 2, 0)
  const thenMove = place(lineStart(bob.state.doc, 2) + 1, 2, 1)
  return { moveToLast, moveToFirst, typed, afterEnter, thenMove }
}

describe('placing a co-writer’s caret', () => {
  it('reads as much on a 600-scene script as on a 3-scene one: the caret’s own scene, never the script', () => {
    const short = session(3)
    const long = session(600)
    expect(long.moveToLast).toEqual(short.moveToLast)
    expect(long.moveToFirst).toEqual(short.moveToFirst)
    expect(long.typed).toEqual(short.typed)
    expect(long.thenMove).toEqual(short.thenMove)
    // Blocks added: the shared list's order was read again once, as they arrived, not per caret.
    expect(long.afterEnter).toEqual(short.afterEnter)
    // A scene of four lines is what is read, a few nodes, whatever the script's length.
    for (const r of Object.values(long)) expect(r.editor + r.shared).toBeLessThan(20)
  })
})

describe('what a writer tells co-writers of their caret', () => {
  it('does not change while they type at it (so typing sends no caret), and changes when the caret moves', () => {
    const { bob } = pair(3)
    const told = (pos: number) => JSON.stringify(sharedCaret(bob.binding, TextSelection.create(bob.state.doc, pos)))
    // In the middle of a line, then at its end: each keystroke moves the caret one character on.
    // (No letter typed twice in a row: the second of two equal letters may be shared as the first,
    // and the caret is then told again, rightly.)
    for (const [line, offset] of [[1, 4], [1, 'Rain on the glass.'.length]] as const) {
      let at = lineStart(bob.state.doc, line) + offset
      const before = told(at)
      for (const ch of 'wet') {
        edit(bob, bob.state.tr.insertText(ch, at))
        at += 1
        expect(told(at), `${line}:${offset} after ${JSON.stringify(ch)}: ${JSON.stringify(bob.state.doc.textBetween(lineStart(bob.state.doc, line), lineStart(bob.state.doc, line + 1) - 2))}`).toBe(before)
      }
      expect(told(at - 1)).not.toBe(before)
    }
    expect(told(lineStart(bob.state.doc, 3))).not.toBe(told(lineStart(bob.state.doc, 1)))
  })
})
