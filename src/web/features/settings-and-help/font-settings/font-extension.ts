import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import { fontCssVariables, type FontSettings } from './font-settings'
import { useFontSettings } from './font-store'

const key = new PluginKey<FontSettings>('fontSettings')

/**
 * Puts the font settings on the editor element as CSS variables (styles/editor-tools.css reads
 * them). Only the screen changes: the layout engine and the PDF stay Courier 12 pt.
 */
export const FontSettingsExtension = Extension.create({
  name: 'fontSettings',
  addProseMirrorPlugins() {
    return [
      new Plugin<FontSettings>({
        key,
        state: {
          init: () => useFontSettings.getState().applied,
          apply: (tr, prev) => (tr.getMeta(key) as FontSettings | undefined) ?? prev,
        },
        props: {
          attributes: (state) => {
            const s = key.getState(state)!
            return { style: fontCssVariables(s), 'data-font-family': s.fontFamily, 'data-font-size': String(s.fontSize) }
          },
        },
        view(view) {
          const sync = () => {
            const want = useFontSettings.getState().applied
            if (!view.isDestroyed && key.getState(view.state) !== want) view.dispatch(view.state.tr.setMeta(key, want).setMeta('addToHistory', false))
          }
          const unsub = useFontSettings.subscribe((s, prev) => {
            if (s.applied !== prev.applied) sync()
          })
          // Settings may have changed between the plugin's start and now.
          queueMicrotask(sync)
          return { destroy: unsub }
        },
      }),
    ]
  },
})
