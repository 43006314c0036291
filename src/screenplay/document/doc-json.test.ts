import { describe, it, expect } from 'vitest'
import fc from 'fast-check'
import type { Script, ScriptElement } from '../model'
import { emptyTitlePage } from '../model'
import { scriptToDoc, docToScript, validateDocJSON } from './doc-json'
import { forceMarkLength } from '../elements/force-marks'

const el = (type: ScriptElement['type'], text: string, extra: Partial<ScriptElement> = {}): ScriptElement => ({ type, text, ...extra })

describe('editor document JSON', () => {
  it('groups blocks into scenes: a leading scene, then one per heading', () => {
    const doc = scriptToDoc({ elements: [el('action', 'Before.'), el('scene-heading', 'INT. A - DAY'), el('action', 'x'), el('scene-heading', 'EXT. B - NIGHT')] })
    expect(doc.content.map((s) => s.content!.map((b) => b.type))).toEqual([['action'], ['sceneHeading', 'action'], ['sceneHeading']])
  })
  it('keeps marks, line breaks and variants', () => {
    const script: Script = {
      titlePage: { title: 'T', credit: '', author: '', source: '', draft: '', contact: '' },
      elements: [
        el('scene-heading', 'INT. A - DAY', { sceneNumber: '1A' }),
        el('action', 'Bold and\nitalic', { styles: [{ start: 0, end: 4, style: 'bold' }, { start: 9, end: 15, style: 'italic' }] }),
        el('centered', 'THE END'),
        el('section', 'ACT ONE', { depth: 1 }),
        el('synopsis', 'Things happen'),
        el('character', 'BOB', { dual: 'left' }),
        el('lyrics', 'La la', { dual: 'left' }),
        el('page-break', ''),
      ],
    }
    expect(docToScript(scriptToDoc(script), script.titlePage)).toEqual(script)
  })
  it('round-trips generated scripts', () => {
    const kinds = ['scene-heading', 'action', 'character', 'dialogue', 'parenthetical', 'transition', 'shot', 'note', 'centered', 'synopsis'] as const
    fc.assert(
      fc.property(fc.array(fc.record({ type: fc.constantFrom(...kinds), text: fc.string({ minLength: 1, maxLength: 30 }) }), { minLength: 1, maxLength: 40 }), (els) => {
        const script: Script = { titlePage: { title: '', credit: '', author: '', source: '', draft: '', contact: '' }, elements: els }
        // Lossless: every text comes back exactly, in the case it was typed, less a Fountain force
        // mark at its start ("! ", "@"), which the block's type already says and which never prints.
        expect(docToScript(scriptToDoc(script)).elements).toEqual(els.map((e) => ({ ...e, text: e.text.slice(forceMarkLength(e.type, e.text)) })))
      }),
    )
  })
  it('an empty script becomes one empty action, since a document cannot be empty', () => {
    expect(docToScript(scriptToDoc({ elements: [] })).elements).toEqual([{ type: 'action', text: '' }])
  })
  it('scene headings, characters and transitions keep the case typed (capitals are their style, not their text)', () => {
    const s = docToScript(scriptToDoc({ elements: [el('scene-heading', 'int. a - day'), el('character', 'McCLANE'), el('character', 'Han (O.S.)'), el('transition', 'cut to:'), el('action', 'quiet')] }))
    expect(s.elements.map((e) => e.text)).toEqual(['int. a - day', 'McCLANE', 'Han (O.S.)', 'cut to:', 'quiet'])
  })
  it('rejects malformed documents with a reason', () => {
    expect(validateDocJSON('nope')).toMatch(/not an object/)
    expect(validateDocJSON({ type: 'doc', content: [{ type: 'scene', content: [{ type: 'script' }] }] })).toMatch(/unknown block type "script"/)
    expect(validateDocJSON({ type: 'doc', content: [{ type: 'scene', content: [] }] })).toMatch(/scene is malformed/)
    expect(validateDocJSON(scriptToDoc({ elements: [el('action', 'ok')] }))).toBeNull()
  })
})

describe('production data in the editor document', () => {
  it('keeps scene numbers, OMITTED, revision marks, locked pages and the revision sets', () => {
    const script: Script = {
      titlePage: emptyTitlePage(),
      elements: [
        { type: 'scene-heading', text: 'INT. A - DAY', sceneNumber: '10A', lockedPages: [{ label: '5', offset: 0 }] },
        { type: 'action', text: 'He runs. She waits.', revision: 2, revisionRuns: [{ start: 0, end: 8, revision: 2 }, { start: 9, end: 19, revision: 0 }], lockedPages: [{ label: '5A', offset: 9 }] },
        { type: 'scene-heading', text: 'OMITTED', sceneNumber: '11', omitted: true },
      ],
      production: { revisionSets: [{ id: 2, name: 'Blue', color: '#C6EDFE', mark: '*', date: '2026-11-26' }], activeRevision: 2, scenesLocked: true },
    }
    expect(docToScript(JSON.parse(JSON.stringify(scriptToDoc(script))))).toEqual(script)
  })

  it('drops malformed production attributes instead of failing', () => {
    const doc = { type: 'doc', content: [{ type: 'scene', content: [{ type: 'action', attrs: { revision: 'blue', revisionRuns: [{ start: 5, end: 1, revision: 2 }], lockedPages: [{ label: 7 }] }, content: [{ type: 'text', text: 'Hi' }] }] }] }
    expect(docToScript(doc).elements).toEqual([{ type: 'action', text: 'Hi' }])
  })
})
