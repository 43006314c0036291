import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import * as Y from 'yjs'
import { getSchema } from '@tiptap/core'
import { EditorState, type Transaction } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from '../extensions'
import { sceneNormalizerPlugin } from '../plugins/scene-normalizer'
import { scriptToDoc } from '../../../screenplay/document'
import { writeScript } from '../../../project/shared'
import { blockCount, blocksInRange } from './flat-blocks'
import { BlockOrder, BlockPlaces } from './script-index'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))

function startDoc(scenes: number): PMNode {
  const elements: { type: string; text: string }[] = [{ type: 'action', text: 'Rain.' }]
  for (let i = 0; i < scenes; i++) elements.push({ type: 'sceneHeading', text: `INT. ROOM ${i} - DAY` }, { type: 'action', text: 'Ann cooks.' }, { type: 'dialogue', text: 'Hungry?' })
  return PMNode.fromJSON(schema, scriptToDoc({ elements } as never))
}

/** Every block's place as the index gives it, against the places read off the whole document. */
function expectPlacesMatch(places: BlockPlaces, doc: PMNode) {
  const all = blocksInRange(doc, 0, blockCount(doc))
  expect(places.count(doc)).toBe(all.length)
  all.forEach((b, i) => {
    const placed = places.block(doc, i)
    expect(placed?.pos).toBe(b.pos)
    expect(placed?.node).toBe(b.node)
    expect(placed?.scene).toBe(doc.resolve(b.pos).index(0))
    expect(places.indexAt(doc.resolve(b.pos + 1))).toBe(i)
  })
  expect(places.block(doc, all.length)).toBeNull()
}

type Edit = { kind: 'type' | 'delete' | 'enter' | 'heading' | 'action' | 'join' | 'bold'; block: number; at: number; len: number }

const editArb: fc.Arbitrary<Edit> = fc.record({
  kind: fc.constantFrom('type', 'type', 'delete', 'enter', 'heading', 'action', 'join', 'bold'),
  block: fc.nat(30),
  at: fc.nat(12),
  len: fc.integer({ min: 1, max: 20 }),
})

/** An edit as a writer would make it, or null when it makes no sense where it lands. */
function editTr(state: EditorState, e: Edit): Transaction | null {
  const n = blockCount(state.doc)
  const [b] = blocksInRange(state.doc, e.block % n, (e.block % n) + 1)
  const start = b.pos + 1
  const at = start + Math.min(e.at, b.node.content.size)
  const tr = state.tr
  switch (e.kind) {
    case 'type':
      return tr.insertText('x'.repeat(e.len % 4 || 1), at)
    case 'delete': {
      // May run across blocks and scenes.
      const to = Math.min(state.doc.content.size - 1, at + e.len)
      return to > at ? tr.delete(at, to) : null
    }
    case 'enter':
      return tr.split(at)
    case 'heading':
    case 'action':
      return tr.setNodeMarkup(b.pos, schema.nodes[e.kind === 'heading' ? 'sceneHeading' : 'action'])
    case 'join':
      return e.block % n > 0 ? tr.join(b.pos) : null
    case 'bold':
      return tr.addMark(start, start + b.node.content.size, schema.marks.bold.create())
  }
}

describe('where the blocks of the script are', () => {
  it('follows edits of every kind to the same places as reading the whole document', () => {
    fc.assert(
      fc.property(fc.array(editArb, { minLength: 1, maxLength: 25 }), (edits) => {
        let state = EditorState.create({ schema, doc: startDoc(4), plugins: [sceneNormalizerPlugin()] })
        const places = new BlockPlaces()
        expectPlacesMatch(places, state.doc)
        for (const e of edits) {
          let tr: Transaction | null = null
          try {
            tr = editTr(state, e)
          } catch {
            tr = null // a split or join the schema does not allow there
          }
          if (!tr) continue
          const { state: next, transactions } = state.applyTransaction(tr)
          for (const t of transactions) places.follow(t)
          state = next
          expectPlacesMatch(places, state.doc)
        }
      }),
      { numRuns: 60 },
    )
  })

  it('gives each shared block its place in the list, through blocks added and removed', () => {
    const ydoc = new Y.Doc()
    const fragment = ydoc.getXmlFragment('script')
    ydoc.transact(() => writeScript(fragment, startDoc(3).toJSON()))
    const order = new BlockOrder(fragment)
    const check = () => fragment.toArray().forEach((el, i) => expect(order.indexOf(el)).toBe(i))
    check()
    const third = fragment.get(3)
    fragment.insert(1, [new Y.XmlElement('action')])
    check()
    fragment.delete(0, 2)
    check()
    expect(order.indexOf(third)).toBe(2)
    fragment.delete(2, 1)
    expect(order.indexOf(third)).toBeNull()
    check()
    order.destroy()
  })
})
