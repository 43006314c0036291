/**
 * Where a keystroke's time goes on the long script: Chromium's own trace and CPU profile of
 * typing into the middle action and the middle speech of the 300-page real-shaped script (and
 * pressing Enter/Tab for new speeches), summed by what the page's main thread did (script by
 * function, style, layout, paint...). Run against a served build; an unminified one keeps the
 * function names:
 *
 *   npx vite build --minify false --outDir /tmp/nw-profile
 *   STATIC_ROOT=/tmp/nw-profile PORT=4399 node dist-node/server.mjs &
 *   npx tsx bench/profile-keystroke.ts http://127.0.0.1:4399/ [pages]
 *
 * Prints the top costs per keystroke in milliseconds, self time (a function's own work, not what
 * it called), including the work a keystroke leaves for idle time.
 */
import { pathToFileURL } from 'node:url'
import { chromium, type CDPSession, type Page } from 'playwright-core'
import { openSavedDoc } from '../tests/support/saved-script'
import { realBenchDoc } from './real-script'
import { BENCH_ARGS, cursorToBlockEnd, installTypingProbe, keySamples, measureTyping, middleBlock, ON_DEMAND_FRAMES, resetProbe } from './typing-probe'
import { stats } from './stats'
// @ts-expect-error plain JS helper shared with the test runner
import { findChromium, INSTALL_HINT } from '../scripts/find-chromium.mjs'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { functionName?: string; url?: string } }
}

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}

export async function collectTrace(cdp: CDPSession, run: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])))
  const done = new Promise<void>((r) => cdp.once('Tracing.tracingComplete', () => r()))
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute'], recordMode: 'recordContinuously' },
  })
  await run()
  await cdp.send('Tracing.end')
  await done
  return events
}

/**
 * The main thread's own CPU time, summed over its tasks (thread time, not wall time: a busy
 * machine that takes the core away stretches the wall clock, not this).
 */
export function mainThreadCpu(events: TraceEvent[]): number {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  let us = 0
  for (const e of events) {
    if (main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask') us += (e as TraceEvent & { tdur?: number }).tdur ?? 0
  }
  return us / 1000
}

/** Self time of each top-level kind of main-thread work (complete events, children subtracted). */
export function summariseTrace(events: TraceEvent[]): Map<string, number> {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined)
  onMain.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const self = new Map<string, number>()
  const stack: TraceEvent[] = []
  const add = (k: string, v: number) => self.set(k, (self.get(k) ?? 0) + v)
  for (const e of onMain) {
    while (stack.length && stack[stack.length - 1].ts + stack[stack.length - 1].dur! <= e.ts) stack.pop()
    const parent = stack[stack.length - 1]
    if (parent) add(parent.name, -e.dur! / 1000)
    add(e.name, e.dur! / 1000)
    stack.push(e)
  }
  return self
}

export interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
  startTime: number
}

/** Self time by function from a CPU profile, over the samples taken in [from, to) (µs), or all. */
export function summariseProfile(profile: CpuProfile, from = -Infinity, to = Infinity): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const self = new Map<string, number>()
  let t = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i] ?? 0
    if (t < from || t >= to) continue
    const n = byId.get(profile.samples[i])!
    const f = n.callFrame
    const file = f.url.split('/').pop() ?? ''
    const key = f.functionName ? `${f.functionName} (${file}:${f.lineNumber + 1})` : f.url ? `(anonymous) (${file}:${f.lineNumber + 1})` : `${f.functionName || '(native)'}`
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000)
  }
  return self
}

/** The longest tasks on the main thread, each with the functions that took its time. */
export function longestTasks(events: TraceEvent[], profile: CpuProfile, n: number): string {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const tasks = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && (e.dur ?? 0) > 20_000)
  return tasks
    .sort((a, b) => b.dur! - a.dur!)
    .slice(0, n)
    .map((t) => `  task of ${(t.dur! / 1000).toFixed(1)} ms:\n${top(summariseProfile(profile, t.ts, t.ts + t.dur!), 1, 8, (k) => k === '(idle)')}`)
    .join('\n')
}

export function top(m: Map<string, number>, keys: number, n: number, skip: (k: string) => boolean = () => false): string {
  return [...m]
    .filter(([k, v]) => v > 0 && !skip(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `  ${(v / keys).toFixed(3).padStart(7)} ms  ${k}`)
    .join('\n')
}

async function typeKeys(page: Page, way: string): Promise<void> {
  if (way === 'enter-tab') {
    for (let i = 0; i < 4; i++) {
      for (const k of ['Enter', 'Tab']) await page.keyboard.press(k, { delay: 40 })
      await page.keyboard.type('NADIA', { delay: 40 })
      await page.keyboard.press('Enter', { delay: 40 })
      await page.keyboard.type('Not now.', { delay: 40 })
    }
  } else await page.keyboard.type('The rain does not stop, and neither does she, walking on. '.repeat(2), { delay: 40 })
  await page.waitForTimeout(300)
}

async function main() {
  const baseURL = process.argv[2] ?? 'http://127.0.0.1:4399/'
  const pages = Number(process.argv[3] ?? 300)
  const executablePath = findChromium()
  if (!executablePath) throw new Error(INSTALL_HINT)
  const browser = await chromium.launch({ executablePath, args: [...BENCH_ARGS, ...ON_DEMAND_FRAMES] })
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }])
    await context.addInitScript(() => localStorage.setItem('welcome-completed', 'true'))
    const page = await context.newPage()
    const { doc, comments } = realBenchDoc(pages)
    await openSavedDoc(page, baseURL, doc, 'Bench', comments)
    // Let the opening work (spell check's first pass, the first layout) finish.
    await page.waitForTimeout(4000)
    const cdp = await context.newCDPSession(page)
    for (const [way, selector] of [
      ['action', '[data-type="action"]'],
      ['speech', '[data-type="dialogue"]:not([data-dual])'],
      ['enter-tab', '[data-type="action"]'],
    ] as const) {
      await cursorToBlockEnd(page, (await middleBlock(page, selector)).target)
      await installTypingProbe(page)
      await measureTyping(page, 10)
      await resetProbe(page)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
      const trace = await collectTrace(cdp, () => typeKeys(page, way))
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
      const keys = await keySamples(page)
      const s = stats(keys.map((k) => k.ms))
      console.log(`\n== ${way}, ${pages}-page script: ${keys.length} keys, keystroke → paint median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (profiled); main-thread CPU ${(mainThreadCpu(trace) / keys.length).toFixed(2)} ms a key`)
      console.log('main thread, self time per key, by kind of work:')
      console.log(top(summariseTrace(trace), keys.length, 14))
      console.log('script, self time per key, by function:')
      console.log(top(summariseProfile(profile), keys.length, 22, (k) => k === '(idle)' || k === '(program)'))
      console.log('the longest tasks (over 20 ms):')
      console.log(longestTasks(trace, profile, 4))
    }
  } finally {
    await browser.close()
  }
}

// Run as a script, not when another profile borrows its helpers.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
