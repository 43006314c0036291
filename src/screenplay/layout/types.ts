import type { ElementKind, StyleSpan } from '../model'

/** What a printed line is: an element's own text, or one of the lines the paginator adds. */
export type LineKind = ElementKind | 'more' | 'contd' | 'blank'

/** One printed line of a page. */
export interface Line {
  kind: LineKind
  text: string
  /** Characters (1/10 in) from the left body margin (1.5 in from the paper edge); may be fractional. */
  indent: number
  /** The 0-based line slot on the page: y = top margin + row × 12 pt. (MORE) may sit on row `linesPerPage`. */
  row: number
  /** The element this line prints; absent for blank spacing lines. 'more'/'contd' carry their speech's cue. */
  elementIndex?: number
  /** Offset in the element's text where this line starts (maps a caret to a page position). */
  offset?: number
  /** Inline styles, relative to this line's text. */
  styles?: StyleSpan[]
  /** Dual dialogue only: the column. */
  column?: 'left' | 'right'
}

export interface Page {
  /** 1-based script page number (the title page is not counted). */
  number: number
  /**
   * The number printed on a locked page, where it is not `number`: "5A" for a page that grew out
   * of locked page 5, "15-16" for two locked pages that now print as one.
   */
  label?: string
  /** Lines in reading order (dual-dialogue rows give the left line, then the right). */
  lines: Line[]
}

/** A full layout: the pages plus where each element starts. */
export interface Layout {
  pages: Page[]
  /** Per element index: 0-based index into `pages` of the page on which it starts. */
  elementPage: number[]
  /** Per element index: the row on that page where its first line is (zero-height elements: the next free row). */
  elementRow: number[]
}
