import type { Page } from 'playwright-core'
import { resetProbe, TYPED } from './typing-probe'

/** A node of V8's sampling heap profile: what a function allocated itself, and what it called. */
export interface SamplingNode {
  callFrame: { functionName: string; url: string; lineNumber: number }
  selfSize: number
  children: SamplingNode[]
}

function totalSize(n: SamplingNode): number {
  let sum = n.selfSize
  for (const c of n.children) sum += totalSize(c)
  return sum
}

/**
 * Memory the page allocates a keystroke (KB), typing `keys` characters like a writer where the
 * caret is, `rounds` times: V8's sampling heap profiler, objects already collected included.
 * Every allocation brings the next garbage collection nearer, and on a big heap a collection is
 * the keystroke that misses its frame: what a keystroke allocates should not grow with the script.
 */
export async function allocationPerKey(page: Page, keys: number, rounds: number): Promise<number[]> {
  const cdp = await page.context().newCDPSession(page)
  const out: number[] = []
  try {
    await cdp.send('HeapProfiler.enable')
    for (let r = 0; r < rounds; r++) {
      await resetProbe(page)
      await cdp.send('HeapProfiler.startSampling', { samplingInterval: 2048, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never)
      await page.keyboard.type(TYPED.repeat(Math.ceil(keys / TYPED.length)).slice(0, keys), { delay: 40 })
      // The work a keystroke leaves for a moment later (the page layout) is the keystroke's too.
      await page.waitForTimeout(300)
      const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as { profile: { head: SamplingNode } }
      out.push(totalSize(profile.head) / keys / 1024)
    }
  } finally {
    await cdp.detach()
  }
  return out
}
