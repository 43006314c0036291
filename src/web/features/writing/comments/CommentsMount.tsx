import { useEffect } from 'react'
import { MessageSquare } from 'lucide-react'
import { useEditorStore } from '../../../editor/editor-store'
import { useComments } from './comments-store'
import { bubbleAt } from './comment-mark'
import { startComment } from './actions'
import { CommentsPanel } from './CommentsPanel'
import { commentsPanel } from './comments-panel'

/**
 * Highlights as CSS rules keyed on comment ids: unresolved comments get the highlight, the active
 * one a stronger one, resolved and unknown ids none. Changing them never touches the editor.
 */
function CommentHighlights() {
  const comments = useComments((s) => s.comments)
  const activeId = useComments((s) => s.activeId)
  const sel = (id: string) => `.nw-editor [data-comment-id="${id}"]`
  const open = comments.filter((c) => !c.resolved).map((c) => sel(c.id))
  const active = comments.find((c) => c.id === activeId)
  let css = ''
  if (open.length) css += `${open.join(',')}{background:var(--nw-comment-bg);border-bottom:2px solid var(--nw-comment-line)}`
  if (active) css += `${sel(active.id)}{background:var(--nw-comment-active-bg);border-bottom:2px solid var(--nw-comment-line)}`
  return <style data-testid="comment-highlights">{css}</style>
}

function AddCommentBubble() {
  const bubble = useComments((s) => s.bubble)
  // The bubble is placed in viewport coordinates: follow the text when the page scrolls.
  useEffect(() => {
    if (!bubble) return
    const onScroll = () => {
      const e = useEditorStore.getState().editor
      if (e && !e.isDestroyed && !e.state.selection.empty) bubbleAt(e.view)
    }
    window.addEventListener('scroll', onScroll, true)
    return () => window.removeEventListener('scroll', onScroll, true)
  }, [bubble])
  if (!bubble) return null
  return (
    <button
      type="button"
      className="nw-comment-bubble"
      style={{ left: bubble.left, top: bubble.top }}
      // Keep the editor's selection: the button must not take focus on press.
      onMouseDown={(e) => e.preventDefault()}
      onClick={startComment}
    >
      <MessageSquare size={14} /> Add Comment
    </button>
  )
}

function FloatingButton() {
  const comments = useComments((s) => s.comments)
  const open = commentsPanel.useOpen()
  if (open || comments.length === 0) return null
  const unresolved = comments.filter((c) => !c.resolved).length
  return (
    <button
      type="button"
      className="nw-comments-fab"
      aria-label={`Comments (${unresolved} unresolved)`}
      title="Comments"
      onClick={() => commentsPanel.open()}
    >
      <MessageSquare size={18} />
      <span className="nw-comments-fab-count" data-testid="comments-unresolved">
        {unresolved}
      </span>
    </button>
  )
}

export function CommentsMount() {
  return (
    <>
      <CommentHighlights />
      <AddCommentBubble />
      <FloatingButton />
      <CommentsPanel />
    </>
  )
}
