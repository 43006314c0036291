import { TextSelection } from '@tiptap/pm/state'
import type { Editor } from '@tiptap/core'
import { useEditorStore } from '../../../editor/editor-store'
import { toast } from '../../../app/toast-store'
import { commentIndex, commentsKey } from './comment-mark'
import { commentSpan, COMMENT_MARK } from './comment-index'
import { DEFAULT_AUTHOR, MAX_COMMENT_LENGTH, newCommentId, replaceComments, useComments } from './comments-store'
import { commentsPanel } from './comments-panel'
import { writerName } from '../../files'

const editor = (): Editor | null => {
  const e = useEditorStore.getState().editor
  return e && !e.isDestroyed && e.schema.marks[COMMENT_MARK] ? e : null
}

/** Add Comment (bubble, Ctrl+Alt+M, context menu): opens the panel with a box for the comment. */
export function startComment(): void {
  const e = editor()
  if (!e) return
  const { from, to, empty } = e.state.selection
  const quote = empty ? '' : e.state.doc.textBetween(from, to, ' ', ' ').trim()
  if (!quote) {
    toast({ title: 'Select text to comment on', description: 'Creating a comment needs a non-empty selection.' })
    return
  }
  e.view.dispatch(e.state.tr.setMeta(commentsKey, { pending: { from, to } }))
  useComments.setState({ draft: { quote: quote.slice(0, 200) }, editingId: null, bubble: null })
  commentsPanel.open()
}

export function cancelDraft(): void {
  const e = editor()
  if (e && commentsKey.getState(e.state)?.pending) e.view.dispatch(e.state.tr.setMeta(commentsKey, { pending: null }))
  useComments.setState({ draft: null })
}

/** Saves the typed comment: the mark goes on the text (one undo step) and the comment into the list. */
export function saveDraft(text: string): boolean {
  const clean = text.trim().slice(0, MAX_COMMENT_LENGTH)
  const e = editor()
  if (!clean || !e) return false
  const pending = commentsKey.getState(e.state)?.pending
  if (!pending) {
    toast({ title: 'Comment not added', description: 'The selected text was deleted.', variant: 'error' })
    useComments.setState({ draft: null })
    return false
  }
  const id = newCommentId()
  // Listed first, so the mark appearing is not taken for a stray one.
  // Signed with the name this writer gave when sharing, so co-writers see who commented.
  useComments.getState().add({ id, text: clean, author: writerName() || DEFAULT_AUTHOR, createdAt: new Date().toISOString(), resolved: false })
  const mark = e.schema.marks[COMMENT_MARK].create({ commentId: id })
  e.view.dispatch(e.state.tr.addMark(pending.from, pending.to, mark).setMeta(commentsKey, { pending: null }))
  useComments.setState({ draft: null, activeId: id })
  return true
}

/** Deletes a comment and removes its mark from the text (Undo brings both back). */
export function deleteComment(id: string): void {
  const e = editor()
  useComments.getState().remove(id)
  if (!e) return
  const ranges = commentIndex(e.state).get(id) ?? []
  if (!ranges.length) return
  const mark = e.schema.marks[COMMENT_MARK].create({ commentId: id })
  const tr = e.state.tr
  for (const r of ranges) tr.removeMark(r.from, r.to, mark)
  e.view.dispatch(tr)
}

/** Selects the comment's text in the editor and scrolls to it. */
export function selectComment(id: string): void {
  const e = editor()
  useComments.getState().setActive(id)
  if (!e) return
  const span = commentSpan(commentIndex(e.state), id)
  if (!span) return
  e.view.dispatch(e.state.tr.setSelection(TextSelection.create(e.state.doc, span.from, span.to)).scrollIntoView())
  e.view.focus()
}

/** The commented text, for the panel (the first 200 characters). */
export function quoteOf(id: string): string {
  const e = editor()
  if (!e) return ''
  const span = commentSpan(commentIndex(e.state), id)
  return span ? e.state.doc.textBetween(span.from, span.to, ' ', ' ').slice(0, 200) : ''
}

export function togglePanel(): void {
  commentsPanel.toggle()
}

/**
 * Replaces the comments with a file's (File → Open, New). Works before or after the file's
 * document reaches the editor: comments without a mark in the current document wait in the
 * graveyard and come back when their marks appear.
 */
export function setComments(raw: unknown): void {
  replaceComments(raw)
  const e = editor()
  if (e) useComments.getState().reconcile(new Set(commentIndex(e.state).keys()))
}
