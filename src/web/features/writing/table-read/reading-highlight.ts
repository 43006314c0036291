import { Extension } from '@tiptap/core'
import { Plugin, PluginKey } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'

/**
 * The block being read aloud, marked with a decoration (never a mark: a table read leaves the
 * document and its undo history alone). The position follows edits made during the read.
 */
interface Reading {
  pos: number | null
  decorations: DecorationSet
}

export const readingKey = new PluginKey<Reading>('tableReadHighlight')

export const ReadingHighlight = Extension.create({
  name: 'tableReadHighlight',
  addProseMirrorPlugins() {
    return [
      new Plugin({
        key: readingKey,
        state: {
          init: (): Reading => ({ pos: null, decorations: DecorationSet.empty }),
          apply(tr, value, _old, state): Reading {
            const meta = tr.getMeta(readingKey) as { pos: number | null } | undefined
            let pos: number | null = value.pos
            if (meta) pos = meta.pos
            else if (pos !== null && tr.docChanged) {
              const mapped = tr.mapping.mapResult(pos)
              pos = mapped.deleted ? null : mapped.pos
            }
            if (pos === value.pos && !tr.docChanged && !meta) return value
            const node = pos === null ? null : state.doc.nodeAt(pos)
            if (pos === null || !node) return { pos: null, decorations: DecorationSet.empty }
            return { pos, decorations: DecorationSet.create(state.doc, [Decoration.node(pos, pos + node.nodeSize, { class: 'nw-reading' })]) }
          },
        },
        props: { decorations: (state) => readingKey.getState(state)?.decorations },
      }),
    ]
  },
})
