import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state'
import type { EditorView } from '@tiptap/pm/view'
import type { EditorElementType } from '../../../../screenplay/model'
import { blockTextOf, isTextBlock } from '../../../editor/doc-diff'
import { scriptIndex } from '../../../editor/script-index'
import { acceptText, suggest } from './suggest'
import { useAutocomplete } from './autocomplete-store'
import { withPlannedCharacters } from './planned-names'
import { useProject } from '../../../project'
import { onLayeredKey } from '../../../app/key-layers'

/**
 * Autocomplete in scene headings, character cues, transitions and shots. Suggestions are worked
 * out from the block at the cursor and the incremental script index, so a keystroke costs a
 * lookup in a few dozen names, not a walk of the script.
 */
const SUGGESTING = new Set<EditorElementType>(['sceneHeading', 'character', 'transition', 'shot'])
export const autocompleteKey = new PluginKey('autocomplete')

/** The block and text Escape dismissed: the popup stays shut until the text changes. */
let dismissed: string | null = null

function keyOf(state: EditorState): string {
  const $from = state.selection.$from
  return `${$from.before()}:${blockTextOf($from.parent)}`
}

export function refresh(view: EditorView): void {
  const store = useAutocomplete.getState()
  const { state } = view
  const sel = state.selection
  const $from = sel.$from
  const block = $from.parent
  if (!sel.empty || !isTextBlock(block) || !SUGGESTING.has(block.type.name as EditorElementType) || !view.hasFocus()) return store.hide()
  const index = scriptIndex(state)
  if (!index) return store.hide()
  if (dismissed !== null && dismissed === keyOf(state)) return store.hide()
  dismissed = null
  const names = block.type.name === 'character' ? withPlannedCharacters(index, useProject.getState().planning.characters?.characters) : index
  const s = suggest(block.type.name as EditorElementType, blockTextOf(block), $from.parentOffset, names)
  if (!s) return store.hide()
  const start = $from.start()
  store.show({ kind: s.kind, items: s.items, from: start + s.from, to: start + s.to })
}

/** Writes the chosen item into the block. */
export function accept(view: EditorView, i = useAutocomplete.getState().index): boolean {
  const cur = useAutocomplete.getState().current
  const item = cur?.items[i]
  if (!cur || item === undefined) return false
  const { state } = view
  if (cur.to > state.doc.content.size) return false
  view.dispatch(state.tr.insertText(acceptText(cur.kind, item), cur.from, cur.to).scrollIntoView())
  view.focus()
  return true
}

export const Autocomplete = Extension.create({
  name: 'autocomplete',
  // Ahead of ScreenplayKeymap (1000): with the popup open, Enter and Tab accept instead of
  // running the element rules.
  priority: 1100,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: autocompleteKey,
        view: (editorView) => {
          // Escape closes the list first, before anything behind it; the same text does not reopen it.
          const offEscape = onLayeredKey('Escape', 'popup', () => {
            if (!useAutocomplete.getState().current) return false
            dismissed = keyOf(editorView.state)
            useAutocomplete.getState().hide()
            return true
          })
          return {
            update(view, prev) {
              if (view.state.doc !== prev.doc || !view.state.selection.eq(prev.selection)) refresh(view)
            },
            destroy() {
              offEscape()
              useAutocomplete.getState().hide()
            },
          }
        },
        props: {
          handleKeyDown(view, event) {
            const store = useAutocomplete.getState()
            if (!store.current || event.ctrlKey || event.metaKey || event.altKey) return false
            switch (event.key) {
              case 'ArrowDown':
                store.move(1)
                return true
              case 'ArrowUp':
                store.move(-1)
                return true
              case 'Enter':
              case 'Tab':
                if (event.shiftKey) return false
                return accept(view)
              default:
                return false
            }
          },
          handleDOMEvents: {
            blur: () => {
              useAutocomplete.getState().hide()
              return false
            },
            focus: (view) => {
              refresh(view)
              return false
            },
          },
        },
      }),
    ]
  },
})
