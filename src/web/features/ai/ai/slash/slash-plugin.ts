import { Extension, type Editor } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state'
import { usePopups } from '../../../../editor/popup-store'
import { filterSlashCommands, opensSlash, slashQuery, type SlashCommand } from './commands'
import { useSlash } from './slash-store'
import { onLayeredKey } from '../../../../app/key-layers'

/**
 * The '/' command list. The plugin remembers where the slash was typed and
 * maps that one position through each change; it reads only the text between the slash and the
 * cursor, so its cost does not depend on the script's length.
 */
interface SlashPluginState {
  /** Position of the '/' character, or null when closed. */
  from: number | null
  query: string
}

export const slashKey = new PluginKey<SlashPluginState>('slashCommands')
const CLOSED: SlashPluginState = { from: null, query: '' }

export interface SlashOptions {
  onPick: (editor: Editor, command: SlashCommand, range: { from: number; to: number }) => void
}

function derive(state: EditorState, from: number): SlashPluginState {
  const sel = state.selection
  if (!sel.empty || sel.from <= from) return CLOSED
  const $slash = state.doc.resolve(from)
  const $cur = sel.$from
  if ($slash.parent !== $cur.parent || !$slash.parent.isTextblock) return CLOSED
  const q = slashQuery(state.doc.textBetween(from, sel.from, '\n', '\n'))
  return q === null ? CLOSED : { from, query: q }
}

export const SlashCommands = Extension.create<SlashOptions>({
  name: 'slashCommands',
  // Ahead of the screenplay keymap (1000): while the list is open, Enter and Tab pick from it.
  priority: 1100,
  addOptions() {
    return { onPick: () => {} }
  },
  addProseMirrorPlugins() {
    const editor = this.editor
    const options = this.options
    const close = () => editor.view.dispatch(editor.state.tr.setMeta(slashKey, { close: true }))
    const pick = (cmd: SlashCommand) => {
      const st = slashKey.getState(editor.state)
      if (!st || st.from === null) return
      const range = { from: st.from, to: editor.state.selection.from }
      close()
      options.onPick(editor, cmd, range)
    }
    return [
      new Plugin<SlashPluginState>({
        key: slashKey,

        state: {
          init: () => CLOSED,
          apply(tr, prev, _old, state) {
            const meta = tr.getMeta(slashKey) as { open?: number; close?: boolean } | undefined
            if (meta?.close) return CLOSED
            if (meta?.open !== undefined) return derive(state, meta.open)
            if (prev.from === null) return prev
            const mapped = tr.mapping.mapResult(prev.from, 1)
            if (mapped.deleted) return CLOSED
            return derive(state, mapped.pos)
          },
        },
        props: {
          handleTextInput(view, from, to, text) {
            if (text !== '/' || from !== to) return false
            const $from = view.state.doc.resolve(from)
            if (!$from.parent.isTextblock) return false
            const before = $from.parent.textBetween(0, $from.parentOffset, '\n', '\n')
            if (!opensSlash(before)) return false
            if (!usePopups.getState().claim('slash')) return false
            view.dispatch(view.state.tr.insertText('/', from, to).setMeta(slashKey, { open: from }))
            return true
          },
          handleDOMEvents: {
            // Clicking away closes the list; the popup itself keeps focus in the editor.
            blur: () => {
              if (useSlash.getState().open) close()
              return false
            },
          },
          handleKeyDown(_view, event) {
            const s = useSlash.getState()
            if (!s.open) return false
            if (s.items.length === 0) return false
            if (event.key === 'ArrowDown') s.set({ index: (s.index + 1) % s.items.length })
            else if (event.key === 'ArrowUp') s.set({ index: (s.index - 1 + s.items.length) % s.items.length })
            else if (event.key === 'Enter' || event.key === 'Tab') pick(s.items[s.index])
            else return false
            return true
          },
        },
        view: () => {
          // Escape closes the list first, before anything behind it.
          const offEscape = onLayeredKey('Escape', 'popup', () => {
            if (!useSlash.getState().open) return false
            close()
            return true
          })
          return {
            update(view) {
              const st = slashKey.getState(view.state) ?? CLOSED
              const store = useSlash.getState()
              if (st.from === null) {
                if (store.open) {
                  store.set({ open: false, items: [], at: null, query: '' })
                  usePopups.getState().release('slash')
                }
                return
              }
              if (store.open && store.query === st.query) return
              const c = view.coordsAtPos(st.from)
              const items = filterSlashCommands(st.query)
              store.set({ open: true, query: st.query, items, index: 0, at: { left: c.left, top: c.top, bottom: c.bottom } })
            },
            destroy() {
              offEscape()
              useSlash.getState().set({ open: false, items: [], at: null, query: '' })
              usePopups.getState().release('slash')
            },
          }
        },
      }),
    ]
  },
})

/** Picks an item with the mouse (the popup calls this). */
export function pickSlashItem(editor: Editor, cmd: SlashCommand, onPick: SlashOptions['onPick']): void {
  const st = slashKey.getState(editor.state)
  if (!st || st.from === null) return
  const range = { from: st.from, to: editor.state.selection.from }
  editor.view.dispatch(editor.state.tr.setMeta(slashKey, { close: true }))
  onPick(editor, cmd, range)
}
