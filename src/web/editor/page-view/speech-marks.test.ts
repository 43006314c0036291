import { describe, expect, it } from 'vitest'
import { getSchema } from '@tiptap/core'
import { EditorState, TextSelection } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import type { Decoration } from '@tiptap/pm/view'
import { screenplayExtensions } from '../extensions'
import { scriptToDoc } from '../../../screenplay/document'
import { generateScript } from '../../../screenplay/layout/sample-script'
import type { ElementKind, ScriptElement } from '../../../screenplay/model'
import { SpeechMarks, speechMarksKey } from './speech-marks'
import { toggleDualDialogue } from '../commands/dual'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))
const plugin = () => (SpeechMarks.config.addProseMirrorPlugins as () => import('@tiptap/pm/state').Plugin[]).call({})[0]
const stateOf = (els: ScriptElement[]) => EditorState.create({ doc: PMNode.fromJSON(schema, scriptToDoc({ elements: els })), plugins: [plugin()] })
const marks = (s: EditorState) =>
  speechMarksKey
    .getState(s)!
    .find()
    .map((d: Decoration) => `${d.from}-${d.to}:${(d.spec as { mark?: string }).mark}`)
    .sort()
/** What a fresh view of the same document draws. */
const fresh = (s: EditorState) => marks(EditorState.create({ doc: s.doc, plugins: [plugin()] }))
const el = (type: ElementKind, text: string, dual?: 'left' | 'right'): ScriptElement => (dual ? { type, text, dual } : { type, text })
/** Position inside the block holding `text`, at its end. */
function endOf(s: EditorState, text: string): number {
  let at = -1
  s.doc.descendants((n, pos) => {
    if (at < 0 && n.isTextblock && n.textContent === text) at = pos + 1 + n.content.size
    return at < 0
  })
  if (at < 0) throw new Error(`no block "${text}"`)
  return at
}

describe('speech marks in the page view', () => {
  const scene = [el('scene-heading', 'INT. A'), el('character', 'MARY'), el('dialogue', 'One.'), el('action', 'She sits.'), el('character', 'MARY'), el('dialogue', 'Two.'), el('character', 'ANN'), el('dialogue', 'Three.'), el('character', 'BOB'), el('dialogue', 'Four.')]

  it('marks the returning speaker and the pair the commands make, and only those', () => {
    let s = stateOf(scene)
    expect(marks(s).filter((m) => m.endsWith('nw-contd'))).toHaveLength(1)
    // The cursor in BOB's speech: BOB and the speech before it (ANN) become a pair.
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, endOf(s, 'Four.'))))
    let tr = s.tr
    expect(toggleDualDialogue(s, (t) => (tr = t))).toEqual({ ok: true, made: true })
    s = s.apply(tr)
    expect(marks(s).filter((m) => m.includes('nw-dual-left'))).toHaveLength(2)
    expect(marks(s).filter((m) => m.includes('nw-dual-right'))).toHaveLength(2)
    expect(marks(s)).toEqual(fresh(s))
    // Again: single speeches.
    tr = s.tr
    expect(toggleDualDialogue(s, (t) => (tr = t))).toEqual({ ok: true, made: false })
    s = s.apply(tr)
    expect(marks(s).filter((m) => m.includes('nw-dual'))).toHaveLength(0)
  })

  it('typing follows the marks: a cue renamed, a dual column that gains or loses its only text', () => {
    const type = (st: EditorState, at: number, text: string) => st.apply(st.tr.insertText(text, at))
    const contds = (st: EditorState) => marks(st).filter((m) => m.endsWith('nw-contd')).length
    const duals = (st: EditorState) => marks(st).filter((m) => m.includes('nw-dual-right')).length
    let s = stateOf(scene)
    expect(contds(s)).toBe(1)
    // Words typed into a speech and an action line leave the marks as they were.
    s = type(s, endOf(s, 'Two.'), ' And more.')
    s = type(s, endOf(s, 'She sits.'), ' Slowly.')
    expect(contds(s)).toBe(1)
    expect(marks(s)).toEqual(fresh(s))
    // MARY's second cue becomes MARYANN: nobody returns; and back.
    // (The end of a cue's text is two positions before its speech's text begins.)
    s = type(s, endOf(s, 'Two. And more.') - 'Two. And more.'.length - 2, 'ANN')
    expect(contds(s)).toBe(0)
    expect(marks(s)).toEqual(fresh(s))
    s = s.apply(s.tr.delete(endOf(s, 'MARYANN') - 3, endOf(s, 'MARYANN')))
    expect(contds(s)).toBe(1)
    expect(marks(s)).toEqual(fresh(s))
    // A right column with no text is no pair until its speech gets a letter, and none again without it.
    let d = stateOf([el('scene-heading', 'INT. B'), el('character', 'MARY', 'left'), el('dialogue', 'Now.', 'left'), el('character', '', 'right'), el('dialogue', '', 'right'), el('action', 'End.')])
    expect(duals(d)).toBe(0)
    let empty = -1
    d.doc.descendants((n, pos) => {
      if (empty < 0 && n.type.name === 'dialogue' && n.attrs.dual === 'right') empty = pos + 1
      return empty < 0
    })
    d = type(d, empty, 'x')
    expect(duals(d)).toBe(2)
    expect(marks(d)).toEqual(fresh(d))
    d = d.apply(d.tr.delete(empty, empty + 1))
    expect(duals(d)).toBe(0)
    expect(marks(d)).toEqual(fresh(d))
  })

  it('refuses two speeches with action between them, saying why, and leaves the script alone', () => {
    const s0 = stateOf(scene)
    const s = s0.apply(s0.tr.setSelection(TextSelection.create(s0.doc, endOf(s0, 'Two.'))))
    const r = toggleDualDialogue(s, () => {
      throw new Error('nothing to change')
    })
    expect(r.ok).toBe(false)
    expect(!r.ok && r.reason).toMatch(/no action between/)
  })

  it('after any edit, equals what a fresh view draws, working out only the edited scenes', () => {
    let s = stateOf(generateScript(8, 3).elements)
    const texts = ['MARY', 'BOB', 'x', '']
    for (let k = 0; k < 80; k++) {
      const blocks: { pos: number; node: PMNode }[] = []
      s.doc.descendants((n, pos) => {
        if (n.isTextblock) blocks.push({ pos, node: n })
        return !n.isTextblock
      })
      const b = blocks[(k * 37) % blocks.length]
      const tr = s.tr
      const $b = s.doc.resolve(b.pos)
      // Scenes split at a block and joined again: the changes that fall between two scenes.
      if (k % 5 === 3 && $b.index(1) > 0) tr.split(b.pos)
      else if (k % 5 === 4 && $b.index(0) > 0) tr.join($b.before(1))
      else if (k % 3 === 0) tr.setNodeMarkup(b.pos, schema.nodes.character, { dual: k % 2 ? 'left' : 'right' })
      else if (k % 3 === 1) tr.insertText(texts[k % texts.length], b.pos + 1, b.pos + 1 + b.node.content.size)
      else tr.delete(b.pos, b.pos + b.node.nodeSize)
      if (!tr.docChanged) continue
      s = s.apply(tr)
      expect(marks(s)).toEqual(fresh(s))
    }
  })
})
