import { useMedia } from './use-media'
import { COMPACT_MAX } from './page-scale'
import { useUi, type ScriptView } from './ui-store'

const compactQuery = `(max-width: ${COMPACT_MAX}px)`

/** Whether a script view setting shows the draft on a screen of this width. */
export function showsDraft(view: ScriptView, compact: boolean): boolean {
  return view === 'draft' || (view === 'auto' && compact)
}

/** The draft view is showing (re-renders only when that flips). */
export function useDraftView(): boolean {
  const compact = useMedia(compactQuery)
  return showsDraft(useUi((s) => s.scriptView), compact)
}

const isCompact = () => window.matchMedia(compactQuery).matches

/** Whether the draft view is showing now, for commands and menus. */
export function draftShowing(): boolean {
  return showsDraft(useUi.getState().scriptView, isCompact())
}

/**
 * Shows the draft or the page. What the screen would show by itself is kept as 'auto', so a
 * writer who goes back to the usual view on a phone gets the page again on a wide screen.
 */
export function showDraft(draft: boolean): void {
  const compact = isCompact()
  useUi.getState().setScriptView(draft === compact ? 'auto' : draft ? 'draft' : 'page')
}
