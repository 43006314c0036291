import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state'
import type { EditorView } from '@tiptap/pm/view'
import type { EditorElementType } from '../../../../screenplay/model'
import { blockAt, blockText } from '../../../editor/commands/blocks'
import { useContextMenu, type MenuTarget } from './context-menu-store'
import { lookupTerm, wordAt } from './geometry'

/**
 * Right-click in the editor opens our menu; with Shift held the browser's own menu shows.
 * A click outside the current selection first moves the cursor there, as word
 * processors do, so the menu acts on what was clicked.
 */
export function targetFromClick(view: EditorView, x: number, y: number): MenuTarget {
  let { state } = view
  let hit: { pos: number } | null = null
  try {
    hit = view.posAtCoords({ left: x, top: y })
  } catch {
    // Coordinates outside anything ProseMirror can map (e.g. the page margin): keep the selection.
  }
  if (hit) {
    const { from, to } = state.selection
    if (hit.pos < from || hit.pos > to || state.selection.empty) {
      try {
        view.dispatch(state.tr.setSelection(TextSelection.near(state.doc.resolve(hit.pos))))
        state = view.state
      } catch {
        // A position ProseMirror cannot place a cursor at: keep the selection.
      }
    }
  }
  const sel = state.selection
  const b = blockAt(sel.$from)
  let word: string | null = null
  if (!sel.empty) word = lookupTerm(state.doc.textBetween(sel.from, sel.to, '\n', '\n'))
  else if (b) word = wordAt(blockText(b.node), b.offset)?.word ?? null
  return {
    x,
    y,
    elementType: (b?.type as EditorElementType | undefined) ?? null,
    word,
    hasSelection: !sel.empty,
    selection: { from: sel.from, to: sel.to },
    block: b ? { pos: b.pos, size: b.node.nodeSize } : null,
  }
}

export const ContextMenuTrigger = Extension.create({
  name: 'contextMenuTrigger',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('contextMenuTrigger'),
        props: {
          handleDOMEvents: {
            contextmenu(view, event) {
              if (event.shiftKey) return false
              event.preventDefault()
              // Synthetic events (assistive tools, scripts) may carry no coordinates: use the cursor's.
              let { clientX: x, clientY: y } = event
              if (!Number.isFinite(x) || !Number.isFinite(y)) {
                const c = view.coordsAtPos(view.state.selection.from)
                x = c.left
                y = c.bottom
              }
              useContextMenu.getState().open(targetFromClick(view, x, y))
              return true
            },
          },
        },
      }),
    ]
  },
})
