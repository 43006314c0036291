import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import { AttrStep, DocAttrStep } from '@tiptap/pm/transform'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import type { Node as PMNode } from '@tiptap/pm/model'
import { dualPairs } from '../../../screenplay/elements/dual'
import { markContinueds } from '../../../screenplay/elements/continueds'
import { readScriptFormat, type ScriptElement } from '../../../screenplay/model'
import { sceneElements } from './elements-from-doc'
import { automaticContdOn, onAutomaticContdChange } from './continueds-setting'

/**
 * What the page view draws on speeches, as the layout prints them: a dual-dialogue pair in two
 * columns (the blocks stay where they are; classes float the left column beside the right, see
 * screenplay.css), and the automatic (CONT'D) after a returning speaker's cue. Both are decided
 * by the domain's own rules (elements/dual.ts, elements/continueds.ts), scene by scene: an edit
 * works out again only the scenes it touched, never the whole script.
 */
export const speechMarksKey = new PluginKey<DecorationSet>('speechMarks')

/** Meta that asks for every scene again (the automatic (CONT'D) setting changed). */
const REFRESH = 'refresh'

function contdText(doc: PMNode): string {
  return readScriptFormat(doc.attrs.format)?.dialogueBreaks?.contdText || "(CONT'D)"
}

/** The decorations of one scene that starts at `scenePos`. */
function sceneMarks(scene: PMNode, scenePos: number, contd: string | null, out: Decoration[]): void {
  const s = sceneElements(scene)
  const els = s.elements
  if (!els.length) return
  const at = (i: number) => scenePos + s.offsets[i]
  const node = (i: number, attrs: Record<string, string>) => out.push(Decoration.node(at(i), at(i) + s.blocks[i].nodeSize, attrs, { mark: attrs.class }))
  for (const pair of dualPairs(els)) {
    for (let i = pair.start; i < pair.end; i++) {
      const side = i < pair.right ? 'left' : 'right'
      const first = i === pair.start || i === pair.right
      node(i, { class: `nw-dual nw-dual-${side}${first ? ' nw-dual-head' : ''}` })
    }
    // After the pair, whichever column is longer: what follows starts below both.
    const end = at(pair.end - 1) + s.blocks[pair.end - 1].nodeSize
    out.push(Decoration.widget(end, dualEnd, { side: -10, key: 'dual-end', mark: 'dual-end', ignoreSelection: true }))
  }
  if (contd === null) return
  const flags = new Uint8Array(els.length)
  markContinueds(els, flags)
  for (let i = 0; i < els.length; i++) if (flags[i]) node(i, { class: 'nw-contd', 'data-contd': ` ${contd}` })
}

function dualEnd(): HTMLElement {
  const el = document.createElement('div')
  el.className = 'nw-dual-end'
  el.contentEditable = 'false'
  return el
}

function allMarks(doc: PMNode): DecorationSet {
  const out: Decoration[] = []
  const contd = automaticContdOn() ? contdText(doc) : null
  doc.forEach((scene, pos) => sceneMarks(scene, pos, contd, out))
  return DecorationSet.create(doc, out)
}

/** Positions in the new document that the transaction changed, or 'all' when a document attribute did. */
function touched(tr: Transaction): number[] | 'all' {
  const out: number[] = []
  for (let i = 0; i < tr.steps.length; i++) {
    const step = tr.steps[i]
    if (step instanceof DocAttrStep) return 'all'
    const rest = tr.mapping.slice(i + 1)
    // A changed attribute (a block made dual) maps no text: its place is the step's own.
    if (step instanceof AttrStep) out.push(rest.map(step.pos))
    else tr.mapping.maps[i].forEach((_a, _b, from, to) => out.push(rest.map(from, -1), rest.map(to, 1)))
  }
  return out
}

function update(tr: Transaction, prev: DecorationSet, state: EditorState): DecorationSet {
  if (tr.getMeta(speechMarksKey) === REFRESH) return allMarks(state.doc)
  if (!tr.docChanged) return prev
  const where = touched(tr)
  if (where === 'all') return allMarks(state.doc)
  const doc = state.doc
  const set = prev.map(tr.mapping, doc)
  // The scenes holding the changed positions. Marks never reach past their own scene, so an edit
  // inside a scene works out that scene alone; a change between two scenes (a scene inserted,
  // removed, split off or joined) works out the scenes on both sides of it.
  const scenes = new Map<number, number>()
  for (const pos of where) {
    const $p = doc.resolve(Math.max(0, Math.min(pos, doc.content.size)))
    const index = $p.index(0)
    const start = $p.depth >= 1 ? $p.before(1) : $p.pos
    if (index < doc.childCount) scenes.set(start, index)
    if ($p.depth === 0 && index > 0) scenes.set(start - doc.child(index - 1).nodeSize, index - 1)
  }
  const contd = automaticContdOn() ? contdText(doc) : null
  const add: Decoration[] = []
  const remove: Decoration[] = []
  const back = tr.mapping.invert()
  for (const [pos, k] of scenes) {
    const node = doc.child(k)
    const had = set.find(pos + 1, pos + node.nodeSize - 1)
    // Text typed into a speech or an action line leaves what the marks are made of as it was:
    // the marks carried over from before the edit still fit, and the scene is not worked out again.
    const was = sceneBefore(tr, back.map(pos, 1))
    if (was && sameForMarks(sceneElements(was.node).elements, sceneElements(node).elements) && prev.find(was.pos + 1, was.pos + was.node.nodeSize - 1).length === had.length) continue
    const want: Decoration[] = []
    sceneMarks(node, pos, contd, want)
    // Typing inside a line rarely changes a scene's marks: then the set stays as it is.
    if (sameMarks(had, want)) continue
    remove.push(...had)
    add.push(...want)
  }
  if (!remove.length && !add.length) return set
  return set.remove(remove).add(doc, add)
}

/** The scene that started at `pos` before the transaction, if one did. */
function sceneBefore(tr: Transaction, pos: number): { node: PMNode; pos: number } | null {
  const before = tr.before
  if (pos < 0 || pos >= before.content.size || before.resolve(pos).depth !== 0) return null
  const node = before.nodeAt(pos)
  return node && node.type.name === 'scene' ? { node, pos } : null
}

/**
 * Whether two versions of a scene get the same marks: the same elements in the same order, with
 * the same types, dual sides and cues, and the same lines empty. Those are all the rules read
 * (a cue's name and extensions, whether a column has any text); a line's other words are not.
 * Unchanged blocks are the same element objects, so this is a pass of pointer comparisons.
 */
function sameForMarks(a: readonly ScriptElement[], b: readonly ScriptElement[]): boolean {
  if (a.length !== b.length) return false
  for (let i = 0; i < a.length; i++) {
    const x = a[i]
    const y = b[i]
    if (x === y) continue
    if (x.type !== y.type || x.dual !== y.dual) return false
    if (x.type === 'character' ? x.text !== y.text : (x.text.trim() === '') !== (y.text.trim() === '')) return false
  }
  return true
}

function sameMarks(a: readonly Decoration[], b: readonly Decoration[]): boolean {
  if (a.length !== b.length) return false
  const key = (d: Decoration) => `${d.from}:${d.to}:${(d.spec as { mark?: string }).mark}`
  const keys = new Set(a.map(key))
  return b.every((d) => keys.has(key(d)))
}

export const SpeechMarks = Extension.create({
  name: 'speechMarks',
  addProseMirrorPlugins: () => [
    new Plugin<DecorationSet>({
      key: speechMarksKey,
      state: {
        init: (_config, state) => allMarks(state.doc),
        apply: (tr, value, _old, state) => update(tr, value, state),
      },
      props: { decorations: (state) => speechMarksKey.getState(state) },
      view: (view) => {
        const stop = onAutomaticContdChange(() => {
          if (!(view as { isDestroyed?: boolean }).isDestroyed) view.dispatch(view.state.tr.setMeta(speechMarksKey, REFRESH).setMeta('addToHistory', false))
        })
        return { destroy: stop }
      },
    }),
  ],
})
