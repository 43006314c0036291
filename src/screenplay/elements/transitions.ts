import type { EditorElementType } from '../model'

/**
 * The Enter / Tab / Shift-Tab / Backspace rules for changing element type, as data
 * and pure functions. The editor asks these what to do; it never decides types itself.
 */

/** Where the cursor is within the current block. */
export interface BlockContext {
  type: EditorElementType
  /** The block has no text (a parenthetical holding only its parentheses counts as empty). */
  empty: boolean
  /** The cursor (collapsed) is at the end of the block's text. */
  atEnd: boolean
}

/** What a key does to the document. */
export type KeyEffect =
  /** Split at the cursor; the new block after it gets this type. */
  | { kind: 'newBlock'; type: EditorElementType }
  /** Change the current block's type, keeping its text. */
  | { kind: 'convert'; type: EditorElementType }
  /** Open the 'Select Element Type' menu. */
  | { kind: 'openMenu' }
  /** Not ours: let the editor do its default (e.g. split keeping the type, join blocks). */
  | { kind: 'default' }

export const ENTER_AFTER: Record<EditorElementType, EditorElementType> = {
  sceneHeading: 'action',
  action: 'action',
  character: 'dialogue',
  dialogue: 'character',
  parenthetical: 'dialogue',
  transition: 'sceneHeading',
  shot: 'action',
  note: 'action',
}

export const TAB_AFTER: Record<EditorElementType, EditorElementType> = {
  sceneHeading: 'action',
  action: 'character',
  character: 'parenthetical',
  dialogue: 'parenthetical',
  parenthetical: 'dialogue',
  transition: 'sceneHeading',
  shot: 'action',
  note: 'action',
}

export const SHIFT_TAB_TO: Record<EditorElementType, EditorElementType> = {
  sceneHeading: 'action',
  action: 'character',
  character: 'action',
  dialogue: 'parenthetical',
  parenthetical: 'dialogue',
  transition: 'sceneHeading',
  shot: 'action',
  note: 'action',
}

/**
 * Backspace in an empty block. An empty dialogue becomes a character cue, walking back up the
 * character/dialogue/parenthetical chain the way Final Draft's does.
 */
export const BACKSPACE_EMPTY_TO: Partial<Record<EditorElementType, EditorElementType>> = {
  parenthetical: 'dialogue',
  dialogue: 'character',
  transition: 'dialogue',
  note: 'action',
}

export function enterEffect(ctx: BlockContext): KeyEffect {
  if (ctx.empty) return { kind: 'openMenu' }
  if (ctx.atEnd) return { kind: 'newBlock', type: ENTER_AFTER[ctx.type] }
  return { kind: 'default' }
}

export function tabEffect(ctx: BlockContext): KeyEffect {
  if (ctx.type === 'character' && ctx.empty) return { kind: 'convert', type: 'action' }
  if (ctx.empty) return { kind: 'convert', type: TAB_AFTER[ctx.type] }
  if (ctx.atEnd) return { kind: 'newBlock', type: TAB_AFTER[ctx.type] }
  // Not at the end: Tab retypes the block in place (scene heading 'To Action', character → parenthetical).
  return { kind: 'convert', type: TAB_AFTER[ctx.type] }
}

export function shiftTabEffect(ctx: BlockContext): KeyEffect {
  return { kind: 'convert', type: SHIFT_TAB_TO[ctx.type] }
}

export function backspaceEffect(ctx: BlockContext & { atStart: boolean }): KeyEffect {
  const to = ctx.empty ? BACKSPACE_EMPTY_TO[ctx.type] : undefined
  return to ? { kind: 'convert', type: to } : { kind: 'default' }
}

/** The status bar's "Enter → X" and "Tab → Y" labels for a block. */
export function statusLabels(ctx: BlockContext): { enter: EditorElementType | 'menu'; tab: EditorElementType | 'To Action' } {
  const enter = ctx.empty ? 'menu' : ENTER_AFTER[ctx.type]
  const tabE = tabEffect(ctx)
  const tab = ctx.type === 'sceneHeading' && !ctx.atEnd && !ctx.empty ? 'To Action' : (tabE as { type: EditorElementType }).type
  return { enter, tab }
}
