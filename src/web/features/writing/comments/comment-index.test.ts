import { describe, expect, it } from 'vitest'
import { getSchema } from '@tiptap/core'
import StarterKit from '@tiptap/starter-kit'
import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import { ScreenplayBlocks, Scene, ScreenplayDocument } from '../../../editor/nodes/screenplay-nodes'
import { scriptToDoc } from '../../../../screenplay/document'
import { CommentMark } from './comment-mark'
import { buildIndex, commentSpan, diffIds, updateIndex, type CommentIndex } from './comment-index'

const schema = getSchema([
  StarterKit.configure({ document: false, paragraph: false, heading: false, blockquote: false, bulletList: false, orderedList: false, listItem: false, codeBlock: false, horizontalRule: false }),
  ScreenplayDocument,
  Scene,
  ...ScreenplayBlocks,
  CommentMark,
])

function stateOf(texts: [type: 'scene-heading' | 'action' | 'character' | 'dialogue', text: string][]) {
  const doc = PMNode.fromJSON(schema, scriptToDoc({ elements: texts.map(([type, text]) => ({ type, text })) }))
  return EditorState.create({ schema, doc })
}

/** Positions of the first occurrence of `text` in the document. */
function find(state: EditorState, text: string): { from: number; to: number } {
  let at = -1
  state.doc.descendants((n, pos) => {
    if (at < 0 && n.isText && n.text!.includes(text)) at = pos + n.text!.indexOf(text)
    return at < 0
  })
  if (at < 0) throw new Error(`no ${text}`)
  return { from: at, to: at + text.length }
}

const mark = (id: string) => schema.marks.comment.create({ commentId: id })
const norm = (i: CommentIndex) => Object.fromEntries([...i.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, v.map((r) => [r.from, r.to])]))

function apply(state: EditorState, index: CommentIndex, tr: Transaction) {
  return { state: state.apply(tr), index: updateIndex(index, tr) }
}

describe('comment index', () => {
  const base = stateOf([
    ['scene-heading', 'INT. KITCHEN - DAY'],
    ['action', 'Mary pours coffee for everyone.'],
    ['character', 'MARY'],
    ['dialogue', 'Where were you?'],
    ['scene-heading', 'EXT. GARDEN - NIGHT'],
    ['action', 'Bob digs.'],
  ])

  it('finds a new mark and maps it through typing before it', () => {
    const r = find(base, 'pours coffee')
    let s = apply(base, buildIndex(base.doc), base.tr.addMark(r.from, r.to, mark('c-1')))
    expect(norm(s.index)).toEqual({ 'c-1': [[r.from, r.to]] })
    s = apply(s.state, s.index, s.state.tr.insertText('Well. ', find(s.state, 'Mary').from))
    expect(commentSpan(s.index, 'c-1')).toEqual({ from: r.from + 6, to: r.to + 6 })
    expect(s.state.doc.textBetween(r.from + 6, r.to + 6)).toBe('pours coffee')
    expect(norm(s.index)).toEqual(norm(buildIndex(s.state.doc)))
  })

  it('drops the id when the commented text is deleted, and keeps the same index object for non-edits', () => {
    const r = find(base, 'coffee')
    let s = apply(base, buildIndex(base.doc), base.tr.addMark(r.from, r.to, mark('c-2')))
    const same = updateIndex(s.index, s.state.tr.setSelection(TextSelection.create(s.state.doc, 3)))
    expect(same).toBe(s.index)
    s = apply(s.state, s.index, s.state.tr.delete(r.from - 1, r.to + 1))
    expect(s.index.has('c-2')).toBe(false)
  })

  it('a comment over two blocks, split blocks, removed marks', () => {
    const a = find(base, 'everyone')
    const b = find(base, 'Where')
    let s = apply(base, buildIndex(base.doc), base.tr.addMark(a.from, b.to, mark('c-3')))
    expect(s.index.get('c-3')!.length).toBe(3) // action tail, the cue, the dialogue start
    const mid = find(s.state, 'every').to
    s = apply(s.state, s.index, s.state.tr.split(mid))
    expect(norm(s.index)).toEqual(norm(buildIndex(s.state.doc)))
    s = apply(s.state, s.index, s.state.tr.removeMark(0, s.state.doc.content.size, mark('c-3')))
    expect(s.index.size).toBe(0)
  })

  it('stays equal to a full rebuild through random edits', () => {
    let seed = 7
    const rand = (n: number) => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) % n)
    let s = { state: base, index: buildIndex(base.doc) }
    const textPositions = (st: EditorState) => {
      const out: number[] = []
      st.doc.descendants((n, pos) => {
        if (n.isTextblock) for (let i = 0; i <= n.content.size; i++) out.push(pos + 1 + i)
        return !n.isTextblock
      })
      return out
    }
    let withMarks = 0
    for (let step = 0; step < 400; step++) {
      const ps = textPositions(s.state)
      const p = ps[rand(ps.length)]
      const q = ps[Math.min(ps.length - 1, ps.indexOf(p) + rand(12))]
      const tr = s.state.tr
      switch (rand(6)) {
        case 0:
          tr.insertText('xy', p)
          break
        case 1:
          if (q > p) tr.delete(p, q)
          break
        case 2:
          if (q > p) tr.addMark(p, q, mark(`c-${rand(5)}`))
          break
        case 3:
          if (q > p) tr.removeMark(p, q, mark(`c-${rand(5)}`))
          break
        case 4:
          tr.split(p)
          break
        case 5:
          // A replace across blocks, as a paste or a join does.
          if (q > p) tr.replaceWith(p, q, schema.text('pasted', [mark('c-9')]))
          break
      }
      const before = s.index
      s = apply(s.state, s.index, tr)
      expect(norm(s.index)).toEqual(norm(buildIndex(s.state.doc)))
      // The ids that came and went, as the index tells them, are those a full comparison finds.
      const only = (a: CommentIndex, b: CommentIndex) => [...a.keys()].filter((id) => !b.has(id)).sort()
      const { added, removed } = diffIds(before, s.index)
      expect([...added].sort()).toEqual(only(s.index, before))
      expect([...removed].sort()).toEqual(only(before, s.index))
      if (s.index.size) withMarks++
    }
    // The walk really had comments to keep track of most of the time.
    expect(withMarks).toBeGreaterThan(200)
  })
})
