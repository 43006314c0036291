import { describe, expect, it } from 'vitest'
import { getSchema } from '@tiptap/core'
import { EditorState } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import fc from 'fast-check'
import { screenplayExtensions } from '../../../editor/extensions'
import { scriptToDoc } from '../../../../screenplay/document'
import { FindReplace, HIGHLIGHT_WINDOW, findKey, findState, searchDoc, type FindQuery } from './find-plugin'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))
const plugins = FindReplace.config.addProseMirrorPlugins!.call({ options: { onResults: () => {} } } as never).map(
  (p) => new (p.constructor as typeof import('@tiptap/pm/state').Plugin)({ ...p.spec, view: undefined }),
)

function stateOf(elements: [string, string][]) {
  const doc = PMNode.fromJSON(schema, scriptToDoc({ elements: elements.map(([type, text]) => ({ type: type as never, text })) }))
  return EditorState.create({ schema, doc, plugins })
}
const q = (term: string, more: Partial<FindQuery> = {}): FindQuery => ({ term, caseSensitive: false, wholeWord: false, types: null, ...more })
const texts = (s: EditorState) => findState(s).results.map((r) => s.doc.textBetween(r.from, r.to))

const script: [string, string][] = [
  ['scene-heading', 'INT. DOOR SHOP - DAY'],
  ['action', 'A door. Another door.'],
  ['scene-heading', 'EXT. STREET - NIGHT'],
  ['character', 'DOORMAN'],
  ['dialogue', 'Close the door.'],
]

describe('find plugin', () => {
  it('finds across scenes, as decorations, starting from the cursor', () => {
    let s = stateOf(script)
    s = s.apply(s.tr.setMeta(findKey, { type: 'query', query: q('door'), anchor: 20 }))
    expect(texts(s)).toEqual(['DOOR', 'door', 'door', 'DOOR', 'door'])
    expect(findState(s).decorations.find()).toHaveLength(5)
    // The first result at or after position 20 is current, and only it has the current style.
    expect(findState(s).index).toBe(1)
    expect(findState(s).decorations.find().filter((d) => (d.spec as { current: boolean }).current)).toHaveLength(1)
    s = s.apply(s.tr.setMeta(findKey, { type: 'query', query: q('door', { types: ['character', 'dialogue'], wholeWord: true }) }))
    expect(texts(s)).toEqual(['door'])
  })

  it('moves the current result without rebuilding, and clears with a null query', () => {
    let s = stateOf(script)
    s = s.apply(s.tr.setMeta(findKey, { type: 'query', query: q('door'), anchor: 0 }))
    s = s.apply(s.tr.setMeta(findKey, { type: 'index', index: 3 }))
    const cur = findState(s).decorations.find().filter((d) => (d.spec as { current: boolean }).current)
    expect(cur.map((d) => [d.from, d.to])).toEqual([[findState(s).results[3].from, findState(s).results[3].to]])
    expect(findState(s).decorations.find()).toHaveLength(5)
    s = s.apply(s.tr.setMeta(findKey, { type: 'query', query: null }))
    expect(findState(s).results).toEqual([])
    expect(findState(s).decorations.find()).toEqual([])
  })

  it('highlights a window of results round the current one in a long script, and follows it', () => {
    const many = Array.from({ length: 1500 }, (_, i): [string, string] => ['action', `Line ${i}: the door opens.`])
    let s = stateOf(many)
    s = s.apply(s.tr.setMeta(findKey, { type: 'query', query: q('door'), anchor: 0 }))
    expect(findState(s).results).toHaveLength(1500)
    const shown = () => findState(s).decorations.find()
    const current = () => shown().filter((d) => (d.spec as { current: boolean }).current)
    expect(shown()).toHaveLength(2 * HIGHLIGHT_WINDOW)
    for (const i of [1, 500, 1499, 700, 0]) {
      s = s.apply(s.tr.setMeta(findKey, { type: 'index', index: i }))
      expect(current().map((d) => d.from)).toEqual([findState(s).results[i].from])
      expect(shown().length).toBeLessThanOrEqual(2 * HIGHLIGHT_WINDOW)
    }
  })

  it('maps results through edits, marks them stale, and a refresh equals a fresh search (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(), fc.constantFrom('door', 'x', 'DOOR ', '')), { minLength: 1, maxLength: 6 }), (edits) => {
        let s = stateOf(script)
        s = s.apply(s.tr.setMeta(findKey, { type: 'query', query: q('door'), anchor: 0 }))
        for (const [at, text] of edits) {
          const pos = 1 + (at % (s.doc.content.size - 1))
          try {
            const tr = text ? s.tr.insertText(text, pos) : s.tr.delete(pos, Math.min(pos + 3, s.doc.content.size - 1))
            // An empty range at the end deletes nothing: nothing to mark stale.
            if (!tr.docChanged) continue
            s = s.apply(tr)
          } catch {
            continue
          }
          expect(findState(s).stale).toBe(true)
          for (const r of findState(s).results) expect(r.to).toBeGreaterThan(r.from)
        }
        s = s.apply(s.tr.setMeta(findKey, { type: 'refresh' }))
        expect(findState(s).stale).toBe(false)
        expect(findState(s).results).toEqual(searchDoc(s.doc, q('door')))
        expect(findState(s).results.every((r) => s.doc.textBetween(r.from, r.to).toLowerCase() === 'door')).toBe(true)
      }),
      { numRuns: 60 },
    )
  })

  it('replacing every result in one transaction leaves none to find', () => {
    let s = stateOf(script)
    s = s.apply(s.tr.setMeta(findKey, { type: 'query', query: q('door'), anchor: 0 }))
    const tr = s.tr
    const rs = findState(s).results
    for (let i = rs.length - 1; i >= 0; i--) tr.insertText('gate', rs[i].from, rs[i].to)
    s = s.apply(tr.setMeta(findKey, { type: 'refresh', anchor: 0 }))
    expect(findState(s).results).toEqual([])
    expect(s.doc.textContent).toContain('A gate. Another gate.')
    expect(s.doc.textContent).toContain('gateMAN')
  })
})
