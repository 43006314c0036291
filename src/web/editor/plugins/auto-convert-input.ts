import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, TextSelection } from '@tiptap/pm/state'
import { autoConvert } from '../../../screenplay/elements/auto-convert'
import { blockAt, blockText } from '../commands/blocks'

/**
 * Runs the auto-conversion rules on typed text only: ProseMirror's handleTextInput is not called
 * for deletions, paste or drops, and the rules must never run when text is deleted.
 */
export const AutoConvertInput = Extension.create({
  name: 'autoConvertInput',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: new PluginKey('autoConvertInput'),
        props: {
          handleTextInput(view, from, to, text) {
            const state = view.state
            const b = blockAt(state.doc.resolve(from))
            if (!b) return false
            const start = b.pos + 1
            const current = blockText(b.node)
            // Typing ')' before the parenthetical's own closing ')' steps over it.
            if (text === ')' && from === to && b.type === 'parenthetical' && current.slice(from - start) === ')') {
              view.dispatch(state.tr.setSelection(TextSelection.create(state.doc, from + 1)))
              return true
            }
            const next = current.slice(0, from - start) + text + current.slice(to - start)
            // The rules look at short, whole-block texts; skip the work for anything longer.
            if (next.length > 16) return false
            const conv = autoConvert(b.type, next)
            if (!conv) return false
            const tr = state.tr.replaceWith(start, start + b.node.content.size, conv.text ? state.schema.text(conv.text) : [])
            tr.setNodeMarkup(b.pos, state.schema.nodes[conv.type], {})
            tr.setSelection(TextSelection.create(tr.doc, start + conv.cursor))
            view.dispatch(tr.scrollIntoView())
            return true
          },
        },
      }),
    ]
  },
})
