/** Pure helpers for the context menu: where it goes and which word is under the cursor. */
export const VIEWPORT_MARGIN = 10

export interface Box {
  width: number
  height: number
}

/** Top-left corner for a menu of `size` opened at (x, y), kept `VIEWPORT_MARGIN` inside the viewport. */
export function clampMenu(x: number, y: number, size: Box, viewport: Box): { left: number; top: number } {
  if (!Number.isFinite(x)) x = VIEWPORT_MARGIN
  if (!Number.isFinite(y)) y = VIEWPORT_MARGIN
  const maxLeft = viewport.width - size.width - VIEWPORT_MARGIN
  const maxTop = viewport.height - size.height - VIEWPORT_MARGIN
  return {
    left: Math.max(VIEWPORT_MARGIN, Math.min(x, maxLeft)),
    top: Math.max(VIEWPORT_MARGIN, Math.min(y, maxTop)),
  }
}

/** A submenu beside its item: to the right, or to the left when there is no room; kept inside vertically. */
export function placeSubmenu(item: { left: number; right: number; top: number }, size: Box, viewport: Box): { left: number; top: number } {
  const fitsRight = item.right + size.width + VIEWPORT_MARGIN <= viewport.width
  const left = fitsRight ? item.right : Math.max(VIEWPORT_MARGIN, item.left - size.width)
  const top = Math.max(VIEWPORT_MARGIN, Math.min(item.top, viewport.height - size.height - VIEWPORT_MARGIN))
  return { left, top }
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}'’-]/u

/** The word around `offset` in `text` (letters, digits, apostrophes, inner hyphens), or null. */
export function wordAt(text: string, offset: number): { start: number; end: number; word: string } | null {
  let start = Math.max(0, Math.min(offset, text.length))
  let end = start
  while (start > 0 && WORD_CHAR.test(text[start - 1])) start--
  while (end < text.length && WORD_CHAR.test(text[end])) end++
  // Quotes and hyphens at the edges are punctuation, not part of the word.
  while (start < end && /['’-]/.test(text[start])) start++
  while (end > start && /['’-]/.test(text[end - 1])) end--
  const word = text.slice(start, end)
  return /\p{L}/u.test(word) ? { start, end, word } : null
}

/** A selection usable as a lookup term: one line, short, with a letter in it. */
export function lookupTerm(selected: string): string | null {
  const t = selected.trim()
  if (!t || t.length > 100 || /\n/.test(t) || !/\p{L}/u.test(t)) return null
  return t
}
