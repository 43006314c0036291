import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'

/** A hint in an empty script. Looks at the first scene only, so it costs nothing on long scripts. */
export const EmptyPlaceholder = Extension.create<{ text: string }>({
  name: 'emptyPlaceholder',
  addOptions: () => ({ text: 'Start writing your screenplay…' }),
  addProseMirrorPlugins() {
    const text = this.options.text
    return [
      new Plugin({
        key: new PluginKey('emptyPlaceholder'),
        props: {
          decorations(state) {
            const doc = state.doc
            const scene = doc.firstChild
            if (doc.childCount !== 1 || !scene || scene.childCount !== 1 || scene.firstChild!.content.size !== 0) return null
            return DecorationSet.create(doc, [Decoration.node(1, 1 + scene.firstChild!.nodeSize, { class: 'nw-empty', 'data-placeholder': text })])
          },
        },
      }),
    ]
  },
})
