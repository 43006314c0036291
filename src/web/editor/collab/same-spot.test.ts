import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Y from 'yjs'
import { getSchema } from '@tiptap/core'
import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from '../extensions'
import { scriptToDoc } from '../../../screenplay/document'
import { ScriptBinding } from './script-binding'
import { inlineDiff } from './inline-diff'

/**
 * Two writers typing at one spot at the same time (both at the end of one line) each keep their
 * own words whole: the merged line holds each writer's text as they typed it, one after the
 * other, never letters of one inside the words of the other. Words share letters and spaces,
 * so where a change goes cannot be read off the text alone; it is taken from the caret (this
 * writer's typing) and from the shared text's own change (a co-writer's).
 */

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))
const LINE = 'The kettle.'

interface Writer {
  ydoc: Y.Doc
  state: EditorState
  binding: ScriptBinding
  /** Syncs waiting for the frame to be drawn. */
  later: (() => void)[]
  /** Updates on their way to the other writer. */
  outbox: Uint8Array[]
}

function pair(afterPaint: boolean): [Writer, Writer] {
  const doc = () => PMNode.fromJSON(schema, scriptToDoc({ elements: [{ type: 'action', text: LINE }] as never }))
  const make = (): Writer => {
    const w = { ydoc: new Y.Doc(), state: EditorState.create({ schema, doc: doc() }), later: [], outbox: [] } as unknown as Writer
    const host = { state: () => w.state, dispatch: (tr: Transaction) => (w.state = w.state.apply(tr)) }
    w.binding = new ScriptBinding(w.ydoc, afterPaint ? { ...host, later: (sync) => void w.later.push(sync) } : host)
    return w
  }
  const ann = make()
  const bob = make()
  ann.binding.seedFromEditor()
  Y.applyUpdate(bob.ydoc, Y.encodeStateAsUpdate(ann.ydoc), 'net')
  bob.binding.loadIntoEditor()
  for (const [from] of [[ann], [bob]] as const) from.ydoc.on('update', (u: Uint8Array, origin: unknown) => origin !== 'net' && from.outbox.push(u))
  // Both carets at the end of the line.
  for (const w of [ann, bob]) w.state = w.state.apply(w.state.tr.setSelection(TextSelection.create(w.state.doc, w.state.doc.content.size - 2)))
  return [ann, bob]
}

function lineText(w: Writer): string {
  return w.state.doc.textBetween(0, w.state.doc.content.size, '\n')
}

type Step = { kind: 'key'; w: 0 | 1 } | { kind: 'paint'; w: 0 | 1 } | { kind: 'deliver'; from: 0 | 1 }

/** Runs the writers' keystrokes, paints and deliveries in `steps` order, then everything left. */
function run(steps: Step[], afterPaint: boolean, words: [string, string]): string[] {
  const writers = pair(afterPaint)
  const typed = [0, 0]
  const paint = (w: Writer) => w.later.splice(0).forEach((sync) => sync())
  const deliver = (from: Writer, to: Writer) => {
    if (!from.outbox.length) return
    // The receiving page puts its own typing into the shared script first, as the browser does.
    to.binding.flushLocal()
    for (const u of from.outbox.splice(0)) Y.applyUpdate(to.ydoc, u, 'net')
  }
  for (const s of steps) {
    if (s.kind === 'key') {
      const w = writers[s.w]
      if (typed[s.w] >= words[s.w].length) continue
      w.state = w.state.apply(w.state.tr.insertText(words[s.w][typed[s.w]++]))
      w.binding.localUpdate(w.state)
    } else if (s.kind === 'paint') paint(writers[s.w])
    else deliver(writers[s.from], writers[1 - s.from])
  }
  for (const [w, n] of [[writers[0], 0], [writers[1], 1]] as const) {
    while (typed[n] < words[n].length) {
      w.state = w.state.apply(w.state.tr.insertText(words[n][typed[n]++]))
      w.binding.localUpdate(w.state)
    }
    paint(w)
  }
  for (let i = 0; i < 2; i++) {
    deliver(writers[0], writers[1])
    deliver(writers[1], writers[0])
  }
  return writers.map(lineText)
}

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom<0 | 1>(0, 1).map((w) => ({ kind: 'key' as const, w })) },
  { weight: 2, arbitrary: fc.constantFrom<0 | 1>(0, 1).map((w) => ({ kind: 'paint' as const, w })) },
  { weight: 2, arbitrary: fc.constantFrom<0 | 1>(0, 1).map((from) => ({ kind: 'deliver' as const, from })) },
)

describe('two writers typing at one spot', () => {
  const words: [string, string] = [' Ann was here.', ' Bob too.']
  for (const afterPaint of [false, true])
    it(`keep each writer's words whole, whatever the order keys, paints and messages come in (${afterPaint ? 'synced after the paint' : 'synced at once'})`, () => {
      fc.assert(
        fc.property(fc.array(step, { minLength: 10, maxLength: 80 }), (steps) => {
          const [a, b] = run(steps, afterPaint, words)
          expect(a).toBe(b)
          expect([LINE + words[0] + words[1], LINE + words[1] + words[0]]).toContain(a)
        }),
        { numRuns: 300 },
      )
    })

  it('the case seen in the browser: a co-writer’s words arrive right after this writer’s space', () => {
    // Ann has typed her space; Bob's whole line arrives and sorts before it in the shared text.
    const steps: Step[] = [{ kind: 'key', w: 0 }, { kind: 'paint', w: 0 }]
    for (let i = 0; i < words[1].length; i++) steps.push({ kind: 'key', w: 1 })
    steps.push({ kind: 'paint', w: 1 }, { kind: 'deliver', from: 1 }, { kind: 'deliver', from: 0 })
    for (let i = 1; i < words[0].length; i++) steps.push({ kind: 'key', w: 0 }, { kind: 'paint', w: 0 }, { kind: 'deliver', from: 0 })
    for (const afterPaint of [false, true]) {
      const [a, b] = run(steps, afterPaint, words)
      expect(a).toBe(b)
      expect([LINE + words[0] + words[1], LINE + words[1] + words[0]]).toContain(a)
    }
  })
})

describe('where a change inside a line is put', () => {
  const text = (t: string) => schema.nodes.action.create(null, schema.text(t)).content
  it('is where the texts first differ, unless told where it was and the texts agree there', () => {
    // A space typed after "was", before a co-writer's " Bob": the text alone puts it after their space.
    expect(inlineDiff(text('was Bob'), text('was  Bob'))).toEqual({ start: 4, endA: 4, endB: 5 })
    expect(inlineDiff(text('was Bob'), text('was  Bob'), { endB: 4 })).toEqual({ start: 3, endA: 3, endB: 4 })
    expect(inlineDiff(text('was Bob'), text('was  Bob'), { start: 3 })).toEqual({ start: 3, endA: 3, endB: 4 })
    // A deletion among repeated letters, at the caret.
    expect(inlineDiff(text('aaab'), text('aab'), { endB: 0 })).toEqual({ start: 0, endA: 1, endB: 0 })
    // Told a place where the texts do not agree: the change stays where the texts put it.
    expect(inlineDiff(text('was Bob'), text('was  Bob'), { start: 1 })).toEqual({ start: 4, endA: 4, endB: 5 })
    expect(inlineDiff(text('was Bob'), text('was  Bob'), { endB: 99 })).toEqual({ start: 4, endA: 4, endB: 5 })
  })
})
