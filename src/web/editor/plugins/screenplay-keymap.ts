import { Extension } from '@tiptap/core'
import type { EditorState, Transaction } from '@tiptap/pm/state'
import { backspaceEffect, enterEffect, shiftTabEffect, tabEffect, type KeyEffect } from '../../../screenplay/elements/transitions'
import { blockContext, currentBlock, insertBlockAfter, setElementType } from '../commands/blocks'
import { dualSpot, toRightColumn } from '../commands/dual'

export interface ScreenplayKeymapOptions {
  /** Called when Enter is pressed on an empty block: the UI opens 'Select Element Type'. */
  onOpenElementMenu: (at: { left: number; top: number; bottom: number }) => void
}

type Dispatch = (tr: Transaction) => void

function apply(effect: KeyEffect, state: EditorState, dispatch: Dispatch, onMenu: () => void): boolean {
  switch (effect.kind) {
    case 'newBlock': {
      // Inside a dual-dialogue column the flow stays in the column; the next speech of the left
      // column is the right one, and a new speech after the right column stands on its own.
      const spot = dualSpot(state)
      if (spot && effect.type === 'character') {
        if (spot.side === 'left' && spot.lastInColumn) return toRightColumn(state, spot, dispatch)
        return insertBlockAfter(effect.type)(state, dispatch)
      }
      return insertBlockAfter(effect.type, spot ? { dual: spot.side } : undefined)(state, dispatch)
    }
    case 'convert':
      return setElementType(effect.type)(state, dispatch)
    case 'openMenu':
      onMenu()
      return true
    default:
      return false
  }
}

/**
 * The element flow: Enter, Tab, Shift-Tab and Backspace move from element to element. These are
 * writing keys, not commands; the line type, scene and script-edge keys are commands
 * (editor-commands.ts).
 */
export const ScreenplayKeymap = Extension.create<ScreenplayKeymapOptions>({
  name: 'screenplayKeymap',
  priority: 1000,
  addOptions() {
    return { onOpenElementMenu: () => {} }
  },
  addKeyboardShortcuts() {
    const run = (pick: (ctx: NonNullable<ReturnType<typeof blockContext>>, state: EditorState) => KeyEffect | null) => () => {
      const { state, view } = this.editor
      const ctx = blockContext(state)
      if (!ctx) return false
      const effect = pick(ctx, state)
      if (!effect) return false
      return apply(effect, state, view.dispatch, () => {
        const c = view.coordsAtPos(state.selection.from)
        this.options.onOpenElementMenu({ left: c.left, top: c.top, bottom: c.bottom })
      })
    }
    return {
      Enter: run((ctx, state) => (state.selection.empty ? enterEffect(ctx) : null)),
      Tab: run((ctx) => tabEffect(ctx)),
      'Shift-Tab': run((ctx) => shiftTabEffect(ctx)),
      Backspace: run((ctx, state) => {
        const b = currentBlock(state)
        if (!b || !state.selection.empty) return null
        return backspaceEffect({ ...ctx, atStart: b.offset === 0 })
      }),
    }
  },
})
