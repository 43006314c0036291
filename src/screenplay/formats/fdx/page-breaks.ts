/**
 * Page breaks for formats that have no page-break paragraph, only a "starts a new page" flag on
 * a paragraph (Final Draft's StartsNewPage, OSF's pagebreakbefore; Fade In's writer uses this
 * too). A page-break element puts the flag on the paragraph after it; where there is none to
 * take it (two breaks in a row, a break at the end, or a paragraph the writer keeps unflagged)
 * an empty holder paragraph carries it.
 */
export interface PageBreakCarrier<P> {
  /** Whether a break is waiting for its paragraph. */
  pending(): boolean
  /** A page-break element: the break waits for the next paragraph. */
  pageBreak(): void
  /** Gives the waiting break, if any, to `p` (a paragraph about to be written). */
  carryTo(p: P): void
  /** Writes an empty paragraph, carrying the waiting break if any (it also anchors notes). */
  holder(): P
  /** End of the script: a break still waiting gets its holder. */
  finish(): void
}

/** A carrier writing holders made by `blank` into `out`, flagging paragraphs with `mark`. */
export function pageBreakCarrier<P>(out: P[], blank: () => P, mark: (p: P) => void): PageBreakCarrier<P> {
  let waiting = false
  const carryTo = (p: P) => {
    if (waiting) mark(p)
    waiting = false
  }
  const holder = () => {
    const p = blank()
    carryTo(p)
    out.push(p)
    return p
  }
  return {
    pending: () => waiting,
    pageBreak() {
      if (waiting) holder()
      waiting = true
    },
    carryTo,
    holder,
    finish() {
      if (waiting) holder()
    },
  }
}
