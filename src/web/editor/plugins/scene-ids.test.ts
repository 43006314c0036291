import { describe, expect, it } from 'vitest'
import { getSchema } from '@tiptap/core'
import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state'
import { history, undo, redo } from '@tiptap/pm/history'
import { Node as PMNode, Slice, Fragment } from '@tiptap/pm/model'
import { screenplayExtensions } from '../extensions'
import { sceneNormalizerPlugin } from './scene-normalizer'
import { sceneIdsPlugin } from './scene-ids'
import { scriptToDoc } from '../../../screenplay/document'
import { setElementType } from '../commands/blocks'

/**
 * A plot-board beat links to a scene by the scene container's id. These tests hold the promise
 * that matters to the writer: the link follows the scene, not a position in the text.
 */
const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))

function stateOf(headings: string[]) {
  const doc = PMNode.fromJSON(schema, scriptToDoc({ elements: headings.flatMap((h) => [{ type: 'scene-heading' as const, text: h }, { type: 'action' as const, text: `Under ${h}.` }]) }))
  return EditorState.create({ schema, doc, plugins: [history(), sceneIdsPlugin(), sceneNormalizerPlugin()] })
}

const apply = (s: EditorState, f: (tr: Transaction) => Transaction) => s.apply(f(s.tr))
const cmd = (s: EditorState, c: (st: EditorState, d: (tr: Transaction) => void) => boolean) => {
  let next = s
  c(s, (tr) => (next = s.apply(tr)))
  return next
}

/** Scene headings with their container ids. */
const scenes = (s: EditorState) => {
  const out: [string, string | null][] = []
  s.doc.forEach((n) => out.push([n.firstChild!.textContent, n.attrs.id as string | null]))
  return out
}
const posOfScene = (s: EditorState, i: number) => {
  let pos = 0
  for (let k = 0; k < i; k++) pos += s.doc.child(k).nodeSize
  return pos
}
const idOf = (s: EditorState, heading: string) => scenes(s).find(([h]) => h === heading)?.[1]

/** Links scene `i` as the board does: an id set outside undo. */
const link = (s: EditorState, i: number, id: string) => apply(s, (tr) => tr.setNodeAttribute(posOfScene(s, i), 'id', id).setMeta('addToHistory', false))

describe('scene ids (what beats link to)', () => {
  it('stay with their scene when text is typed and scenes are added above it', () => {
    let s = link(stateOf(['INT. A', 'INT. B', 'INT. C']), 2, 'beat-scene')
    s = apply(s, (tr) => tr.insertText('Many more words here. ', 3))
    s = apply(s, (tr) => tr.insert(0, schema.nodes.scene.create(null, [schema.nodes.sceneHeading.create(null, schema.text('EXT. NEW'))])))
    expect(idOf(s, 'INT. C')).toBe('beat-scene')
    expect(scenes(s).filter(([, id]) => id === 'beat-scene').length).toBe(1)
  })

  it('come back with the scene when its deletion is undone, and go again with redo', () => {
    let s = link(stateOf(['INT. A', 'INT. B', 'INT. C']), 1, 'linked')
    const from = posOfScene(s, 1)
    s = apply(s, (tr) => tr.delete(from, from + s.doc.child(1).nodeSize))
    expect(idOf(s, 'INT. B')).toBeUndefined()
    s = cmd(s, undo)
    expect(idOf(s, 'INT. B')).toBe('linked')
    s = cmd(s, redo)
    expect(scenes(s).some(([, id]) => id === 'linked')).toBe(false)
  })

  it('survive undoing an edit above the scene (the link is not undone with it)', () => {
    let s = stateOf(['INT. A', 'INT. B'])
    s = apply(s, (tr) => tr.insertText('Typed. ', 3))
    s = link(s, 1, 'after-typing')
    s = cmd(s, undo)
    expect(idOf(s, 'INT. B')).toBe('after-typing')
  })

  it('stay in the half with the heading when a new heading splits the scene', () => {
    let s = link(stateOf(['INT. A', 'INT. B']), 0, 'first')
    // The action under INT. A becomes a heading: the scene splits in two.
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, posOfScene(s, 0) + s.doc.child(0).child(0).nodeSize + 3)))
    s = cmd(s, setElementType('sceneHeading'))
    expect(scenes(s).map(([h]) => h)).toEqual(['INT. A', 'Under INT. A.', 'INT. B'])
    expect(idOf(s, 'INT. A')).toBe('first')
    expect(idOf(s, 'Under INT. A.')).not.toBe('first')
  })

  it('are not shared with a pasted copy of the scene, which gets its own', () => {
    let s = link(stateOf(['INT. A', 'INT. B']), 1, 'orig')
    const copy = s.doc.child(1)
    s = apply(s, (tr) => tr.replace(0, 0, new Slice(Fragment.from(copy), 0, 0)))
    expect(scenes(s).map(([h]) => h)).toEqual(['INT. B', 'INT. A', 'INT. B'])
    expect(scenes(s)[2][1]).toBe('orig')
    expect(scenes(s)[0][1]).toMatch(/^scene-/)
  })

  it('move with the scene when it is cut and pasted elsewhere in one change', () => {
    let s = link(stateOf(['INT. A', 'INT. B', 'INT. C']), 0, 'moved')
    const first = s.doc.child(0)
    s = apply(s, (tr) => {
      tr.delete(0, first.nodeSize)
      return tr.insert(tr.doc.content.size, first)
    })
    expect(scenes(s).map(([h, id]) => `${h}:${id}`)).toEqual(['INT. B:null', 'INT. C:null', 'INT. A:moved'])
  })
})
