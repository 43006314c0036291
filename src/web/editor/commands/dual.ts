import type { EditorState, Transaction } from '@tiptap/pm/state'
import { TextSelection } from '@tiptap/pm/state'
import type { ResolvedPos } from '@tiptap/pm/model'
import { dualPairs, type DualPair } from '../../../screenplay/elements/dual'
import type { ScriptElement } from '../../../screenplay/model'
import { sceneElements } from '../page-view/elements-from-doc'

/**
 * Format → Dual Dialogue: two speeches that follow each other become one pair printed side by
 * side (the first on the left), or a pair becomes two single speeches again. Only the blocks'
 * `dual` mark changes; their text and order stay, so Undo takes it back in one step.
 */

interface SceneSpeeches {
  /** Position of the scene node. */
  scenePos: number
  elements: ScriptElement[]
  /** Document position just before each element's block. */
  positions: number[]
  /** Index of the element whose block holds `$pos`, or -1. */
  indexAt: (pos: number) => number
}

function sceneOf($pos: ResolvedPos): SceneSpeeches | null {
  if ($pos.depth < 1) return null
  const scene = $pos.node(1)
  const scenePos = $pos.before(1)
  const s = sceneElements(scene)
  const positions = s.offsets.map((o) => scenePos + o)
  const indexAt = (pos: number) => {
    for (let i = 0; i < positions.length; i++) if (pos > positions[i] && pos < positions[i] + s.blocks[i].nodeSize) return i
    return -1
  }
  return { scenePos, elements: s.elements, positions, indexAt }
}

const PARTS = new Set(['parenthetical', 'dialogue', 'lyrics'])

/** The speech holding element `i`: its cue and one past its last part; null outside a speech. */
function speechAt(els: readonly ScriptElement[], i: number): { cue: number; end: number } | null {
  let c = i
  while (c >= 0 && (PARTS.has(els[c].type) || els[c].type === 'note') && els[c].type !== 'character') c--
  if (c < 0 || els[c].type !== 'character') return null
  if (els[i].type === 'note' && i !== c) return null
  let end = c + 1
  for (let k = c + 1; k < els.length; k++) {
    if (els[k].type === 'note') continue
    if (!PARTS.has(els[k].type)) break
    end = k + 1
  }
  return { cue: c, end }
}

/** The speech that ends just before cue `c` (notes between allowed), or null. */
function speechBefore(els: readonly ScriptElement[], c: number): { cue: number; end: number } | null {
  let k = c - 1
  while (k >= 0 && els[k].type === 'note') k--
  if (k < 0) return null
  const s = speechAt(els, k)
  return s && s.end <= c ? s : null
}

function pairHolding(pairs: readonly DualPair[], i: number): DualPair | undefined {
  return pairs.find((p) => i >= p.start && i < p.end)
}

export type DualResult = { ok: true; made: boolean } | { ok: false; reason: string }

/**
 * Makes the two selected speeches (or the speech at the cursor and the one before it) dual, or,
 * when the cursor or selection is in a pair, makes its speeches single again.
 */
export function toggleDualDialogue(state: EditorState, dispatch?: (tr: Transaction) => void): DualResult {
  const { $from, $to } = state.selection
  const scene = sceneOf($from)
  if (!scene || $to.depth < 1 || $to.before(1) !== scene.scenePos) return { ok: false, reason: 'Select two speeches in the same scene, or put the cursor in the second of two speeches.' }
  const els = scene.elements
  const a = scene.indexAt($from.pos)
  const b = scene.indexAt($to.pos)
  if (a < 0 || b < 0) return { ok: false, reason: 'Put the cursor in a speech: a character cue or its dialogue.' }
  const pairs = dualPairs(els)
  const inPair = pairHolding(pairs, a) ?? pairHolding(pairs, b)
  if (inPair) {
    if (dispatch) {
      const tr = state.tr
      for (let i = inPair.start; i < inPair.end; i++) if (els[i].dual) tr.setNodeAttribute(scene.positions[i], 'dual', null)
      dispatch(tr)
    }
    return { ok: true, made: false }
  }
  const second = speechAt(els, b)
  if (!second) return { ok: false, reason: 'Put the cursor in a speech: a character cue or its dialogue.' }
  let first = speechAt(els, a)
  if (!first || first.cue === second.cue) first = speechBefore(els, second.cue)
  if (!first) return { ok: false, reason: 'Dual dialogue needs two speeches one right after the other, with no action between them.' }
  if (first.end > second.cue || !adjacent(els, first.end, second.cue))
    return { ok: false, reason: 'Dual dialogue pairs two speeches that follow each other: select just those two.' }
  if (dispatch) {
    const tr = state.tr
    const mark = (from: number, to: number, side: 'left' | 'right') => {
      for (let i = from; i < to; i++) if (els[i].type !== 'note' && els[i].dual !== side) tr.setNodeAttribute(scene.positions[i], 'dual', side)
    }
    mark(first.cue, first.end, 'left')
    mark(second.cue, second.end, 'right')
    // Anything of another speech still marked dual by an earlier pair is single now.
    dispatch(tr)
  }
  return { ok: true, made: true }
}

/** Only notes between element `from` and element `to`. */
function adjacent(els: readonly ScriptElement[], from: number, to: number): boolean {
  for (let k = from; k < to; k++) if (els[k].type !== 'note') return false
  return true
}

/** Where the cursor's block stands in a dual pair, for Enter and Tab. */
export interface DualSpot {
  side: 'left' | 'right'
  /** The cursor's block is the last of its column. */
  lastInColumn: boolean
  /** Position inside the right cue, at the end of its text. */
  rightCueEnd: number
}

export function dualSpot(state: EditorState): DualSpot | null {
  const $from = state.selection.$from
  const scene = sceneOf($from)
  if (!scene) return null
  const i = scene.indexAt($from.pos)
  if (i < 0 || !scene.elements[i].dual) return null
  const pair = pairHolding(dualPairs(scene.elements), i)
  if (!pair) return null
  const side = i < pair.right ? 'left' : 'right'
  const columnEnd = side === 'left' ? pair.right : pair.end
  let last = true
  for (let k = i + 1; k < columnEnd; k++) if (scene.elements[k].type !== 'note') last = false
  const cue = state.doc.nodeAt(scene.positions[pair.right])!
  return { side, lastInColumn: last, rightCueEnd: scene.positions[pair.right] + 1 + cue.content.size }
}

/** Moves the cursor to the end of the right cue (Enter at the end of the left column). */
export function toRightColumn(state: EditorState, spot: DualSpot, dispatch?: (tr: Transaction) => void): boolean {
  if (dispatch) dispatch(state.tr.setSelection(TextSelection.create(state.doc, spot.rightCueEnd)).scrollIntoView())
  return true
}
