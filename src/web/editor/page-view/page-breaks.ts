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
    if (l.kind === 'contd' && !f.contd) {
      f.contd = l
      continue
    }
    f.first = l
    break
  }
  factsCache.set(page, f)
  return f
}

export function planPageBreaks(layout: Layout, settings: LayoutSettings): PageBreakPlan[] {
  const plans: PageBreakPlan[] = []
  for (let k = 1; k < layout.pages.length; k++) {
    const prev = factsOf(layout.pages[k - 1])
    const here = factsOf(layout.pages[k])
    const first = here.first
    if (!first) continue
    const contd = here.contd
    plans.push({
      page: layout.pages[k].number,
      label: pageLabel(layout.pages[k]),
      elementIndex: first.elementIndex!,
      offset: first.offset ?? 0,
      rowsLeft: Math.max(0, settings.linesPerPage - prev.used),
      more: prev.more ? { text: prev.more.text, indent: prev.more.indent } : undefined,
      contd: contd ? { text: contd.text, indent: contd.indent } : undefined,
      rowsBefore: Math.max(0, first.row - (contd ? contd.row + 1 : 0)),
    })
  }
  return plans
}
