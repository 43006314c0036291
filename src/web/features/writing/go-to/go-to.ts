import type { Editor } from '@tiptap/core'
import { TextSelection } from '@tiptap/pm/state'
import { pageViewState } from '../../../editor/page-view/page-view-plugin'
import { sceneHeadingPositions } from '../../../editor/commands/blocks'
import { revealInEditor } from '../../../editor/reveal'

/** A whole number of at least 1, or null. */
export function parseTarget(input: string): number | null {
  const t = input.trim()
  if (!/^\d+$/.test(t)) return null
  const n = Number(t)
  return Number.isSafeInteger(n) && n >= 1 ? n : null
}

/**
 * A printed page or scene number with letters ("5A", "A10"), upper-cased; null for anything else,
 * plain numbers included: those are whole numbers from 1 (parseTarget), so "0" is never a page.
 */
export function parseLabel(input: string): string | null {
  const t = input.trim().replace(/\.$/, '').toUpperCase()
  if (/^\d+$/.test(t)) return null
  return /^[A-Z]{0,3}\d{1,5}[A-Z]{0,3}$/.test(t) ? t : null
}

/**
 * The 0-based index of the page or scene that prints as `label`: a locked page's own label ("5A";
 * "16" finds the combined "15-16"), a scene's number; -1 when none does.
 */
function labelIndex(labels: readonly (string | undefined)[], label: string): number {
  const exact = labels.findIndex((l) => l?.toUpperCase() === label)
  if (exact >= 0 || !/^\d+$/.test(label)) return exact
  return labels.findIndex((l) => {
    const m = /^(\d+)-(\d+)$/.exec(l ?? '')
    return !!m && Number(label) >= Number(m[1]) && Number(label) <= Number(m[2])
  })
}

/**
 * The document position where page n or scene n starts, or undefined when out of range. Once
 * pages are locked or scenes numbered, n is the printed number ("5A" or 6), not the count.
 */
export function targetPosition(editor: Editor, kind: 'page' | 'scene', n: number | string): number | undefined {
  const { state } = editor
  let pos: number | undefined
  if (kind === 'page') {
    const pv = pageViewState(state)
    const starts = pv?.pageStarts ?? [0]
    const k = pv?.pageLabels ? labelIndex(pv.pageLabels, String(n).toUpperCase()) : typeof n === 'number' ? n - 1 : -1
    pos = k < 0 ? undefined : starts[k]
    if (pos !== undefined && k === 0) pos = 1
  } else {
    const heads = sceneHeadingPositions(state.doc)
    const numbers = heads.map((p) => state.doc.nodeAt(p)?.attrs.sceneNumber as string | undefined)
    const k = numbers.some(Boolean) ? labelIndex(numbers, String(n).toUpperCase()) : typeof n === 'number' ? n - 1 : -1
    pos = k < 0 || heads[k] === undefined ? undefined : heads[k] + 1
  }
  return pos
}

/** The 0-based page whose start is `pos`. */
function pageIndexAt(state: Editor['state'], pos: number): number {
  const starts = pageViewState(state)?.pageStarts ?? [0]
  const k = starts.indexOf(pos)
  return k < 0 ? 0 : k
}

/** Puts the cursor at the start of page n or scene n and scrolls there. Out of range does nothing. */
export function goTo(editor: Editor, kind: 'page' | 'scene', n: number | string): boolean {
  const { state, view } = editor
  const pos = targetPosition(editor, kind, n)
  if (pos === undefined) return false
  const sel = TextSelection.near(state.doc.resolve(Math.min(pos, state.doc.content.size)))
  view.dispatch(state.tr.setSelection(sel))
  view.focus()
  const dom = view.domAtPos(sel.from).node
  const el = (dom instanceof Element ? dom : dom.parentElement) as HTMLElement | null
  // A page that starts mid-paragraph is marked by its page-break band; scroll that into view.
  const place = kind === 'page' ? pageIndexAt(state, pos) + 1 : 0
  const band = place > 1 ? (view.dom.querySelector(`.nw-page-break[data-page="${place}"]`) as HTMLElement | null) : null
  const target = band ?? el
  if (target) revealInEditor(target, 'start')
  return true
}
