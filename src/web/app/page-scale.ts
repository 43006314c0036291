import type { Zoom } from './ui-store'

/** The Letter page at 100 %: 8.5 in at 96 CSS pixels an inch. */
export const PAGE_WIDTH_PX = 8.5 * 96

/** Below this width the scene list becomes a drawer and a fixed zoom never exceeds the window. */
export const NARROW_MAX = 899
/** Below this width the menu bar is one menu button and the toolbar a compact element picker. */
export const COMPACT_MAX = 599

/** The scale at which the page exactly fills `available` pixels, within the zooms we offer. */
export function fitScale(available: number): number {
  if (!(available > 0)) return 1
  // A thousandth less than exact, so rounding never makes the page a pixel wider than the window.
  const s = Math.floor((available / PAGE_WIDTH_PX) * 1000 - 1) / 1000
  return Math.min(2, Math.max(0.25, s))
}

/**
 * The scale the page is drawn at. The page is scaled, never reflowed, so pagination is the same at
 * every scale. Fit Width follows the window. A fixed zoom up to 100 % shrinks when the window is too
 * narrow for it (the page never hides under the sidebar or scrolls sideways); 150 % and 200 % are a
 * writer asking for large print on a wide screen, kept there, but capped on a narrow one too.
 */
export function pageScale(zoom: Zoom, available: number, narrow: boolean): number {
  const fit = fitScale(available)
  if (zoom === 'fit') return fit
  const fixed = zoom / 100
  return fixed <= 1 || narrow ? Math.min(fixed, fit) : fixed
}
