// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { Editor } from '@tiptap/core'
import { docToScript, scriptToDoc, type DocJSON } from '../../screenplay/document'
import type { Script } from '../../screenplay/model'
import { screenplayExtensions } from '../editor/extensions'
import { docJsonPiecesInSlices, docJsonText } from './doc-text'
import { joinPieces } from '../storage/text-pieces'

let editor: Editor | null = null
afterEach(() => {
  editor?.destroy()
  editor = null
})

describe('the saved document keeps an imported script\'s format', () => {
  it('page size, element styles, named styles, paragraph overrides and the case typed survive the editor and its save text', () => {
    const script: Script = {
      titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' },
      format: { pageSize: 'a4', styles: { Dialogue: { leftIndent: 2.25, rightIndent: 6, spaceBefore: 0, spacing: 2 } } },
      elements: [
        { type: 'centered', text: 'ACT ONE', styleName: 'New Act' },
        { type: 'scene-heading', text: 'int. lab - night' },
        { type: 'action', text: 'Narrow.', paragraph: { rightIndent: 5.5 } },
        { type: 'character', text: 'McCLANE' },
        { type: 'dialogue', text: 'Yippee.' },
      ],
    }
    editor = new Editor({ element: document.createElement('div'), extensions: screenplayExtensions({ onOpenElementMenu: () => {} }), content: scriptToDoc(script) })
    const saved = JSON.parse(docJsonText(editor.state.doc)) as DocJSON
    expect(saved).toEqual(editor.getJSON())
    expect(docToScript(saved, script.titlePage)).toEqual(script)
  })
})

describe('the saved text as a piece per scene', () => {
  it('joins to the same text, and a scene left as it was keeps its piece number while an edited one gets a new number', async () => {
    const script: Script = {
      titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' },
      elements: [
        { type: 'scene-heading', text: 'INT. LAB - NIGHT' },
        { type: 'action', text: 'Quiet.' },
        { type: 'scene-heading', text: 'EXT. ROOF - DAY' },
        { type: 'action', text: 'Wind.' },
      ],
    }
    editor = new Editor({ element: document.createElement('div'), extensions: screenplayExtensions({ onOpenElementMenu: () => {} }), content: scriptToDoc(script) })
    const before = await docJsonPiecesInSlices(editor.state.doc)
    expect(joinPieces(before)).toBe(docJsonText(editor.state.doc))
    expect(before.pieces).toHaveLength(2)
    // Typing in the second scene.
    editor.commands.insertContentAt(editor.state.doc.content.size - 2, '!')
    const after = await docJsonPiecesInSlices(editor.state.doc)
    expect(joinPieces(after)).toBe(docJsonText(editor.state.doc))
    expect(JSON.parse(joinPieces(after))).toEqual(editor.getJSON())
    expect(after.pieces[0].id).toBe(before.pieces[0].id)
    expect(after.pieces[1].id).not.toBe(before.pieces[1].id)
  })
})
