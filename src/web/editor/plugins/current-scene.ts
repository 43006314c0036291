import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'

/**
 * Marks the scene that holds the cursor, so it is never skipped by `content-visibility: auto`
 * (see screenplay.css). Chromium skips a new container until its next frame has placed it on
 * screen; a heading that splits off a new scene (Alt+S, typing "INT.", Enter on a heading) made
 * one, and a key typed before that frame was inserted outside the skipped scene, in the wrong
 * block. The scene under the cursor is rendered from the moment it exists.
 */
export const currentSceneKey = new PluginKey<DecorationSet>('currentScene')

function sceneRange(state: EditorState): { from: number; to: number } | null {
  const $head = state.selection.$head
  if ($head.depth < 1) return null
  const from = $head.before(1)
  return { from, to: from + $head.node(1).nodeSize }
}

export function currentSceneDecorations(state: EditorState, prev: DecorationSet = DecorationSet.empty): DecorationSet {
  const range = sceneRange(state)
  if (!range) return DecorationSet.empty
  const found = prev.find()
  if (found.length === 1 && found[0].from === range.from && found[0].to === range.to) return prev
  return DecorationSet.create(state.doc, [Decoration.node(range.from, range.to, { class: 'nw-scene-current' })])
}

export const CurrentScene = Extension.create({
  name: 'currentScene',
  addProseMirrorPlugins: () => [
    new Plugin<DecorationSet>({
      key: currentSceneKey,
      state: {
        init: (_config, state) => currentSceneDecorations(state),
        apply: (tr, value, _old, state) => (tr.docChanged || tr.selectionSet ? currentSceneDecorations(state, value.map(tr.mapping, tr.doc)) : value),
      },
      props: { decorations: (state) => currentSceneKey.getState(state) },
    }),
  ],
})
