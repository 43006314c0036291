import { useLayoutEffect, useState, type CSSProperties, type RefObject } from 'react'
import { computePosition, flip, offset, shift, size } from '@floating-ui/dom'

/** Where a popup hangs from: a spot in the text (the caret, a word), in window coordinates. */
export interface PopupAnchor {
  left: number
  top: number
  bottom: number
}

/** The least room kept between a popup and the edge of the window. */
const EDGE = 8
const GAP = 4

/**
 * A popup at a spot in the script (suggestions, spelling, the element menu) always lies inside the
 * window: under the spot when it fits, above it near the bottom edge, moved in from the sides, and
 * never taller than the room there is. Measured once when it opens or its content changes (`key`),
 * never while the writer types on; until placed it is drawn transparent where it will most likely go.
 */
export function useAnchoredPopup(ref: RefObject<HTMLElement | null>, anchor: PopupAnchor | null, key: unknown = null): CSSProperties {
  // The spot by value: a popup whose anchor is recreated on each keystroke (same place) stays put.
  const spot = anchor ? `${anchor.left},${anchor.top},${anchor.bottom}` : null
  const [placed, setPlaced] = useState<{ left: number; top: number; spot: string } | null>(null)
  useLayoutEffect(() => {
    const el = ref.current
    if (!spot || !el) return
    const [left, top, bottom] = spot.split(',').map(Number)
    let live = true
    const reference = { getBoundingClientRect: () => new DOMRect(left, top, 0, Math.max(0, bottom - top)) }
    void computePosition(reference, el, {
      strategy: 'fixed',
      placement: 'bottom-start',
      middleware: [
        offset(GAP),
        flip({ padding: EDGE }),
        shift({ padding: EDGE, crossAxis: true }),
        size({
          padding: EDGE,
          apply: ({ availableHeight, elements }) => {
            elements.floating.style.maxHeight = `${Math.max(80, Math.floor(availableHeight))}px`
          },
        }),
      ],
    }).then(({ x, y }) => {
      if (live) setPlaced({ left: x, top: y, spot })
    })
    return () => {
      live = false
    }
  }, [ref, spot, key])
  // New content at the same spot keeps the last placement until the new one is worked out.
  if (placed && placed.spot === spot) return { left: placed.left, top: placed.top }
  // Transparent, not hidden: a menu driven from the keyboard takes focus as it opens.
  const unplaced: CSSProperties = { opacity: 0, pointerEvents: 'none' }
  return anchor ? { left: anchor.left, top: anchor.bottom + GAP, ...unplaced } : unplaced
}
