/**
 * Where the time of Script → Revisions → Clear All Revision Marks goes on the 165-page shooting
 * script of `production-editor-bench.ts`: Chromium's trace and CPU profile of the clicks (each
 * undone between rounds, the undo not profiled), summed by kind of main-thread work and by
 * function. Run against a served build; an unminified one keeps the function names:
 *
 *   npx vite build --minify false --outDir /tmp/nw-profile
 *   STATIC_ROOT=/tmp/nw-profile PORT=4399 node dist-node/server.mjs &
 *   npx tsx bench/profile-clear.ts http://127.0.0.1:4399/ [rounds] [--cpu]
 *
 * With --cpu, no profile: each click's main-thread CPU time from the click to the frame that shows
 * it (thread time, which a busy machine does not stretch as it does the wall clock).
 */
import type { CDPSession, Page } from 'playwright-core'
import { openSavedDoc } from '../tests/support/saved-script'
import { launchOnDemandBrowser, writerContext } from './typing-probe'
import { stats } from './stats'
import { collectTrace, longestTasks, mainThreadCpu, summariseProfile, summariseTrace, top, type CpuProfile } from './profile-keystroke'
import { clickCpu, markedCount, PAGES, shootingDoc, timedMenuClick } from './production-editor-bench'

const CLEAR = ['Script', 'Revisions', 'Clear All Revision Marks']

interface Frame {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

/**
 * Total time by function (its own work and all it called) over the samples in [from, to) (µs):
 * who owns the time, where self time only says where it ended up.
 */
function inclusive(profile: CpuProfile, from: number, to: number): Map<string, number> {
  const nodes = profile.nodes as Frame[]
  const parent = new Map<number, number>()
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const byId = new Map(nodes.map((n) => [n.id, n]))
  const name = (n: Frame) => `${n.callFrame.functionName || '(anonymous)'} (${n.callFrame.url.split('/').pop() ?? ''}:${n.callFrame.lineNumber + 1})`
  const total = new Map<string, number>()
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0
    if (t < from || t >= to) continue
    const seen = new Set<string>()
    for (let id: number | undefined = profile.samples[i]; id !== undefined; id = parent.get(id)) {
      const k = name(byId.get(id)!)
      if (seen.has(k)) continue
      seen.add(k)
      total.set(k, (total.get(k) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
    }
  }
  return total
}

/** The longest main-thread task's total time by function. */
function longestTaskTree(events: Awaited<ReturnType<typeof collectTrace>>, profile: CpuProfile): string {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const tasks = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask').sort((a, b) => b.dur! - a.dur!)
  const t = tasks[0]
  if (!t) return ''
  return `  task of ${(t.dur! / 1000).toFixed(1)} ms, total time by function:\n${top(inclusive(profile, t.ts, t.ts + t.dur!), 1, 110, (k) => /^\((root|program|idle)\)/.test(k))}`
}

async function undoClear(page: Page, marked: number): Promise<void> {
  await page.locator('.ProseMirror').focus()
  await page.keyboard.press('Control+z')
  await page.waitForFunction((n) => document.querySelectorAll('.ProseMirror [data-revision]').length === n, marked)
  // Let the undo's own follow-up work (page layout after its delay, idle work) finish first.
  await page.waitForTimeout(1500)
}

async function main() {
  const baseURL = process.argv[2] ?? 'http://127.0.0.1:4399/'
  const rounds = Number(process.argv[3] ?? 5)
  const cpuOnly = process.argv.includes('--cpu')
  const browser = await launchOnDemandBrowser()
  try {
    const context = await writerContext(browser, baseURL)
    const page = await context.newPage()
    const { doc } = shootingDoc((el) => el.type !== 'scene-heading')
    await openSavedDoc(page, baseURL, doc, 'Bench')
    const marked = await markedCount(page)
    await page.waitForTimeout(4000)
    // One round to warm up.
    await timedMenuClick(page, CLEAR)
    await undoClear(page, marked)
    const cdp: CDPSession = await context.newCDPSession(page)
    const samples: number[] = []
    if (cpuOnly) {
      const cpu: number[] = []
      for (let i = 0; i < rounds; i++) {
        let events: Awaited<ReturnType<typeof collectTrace>> = []
        samples.push(await timedMenuClick(page, CLEAR, async (f) => (events = await collectTrace(cdp, f))))
        cpu.push(clickCpu(events))
        await undoClear(page, marked)
      }
      const c = stats(cpu)
      const w = stats(samples)
      console.log(`Clear All Revision Marks, ${PAGES} pages, ${marked} paragraphs: main-thread CPU click → painted median ${c.median.toFixed(1)} ms, p95 ${c.p95.toFixed(1)} ms; wall median ${w.median.toFixed(1)}, p95 ${w.p95.toFixed(1)} over ${rounds}`)
      console.log(`  CPU ms: ${cpu.map((x) => x.toFixed(0)).join(' ')}`)
      return
    }
    for (let i = 0; i < rounds; i++) {
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
      const trace = await collectTrace(cdp, async () => {
        samples.push(await timedMenuClick(page, CLEAR))
        // What the clear leaves for later (the page layout after its delay) belongs to it too.
        await page.waitForTimeout(600)
      })
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
      if (i === rounds - 1 || i === 0) {
        console.log(`\n== round ${i + 1}: click → painted ${samples.at(-1)!.toFixed(1)} ms; main-thread CPU ${mainThreadCpu(trace).toFixed(1)} ms (click and the 600 ms after)`)
        console.log('main thread, self time, by kind of work:')
        console.log(top(summariseTrace(trace), 1, 14))
        console.log('script, self time, by function:')
        console.log(top(summariseProfile(profile), 1, 26, (k) => k === '(idle)' || k === '(program)'))
        console.log('the longest tasks (over 20 ms):')
        console.log(longestTasks(trace, profile, 4))
        console.log(longestTaskTree(trace, profile))
      }
      await undoClear(page, marked)
    }
    const s = stats(samples)
    console.log(`\nClear All Revision Marks, ${PAGES} pages, ${marked} paragraphs: median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms over ${samples.length} (profiled)`)
  } finally {
    await browser.close()
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
