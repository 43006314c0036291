import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'

/** The share of the window's height the caret line keeps between itself and the bottom edge. */
export const CARET_ROOM_BELOW = 1 / 3

/**
 * While the writer types, the caret line never sinks into the bottom third of the window: the page
 * scrolls under it instead, so what comes next is written in the middle of the screen, not against
 * the status bar. ProseMirror already brings the caret into view after each keystroke; this only
 * widens the margin it keeps at the bottom. Read when it scrolls (the window's height, no layout).
 */
export const CaretMargin = Extension.create({
  name: 'caretMargin',
  addProseMirrorPlugins() {
    const bottom = () => Math.round(window.innerHeight * CARET_ROOM_BELOW)
    const plugin = new Plugin({ key: new PluginKey('caretMargin') })
    // Getters, so the window's height is read when ProseMirror scrolls (a Plugin copies its props once).
    Object.defineProperties(plugin.props, {
      scrollThreshold: { get: () => ({ top: 0, right: 0, bottom: bottom(), left: 0 }), enumerable: true },
      scrollMargin: { get: () => ({ top: 5, right: 5, bottom: bottom(), left: 5 }), enumerable: true },
    })
    return [plugin]
  },
})
