// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { Editor } from '@tiptap/core'
import { docToScript, scriptToDoc, type DocJSON } from '../../screenplay/document'
import type { Script } from '../../screenplay/model'
import { screenplayExtensions } from '../editor/extensions'
import { docJsonText } from './doc-text'

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
