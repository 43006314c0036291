/**
 * Scrolls a place in the script into view and keeps it there while the scenes around it are laid out.
 *
 * Scenes far from the window are not laid out (each stands in at an estimated height) until they come
 * near it. A jump to a far scene lays out its neighbours after the scroll, and their real heights can
 * push the target out of the window. So the target's position is watched for a few frames and the
 * scroll is repeated whenever it has moved, until it stays put.
 */
export function revealInEditor(el: Element, block: ScrollLogicalPosition): void {
  // Test pages without layout have no scrolling: nothing to do there.
  if (typeof el.scrollIntoView !== 'function') return
  el.scrollIntoView({ block, inline: 'nearest' })
  let settledTop = el.getBoundingClientRect().top
  let frames = 0
  let still = 0
  const check = () => {
    if (!el.isConnected || frames++ > 30) return
    const top = el.getBoundingClientRect().top
    if (Math.abs(top - settledTop) > 1) {
      el.scrollIntoView({ block, inline: 'nearest' })
      settledTop = el.getBoundingClientRect().top
      still = 0
    } else if (++still >= 3) return
    requestAnimationFrame(check)
  }
  requestAnimationFrame(check)
}
