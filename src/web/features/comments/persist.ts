import { hasConsent } from '../../storage/consent'
import { idbGet, idbSet } from '../../storage/idb'
import { toast } from '../../app/toast-store'
import { useEditorStore } from '../../editor/editor-store'
import { commentIndex } from './comment-mark'
import { readComments, useComments } from './comments-store'

/**
 * This session's comments in IndexedDB (with consent only), until the lead's document save
 * carries them: read once at start, written 400 ms after a change.
 */
export const COMMENTS_KEY = 'comments-current'
const SAVE_DELAY_MS = 400

export async function loadStoredComments(): Promise<void> {
  if (!hasConsent()) {
    useComments.setState({ loaded: true })
    return
  }
  try {
    const raw = await idbGet<{ comments?: unknown }>(COMMENTS_KEY)
    if (raw !== undefined && !(raw && typeof raw === 'object' && Array.isArray(raw.comments))) {
      await idbSet(`recovery-comments-${new Date().toISOString()}`, raw)
      toast({ title: 'Saved comments could not be read', description: 'The damaged copy was kept for recovery.', variant: 'error' })
    }
    const stored = readComments(raw?.comments)
    // Comments made while the store was loading stay.
    const now = useComments.getState().comments
    useComments.setState({ comments: [...stored.filter((c) => !now.some((n) => n.id === c.id)), ...now], loaded: true })
  } catch (e) {
    useComments.setState({ loaded: true })
    toast({ title: 'Comments could not be loaded', description: (e as Error).message, variant: 'error' })
  }
  const editor = useEditorStore.getState().editor
  if (editor && !editor.isDestroyed) useComments.getState().reconcile(new Set(commentIndex(editor.state).keys()))
}

let timer: number | undefined

export function saveCommentsNow(): Promise<void> {
  if (!hasConsent() || !useComments.getState().loaded) return Promise.resolve()
  return idbSet(COMMENTS_KEY, { version: 1, savedAt: Date.now(), comments: useComments.getState().comments }).catch((e: Error) =>
    toast({ title: 'Comments could not be saved', description: e.message, variant: 'error' }),
  )
}

/** Starts saving on change; returns the unsubscribe. */
export function persistComments(): () => void {
  const unsub = useComments.subscribe((s, prev) => {
    if (!s.loaded || s.comments === prev.comments) return
    window.clearTimeout(timer)
    timer = window.setTimeout(() => void saveCommentsNow(), SAVE_DELAY_MS)
  })
  return () => {
    window.clearTimeout(timer)
    unsub()
  }
}
