/**
 * The index of the last entry of `sorted` (ascending) at or before `value`; 0 when none is, so a
 * position before the first page or block belongs to the first. Binary search: a long script has
 * thousands of block positions and hundreds of page starts.
 */
export function lastAtOrBefore(sorted: readonly number[], value: number): number {
  let found = 0
  let lo = 0
  let hi = sorted.length - 1
  while (lo <= hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid] <= value) {
      found = mid
      lo = mid + 1
    } else hi = mid - 1
  }
  return found
}
