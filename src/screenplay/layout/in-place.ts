/**
 * Array edits made where the array stands. An incremental layout keeps arrays with an entry per
 * element of the script (thousands on a feature); after a keystroke only a few entries change, and
 * copying the whole array for them is garbage the page must collect later, in some keystroke's
 * frame. Not `splice`: it takes the new entries as arguments, and a paste can bring thousands of
 * blocks, more than one call's arguments hold.
 */

/** Puts `items` in place of `list[from, to)`, moving what follows by the difference. */
export function replaceRange<T>(list: T[], from: number, to: number, items: readonly T[]): void {
  moveTail(list, to, items.length - (to - from))
  for (let k = 0; k < items.length; k++) list[from + k] = items[k]
}

/**
 * Moves `list[from, end)` by `by` places (later when positive), growing or shrinking the array to
 * fit; what lay in the places left behind is unspecified.
 */
export function moveTail<T>(list: T[], from: number, by: number): void {
  if (by > 0) {
    const end = list.length
    list.length = end + by
    list.copyWithin(from + by, from, end)
  } else if (by < 0) {
    list.copyWithin(from + by, from)
    list.length += by
  }
}
