import { describe, it, expect } from 'vitest'
import { getSchema } from '@tiptap/core'
import { Node as PMNode } from '@tiptap/pm/model'
import { screenplayExtensions } from './extensions'
import { scriptToDoc } from '../../screenplay/document'
import { computeScenes, sameHeadings, sameScenes, type HeadingsSeen } from './status'
import { EditorState } from '@tiptap/pm/state'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))
const docOf = (elements: [string, string][]) =>
  PMNode.fromJSON(schema, scriptToDoc({ elements: elements.map(([type, text]) => ({ type: type as never, text })) }))

describe('scene list', () => {
  const base: [string, string][] = [
    ['scene-heading', 'INT. HOUSE - DAY'],
    ['action', 'She waits.'],
    ['scene-heading', 'EXT. STREET - NIGHT'],
    ['action', 'Rain.'],
  ]

  it('lists each heading with its position and an id made from the heading', () => {
    const scenes = computeScenes(docOf(base))
    expect(scenes.map((s) => s.text)).toEqual(['INT. HOUSE - DAY', 'EXT. STREET - NIGHT'])
    expect(scenes[0].id).toMatch(/^int.-house---/)
    expect(scenes[1].position).toBeGreaterThan(scenes[0].position)
  })

  it('counts as the same list when only positions moved (typing must not re-render the sidebar)', () => {
    const before = computeScenes(docOf(base))
    const after = computeScenes(docOf([base[0], ['action', 'She waits, and waits, and waits.'], base[2], base[3]]))
    expect(after[1].position).not.toBe(before[1].position)
    expect(sameScenes(before, after)).toBe(true)
  })

  it('differs when a heading is renamed, added or removed', () => {
    const before = computeScenes(docOf(base))
    expect(sameScenes(before, computeScenes(docOf([base[0], base[1], ['scene-heading', 'EXT. ROOF - NIGHT'], base[3]])))).toBe(false)
    expect(sameScenes(before, computeScenes(docOf([...base, ['scene-heading', 'INT. CAR - DAY']])))).toBe(false)
    expect(sameScenes(before, computeScenes(docOf(base.slice(0, 2))))).toBe(false)
  })

  it('knows the list is unchanged while typing inside scenes, and reads it again when a heading changes or a scene is added', () => {
    const seen: HeadingsSeen = { heads: [] }
    let state = EditorState.create({ schema, doc: docOf(base) })
    expect(sameHeadings(state.doc, seen)).toBe(false)
    expect(sameHeadings(state.doc, seen)).toBe(true)
    // Typing in an action of the first scene: the scene is a new node, its heading is not.
    const actionEnd = 1 + state.doc.child(0).child(0).nodeSize + state.doc.child(0).child(1).nodeSize - 1
    state = state.apply(state.tr.insertText('!', actionEnd))
    expect(sameHeadings(state.doc, seen)).toBe(true)
    // Typing in the second heading.
    state = state.apply(state.tr.insertText('X', state.doc.child(0).nodeSize + 2))
    expect(sameHeadings(state.doc, seen)).toBe(false)
    expect(sameHeadings(state.doc, seen)).toBe(true)
    // A scene added at the end.
    state = EditorState.create({ schema, doc: docOf([...base, ['scene-heading', 'INT. CAR - DAY']]) })
    expect(sameHeadings(state.doc, seen)).toBe(false)
  })
})
