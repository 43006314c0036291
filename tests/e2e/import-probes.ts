import { readdirSync, readFileSync } from 'node:fs'
import type { Page } from 'playwright-core'

/**
 * Two measures of an import as the writer lives it, shared by the browser tests and the bench:
 * whether the page kept painting (the longest gap between animation frames), and how much memory
 * the browser's page processes took (their resident memory, read from /proc, which holds the page
 * and the import worker alike).
 */

/**
 * Starts counting the gaps between the page's animation frames. Written as page script text: the
 * bench's TypeScript loader would otherwise wrap the named callback in a helper the page lacks.
 */
export async function watchFrames(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const f = (window.__frames = { longest: 0, count: 0, on: true, longestTask: 0 })
    // The page's own longest task meanwhile: a gap with no task as long behind it is the machine
    // giving the page no time, not the page being busy.
    new PerformanceObserver((list) => {
      if (f.on) for (const e of list.getEntries()) f.longestTask = Math.max(f.longestTask, e.duration)
    }).observe({ type: 'longtask' })
    let last = performance.now()
    requestAnimationFrame(function tick() {
      if (!f.on) return
      const now = performance.now()
      f.longest = Math.max(f.longest, now - last)
      f.count++
      last = now
      requestAnimationFrame(tick)
    })
  })()`)
}

/**
 * Stops counting; the longest gap between two frames since watchFrames, how many frames were
 * painted, and the page's longest task (0 when none reached the 50 ms a long task starts at).
 */
export async function framesWatched(page: Page): Promise<{ longestGapMs: number; frames: number; longestTaskMs: number }> {
  return page.evaluate(() => {
    const f = (window as unknown as { __frames: { longest: number; count: number; on: boolean; longestTask: number } }).__frames
    f.on = false
    return { longestGapMs: f.longest, frames: f.count, longestTaskMs: f.longestTask }
  })
}

/** The resident memory (bytes) of the renderer processes this process started, through any depth of children. */
export function rendererMemory(root = process.pid): number | null {
  let entries: string[]
  try {
    entries = readdirSync('/proc').filter((e) => /^\d+$/.test(e))
  } catch {
    return null
  }
  const children = new Map<number, number[]>()
  for (const e of entries) {
    try {
      // The parent is the fourth field, after the name in parentheses (which may hold spaces).
      const stat = readFileSync(`/proc/${e}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      const list = children.get(ppid) ?? []
      list.push(Number(e))
      children.set(ppid, list)
    } catch {
      // The process ended while the list was read.
    }
  }
  let total = 0
  const queue = [...(children.get(root) ?? [])]
  while (queue.length) {
    const pid = queue.pop()!
    queue.push(...(children.get(pid) ?? []))
    try {
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) continue
      const rss = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
      if (rss) total += Number(rss[1]) * 1024
    } catch {
      // Ended meanwhile.
    }
  }
  return total
}

/** Samples rendererMemory every 50 ms until stopped; gives the baseline and the peak. */
export function sampleMemory(): { stop: () => { baseline: number; peak: number } | null } {
  const baseline = rendererMemory()
  let peak = baseline ?? 0
  const timer = setInterval(() => {
    const now = rendererMemory()
    if (now !== null) peak = Math.max(peak, now)
  }, 50)
  return {
    stop: () => {
      clearInterval(timer)
      return baseline === null ? null : { baseline, peak }
    },
  }
}

export const MB = 1024 * 1024
