import { describe, it, expect } from 'vitest'
import { getSchema } from '@tiptap/core'
import { EditorState, TextSelection } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from '../extensions'
import { sceneNormalizerPlugin } from './scene-normalizer'
import { scriptToDoc } from '../../../screenplay/document'
import { insertBlockAfter, setElementType, jumpToSceneHeading, selectScene } from '../commands/blocks'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))

function stateOf(elements: [string, string][]) {
  const doc = PMNode.fromJSON(schema, scriptToDoc({ elements: elements.map(([type, text]) => ({ type: type as never, text })) }))
  return EditorState.create({ schema, doc, plugins: [sceneNormalizerPlugin()] })
}

const shape = (s: EditorState) => {
  const out: string[][] = []
  s.doc.forEach((scene) => {
    const row: string[] = []
    scene.forEach((b) => row.push(`${b.type.name}:${b.textContent}`))
    out.push(row)
  })
  return out
}

function run(state: EditorState, cmd: (s: EditorState, d: (tr: import('@tiptap/pm/state').Transaction) => void) => boolean) {
  let next = state
  cmd(state, (tr) => (next = state.apply(tr)))
  return next
}

/** Cursor at the end of the n-th block (document order). */
function atEndOfBlock(state: EditorState, n: number) {
  let i = 0
  let pos = -1
  state.doc.descendants((node, p) => {
    if (node.isTextblock) {
      if (i === n) pos = p + 1 + node.content.size
      i++
      return false
    }
    return true
  })
  return state.apply(state.tr.setSelection(TextSelection.create(state.doc, pos)))
}

describe('scene containers stay true after edits', () => {
  it('a new scene heading splits its scene', () => {
    let s = atEndOfBlock(stateOf([['scene-heading', 'INT. A'], ['action', 'one'], ['transition', 'CUT TO:']]), 2)
    s = run(s, insertBlockAfter('sceneHeading'))
    expect(shape(s)).toEqual([['sceneHeading:INT. A', 'action:one', 'transition:CUT TO:'], ['sceneHeading:']])
  })
  it('a heading turned into action joins its scene to the one before', () => {
    let s = atEndOfBlock(stateOf([['scene-heading', 'INT. A'], ['action', 'one'], ['scene-heading', 'INT. B'], ['action', 'two']]), 2)
    s = run(s, setElementType('action'))
    expect(shape(s)).toEqual([['sceneHeading:INT. A', 'action:one', 'action:INT. B', 'action:two']])
  })
  it('an action turned into a heading mid-scene splits there', () => {
    let s = atEndOfBlock(stateOf([['scene-heading', 'INT. A'], ['action', 'one'], ['action', 'EXT. B'], ['action', 'two']]), 2)
    s = run(s, setElementType('sceneHeading'))
    expect(shape(s)).toEqual([['sceneHeading:INT. A', 'action:one'], ['sceneHeading:EXT. B', 'action:two']])
  })
  it('deleting across scenes leaves valid scenes', () => {
    let s = stateOf([['action', 'lead'], ['scene-heading', 'INT. A'], ['action', 'one'], ['scene-heading', 'INT. B'], ['action', 'two']])
    // Delete from inside "one" to inside "two", across the scene boundary.
    let a = -1
    let b = -1
    s.doc.descendants((n, p) => {
      if (n.isText && n.text === 'one') a = p + 1
      if (n.isText && n.text === 'two') b = p + 1
    })
    s = s.apply(s.tr.delete(a, b))
    expect(shape(s)).toEqual([['action:lead'], ['sceneHeading:INT. A', 'action:owo']])
  })
  it('the leading scene may start with any block; later scenes start with a heading', () => {
    const s = stateOf([['action', 'cold open'], ['scene-heading', 'INT. A']])
    expect(shape(s)).toEqual([['action:cold open'], ['sceneHeading:INT. A']])
  })
})

describe('navigation commands', () => {
  it('Ctrl+Down and Ctrl+Up move between headings', () => {
    let s = atEndOfBlock(stateOf([['action', 'x'], ['scene-heading', 'INT. A'], ['action', 'a'], ['scene-heading', 'INT. B']]), 0)
    s = run(s, jumpToSceneHeading(1))
    expect(s.selection.$from.parent.textContent).toBe('INT. A')
    s = run(s, jumpToSceneHeading(1))
    expect(s.selection.$from.parent.textContent).toBe('INT. B')
    expect(jumpToSceneHeading(1)(s)).toBe(false)
    s = run(s, jumpToSceneHeading(-1))
    expect(s.selection.$from.parent.textContent).toBe('INT. A')
  })
  it('Select Scene covers the current scene only', () => {
    let s = atEndOfBlock(stateOf([['scene-heading', 'INT. A'], ['action', 'a'], ['scene-heading', 'INT. B'], ['action', 'b']]), 1)
    s = run(s, selectScene())
    expect(s.doc.textBetween(s.selection.from, s.selection.to, '|')).toBe('INT. A|a')
  })
})
