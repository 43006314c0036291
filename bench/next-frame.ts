/**
 * Whether a keystroke reached the screen in the next frame of a 60 Hz display.
 *
 * A display shows a new picture at each refresh; a frame is shown at the first refresh after its
 * work ends. The best any editor can do for a key is to be in the frame that begins at the first
 * refresh after keydown, shown one refresh later: that is "the next frame". A key that arrives in
 * the last few milliseconds before a refresh cannot be shown at that refresh unless its work fits
 * in what is left; it is in the next frame if it is shown at the refresh after.
 *
 * Chromium does not always start a fresh frame for such a key: when the page had nothing to draw
 * it starts at once a catch-up frame that carries the previous refresh's time (its
 * requestAnimationFrame time is before keydown). That frame is shown at the first refresh after
 * its work ends, like any other, so the key is judged by when it is shown, not by which refresh
 * its frame is labelled with: a catch-up frame that ends a few milliseconds after the refresh the
 * key arrived too late for is shown at the same refresh as a fresh frame would have been.
 */

/**
 * One keystroke as the typing probe saw it: the key, keydown to the frame that shows it, and how
 * long after keydown that frame began (its requestAnimationFrame time; negative for a catch-up
 * frame carrying a refresh from before keydown).
 */
export interface KeySample {
  key: string
  ms: number
  frameAfter: number
  /** For a key the browser inserts itself (a character), where its time went; see KeyPhases. */
  phases?: KeyPhases
}

/**
 * A typed character's time in three parts, in ms, as seen from the window: the page's own
 * listeners (keydown, beforeinput and input, with the editor's reading of the change and its
 * redraw); the browser putting the character into the page (between keydown's listeners and
 * input's, less beforeinput's); and from input's listeners to the painted frame (the browser's
 * selection work, animation frame callbacks, style, layout, paint).
 */
export interface KeyPhases {
  handlers: number
  insert: number
  toPaint: number
}

export const FRAME_MS = 1000 / 60

// The frame clock and performance.now() are read on different threads: a little slack.
const SLACK_MS = 1

/** The first refresh at or after keydown, in ms after keydown, on the refresh grid the key's frame began on. */
function firstRefreshAfterKeydown(frameAfter: number): number {
  if (frameAfter < 0) return frameAfter + Math.ceil(-frameAfter / FRAME_MS) * FRAME_MS
  return frameAfter - Math.floor(Math.max(0, frameAfter - SLACK_MS) / FRAME_MS) * FRAME_MS
}

/** When the key's frame reaches the screen, in ms after keydown: the first refresh after its work ends. */
function shownAt(k: KeySample): number {
  const refreshes = Math.max(1, Math.ceil((k.ms - k.frameAfter - SLACK_MS) / FRAME_MS))
  return k.frameAfter + refreshes * FRAME_MS
}

export function paintedInNextFrame(k: KeySample): boolean {
  return shownAt(k) <= firstRefreshAfterKeydown(k.frameAfter) + FRAME_MS + SLACK_MS
}
