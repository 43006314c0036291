/**
 * The one layout engine: a Script becomes pages of positioned lines, as Final Draft would print
 * them (Courier 12 pt, 54 lines a page on US Letter, 58 on A4, in the script's element styles). The PDF, the editor's page view, Go To page and
 * the statistics all read these pages; nothing else estimates page breaks.
 */
import type { Script, ScriptElement } from '../model'
import { layoutScript } from './paginator'
import type { LayoutSettings } from './settings'
import type { Layout, Page } from './types'

export type { Line, LineKind, Page, Layout } from './types'
export {
  A4,
  DEFAULT_LAYOUT,
  DEFAULT_STYLES,
  PAGE,
  layoutSettingsFor,
  settingsFromStyles,
  withAutomaticContinueds,
  styleNameOf,
  type LayoutSettings,
  type ElementGeometry,
} from './settings'
export { moveTail, replaceRange } from './in-place'
export { createPaginator, layoutScript, settingsOf, type Paginator, type PaginatorStats } from './paginator'
export { lockedBreaks, grownLabel, type LockedBreak } from './locked'
export { wrapText, sentenceStarts, endsSentence, type Wrapped } from './wrap'

/** The script's pages (title page not included). */
export function paginate(script: Script | readonly ScriptElement[], settings?: LayoutSettings): Page[] {
  return layoutScript(script, settings).pages
}

/** The number of script pages, title page not counted. */
export function countPages(script: Script | readonly ScriptElement[], settings?: LayoutSettings): number {
  return layoutScript(script, settings).pages.length
}

/**
 * The 1-based number of the page on which element `elementIndex` starts. Given a Layout it is a
 * lookup and also places notes and other zero-height elements; given bare pages it scans their
 * lines and returns 0 for an element that prints nothing.
 */
export function pageOfElement(layout: Layout | readonly Page[], elementIndex: number): number {
  if (!Array.isArray(layout)) {
    const p = (layout as Layout).elementPage[elementIndex]
    return p === undefined ? 0 : p + 1
  }
  for (const page of layout as readonly Page[]) for (const line of page.lines) if (line.elementIndex === elementIndex) return page.number
  return 0
}

/** The number a page prints: its locked label ("5A", "15-16") or its plain number. */
export function pageLabel(page: Page): string {
  return page.label ?? String(page.number)
}

/**
 * Locks the pages of a layout: each page's start is written into the element it begins in, with
 * the number it prints, so later edits flow onto A-pages instead of moving page numbers.
 */
export function lockPages(elements: readonly ScriptElement[], layout: Layout): ScriptElement[] {
  const starts = new Map<number, { label: string; offset: number }[]>()
  layout.pages.forEach((page, k) => {
    const first = page.lines.find((l) => l.elementIndex !== undefined && l.kind !== 'blank' && l.kind !== 'more' && l.kind !== 'contd')
    // An empty page starts where the next element does (a forced break at the end prints none).
    const el = first?.elementIndex ?? (k === 0 ? 0 : undefined)
    if (el === undefined) return
    const offset = first?.offset ?? 0
    const list = starts.get(el) ?? []
    if (!list.some((s) => s.offset === offset)) list.push({ label: pageLabel(page), offset })
    starts.set(el, list)
  })
  if (!starts.size && elements.length) starts.set(0, [{ label: '1', offset: 0 }])
  return elements.map((el, i) => {
    const s = starts.get(i)
    if (s) return { ...el, lockedPages: s }
    if (!el.lockedPages) return el
    const { lockedPages: _dropped, ...rest } = el
    return rest
  })
}

/** Unlocks pages: every locked start goes, and the script paginates freely again. */
export function unlockPages(elements: readonly ScriptElement[]): ScriptElement[] {
  return elements.map((el) => {
    if (!el.lockedPages) return el
    const { lockedPages: _dropped, ...rest } = el
    return rest
  })
}

/** The index in `pages` of the page printed as `label` ("5", "5A"; "15" finds "15-16"); -1 when none. */
export function findPageByLabel(pages: readonly Page[], label: string): number {
  const want = label.trim().toUpperCase().replace(/\.$/, '')
  const exact = pages.findIndex((p) => pageLabel(p).toUpperCase() === want)
  if (exact >= 0) return exact
  return pages.findIndex((p) => {
    const m = /^(\d+)-(\d+)$/.exec(p.label ?? '')
    return !!m && /^\d+$/.test(want) && Number(want) >= Number(m[1]) && Number(want) <= Number(m[2])
  })
}

/** The 1-based page number on which each element starts (what Go To page and the page view use). */
export function elementPageNumbers(layout: Layout): number[] {
  return layout.elementPage.map((p) => p + 1)
}
