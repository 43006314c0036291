import { describe, it, expect } from 'vitest'
import { getSchema } from '@tiptap/core'
import { EditorState, TextSelection } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from '../extensions'
import { scriptToDoc } from '../../../screenplay/document'
import { currentSceneKey } from './current-scene'
import { sceneHeadingPositions } from '../commands/blocks'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))
const plugins = screenplayExtensions({ onOpenElementMenu: () => {} })
  .filter((e) => e.name === 'currentScene')
  .flatMap((e) => (e.config.addProseMirrorPlugins as () => import('@tiptap/pm/state').Plugin[])())

function stateAt(pos: number) {
  const doc = PMNode.fromJSON(
    schema,
    scriptToDoc({ elements: [ { type: 'scene-heading', text: 'INT. A - DAY' }, { type: 'action', text: 'One.' }, { type: 'scene-heading', text: 'EXT. B - NIGHT' }, { type: 'action', text: 'Two.' } ] }),
  )
  return EditorState.create({ schema, doc, plugins, selection: TextSelection.create(doc, pos) })
}

const marked = (s: EditorState) => currentSceneKey.getState(s)!.find().map((d) => [d.from, d.to])

describe('current scene', () => {
  it('marks exactly the scene holding the cursor, and follows the cursor and the typing', () => {
    const heads = sceneHeadingPositions(stateAt(2).doc)
    let s = stateAt(heads[1] + 2)
    const second = s.doc.child(1)
    expect(marked(s)).toEqual([[heads[1] - 1, heads[1] - 1 + second.nodeSize]])
    s = s.apply(s.tr.insertText('xyz'))
    expect(marked(s)).toEqual([[heads[1] - 1, heads[1] - 1 + second.nodeSize + 3]])
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, 3)))
    expect(marked(s)).toEqual([[0, s.doc.child(0).nodeSize]])
  })
})
