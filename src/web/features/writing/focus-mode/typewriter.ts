/** The height in the window, from its top, where the cursor line stays in focus mode. */
export const WRITING_LINE = 0.4

/**
 * How far to scroll so the cursor line sits at the writing line: positive scrolls the page up.
 * Less than a pixel away is left alone, so typing along a line never nudges the page.
 */
export function typewriterDelta(caretTop: number, viewTop: number, viewHeight: number, ratio = WRITING_LINE): number {
  const delta = caretTop - (viewTop + viewHeight * ratio)
  return Math.abs(delta) < 1 ? 0 : Math.round(delta)
}
