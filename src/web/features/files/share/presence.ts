import * as Y from 'yjs'
import type { Editor } from '@tiptap/core'
import { Extension } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState, type Selection } from '@tiptap/pm/state'
import type { Node as PMNode, ResolvedPos } from '@tiptap/pm/model'
import { Decoration, DecorationSet } from '@tiptap/pm/view'
import type { HocuspocusProvider } from '@hocuspocus/provider'
import type { ScriptBinding } from '../../../editor/collab'
import { useShare, type Peer } from './share-store'
import { afterNextPaint } from './after-paint'

/**
 * Who else is here and where: each writer's caret and selection, in their colour with their name,
 * kept as positions relative to the shared text (so they stay on the right characters while others
 * type), and which scene each one is in.
 */
export interface RemoteCursor {
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

/** What a writer's awareness says of their caret: both ends as positions relative to the shared text. */
export interface SharedCaret {
  anchor: unknown
  head: unknown
}

/** A position in the editor as a position relative to the shared text it sits in. */
function toRelative(binding: ScriptBinding, $pos: ResolvedPos): unknown {
  const index = binding.places.indexAt($pos)
  if (index == null) return null
  const el = binding.order.at(index)
  const text = el instanceof Y.XmlElement ? el.firstChild : null
  if (!(text instanceof Y.XmlText)) return null
  return Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, $pos.pos - $pos.before(2) - 1))
}

/** This writer's caret as co-writers are told it. */
export function sharedCaret(binding: ScriptBinding, selection: Selection): SharedCaret {
  return { anchor: toRelative(binding, selection.$anchor), head: toRelative(binding, selection.$head) }
}

/**
 * A position relative to the shared text as a position in the editor, with the scene container
 * it is in. Reads the blocks of that one scene: the block's place comes from the shared list's
 * order, its position from the scene containers' sizes.
 */
function fromRelative(binding: ScriptBinding, doc: PMNode, json: unknown): { pos: number; scene: number } | null {
  if (!json) return null
  let abs: Y.AbsolutePosition | null
  try {
    abs = Y.createAbsolutePositionFromRelativePosition(Y.createRelativePositionFromJSON(json), binding.ydoc)
  } catch {
    return null
  }
  if (!abs) return null
  const index = binding.order.indexOf(abs.type.parent)
  const block = index == null ? null : binding.places.block(doc, index)
  if (!block) return null
  return { pos: block.pos + 1 + Math.min(abs.index, block.node.content.size), scene: block.scene }
}

/**
 * The co-writers' carets in the editor and who is in which scene (by its place in the scene
 * list: headings only), from everyone's awareness state. Its cost grows with the number of
 * writers, not with the script: each caret is placed by reading its own scene.
 */
export function placeCarets(states: ReadonlyMap<number, Record<string, unknown>>, self: number, binding: ScriptBinding, doc: PMNode): { cursors: RemoteCursor[]; peers: Peer[] } {
  // Blocks before the first heading make a scene container of their own, which is no scene of the list.
  const leading = doc.firstChild?.firstChild?.type.name !== 'sceneHeading'
  const cursors: RemoteCursor[] = []
  const peers: Peer[] = []
  states.forEach((s, clientId) => {
    if (clientId === self) return
    const user = s.user as { name?: string; color?: string } | undefined
    if (!user) return
    const name = user.name || 'Guest'
    const color = user.color || '#888'
    const caret = s.cursor as Partial<SharedCaret> | undefined
    const head = caret ? fromRelative(binding, doc, caret.head) : null
    const anchor = caret && head ? (fromRelative(binding, doc, caret.anchor) ?? head) : null
    if (head && anchor) cursors.push({ clientId, name, color, anchor: anchor.pos, head: head.pos })
    const scene = head ? (leading ? head.scene - 1 : head.scene) : -1
    peers.push({ clientId, name, color, scene: scene >= 0 ? scene : null })
  })
  return { cursors, peers }
}

export function startPresence(provider: Pick<HocuspocusProvider, 'awareness'>, binding: ScriptBinding, editor: Editor): () => void {
  const awareness = provider.awareness
  if (!awareness) return () => {}
  // A caret is told as positions relative to the characters beside it, and those stay where they
  // are while this writer types: typing tells co-writers nothing new, so nothing is sent.
  let told = ''
  let stopped = false
  const publish = () => {
    if (stopped) return
    const caret = sharedCaret(binding, editor.state.selection)
    const said = JSON.stringify(caret)
    if (said === told) return
    told = said
    awareness.setLocalStateField('cursor', caret)
  }
  const refresh = () => {
    const { cursors: next, peers } = placeCarets(awareness.getStates() as Map<number, Record<string, unknown>>, awareness.clientID, binding, editor.state.doc)
    cursors = next
    // A co-writer typing moves their caret, not (mostly) who is here or in which scene: the
    // status bar and the scene list are redrawn only when that changes.
    const before = useShare.getState().peers
    if (peers.length !== before.length || peers.some((p, i) => p.clientId !== before[i].clientId || p.name !== before[i].name || p.color !== before[i].color || p.scene !== before[i].scene))
      useShare.setState({ peers })
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(presenceKey, true).setMeta('addToHistory', false))
  }
  // Told once the frame showing the move is drawn, never in the keystroke's own time; and against
  // the shared script, so once what was typed is there. That waits for the binding's own sync (a
  // few times a second while this writer types) rather than forcing one a keystroke: typing does
  // not move the caret's relative position, so there is rarely anything to tell.
  let publishing = false
  const onSelection = () => {
    if (publishing) return
    publishing = true
    afterNextPaint(() =>
      binding.whenSynced(() => {
        publishing = false
        publish()
      }),
    )
  }
  editor.on('selectionUpdate', onSelection)
  const onChange = (_c: unknown, origin: unknown) => {
    // This writer's own caret moving needs no redraw here.
    if (origin !== 'local') refresh()
  }
  awareness.on('change', onChange)
  binding.whenSynced(publish)
  refresh()
  return () => {
    stopped = true
    editor.off('selectionUpdate', onSelection)
    awareness.off('change', onChange)
    cursors = []
    useShare.setState({ peers: [] })
    if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(presenceKey, true).setMeta('addToHistory', false))
  }
}
