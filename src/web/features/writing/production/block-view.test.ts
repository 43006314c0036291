// @vitest-environment jsdom
/**
 * The production node views in a real ProseMirror view: clearing marks rewrites the marked
 * paragraphs' attributes on the paragraphs already drawn (the same elements stay on the page),
 * and each scene names the sets its paragraphs carry, which the page-edge band is styled from.
 */
import { describe, expect, it } from 'vitest'
import { getSchema } from '@tiptap/core'
import HardBreak from '@tiptap/extension-hard-break'
import Text from '@tiptap/extension-text'
import { EditorState, Plugin } from '@tiptap/pm/state'
import { EditorView } from '@tiptap/pm/view'
import { scriptToDoc } from '../../../../screenplay/document'
import { defaultProduction } from '../../../../screenplay/production'
import { Scene, ScreenplayBlocks, ScreenplayDocument } from '../../../editor/nodes/screenplay-nodes'
import { productionNodeViews } from './block-view'
import { clearMarksTr } from './production-doc'

const schema = getSchema([ScreenplayDocument, Scene, ...ScreenplayBlocks, Text, HardBreak])

function viewOf() {
  const doc = schema.nodeFromJSON(
    scriptToDoc({
      production: defaultProduction(),
      elements: [
        { type: 'scene-heading', text: 'INT. A - DAY', sceneNumber: '1', revision: 2 },
        { type: 'action', text: 'Blue line.', revision: 2 },
        { type: 'action', text: 'Pink line.', revision: 3 },
        { type: 'scene-heading', text: 'INT. B - DAY', sceneNumber: '2' },
        { type: 'dialogue', text: 'Plain line.' },
      ],
    }),
  )
  const state = EditorState.create({ schema, doc, plugins: [new Plugin({ props: { nodeViews: productionNodeViews } })] })
  return new EditorView(document.createElement('div'), { state })
}

const paragraphs = (view: EditorView) => [...view.dom.querySelectorAll<HTMLElement>('[data-type]:not([data-type="scene"])')]
const scenes = (view: EditorView) => [...view.dom.querySelectorAll<HTMLElement>('[data-type="scene"]')]

describe('production node views', () => {
  it('draw blocks and scenes as the schema does, each scene naming the sets it carries', () => {
    const view = viewOf()
    expect(paragraphs(view).map((p) => [p.dataset.type, p.getAttribute('data-revision'), p.className])).toEqual([
      ['sceneHeading', '2', 'nw-el nw-sceneHeading'],
      ['action', '2', 'nw-el nw-action'],
      ['action', '3', 'nw-el nw-action'],
      ['sceneHeading', null, 'nw-el nw-sceneHeading'],
      ['dialogue', null, 'nw-el nw-dialogue'],
    ])
    expect(paragraphs(view)[0].getAttribute('data-scenenumber')).toBe('1')
    expect(scenes(view).map((s) => s.getAttribute('data-revised'))).toEqual(['2 3', null])
  })

  it('clearing one set rewrites only its paragraphs, on the paragraphs already drawn', () => {
    const view = viewOf()
    const before = paragraphs(view)
    view.dispatch(clearMarksTr(view.state, 2))
    const after = paragraphs(view)
    expect(after).toEqual(before)
    after.forEach((p, i) => expect(p).toBe(before[i]))
    expect(after.map((p) => p.getAttribute('data-revision'))).toEqual([null, null, '3', null, null])
    expect(after.map((p) => p.textContent)).toEqual(['INT. A - DAY', 'Blue line.', 'Pink line.', 'INT. B - DAY', 'Plain line.'])
    expect(scenes(view).map((s) => s.getAttribute('data-revised'))).toEqual(['3', null])
    view.dispatch(clearMarksTr(view.state))
    expect(scenes(view).map((s) => s.getAttribute('data-revised'))).toEqual([null, null])
  })

  it('a paragraph typed in takes its scene\'s band along', () => {
    const view = viewOf()
    const plain = paragraphs(view)[4]
    let pos = -1
    view.state.doc.descendants((n, p) => {
      if (n.textContent === 'Plain line.' && n.isTextblock) pos = p
    })
    view.dispatch(view.state.tr.insertText('Now ', pos + 1).setNodeAttribute(pos, 'revision', 4))
    expect(paragraphs(view)[4]).toBe(plain)
    expect(plain.textContent).toBe('Now Plain line.')
    expect(plain.getAttribute('data-revision')).toBe('4')
    expect(scenes(view).map((s) => s.getAttribute('data-revised'))).toEqual(['2 3', '4'])
  })
})
