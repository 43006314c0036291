/**
 * What a keystroke allocates on the long script: V8's sampling heap profiler (collected objects
 * included) while typing into the middle action line and the middle speech, and while writing
 * new speeches and scenes with Enter and Tab, summed by the function that allocated.
 * Every allocation brings the next garbage collection nearer, and on a big heap a collection is
 * the keystroke that misses its frame. Run against a served unminified build (see
 * profile-keystroke.ts):
 *
 *   npx tsx bench/profile-allocation.ts http://127.0.0.1:4399/ [pages, default 300]
 */
import { pathToFileURL } from 'node:url'
import type { Page } from 'playwright-core'
import type { SamplingNode } from './allocation-probe'
import { launchOnDemandBrowser, measureTyping, openSettledBenchScript, warmUpAtMiddle, writeNewSpeechRound, writerContext } from './typing-probe'


/** Bytes allocated by each function itself, over the whole sampled tree. */
export function allocationBySelf(root: SamplingNode): Map<string, number> {
  const out = new Map<string, number>()
  const name = (f: SamplingNode['callFrame']) => (f.url ? `${f.functionName || '(anonymous)'} (${f.url.split('/').pop()}:${f.lineNumber + 1})` : f.functionName || '(native)')
  const walk = (n: SamplingNode, parent: string) => {
    // A built-in (slice, set, push) is named with the function that called it.
    const key = n.callFrame.url ? name(n.callFrame) : `${name(n.callFrame)} ← ${parent}`
    out.set(key, (out.get(key) ?? 0) + n.selfSize)
    for (const c of n.children) walk(c, name(n.callFrame))
  }
  walk(root, '')
  return out
}

/** Four rounds of new speeches and a scene, as a writer adds to the scene; returns the keys pressed. */
async function writeNewSpeeches(page: Page): Promise<number> {
  let keys = 0
  for (let round = 0; round < 4; round++) keys += await writeNewSpeechRound(page)
  await page.waitForTimeout(300)
  return keys
}

async function main() {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  const baseURL = args[0] ?? 'http://127.0.0.1:4399/'
  const pages = Number(args[1] ?? 300)
  const browser = await launchOnDemandBrowser()
  try {
    const context = await writerContext(browser, baseURL)
    const page = await context.newPage()
    await openSettledBenchScript(page, baseURL, pages)
    const cdp = await context.newCDPSession(page)
    for (const [way, selector] of [
      ['action', '[data-type="action"]'],
      ['speech', '[data-type="dialogue"]:not([data-dual])'],
      ['new speeches', '[data-type="action"]'],
    ] as const) {
      await warmUpAtMiddle(page, selector)
      await cdp.send('HeapProfiler.enable')
      const heapBefore = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number; totalSize: number }
      await cdp.send('HeapProfiler.startSampling', { samplingInterval: 1024, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true } as never)
      const keys = way === 'new speeches' ? await writeNewSpeeches(page) : (await measureTyping(page, 120)).length
      const { profile } = (await cdp.send('HeapProfiler.stopSampling')) as { profile: { head: SamplingNode } }
      const by = allocationBySelf(profile.head)
      const total = [...by.values()].reduce((a, b) => a + b, 0)
      console.log(`\n== ${way}, ${pages} pages: ${keys} keys, ${(total / keys / 1024).toFixed(1)} KB allocated a key; heap used ${(heapBefore.usedSize / 1e6).toFixed(1)} MB of ${(heapBefore.totalSize / 1e6).toFixed(1)} MB`)
      for (const [k, v] of [...by].sort((a, b) => b[1] - a[1]).slice(0, 30)) console.log(`  ${(v / keys / 1024).toFixed(2).padStart(8)} KB  ${k}`)
    }
  } finally {
    await browser.close()
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
