import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import { runKey } from '../../app/commands'
import { dispatchLayeredKey, isLayeredKey } from '../../app/key-layers'
import { keyName } from '../../app/keys'

/**
 * The editor's command keys, read from the command declarations: a key whose command says the
 * editor handles it (Ctrl+1, Alt+S, Ctrl+B, Ctrl+Z...) runs that command here, before any other
 * editor key. The key is matched exactly as the command names it, by its place on the keyboard
 * where Shift or Alt is held, so Ctrl+Shift+5 (a panel) never falls back to Ctrl+5 (a line type).
 * A key several parts want (Escape) is offered to the layered list from here, because the editor
 * marks every Escape as used before the page's own handler sees it.
 */
export const CommandKeys = Extension.create({
  name: 'commandKeys',
  priority: 10_000,
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('commandKeys'),
        props: {
          handleKeyDown: (_view, event) => {
            if (event.isComposing) return false
            if (isLayeredKey(event.key) && dispatchLayeredKey(event.key, event)) return true
            return runKey('editor', keyName(event))
          },
        },
      }),
    ]
  },
})
