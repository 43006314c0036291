import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { Check, MessageSquare, Pencil, RotateCcw, Trash2, X } from 'lucide-react'
import { sortedComments, useComments, MAX_COMMENT_LENGTH, type Comment } from './comments-store'
import { cancelDraft, deleteComment, quoteOf, saveDraft, selectComment } from './actions'
import { commentsPanel } from './comments-panel'
import { keyOf } from '../../../app/commands'
import { keyLabel } from '../../../app/keys'

const when = (iso: string) => {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** A text box that saves on Ctrl/Cmd+Enter and cancels on Escape; Save is off while blank. */
function CommentEditor({ initial, label, saveLabel, onSave, onCancel }: { initial: string; label: string; saveLabel: string; onSave: (t: string) => void; onCancel: () => void }) {
  const [text, setText] = useState(initial)
  const ref = useRef<HTMLTextAreaElement>(null)
  useEffect(() => {
    const el = ref.current
    if (!el) return
    el.focus()
    el.setSelectionRange(el.value.length, el.value.length)
  }, [])
  const blank = !text.trim()
  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
      e.preventDefault()
      if (!blank) onSave(text)
    } else if (e.key === 'Escape') {
      e.preventDefault()
      e.stopPropagation()
      onCancel()
    }
  }
  return (
    <div className="nw-comment-edit">
      <textarea ref={ref} aria-label={label} value={text} maxLength={MAX_COMMENT_LENGTH} rows={3} onChange={(e) => setText(e.target.value)} onKeyDown={onKey} />
      <div className="nw-comment-edit-actions">
        <span className="nw-muted">{keyLabel('Mod-Enter')} saves · Esc cancels</span>
        <button type="button" className="nw-btn" onClick={onCancel}>
          Cancel
        </button>
        <button type="button" className="nw-btn nw-btn-primary" disabled={blank} onClick={() => onSave(text)}>
          {saveLabel}
        </button>
      </div>
    </div>
  )
}

function CommentItem({ c, active, editing }: { c: Comment; active: boolean; editing: boolean }) {
  const s = useComments.getState()
  const quote = quoteOf(c.id)
  return (
    <li className={`nw-comment-item${active ? ' is-active' : ''}${c.resolved ? ' is-resolved' : ''}`} data-testid="comment-item" data-comment-id={c.id}>
      <div className="nw-comment-head">
        <span className="nw-comment-author">{c.author?.trim() || 'Anonymous'}</span>
        {c.resolved && <span className="nw-comment-badge">Resolved</span>}
        <span className="nw-comment-tools">
          <button
            type="button"
            className="nw-icon-btn"
            aria-label={c.resolved ? 'Mark as unresolved' : 'Mark as resolved'}
            title={c.resolved ? 'Mark as unresolved' : 'Mark as resolved'}
            onClick={() => s.toggleResolved(c.id)}
          >
            {c.resolved ? <RotateCcw size={14} /> : <Check size={14} />}
          </button>
          <button type="button" className="nw-icon-btn" aria-label="Edit comment" title="Edit" onClick={() => s.setEditing(c.id)}>
            <Pencil size={14} />
          </button>
          <button type="button" className="nw-icon-btn" aria-label="Delete comment" title="Delete" onClick={() => deleteComment(c.id)}>
            <Trash2 size={14} />
          </button>
        </span>
      </div>
      {quote && (
        <button type="button" className="nw-comment-quote" onClick={() => selectComment(c.id)} title="Select this text in the script">
          “{quote}”
        </button>
      )}
      {editing ? (
        <CommentEditor
          initial={c.text}
          label="Comment text"
          saveLabel="Save"
          onSave={(t) => {
            s.update(c.id, t)
            s.setEditing(null)
          }}
          onCancel={() => s.setEditing(null)}
        />
      ) : (
        <p className="nw-comment-text" onClick={() => selectComment(c.id)}>
          {c.text}
        </p>
      )}
      <div className="nw-comment-time">{c.updatedAt ? `Updated ${when(c.updatedAt)}` : `Created ${when(c.createdAt)}`}</div>
    </li>
  )
}

/** View → Comments: the floating comments panel. */
export function CommentsPanel() {
  const open = commentsPanel.useOpen()
  const comments = useComments((s) => s.comments)
  const activeId = useComments((s) => s.activeId)
  const editingId = useComments((s) => s.editingId)
  const draft = useComments((s) => s.draft)
  if (!open) return null
  const resolved = comments.filter((c) => c.resolved).length
  const list = sortedComments(comments)
  return (
    <aside className="nw-comments-panel" aria-label="Comments">
      <div className="nw-comments-head">
        <MessageSquare size={16} />
        <h2>Comments</h2>
        <span className="nw-comments-counts" data-testid="comment-counts">
          {comments.length - resolved} active / {resolved} resolved
        </span>
        <button
          type="button"
          className="nw-icon-btn"
          aria-label="Close comments"
          onClick={() => {
            cancelDraft()
            commentsPanel.close()
          }}
        >
          <X size={16} />
        </button>
      </div>
      <p className="nw-comments-hint nw-muted">Select text in the editor and click Add Comment (or press {keyOf('comments.add')}) to comment on it.</p>
      {draft && (
        <div className="nw-comment-draft">
          <div className="nw-muted">New comment on “{draft.quote}”</div>
          <CommentEditor initial="" label="New comment" saveLabel="Add Comment" onSave={(t) => saveDraft(t)} onCancel={cancelDraft} />
        </div>
      )}
      {list.length === 0 && !draft ? (
        <p className="nw-comments-empty nw-muted">No comments yet.</p>
      ) : (
        <ul className="nw-comments-list">
          {list.map((c) => (
            <CommentItem key={c.id} c={c} active={c.id === activeId} editing={c.id === editingId} />
          ))}
        </ul>
      )}
    </aside>
  )
}
