import * as Y from 'yjs'
import type { Editor } from '@tiptap/core'
import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import type { HocuspocusProvider } from '@hocuspocus/provider'
import type { ScriptBinding } from '../../../editor/collab'
import { blocksInRange, blocksStartingBefore } from '../../../editor/collab'
import { useShare, type Peer } from './share-store'

/**
 * Who else is here and where: each writer's caret and selection, in their colour with their name,
 * kept as positions relative to the shared text (so they stay on the right characters while others
 * type), and which scene each one is in.
 */
interface RemoteCursor {
  clientId: number
  name: string
  color: string
  anchor: number
  head: number
}

const presenceKey = new PluginKey<DecorationSet>('presence')
let cursors: RemoteCursor[] = []

function decorations(state: EditorState): DecorationSet {
  const size = state.doc.content.size
  const decos: Decoration[] = []
  for (const c of cursors) {
    const head = Math.min(c.head, size)
    const anchor = Math.min(c.anchor, size)
    const from = Math.min(head, anchor)
    const to = Math.max(head, anchor)
    if (from < to) decos.push(Decoration.inline(from, to, { class: 'nw-remote-selection', style: `background-color: ${c.color}33` }))
    decos.push(
      Decoration.widget(
        head,
        () => {
          const caret = document.createElement('span')
          caret.className = 'nw-remote-caret'
          caret.style.borderColor = c.color
          caret.setAttribute('data-testid', 'remote-caret')
          // The name is drawn by CSS from the attribute, so it is never part of the script's text.
          caret.setAttribute('data-name', c.name)
          caret.style.setProperty('--nw-caret-color', c.color)
          return caret
        },
        { key: `caret-${c.clientId}-${c.name}-${c.color}`, side: 1 },
      ),
    )
  }
  return DecorationSet.create(state.doc, decos)
}

/** Draws the co-writers' carets and selections. */
export const PresenceCarets = Extension.create({
  name: 'presenceCarets',
  addProseMirrorPlugins: () => [
    new Plugin<DecorationSet>({
      key: presenceKey,
      state: {
        init: () => DecorationSet.empty,
        apply: (tr, set, _old, state) => (tr.getMeta(presenceKey) ? decorations(state) : set.map(tr.mapping, tr.doc)),
      },
      props: { decorations: (state) => presenceKey.getState(state) },
    }),
  ],
})

/** A position in the editor as a position relative to the shared text it sits in. */
function toRelative(binding: ScriptBinding, state: EditorState, pos: number): unknown {
  const $pos = state.doc.resolve(pos)
  if ($pos.depth < 2) return null
  const blockStart = $pos.before(2)
  const index = blocksStartingBefore(state.doc, blockStart + 1) - 1
  const el = binding.fragment.get(index)
  const text = el instanceof Y.XmlElement ? el.firstChild : null
  if (!(text instanceof Y.XmlText)) return null
  return Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, pos - blockStart - 1))
}

function fromRelative(binding: ScriptBinding, state: EditorState, json: unknown, order: Map<unknown, number>): number | null {
  if (!json) return null
  const abs = Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(json), binding.ydoc)
  if (!abs) return null
  const el = abs.type.parent
  const index = order.get(el)
  if (index == null) return null
  const [b] = blocksInRange(state.doc, index, index + 1)
  if (!b) return null
  return b.pos + 1 + Math.min(abs.index, b.node.content.size)
}

/** The scene (by its place in the scene list: headings only) a position is in; null before the first heading. */
function sceneAt(state: EditorState, pos: number): number | null {
  const container = state.doc.resolve(pos).index(0)
  const leading = state.doc.firstChild?.firstChild?.type.name !== 'sceneHeading'
  const scene = leading ? container - 1 : container
  return scene >= 0 ? scene : null
}

export function startPresence(provider: HocuspocusProvider, binding: ScriptBinding, editor: Editor): () => void {
  const awareness = provider.awareness
  if (!awareness) return () => {}
  const publish = () => {
    const { anchor, head } = editor.state.selection
    awareness.setLocalStateField('cursor', { anchor: toRelative(binding, editor.state, anchor), head: toRelative(binding, editor.state, head) })
  }
  const refresh = () => {
    const state = editor.state
    const order = new Map<unknown, number>(binding.fragment.toArray().map((el, i) => [el, i]))
    const next: RemoteCursor[] = []
    const peers: Peer[] = []
    awareness.getStates().forEach((s, clientId) => {
      if (clientId === awareness.clientID) return
      const user = s.user as { name?: string; color?: string } | undefined
      if (!user) return
      const name = user.name || 'Guest'
      const color = user.color || '#888'
      const cursor = s.cursor as { anchor?: unknown; head?: unknown } | undefined
      const head = cursor ? fromRelative(binding, state, cursor.head, order) : null
      const anchor = cursor ? (fromRelative(binding, state, cursor.anchor, order) ?? head) : null
      if (head != null && anchor != null) next.push({ clientId, name, color, anchor, head })
      peers.push({ clientId, name, color, scene: head != null ? sceneAt(state, head) : null })
    })
    cursors = next
    // A co-writer typing moves their caret, not (mostly) who is here or in which scene: the
    // status bar and the scene list are redrawn only when that changes.
    const before = useShare.getState().peers
    if (peers.length !== before.length || peers.some((p, i) => p.clientId !== before[i].clientId || p.name !== before[i].name || p.color !== before[i].color || p.scene !== before[i].scene))
      useShare.setState({ peers })
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(presenceKey, true).setMeta('addToHistory', false))
  }
  const onSelection = () => publish()
  editor.on('selectionUpdate', onSelection)
  const onChange = (_c: unknown, origin: unknown) => {
    // This writer's own caret moving needs no redraw here.
    if (origin !== 'local') refresh()
  }
  awareness.on('change', onChange)
  publish()
  refresh()
  return () => {
    editor.off('selectionUpdate', onSelection)
    awareness.off('change', onChange)
    cursors = []
    useShare.setState({ peers: [] })
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(presenceKey, true).setMeta('addToHistory', false))
  }
}
