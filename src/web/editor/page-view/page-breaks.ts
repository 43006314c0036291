import { pageLabel, type Layout, type Line, type LayoutSettings, type Page } from '../../../screenplay/layout'

/**
 * Where the editor shows each page break: a pure function from the layout to a plan, so the
 * page view never decides a break itself (one layout engine).
 */
export interface PageBreakPlan {
  /** 1-based number of the page that starts here. */
  page: number
  /** The number it prints: "6", or on locked pages "5A" and "15-16". */
  label: string
  /** The element in which (offset > 0) or before which (offset 0) the page starts. */
  elementIndex: number
  offset: number
  /** Body rows left empty at the bottom of the previous page. */
  rowsLeft: number
  /** '(MORE)' at the foot of the previous page, with its indent in characters. */
  more?: { text: string; indent: number }
  /** The cue repeated at the top of this page, "NAME (CONT'D)", with its indent. */
  contd?: { text: string; indent: number }
  /** Blank rows between the top of this page and its first element line. */
  rowsBefore: number
  /**
   * A dual pair taller than a page goes on here in both columns: where the right column goes on,
   * with its own (MORE) and CONT'D cue (the fields above are the left column's).
   */
  right?: { elementIndex: number; offset: number; more?: { text: string; indent: number }; contd?: { text: string; indent: number } }
}

/** What a page contributes to the breaks around it. */
interface PageFacts {
  /** Body rows used (the (MORE) line not counted). */
  used: number
  more?: Line
  contd?: Line
  /** The first line that prints part of an element (not blank, not the CONT'D cue). */
  first?: Line
}

/**
 * The paginator hands back the same page objects for pages an edit did not touch, and pages are
 * never mutated, so each page's facts are read once: after a keystroke only the refilled pages
 * are scanned, not the script's thousands of lines.
 */
const factsCache = new WeakMap<Page, PageFacts>()

function factsOf(page: Page): PageFacts {
  let f = factsCache.get(page)
  if (f) return f
  f = { used: 0 }
  for (const l of page.lines) {
    if (l.kind === 'more') f.more ??= l
    else f.used = Math.max(f.used, l.row + 1)
  }
  for (const l of page.lines) {
    if (l.kind === 'blank' || l.elementIndex === undefined) continue
    // A dual pair cut by the page repeats both cues: the first is the left column's.
    if (l.kind === 'contd') {
      f.contd ??= l
      continue
    }
    f.first = l
    break
  }
  factsCache.set(page, f)
  return f
}

/**
 * The plan of the break before each page is kept with the page, for the page before it and the
 * page length it was made for: pages an edit did not touch come back as the same objects, so
 * after a keystroke only the refilled pages are planned again.
 */
const planCache = new WeakMap<Page, { prev: Page; linesPerPage: number; plan: PageBreakPlan | null }>()

export function planPageBreaks(layout: Layout, settings: LayoutSettings): PageBreakPlan[] {
  const plans: PageBreakPlan[] = []
  for (let k = 1; k < layout.pages.length; k++) {
    const prevPage = layout.pages[k - 1]
    const page = layout.pages[k]
    let cached = planCache.get(page)
    if (!cached || cached.prev !== prevPage || cached.linesPerPage !== settings.linesPerPage) {
      cached = { prev: prevPage, linesPerPage: settings.linesPerPage, plan: planBreak(prevPage, page, settings) }
      planCache.set(page, cached)
    }
    if (cached.plan) plans.push(cached.plan)
  }
  return plans
}

/** The break between two pages, or null when the second prints nothing of an element. */
function planBreak(prevPage: Page, page: Page, settings: LayoutSettings): PageBreakPlan | null {
  const prev = factsOf(prevPage)
  const here = factsOf(page)
  const first = here.first
  if (!first) return null
  const contd = here.contd
  // A pair that goes on from the page before (not one that starts here, cue first).
  const goesOn = first.column === 'left' && (first.kind !== 'character' || (first.offset ?? 0) > 0)
  const right = goesOn ? rightColumnGoesOn(prevPage, page) : undefined
  return {
    page: page.number,
    label: pageLabel(page),
    elementIndex: first.elementIndex!,
    offset: first.offset ?? 0,
    rowsLeft: Math.max(0, settings.linesPerPage - prev.used),
    more: prev.more ? { text: prev.more.text, indent: prev.more.indent } : undefined,
    contd: contd ? { text: contd.text, indent: contd.indent } : undefined,
    rowsBefore: Math.max(0, first.row - (contd ? contd.row + 1 : 0)),
    ...(right ? { right } : {}),
  }
}

/** Where a dual pair's right column goes on at the top of `page`, if it does (rare: a pair taller than a page). */
function rightColumnGoesOn(prev: Page, page: Page): PageBreakPlan['right'] {
  const first = page.lines.find((l) => l.column === 'right' && l.kind !== 'contd' && l.kind !== 'more' && l.elementIndex !== undefined)
  if (!first) return undefined
  const more = prev.lines.find((l) => l.kind === 'more' && l.column === 'right')
  const contd = page.lines.find((l) => l.kind === 'contd' && l.column === 'right')
  return {
    elementIndex: first.elementIndex!,
    offset: first.offset ?? 0,
    more: more ? { text: more.text, indent: more.indent } : undefined,
    contd: contd ? { text: contd.text, indent: contd.indent } : undefined,
  }
}
