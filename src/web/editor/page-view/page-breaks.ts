import type { Layout, Line, LayoutSettings } from '../../../screenplay/layout'

/**
 * Where the editor shows each page break: a pure function from the layout to a plan, so the
 * page view never decides a break itself (DESIGN.md: one layout engine).
 */
export interface PageBreakPlan {
  /** 1-based number of the page that starts here. */
  page: number
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

export function planPageBreaks(layout: Layout, settings: LayoutSettings): PageBreakPlan[] {
  const plans: PageBreakPlan[] = []
  for (let k = 1; k < layout.pages.length; k++) {
    const prev = layout.pages[k - 1]
    const page = layout.pages[k]
    const body = prev.lines.filter((l) => l.kind !== 'more')
    const used = body.reduce((m, l) => Math.max(m, l.row + 1), 0)
    const moreLine = prev.lines.find((l) => l.kind === 'more')
    let contdLine: Line | undefined
    let first: Line | undefined
    for (const l of page.lines) {
      if (l.kind === 'blank' || l.elementIndex === undefined) continue
      if (l.kind === 'contd' && !contdLine) {
        contdLine = l
        continue
      }
      first = l
      break
    }
    if (!first) continue
    plans.push({
      page: page.number,
      elementIndex: first.elementIndex!,
      offset: first.offset ?? 0,
      rowsLeft: Math.max(0, settings.linesPerPage - used),
      more: moreLine ? { text: moreLine.text, indent: moreLine.indent } : undefined,
      contd: contdLine ? { text: contdLine.text, indent: contdLine.indent } : undefined,
      rowsBefore: Math.max(0, first.row - (contdLine ? contdLine.row + 1 : 0)),
    })
  }
  return plans
}
