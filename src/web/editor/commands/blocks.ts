import type { EditorState, Transaction } from '@tiptap/pm/state'
import { Selection, TextSelection } from '@tiptap/pm/state'
import type { Node as PMNode, ResolvedPos } from '@tiptap/pm/model'
import { EDITOR_ELEMENT_TYPES, type EditorElementType } from '../../../screenplay/model'
import type { BlockContext } from '../../../screenplay/elements/transitions'
import { isEffectivelyEmpty } from '../../../screenplay/elements/auto-convert'

/**
 * Reading and changing screenplay blocks from editor state. Commands are plain functions
 * `(state, dispatch?) => boolean`, as in ProseMirror, so they are testable without a view.
 */
export type Command = (state: EditorState, dispatch?: (tr: Transaction) => void) => boolean

const TYPES = new Set<string>(EDITOR_ELEMENT_TYPES)

export function isScreenplayBlock(node: PMNode | null | undefined): boolean {
  return !!node && TYPES.has(node.type.name)
}

/** Plain text of a block with hard breaks as '\n' (one character per position). */
export function blockText(node: PMNode): string {
  return node.textBetween(0, node.content.size, '\n', '\n')
}

export interface BlockAt {
  node: PMNode
  type: EditorElementType
  /** Position just before the block. */
  pos: number
  /** Offset of the cursor within the block's content. */
  offset: number
  $pos: ResolvedPos
}

export function blockAt($pos: ResolvedPos): BlockAt | null {
  for (let d = $pos.depth; d > 0; d--) {
    const node = $pos.node(d)
    if (isScreenplayBlock(node)) {
      return { node, type: node.type.name as EditorElementType, pos: $pos.before(d), offset: $pos.pos - $pos.start(d), $pos }
    }
  }
  return null
}

export function currentBlock(state: EditorState): BlockAt | null {
  return blockAt(state.selection.$from)
}

export function blockContext(state: EditorState): BlockContext | null {
  const b = currentBlock(state)
  if (!b) return null
  return {
    type: b.type,
    empty: isEffectivelyEmpty(b.type, blockText(b.node)),
    atEnd: state.selection.empty && isAtEnd(b),
  }
}

/** At the end of the block, or just before the closing parenthesis of a parenthetical. */
export function isAtEnd(b: BlockAt): boolean {
  if (b.offset === b.node.content.size) return true
  return b.type === 'parenthetical' && blockText(b.node).slice(b.offset).trim() === ')'
}

/** Content a fresh block of this type starts with: parentheticals come with their parentheses. */
function starterText(type: EditorElementType): { text: string; cursor: number } {
  return type === 'parenthetical' ? { text: '()', cursor: 1 } : { text: '', cursor: 0 }
}

/** Changes the type of every block the selection touches. An empty block gets the new type's starter text. */
export function setElementType(type: EditorElementType): Command {
  return (state, dispatch) => {
    const { from, to } = state.selection
    const nodeType = state.schema.nodes[type]
    if (!nodeType) return false
    const blocks: { pos: number; node: PMNode }[] = []
    state.doc.nodesBetween(from, to, (node, pos) => {
      if (isScreenplayBlock(node)) {
        blocks.push({ pos, node })
        return false
      }
      return true
    })
    if (blocks.length === 0) return false
    if (!dispatch) return true
    const tr = state.tr
    for (const { pos, node } of blocks.reverse()) {
      tr.setNodeMarkup(pos, nodeType, keptAttrs(node, type))
      const text = blockText(node)
      if (blocks.length === 1 && isEffectivelyEmpty(node.type.name as EditorElementType, text)) {
        const starter = starterText(type)
        const start = pos + 1
        tr.replaceWith(start, start + node.content.size, starter.text ? state.schema.text(starter.text) : [])
        tr.setSelection(TextSelection.create(tr.doc, start + starter.cursor))
      }
    }
    dispatch(tr.scrollIntoView())
    return true
  }
}

/** A speech's blocks stay in their dual-dialogue column when their type changes within the speech. */
const SPEECH_TYPES = new Set<string>(['character', 'dialogue', 'parenthetical'])
function keptAttrs(node: PMNode, type: EditorElementType): Record<string, unknown> {
  return node.attrs.dual && SPEECH_TYPES.has(type) ? { dual: node.attrs.dual } : {}
}

/**
 * Splits at the cursor and gives the new block after it `type` (Enter/Tab at the end of a block),
 * with `attrs` (a dual-dialogue column) when given.
 */
export function insertBlockAfter(type: EditorElementType, attrs?: Record<string, unknown>): Command {
  return (state, dispatch) => {
    const b = currentBlock(state)
    if (!b) return false
    if (!dispatch) return true
    const tr = state.tr
    if (!state.selection.empty) tr.deleteSelection()
    // Before a parenthetical's closing ')' counts as its end: the new block starts after it.
    const at = state.selection.empty && isAtEnd(b) ? b.pos + 1 + b.node.content.size : tr.selection.from
    tr.split(at, 1, [{ type: state.schema.nodes[type], attrs }])
    // Inside the new block: past the old block's end and the new block's start.
    const inside = at + 2
    tr.setSelection(TextSelection.create(tr.doc, inside))
    const starter = starterText(type)
    if (starter.text) {
      tr.insertText(starter.text, inside)
      tr.setSelection(TextSelection.create(tr.doc, inside + starter.cursor))
    }
    dispatch(tr.scrollIntoView())
    return true
  }
}

/** Start positions of every scene heading, in document order. Walks scenes only, not their blocks. */
export function sceneHeadingPositions(doc: PMNode): number[] {
  const out: number[] = []
  let pos = 0
  doc.forEach((scene) => {
    if (scene.firstChild?.type.name === 'sceneHeading') out.push(pos + 1)
    pos += scene.nodeSize
  })
  return out
}

/** Ctrl+Up / Ctrl+Down: cursor to the start of the previous or next scene heading. */
export function jumpToSceneHeading(direction: -1 | 1): Command {
  return (state, dispatch) => {
    const heads = sceneHeadingPositions(state.doc)
    const here = state.selection.from
    const target =
      direction > 0 ? heads.find((p) => p + 1 > here) : [...heads].reverse().find((p) => p + 1 < here)
    if (target === undefined) return false
    if (dispatch) dispatch(state.tr.setSelection(TextSelection.create(state.doc, target + 1)).scrollIntoView())
    return true
  }
}

/**
 * Ctrl+End / Ctrl+Home: the very end (or start) of the script in one press, the selection
 * extended there with Shift. The browser's own move stops at the edge of the last laid-out scene,
 * since scenes off screen are not laid out.
 */
export function jumpToScriptEdge(direction: -1 | 1, extend = false): Command {
  return (state, dispatch) => {
    const edge = direction > 0 ? Selection.atEnd(state.doc) : Selection.atStart(state.doc)
    const anchor = extend ? state.selection.anchor : edge.head
    if (dispatch) dispatch(state.tr.setSelection(TextSelection.create(state.doc, anchor, edge.head)).scrollIntoView())
    return true
  }
}

/** Selects the text of the whole scene the cursor is in. */
export function selectScene(): Command {
  return (state, dispatch) => {
    const $from = state.selection.$from
    if ($from.depth < 1) return false
    const sceneStart = $from.before(1)
    const scene = state.doc.nodeAt(sceneStart)
    if (!scene) return false
    const from = sceneStart + 2
    const to = sceneStart + scene.nodeSize - 2
    if (dispatch) dispatch(state.tr.setSelection(TextSelection.create(state.doc, from, Math.max(from, to))))
    return true
  }
}
