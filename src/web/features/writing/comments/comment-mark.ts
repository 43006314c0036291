import { Mark, mergeAttributes } from '@tiptap/core'
import { Plugin, PluginKey, type EditorState } from '@tiptap/pm/state'
import { Decoration, DecorationSet, type EditorView } from '@tiptap/pm/view'
import { buildIndex, COMMENT_MARK, diffIds, updateIndex, type CommentIndex, type Range } from './comment-index'
import { COMMENT_ID, useComments } from './comments-store'

/**
 * The comment mark and the plugin
 * that keeps the id → range index, the range being commented on while the comment is typed, and
 * the selection bubble's position. Highlighting is plain CSS keyed on the ids (see
 * CommentHighlights), so resolving or activating a comment costs the editor nothing.
 */
export interface CommentsPluginState {
  index: CommentIndex
  /** The selection being commented on, mapped through edits until the comment is saved. */
  pending: Range | null
}

export const commentsKey = new PluginKey<CommentsPluginState>('comments')

export function commentIndex(state: EditorState): CommentIndex {
  return commentsKey.getState(state)?.index ?? new Map()
}

const pendingDecorations = new WeakMap<CommentsPluginState, DecorationSet>()

/** The comment ids under both ends of the selection; used to keep the bubble off a comment's own text. */
function commentIdsAt(state: EditorState, pos: number, side: 'before' | 'after'): string[] {
  const $pos = state.doc.resolve(pos)
  const node = side === 'after' ? $pos.nodeAfter : $pos.nodeBefore
  return (node?.marks ?? []).filter((m) => m.type.name === COMMENT_MARK).map((m) => String(m.attrs.commentId))
}

function updateSelectionUi(view: EditorView) {
  const { selection } = view.state
  const store = useComments.getState()
  const under = [...commentIdsAt(view.state, selection.head, 'after'), ...commentIdsAt(view.state, selection.head, 'before')]
  const known = under.find((id) => store.comments.some((c) => c.id === id))
  if (known) store.setActive(known)
  else if (selection.empty) store.setActive(null)
  if (selection.empty || store.draft || !view.hasFocus()) {
    store.setBubble(null)
    return
  }
  // Selecting exactly a comment's text (clicking it in the panel does) offers nothing new.
  const start = commentIdsAt(view.state, selection.from, 'after')
  const end = commentIdsAt(view.state, selection.to, 'before')
  if (start.some((id) => end.includes(id))) {
    store.setBubble(null)
    return
  }
  bubbleAt(view)
}

export function bubbleAt(view: EditorView) {
  try {
    const c = view.coordsAtPos(view.state.selection.to)
    useComments.getState().setBubble({ left: Math.round(c.left), top: Math.round(c.bottom + 6) })
  } catch {
    useComments.getState().setBubble(null)
  }
}

function commentsPlugin() {
  return new Plugin<CommentsPluginState>({
    key: commentsKey,
    state: {
      init: (_config, state) => ({ index: buildIndex(state.doc), pending: null }),
      apply(tr, prev) {
        const index = updateIndex(prev.index, tr)
        let pending = prev.pending
        if (pending && tr.docChanged) {
          const from = tr.mapping.map(pending.from, 1)
          const to = tr.mapping.map(pending.to, -1)
          pending = from < to ? { from, to } : null
        }
        const meta = tr.getMeta(commentsKey) as { pending: Range | null } | undefined
        if (meta && 'pending' in meta) pending = meta.pending
        if (index === prev.index && pending === prev.pending) return prev
        return { index, pending }
      },
    },
    props: {
      decorations(state) {
        const s = commentsKey.getState(state)
        if (!s?.pending) return null
        let set = pendingDecorations.get(s)
        if (!set) {
          set = DecorationSet.create(state.doc, [Decoration.inline(s.pending.from, s.pending.to, { class: 'nw-comment-pending' })])
          pendingDecorations.set(s, set)
        }
        return set
      },
    },
    view(view) {
      const store = useComments.getState()
      if (store.loaded) store.reconcile(new Set(commentIndex(view.state).keys()))
      return {
        update(view, prevState) {
          const before = commentIndex(prevState)
          const after = commentIndex(view.state)
          if (before !== after) {
            const { added, removed } = diffIds(before, after)
            if (added.length || removed.length) useComments.getState().marksChanged(added, removed)
          }
          if (!prevState.selection.eq(view.state.selection) || prevState.doc !== view.state.doc) updateSelectionUi(view)
        },
        destroy() {
          useComments.getState().setBubble(null)
        },
      }
    },
  })
}

export const CommentMark = Mark.create({
  name: COMMENT_MARK,
  inclusive: false,
  // Comments may overlap: two comments on the same words keep both marks.
  excludes: '',
  addAttributes() {
    return {
      commentId: {
        default: null,
        parseHTML: (el: HTMLElement) => el.getAttribute('data-comment-id'),
        renderHTML: (attrs: Record<string, unknown>) => (typeof attrs.commentId === 'string' ? { 'data-comment-id': attrs.commentId } : {}),
      },
    }
  },
  parseHTML() {
    return [{ tag: 'span[data-comment-id]', getAttrs: (el: HTMLElement) => (COMMENT_ID.test(el.getAttribute('data-comment-id') ?? '') ? null : false) }]
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { class: 'nw-comment' }), 0]
  },
  addProseMirrorPlugins() {
    return [commentsPlugin()]
  },
})
