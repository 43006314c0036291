import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState, type Transaction } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'

/**
 * The format checker's highlight on the block it stopped at: a `formatError` node decoration
 * (never a mark, so checking leaves the document and its undo history alone). It follows the
 * block through edits; `anchor` keeps the block's position after the highlight is cleared, so
 * Continue Check knows where to carry on.
 */
export interface FormatErrorState {
  highlight: { from: number; to: number; colour: string } | null
  anchor: number | null
  decorations: DecorationSet
}

export type FormatErrorMeta = { type: 'show'; from: number; to: number; colour: string } | { type: 'clear'; keepAnchor: boolean }

export const formatErrorKey = new PluginKey<FormatErrorState>('formatError')
const EMPTY: FormatErrorState = { highlight: null, anchor: null, decorations: DecorationSet.empty }

function decorate(state: EditorState | Transaction, h: NonNullable<FormatErrorState['highlight']>): DecorationSet {
  return DecorationSet.create(state.doc, [Decoration.node(h.from, h.to, { class: `nw-format-error nw-format-error-${h.colour}`, 'data-format-error': h.colour })])
}

export function formatErrorState(state: EditorState): FormatErrorState {
  return formatErrorKey.getState(state) ?? EMPTY
}

export const FormatErrorHighlight = Extension.create({
  name: 'formatError',
  addProseMirrorPlugins() {
    return [
      new Plugin<FormatErrorState>({
        key: formatErrorKey,
        state: {
          init: () => EMPTY,
          apply(tr, value) {
            const meta = tr.getMeta(formatErrorKey) as FormatErrorMeta | undefined
            if (meta?.type === 'show') {
              const highlight = { from: meta.from, to: meta.to, colour: meta.colour }
              return { highlight, anchor: meta.from, decorations: decorate(tr, highlight) }
            }
            if (meta?.type === 'clear') return { highlight: null, anchor: meta.keepAnchor ? value.anchor : null, decorations: DecorationSet.empty }
            if (!tr.docChanged) return value
            const anchor = value.anchor === null ? null : tr.mapping.map(value.anchor, 1)
            if (!value.highlight) return { ...value, anchor }
            const decorations = value.decorations.map(tr.mapping, tr.doc)
            const d = decorations.find()[0]
            // The block was deleted: nothing left to highlight.
            if (!d) return { highlight: null, anchor, decorations: DecorationSet.empty }
            return { highlight: { from: d.from, to: d.to, colour: value.highlight.colour }, anchor, decorations }
          },
        },
        props: {
          decorations: (state) => formatErrorKey.getState(state)?.decorations ?? DecorationSet.empty,
        },
      }),
    ]
  },
})
