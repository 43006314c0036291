/**
 * What a production script prints around the text of a page: scene numbers on both sides of each
 * heading (left at 0.75 in, right ending at 7.38 in, as Final Draft places them), the revision
 * mark at 7.75 in on every printed line of a revised paragraph, the revised page's header
 * ("Blue Rev. 11/26/26") and the page's printed number ("5A.", "15-16."). Plain data: the
 * renderer draws what this returns.
 */
import type { Line, Page } from '../layout'
import { pageLabel, PAGE } from '../layout'
import type { Production, RevisionSet, ScriptElement } from '../model'
import { laterRevision, marginMark, revisionHeader, revisionSet, showsSceneNumbers, type MarkDisplay } from '../production'

/** A piece of text drawn at a baseline position, in points from the page's top left. */
export interface Extra {
  text: string
  x: number
  /** The line slot's row (the baseline is placed as for body lines), or -1 for the header line. */
  row: number
}

export interface ProductionPrint {
  /** Print scene numbers (default: as the script's production says, else when any scene has one). */
  sceneNumbers?: boolean
  /** Which revision marks print (default all). */
  marks?: MarkDisplay
  /** The date printed for sets that have none (default today). */
  today?: Date
}

const INCH = 72
export const SCENE_NUMBER_LEFT = 0.75 * INCH
export const SCENE_NUMBER_RIGHT = 7.38 * INCH
export const MARK_AT = 7.75 * INCH

/** The set whose marks a line of `el` shows, if any. */
function lineRevision(el: ScriptElement | undefined): number | undefined {
  return el?.revision
}

/** The latest revision set printed on a page (by the list's order), among the marks shown. */
export function pageRevision(page: Page, elements: readonly ScriptElement[], production: Production | undefined, display: MarkDisplay = 'all'): RevisionSet | undefined {
  let latest: number | undefined
  for (const l of page.lines) {
    if (!printsMark(l)) continue
    const r = lineRevision(elements[l.elementIndex!])
    if (r && marginMark(production, r, display)) latest = laterRevision(production, latest, r)
  }
  return revisionSet(production, latest)
}

/** Whether a page carries any mark of set `id` (what "revised pages only" keeps). */
export function pageHasRevision(page: Page, elements: readonly ScriptElement[], id: number): boolean {
  return page.lines.some((l) => printsMark(l) && (elements[l.elementIndex!]?.revision === id || !!elements[l.elementIndex!]?.revisionRuns?.some((r) => r.revision === id)))
}

function printsMark(l: Line): boolean {
  return l.elementIndex !== undefined && l.kind !== 'blank' && l.kind !== 'more' && l.kind !== 'contd' && l.text !== ''
}

/** Everything a page prints besides its lines. */
export function pageExtras(page: Page, elements: readonly ScriptElement[], production: Production | undefined, print: ProductionPrint = {}): Extra[] {
  const out: Extra[] = []
  const label = pageLabel(page)
  if (label !== '1') {
    const text = `${label}.`
    out.push({ text, x: PAGE.pageNumberRight - text.length * PAGE.charWidth, row: -1 })
  }
  const display = print.marks ?? 'all'
  const set = pageRevision(page, elements, production, display)
  if (set) {
    const header = revisionHeader(set, print.today)
    // The header sits on the page number's line, four spaces to its left.
    const right = PAGE.pageNumberRight - (label.length + 1 + 4) * PAGE.charWidth
    out.push({ text: header, x: right - header.length * PAGE.charWidth, row: -1 })
  }
  const numbers = print.sceneNumbers ?? showsSceneNumbers(elements, production)
  for (const l of page.lines) {
    if (!printsMark(l)) continue
    const el = elements[l.elementIndex!]
    if (!el) continue
    if (numbers && el.type === 'scene-heading' && el.sceneNumber && !l.offset) {
      out.push({ text: el.sceneNumber, x: SCENE_NUMBER_LEFT, row: l.row })
      out.push({ text: el.sceneNumber, x: SCENE_NUMBER_RIGHT - el.sceneNumber.length * PAGE.charWidth, row: l.row })
    }
    const mark = marginMark(production, lineRevision(el), display)
    if (mark) out.push({ text: mark, x: MARK_AT, row: l.row })
  }
  return out
}
