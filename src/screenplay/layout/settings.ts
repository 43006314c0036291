/**
 * Page geometry and per-element layout, in the units of a typewriter page: Courier 12 pt at
 * 10 characters per inch and 6 lines per inch on US Letter (FORMATS §5.1, spec 000 §9).
 *
 * Lines per page: 54. Final Draft's body runs from 1.0 in to 10.0 in (9 in × 6 lpi = 54 lines;
 * FORMATS §5.4, confirmed by FD 11 PDFs), and the spec's own PDF rule ("top 72, line height 12, break
 * when y exceeds 708") gives the same 54 slots. afterwriting's 55 and Beat's ≈55 are one more
 * because they let text run into the bottom margin; we match Final Draft. `(MORE)` is drawn below
 * the last body line without counting against the 54 (FD behaviour observed in FORMATS §5.6).
 */
import type { ElementKind } from '../model'

export interface ElementGeometry {
  /** Characters from the left body margin. */
  indent: number
  /** Wrap width in characters. */
  width: number
  /** Blank lines before the element when it starts a block (not additive; dropped at a page top). */
  spaceBefore: number
  /** Right-aligned elements end at `indent + width`; centred ones centre within it. */
  align: 'left' | 'right' | 'center'
  /** Printed in capitals (Final Draft's element styles for these types). */
  caps?: boolean
  italic?: boolean
}

export interface LayoutSettings {
  linesPerPage: number
  /** Only the kinds that print; note, section, synopsis and page-break take no space. */
  elements: Partial<Record<ElementKind, ElementGeometry>>
  /** Dual dialogue columns (FD 11 measured model, FORMATS §5.2), in characters from the body margin. */
  dual: {
    left: DualColumn
    right: DualColumn
  }
  /** Minimum wrapped lines on each side of an action split and of a dialogue split. */
  minSplitLines: number
  moreText: string
  contdText: string
}

export interface DualColumn {
  /** Where the cue is centred. */
  cueCenter: number
  dialogue: { indent: number; width: number }
  parenthetical: { indent: number; width: number }
}

/**
 * Indents and widths are spec 000 §9 (scene 0/60, action 0/60, character 22/38, dialogue 10/35,
 * parenthetical 16/25, shot 0/60); a parenthetical's opening "(" hangs one character left of its
 * text box, as in Final Draft, so its first line holds 26 characters (the reference render in
 * fixtures/pagination has "(in Vietnamese, subtitled)", 26 characters, on one line). Transitions are right-aligned to 7.1 in (col 56) in a 1.6 in box
 * as Final Draft does (FORMATS §5.2); lyrics sit at Final Draft's 2.5–7.38 in, italic.
 * Space before: scene heading 2 (Final Draft's modern template, SpaceBefore 24 pt, and the reference
 * render's settings in fixtures/pagination), the rest 1, parenthetical/dialogue 0 (FORMATS §5.3).
 */
export const DEFAULT_LAYOUT: Readonly<LayoutSettings> = Object.freeze({
  linesPerPage: 54,
  elements: {
    'scene-heading': { indent: 0, width: 60, spaceBefore: 2, align: 'left', caps: true },
    action: { indent: 0, width: 60, spaceBefore: 1, align: 'left' },
    character: { indent: 22, width: 38, spaceBefore: 1, align: 'left', caps: true },
    dialogue: { indent: 10, width: 35, spaceBefore: 0, align: 'left' },
    parenthetical: { indent: 16, width: 25, spaceBefore: 0, align: 'left' },
    transition: { indent: 40, width: 16, spaceBefore: 1, align: 'right', caps: true },
    shot: { indent: 0, width: 60, spaceBefore: 1, align: 'left', caps: true },
    centered: { indent: 0, width: 60, spaceBefore: 1, align: 'center' },
    lyrics: { indent: 10, width: 48, spaceBefore: 0, align: 'left', italic: true },
  },
  dual: {
    left: { cueCenter: 15, dialogue: { indent: 0, width: 28 }, parenthetical: { indent: 2.5, width: 23 } },
    right: { cueCenter: 45, dialogue: { indent: 31.25, width: 28 }, parenthetical: { indent: 33.75, width: 23 } },
  },
  minSplitLines: 2,
  moreText: '(MORE)',
  contdText: "(CONT'D)",
}) as LayoutSettings

/** Page geometry in PDF points, shared by the renderer and the page view. */
export const PAGE = Object.freeze({
  width: 612,
  height: 792,
  /** Left body margin (1.5 in). */
  left: 108,
  /** Top of the first body line (1 in). */
  top: 72,
  lineHeight: 12,
  charWidth: 7.2,
  fontSize: 12,
  /** Page number: right edge at 7.25 in, 0.5 in from the top (FD 11, FORMATS §5.5). */
  pageNumberRight: 522,
  pageNumberTop: 36,
})
