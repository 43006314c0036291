import { create } from 'zustand'

/** A comment as the editor holds it. Times are ISO strings. */
export interface Comment {
  id: string
  text: string
  author?: string
  createdAt: string
  updatedAt?: string
  resolved: boolean
}

export const DEFAULT_AUTHOR = 'User'
export const MAX_COMMENT_LENGTH = 10_000
const GRAVEYARD_LIMIT = 500

/** Ids we generate, and the only ones we accept from storage (they end up in CSS selectors). */
export const COMMENT_ID = /^[A-Za-z0-9_-]{1,80}$/

export function newCommentId(): string {
  const bytes = new Uint8Array(12)
  crypto.getRandomValues(bytes)
  return 'c-' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The range being commented on while the writer types the comment (no mark exists yet). */
export interface Draft {
  quote: string
}

interface CommentsState {
  comments: Comment[]
  /**
   * Comments whose marked text is gone (deleted text, or a comment deleted from the panel). They
   * are not listed or saved — no orphans — but Undo that brings the text back brings them back.
   */
  graveyard: Map<string, Comment>
  activeId: string | null
  editingId: string | null
  draft: Draft | null
  /** True once the stored comments were read (nothing is written before that). */
  loaded: boolean
  /** Where the Add Comment bubble floats, in viewport coordinates; null hides it. */
  bubble: { left: number; top: number } | null
  add: (c: Comment) => void
  update: (id: string, text: string) => void
  toggleResolved: (id: string) => void
  /** Removes a comment from the list (into the graveyard); the caller removes its mark. */
  remove: (id: string) => void
  /** The editor reports mark ids that appeared or disappeared. */
  marksChanged: (added: readonly string[], removed: readonly string[]) => void
  /** Keeps only comments whose ids are in the document. */
  reconcile: (present: ReadonlySet<string>) => void
  setActive: (id: string | null) => void
  setEditing: (id: string | null) => void
  setDraft: (d: Draft | null) => void
  setBubble: (b: CommentsState['bubble']) => void
}

function bury(graveyard: Map<string, Comment>, c: Comment): Map<string, Comment> {
  const next = new Map(graveyard)
  next.delete(c.id)
  next.set(c.id, c)
  while (next.size > GRAVEYARD_LIMIT) next.delete(next.keys().next().value!)
  return next
}

export const useComments = create<CommentsState>((set, get) => ({
  comments: [],
  graveyard: new Map(),
  activeId: null,
  editingId: null,
  draft: null,
  loaded: true,
  bubble: null,
  add: (c) => set({ comments: [...get().comments.filter((x) => x.id !== c.id), c] }),
  update: (id, text) => {
    const clean = text.trim().slice(0, MAX_COMMENT_LENGTH)
    if (!clean) return
    set({ comments: get().comments.map((c) => (c.id === id ? { ...c, text: clean, updatedAt: new Date().toISOString() } : c)) })
  },
  toggleResolved: (id) => set({ comments: get().comments.map((c) => (c.id === id ? { ...c, resolved: !c.resolved } : c)) }),
  remove: (id) => {
    const c = get().comments.find((x) => x.id === id)
    if (!c) return
    set({
      comments: get().comments.filter((x) => x.id !== id),
      graveyard: bury(get().graveyard, c),
      activeId: get().activeId === id ? null : get().activeId,
      editingId: get().editingId === id ? null : get().editingId,
    })
  },
  marksChanged: (added, removed) => {
    if (!added.length && !removed.length) return
    let { comments, graveyard } = get()
    const gone = new Set(removed)
    for (const c of comments) if (gone.has(c.id)) graveyard = bury(graveyard, c)
    comments = comments.filter((c) => !gone.has(c.id))
    const back: Comment[] = []
    for (const id of added) {
      const c = graveyard.get(id)
      if (c && !comments.some((x) => x.id === id)) back.push(c)
    }
    if (back.length) {
      graveyard = new Map(graveyard)
      for (const c of back) graveyard.delete(c.id)
    }
    set({ comments: [...comments, ...back], graveyard })
  },
  reconcile: (present) => {
    const { comments, graveyard } = get()
    const missing = comments.filter((c) => !present.has(c.id))
    const back = [...graveyard.values()].filter((c) => present.has(c.id) && !comments.some((x) => x.id === c.id))
    if (!missing.length && !back.length) return
    let g = graveyard
    for (const c of missing) g = bury(g, c)
    if (back.length) {
      g = new Map(g)
      for (const c of back) g.delete(c.id)
    }
    set({ comments: [...comments.filter((c) => present.has(c.id)), ...back], graveyard: g })
  },
  setActive: (activeId) => {
    if (get().activeId !== activeId) set({ activeId })
  },
  setEditing: (editingId) => set({ editingId }),
  setDraft: (draft) => set({ draft }),
  setBubble: (bubble) => {
    const cur = get().bubble
    if (cur === bubble || (cur && bubble && cur.left === bubble.left && cur.top === bubble.top)) return
    set({ bubble })
  },
}))

/** Newest first. */
export function sortedComments(list: readonly Comment[]): Comment[] {
  return [...list].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0))
}

/**
 * For the save/open wiring: the comments to put in a saved file, and (replaceComments, wrapped
 * by `setComments` in actions.ts) the ones a file brought, validated: a file is untrusted input.
 */
export function getComments(): Comment[] {
  return useComments.getState().comments.map((c) => ({ ...c }))
}

export function replaceComments(raw: unknown): void {
  useComments.setState({ comments: readComments(raw), graveyard: new Map(), activeId: null, editingId: null, draft: null })
}

/**
 * A co-writer's comments (the project is shared): the list becomes theirs, while the comment being
 * written, edited or shown here stays as it is (unless it was deleted).
 */
export function mergeComments(raw: unknown): void {
  const comments = readComments(raw)
  const ids = new Set(comments.map((c) => c.id))
  const { activeId, editingId } = useComments.getState()
  useComments.setState({ comments, activeId: activeId && ids.has(activeId) ? activeId : null, editingId: editingId && ids.has(editingId) ? editingId : null })
}

/** Valid comments from untrusted data; anything malformed is dropped, text is capped. */
export function readComments(raw: unknown): Comment[] {
  if (!Array.isArray(raw)) return []
  const out: Comment[] = []
  const seen = new Set<string>()
  for (const r of raw.slice(0, 10_000)) {
    if (!r || typeof r !== 'object') continue
    const v = r as Record<string, unknown>
    if (typeof v.id !== 'string' || !COMMENT_ID.test(v.id) || seen.has(v.id)) continue
    if (typeof v.text !== 'string') continue
    const created = typeof v.createdAt === 'string' && !Number.isNaN(Date.parse(v.createdAt)) ? new Date(v.createdAt).toISOString() : null
    if (!created) continue
    const c: Comment = { id: v.id, text: v.text.slice(0, MAX_COMMENT_LENGTH), createdAt: created, resolved: v.resolved === true }
    if (typeof v.author === 'string' && v.author.trim()) c.author = v.author.slice(0, 200)
    if (typeof v.updatedAt === 'string' && !Number.isNaN(Date.parse(v.updatedAt))) c.updatedAt = new Date(v.updatedAt).toISOString()
    seen.add(v.id)
    out.push(c)
  }
  return out
}
