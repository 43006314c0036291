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
  styleNameOf,
  type LayoutSettings,
  type ElementGeometry,
} from './settings'
export { createPaginator, layoutScript, settingsOf, type Paginator, type PaginatorStats } from './paginator'
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

/** The 1-based page number on which each element starts (what Go To page and the page view use). */
export function elementPageNumbers(layout: Layout): number[] {
  return layout.elementPage.map((p) => p + 1)
}
