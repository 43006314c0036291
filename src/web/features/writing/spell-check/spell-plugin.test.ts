import { describe, expect, it } from 'vitest'
import { getSchema } from '@tiptap/core'
import { EditorState, TextSelection, type Transaction } from '@tiptap/pm/state'
import { Node as PMNode } from '@tiptap/pm/model'
import nspell from 'nspell'
import dictionary from 'dictionary-en'
import { screenplayExtensions } from '../../../editor/extensions'
import { scriptToDoc } from '../../../../screenplay/document'
import { findMisspellings } from '../../../../screenplay/spelling'
import { ScriptIndex } from '../../../editor/script-index'
import { markSent, spellKey, spellState, SpellCheck, visibleDecorations } from './spell-plugin'
import { blockTextOf } from '../../../editor/doc-diff'

const schema = getSchema(screenplayExtensions({ onOpenElementMenu: () => {} }))
const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) })
// State-level tests: the plugins without their views (no worker); answers are fed in as the worker would.
const plugins = [...ScriptIndex.config.addProseMirrorPlugins!.call({} as never), ...SpellCheck.config.addProseMirrorPlugins!.call({} as never)].map(
  (p) => new (p.constructor as typeof import('@tiptap/pm/state').Plugin)({ ...p.spec, view: undefined }),
)

function stateOf(elements: [string, string][]) {
  const doc = PMNode.fromJSON(schema, scriptToDoc({ elements: elements.map(([type, text]) => ({ type: type as never, text })) }))
  return EditorState.create({ schema, doc, plugins })
}
const meta = (s: EditorState, m: unknown): Transaction => s.tr.setMeta(spellKey, m)

/** Answers every queued block with the real dictionary, as the worker does. */
function answer(s: EditorState, nodes = spellState(s).queue.map((e) => e.node)): EditorState {
  const items = nodes.map((node) => ({ node, matches: findMisspellings(blockTextOf(node), (w) => spell.correct(w)) }))
  return s.apply(meta(s, { type: 'results', items }))
}
const underlined = (s: EditorState) => spellState(s).decorations.find().map((d) => s.doc.textBetween(d.from, d.to))

const script: [string, string][] = [
  ['scene-heading', 'INT. KITCHEN - NIGHT'],
  ['action', 'Mary finds the lettr.'],
  ['character', 'ZORBLAT'],
  ['dialogue', 'Zorblat knows teh truth.'],
  ['action', 'Everything is fine here.'],
]

describe('spell check plugin state', () => {
  it('queues every non-empty text block but character cues on the first pass, then draws the answers', () => {
    let s = stateOf(script)
    s = s.apply(meta(s, { type: 'on' }))
    expect(spellState(s).queue.map((e) => e.node.textContent)).toEqual(['Everything is fine here.', 'Zorblat knows teh truth.', 'Mary finds the lettr.', 'INT. KITCHEN - NIGHT'])
    expect(spellState(s).pass).toBe(true)
    s = answer(s)
    expect(spellState(s).queue).toEqual([])
    expect(spellState(s).pass).toBe(false)
    // Zorblat is a character: not underlined even though the dictionary does not know it.
    expect(underlined(s)).toEqual(['lettr', 'teh'])
  })

  it('after a keystroke only the edited block is queued; unchanged blocks keep their answers', () => {
    let s = stateOf(script)
    s = answer(s.apply(meta(s, { type: 'on' })))
    let end = 0
    s.doc.descendants((n, p) => {
      if (n.type.name === 'action' && n.textContent === 'Everything is fine here.') end = p + 1 + n.content.size
    })
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, end)))
    s = s.apply(s.tr.insertText(' Wrold'))
    expect(spellState(s).queue.map((e) => e.node.textContent)).toEqual(['Everything is fine here. Wrold'])
    expect(underlined(s)).toEqual(['lettr', 'teh'])
    s = answer(s)
    expect(underlined(s)).toEqual(['lettr', 'teh', 'Wrold'])
    // Undo-like return to an already checked text is drawn from the cache, nothing queued.
    s = s.apply(s.tr.delete(end, end + 6))
    expect(spellState(s).queue).toEqual([])
    expect(underlined(s)).toEqual(['lettr', 'teh'])
  })

  it('an answer for an older version of a block still underlines the words that are unchanged', () => {
    let s = stateOf([['action', 'The wrold turns']])
    s = s.apply(meta(s, { type: 'on' }))
    const old = spellState(s).queue[0].node
    markSent([old], true)
    // The writer typed on (before and after the word) before the answer for the old version came.
    s = s.apply(s.tr.insertText(' slowly', s.doc.content.size - 2))
    s = s.apply(s.tr.insertText('X', 3))
    markSent([old], false)
    const stale = { node: old, matches: findMisspellings(blockTextOf(old), (w) => spell.correct(w)) }
    s = s.apply(meta(s, { type: 'results', items: [stale] }))
    // "wrold" moved by one character: that answer cannot be placed, the new version stays queued.
    expect(underlined(s)).toEqual([])
    expect(spellState(s).queue.map((e) => e.node.textContent)).toEqual(['TXhe wrold turns slowly'])

    // (A text not seen before: answers are cached by text.)
    let t = stateOf([['action', 'A wrold spins']])
    t = t.apply(meta(t, { type: 'on' }))
    const v1 = spellState(t).queue[0].node
    markSent([v1], true)
    t = t.apply(t.tr.insertText(' slowl', t.doc.content.size - 2))
    markSent([v1], false)
    t = t.apply(meta(t, { type: 'results', items: [{ node: v1, matches: findMisspellings(blockTextOf(v1), (w) => spell.correct(w)) }] }))
    // Typing after the word: its underline shows now, before the newer version is checked.
    expect(underlined(t)).toEqual(['wrold'])
    expect(spellState(t).queue).toHaveLength(1)
    t = answer(t)
    expect(underlined(t)).toEqual(['wrold', 'slowl'])
  })

  it('an answer lands on an equal copy of the block (Enter at its end rebuilds it unchanged)', () => {
    let s = stateOf([['action', 'Qxwvb road ahead']])
    s = s.apply(meta(s, { type: 'on' }))
    const old = spellState(s).queue[0].node
    const pos = spellState(s).queue[0].pos
    markSent([old], true) // its answer is on the way
    s = s.apply(s.tr.split(pos + old.nodeSize - 1))
    markSent([old], false)
    expect(s.doc.nodeAt(pos)).not.toBe(old)
    s = answer(s, [old])
    expect(underlined(s)).toEqual(['Qxwvb'])
    expect(spellState(s).queue).toEqual([])
  })

  it('a block replaced by an equal copy is checked again, not lost', () => {
    let s = stateOf([['action', 'Vbnmq road ahead']])
    s = s.apply(meta(s, { type: 'on' }))
    const old = spellState(s).queue[0].node
    const pos = spellState(s).queue[0].pos
    s = s.apply(s.tr.replaceWith(pos, pos + old.nodeSize, old.type.create(old.attrs, old.content)))
    expect(spellState(s).queue.map((e) => e.node)).toEqual([s.doc.nodeAt(pos)])
    s = answer(s)
    expect(underlined(s)).toEqual(['Vbnmq'])
  })

  it('turning off clears everything; a new character name refresh hides its word', () => {
    let s = stateOf([
      ['action', 'Xyqqa waves.'],
      ['character', 'BOB'],
    ])
    s = answer(s.apply(meta(s, { type: 'on' })))
    expect(underlined(s)).toEqual(['Xyqqa'])
    let cue = 0
    s.doc.descendants((n, p) => {
      if (n.type.name === 'character') cue = p + 1
    })
    s = s.apply(s.tr.insertText('XYQQA', cue, cue + 3))
    s = s.apply(meta(s, { type: 'refresh' }))
    expect(underlined(s)).toEqual([])
    s = s.apply(meta(s, { type: 'off' }))
    expect(spellState(s).on).toBe(false)
    expect(spellState(s).decorations.find()).toEqual([])
  })

  it('the word being typed is not underlined until the caret leaves it or a space or punctuation follows', () => {
    const shown = (st: EditorState) => visibleDecorations(spellState(st)).find().map((d) => st.doc.textBetween(d.from, d.to))
    let s = stateOf([['action', 'Mara reads']])
    s = answer(s.apply(meta(s, { type: 'on' })))
    const end = () => s.doc.content.size - 2
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, end())))
    // Typing " teh": the answer for that text says "teh" is wrong, but the caret is still in it.
    for (const ch of ' teh') s = s.apply(s.tr.insertText(ch))
    s = answer(s)
    expect(underlined(s)).toEqual(['teh'])
    expect(shown(s)).toEqual([])
    // Moving within the word keeps it hidden; leaving it shows it.
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, end() - 1)))
    expect(shown(s)).toEqual([])
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, 3)))
    expect(shown(s)).toEqual(['teh'])
    // Coming back to its end without typing keeps it shown; typing in it hides it again.
    s = s.apply(s.tr.setSelection(TextSelection.create(s.doc, end())))
    expect(shown(s)).toEqual(['teh'])
    s = s.apply(s.tr.insertText('x'))
    s = s.apply(s.tr.delete(end() - 1, end()))
    expect(underlined(s)).toEqual(['teh'])
    expect(shown(s)).toEqual([])
    // A comma after it finishes the word.
    s = s.apply(s.tr.insertText(','))
    expect(shown(s)).toEqual(['teh'])
  })
})
