/**
 * Where a keystroke's time goes on the long script: Chromium's own trace and CPU profile of
 * typing into the middle action and the middle speech of the 300-page real-shaped script (and
 * pressing Enter/Tab for new speeches), summed by what the page's main thread did (script by
 * function, style, layout, paint...). Run against a served build; an unminified one keeps the
 * function names:
 *
 *   npx vite build --minify false --outDir /tmp/nw-profile
 *   STATIC_ROOT=/tmp/nw-profile PORT=4399 node dist-node/server.mjs &
 *   npx tsx bench/profile-keystroke.ts http://127.0.0.1:4399/ [sizes: 1,300] [rounds] [--quiet]
 *
 * Prints the top costs per keystroke in milliseconds, self time (a function's own work, not what
 * it called), including the work a keystroke leaves for idle time.
 */
import { pathToFileURL } from 'node:url'
import type { BrowserContext, CDPSession, Page } from 'playwright-core'
import { keySamples, launchOnDemandBrowser, openSettledBenchScript, resetProbe, warmUpAtMiddle, writerContext } from './typing-probe'
import { stats } from './stats'

interface TraceEvent {
  name: string
  cat: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { name?: string; data?: { functionName?: string; url?: string; type?: string } }
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
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8.execute', 'toplevel', 'v8', 'cc', 'viz', 'gpu'], recordMode: 'recordContinuously' },
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

/**
 * CPU of every thread of every process in the trace (the page's main thread, its compositor and
 * raster threads, the GPU and browser processes...), summed over each thread's outermost events:
 * work a keystroke causes off the main thread still takes one of the machine's cores.
 */
export function cpuByThread(events: TraceEvent[]): Map<string, number> {
  const names = new Map<string, string>()
  for (const e of events) {
    if (e.ph !== 'M') continue
    if (e.name === 'process_name') names.set(`${e.pid}`, e.args?.name ?? `${e.pid}`)
    if (e.name === 'thread_name') names.set(`${e.pid}:${e.tid}`, e.args?.name ?? `${e.tid}`)
  }
  const byThread = new Map<string, TraceEvent[]>()
  for (const e of events) {
    if (e.ph !== 'X' || e.dur === undefined) continue
    const k = `${e.pid}:${e.tid}`
    const list = byThread.get(k) ?? []
    list.push(e)
    byThread.set(k, list)
  }
  const out = new Map<string, number>()
  for (const [k, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
    let end = -Infinity
    let us = 0
    for (const e of list) {
      if (e.ts < end) continue
      end = e.ts + e.dur!
      us += (e as TraceEvent & { tdur?: number }).tdur ?? e.dur!
    }
    const label = `${names.get(k.split(':')[0]) ?? 'process'} / ${(names.get(k) ?? 'thread').replace(/\d+$/, '')}`
    out.set(label, (out.get(label) ?? 0) + us / 1000)
  }
  return out
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

export type TaskKind = 'key' | 'frame' | 'timer' | 'idle' | 'message' | 'other'
const KEY_EVENTS = new Set(['keydown', 'keypress', 'keyup', 'beforeinput', 'input', 'textInput', 'selectionchange'])
/** Which kind a task is when it holds events of several: the keystroke's own first, then the frame's. */
export const TASK_KIND_RANK: Record<TaskKind, number> = { key: 5, frame: 4, idle: 3, timer: 2, message: 1, other: 0 }

/** What kind of main-thread work a trace event inside a task says the task is (null: it says nothing). */
export function taskKindOf(e: { name: string; args?: { data?: { type?: string } } }): TaskKind | null {
  const type = e.args?.data?.type
  if (e.name === 'EventDispatch' && type && KEY_EVENTS.has(type)) return 'key'
  if (e.name === 'BeginMainFrame' || e.name === 'FireAnimationFrame' || e.name === 'Commit') return 'frame'
  if (e.name === 'FireIdleCallback') return 'idle'
  if (e.name === 'TimerFire') return 'timer'
  if (e.name === 'HandlePostMessage' || e.name === 'EventDispatch') return 'message'
  return null
}

/**
 * The main thread's tasks sorted by what started them: the keystroke's own handling, the frame
 * that shows it, timers, idle callbacks (where the work a keystroke leaves for later runs), and
 * messages (the spell checker's answers, saves): CPU per key in each, and the longest.
 */
function tasksByKind(events: TraceEvent[]): Map<TaskKind, { cpu: number; wall: number; count: number; longest: number; over8: number; spans: [number, number][] }> {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const onMain = events.filter((e) => main && e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts)
  const out = new Map<TaskKind, { cpu: number; wall: number; count: number; longest: number; over8: number; spans: [number, number][] }>()
  let task: TraceEvent | null = null
  let kind: TaskKind = 'other'
  const flush = () => {
    if (!task) return
    const cpu = ((task as TraceEvent & { tdur?: number }).tdur ?? task.dur!) / 1000
    const k = out.get(kind) ?? { cpu: 0, wall: 0, count: 0, longest: 0, over8: 0, spans: [] }
    k.cpu += cpu
    k.wall += task.dur! / 1000
    k.count++
    k.longest = Math.max(k.longest, cpu)
    if (cpu > 8) k.over8++
    k.spans.push([task.ts, task.ts + task.dur!])
    out.set(kind, k)
  }
  for (const e of onMain) {
    if (e.name === 'RunTask' && (!task || e.ts >= task.ts + task.dur!)) {
      flush()
      task = e
      kind = 'other'
      continue
    }
    if (!task || e.ts >= task.ts + task.dur!) continue
    const k = taskKindOf(e)
    if (k && TASK_KIND_RANK[k] > TASK_KIND_RANK[kind]) kind = k
  }
  flush()
  return out
}

/** Self time by function over the given spans of the profile. */
function profileOver(profile: CpuProfile, spans: [number, number][]): Map<string, number> {
  const total = new Map<string, number>()
  for (const [a, b] of spans) for (const [k, v] of summariseProfile(profile, a, b)) total.set(k, (total.get(k) ?? 0) + v)
  return total
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

interface WayCost {
  way: string
  pages: number
  keys: number
  /** CPU per key in each kind of task (see tasksByKind). */
  kinds: Record<string, number>
  /** Self time per key of each kind of main-thread work (trace event names). */
  work: Record<string, number>
  /** CPU per key of every process's threads (see cpuByThread). */
  threads: Record<string, number>
  /** Main-thread CPU per key, everything the page's thread did while typing (idle work included). */
  cpu: number
  p95: number
}

/** Profiles the three ways of writing on one freshly opened script; prints the detail unless `quiet`. */
async function profileScript(context: BrowserContext, baseURL: string, pages: number, quiet: boolean): Promise<WayCost[]> {
  const page = await context.newPage()
  const out: WayCost[] = []
  try {
    await openSettledBenchScript(page, baseURL, pages)
    const cdp = await context.newCDPSession(page)
    for (const [way, selector] of [
      ['action', '[data-type="action"]'],
      ['speech', '[data-type="dialogue"]:not([data-dual])'],
      ['enter-tab', '[data-type="action"]'],
    ] as const) {
      await warmUpAtMiddle(page, selector)
      await resetProbe(page)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
      await cdp.send('Profiler.start')
      const trace = await collectTrace(cdp, () => typeKeys(page, way))
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile }
      const keys = await keySamples(page)
      const s = stats(keys.map((k) => k.ms))
      const cpu = mainThreadCpu(trace) / keys.length
      const byKind = tasksByKind(trace)
      const kinds = Object.fromEntries([...byKind].map(([k, v]) => [k, v.cpu / keys.length]))
      for (const [k, v] of byKind) kinds[`${k} wall`] = v.wall / keys.length
      const work = Object.fromEntries([...summariseTrace(trace)].map(([k, v]) => [k, v / keys.length]))
      const threads = Object.fromEntries([...cpuByThread(trace)].map(([k, v]) => [k, v / keys.length]))
      out.push({ way, pages, keys: keys.length, cpu, p95: s.p95, kinds, work, threads })
      if (quiet) continue
      console.log(`\n== ${way}, ${pages}-page script: ${keys.length} keys, keystroke → paint median ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (profiled); main-thread CPU ${cpu.toFixed(2)} ms a key`)
      console.log('main thread, self time per key, by kind of work:')
      console.log(top(summariseTrace(trace), keys.length, 14))
      console.log('script, self time per key, by function:')
      console.log(top(summariseProfile(profile), keys.length, 22, (k) => k === '(idle)' || k === '(program)'))
      console.log('main-thread tasks by what started them: CPU per key, tasks, the longest, tasks over 8 ms:')
      for (const [kind, k] of [...tasksByKind(trace)].sort((a, b) => b[1].cpu - a[1].cpu)) {
        console.log(`  ${kind.padEnd(8)} ${(k.cpu / keys.length).toFixed(3).padStart(7)} ms  ${String(k.count).padStart(5)} tasks  longest ${k.longest.toFixed(1)} ms  ${k.over8} over 8 ms`)
        console.log(top(profileOver(profile, k.spans), keys.length, kind === 'key' ? 30 : 8, (f) => f === '(idle)' || f === '(program)').replace(/^/gm, '    '))
      }
      console.log('the longest tasks (over 20 ms):')
      console.log(longestTasks(trace, profile, 4))
    }
  } finally {
    await page.close()
  }
  return out
}

/**
 * Usage: profile-keystroke.ts <baseURL> [sizes, default "1,300"] [rounds, default 1] [--quiet]
 * Every size is profiled in the same run (the machine's load the same for both), `rounds` times
 * over, and the main-thread CPU per key is printed side by side with the ratio to the first size.
 */
async function main() {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  const quiet = process.argv.includes('--quiet')
  const baseURL = args[0] ?? 'http://127.0.0.1:4399/'
  const sizes = (args[1] ?? '1,300').split(',').map(Number)
  const rounds = Number(args[2] ?? 1)
  const browser = await launchOnDemandBrowser()
  const all: WayCost[] = []
  try {
    const context = await writerContext(browser, baseURL)
    for (let r = 0; r < rounds; r++) for (const pages of sizes) all.push(...(await profileScript(context, baseURL, pages, quiet)))
  } finally {
    await browser.close()
  }
  console.log('\nmain-thread CPU per key (ms), median over rounds; keystroke → paint p95 (ms, profiled)')
  for (const way of ['action', 'speech', 'enter-tab']) {
    const cells = sizes.map((pages) => {
      const runs = all.filter((c) => c.way === way && c.pages === pages)
      return { pages, cpu: stats(runs.map((c) => c.cpu)).median, p95: stats(runs.map((c) => c.p95)).median, each: runs.map((c) => c.cpu.toFixed(2)).join('/') }
    })
    const base = cells[0].cpu
    console.log(`  ${way.padEnd(10)} ${cells.map((c) => `${c.pages} p: ${c.cpu.toFixed(2)} (${c.each}) p95 ${c.p95.toFixed(1)}`).join('  |  ')}  ratio ${(cells[cells.length - 1].cpu / base).toFixed(2)}`)
    for (const kind of ['key', 'frame', 'timer', 'idle', 'message', 'other']) {
      const per = sizes.map((pages) => stats(all.filter((c) => c.way === way && c.pages === pages).map((c) => c.kinds[kind] ?? 0)).median)
      const wall = sizes.map((pages) => stats(all.filter((c) => c.way === way && c.pages === pages).map((c) => c.kinds[`${kind} wall`] ?? 0)).median)
      console.log(`      ${kind.padEnd(8)} ${per.map((v, i) => `${sizes[i]} p: ${v.toFixed(2)} (wall ${wall[i].toFixed(2)})`).join('  ')}`)
    }
    const threadNames = new Set(all.filter((c) => c.way === way).flatMap((c) => Object.keys(c.threads)))
    const threadCpu = (pages: number, name: string) => stats(all.filter((c) => c.way === way && c.pages === pages).map((c) => c.threads[name] ?? 0)).median
    console.log('      every thread (CPU ms per key):')
    for (const name of [...threadNames].sort((a, b) => threadCpu(sizes[sizes.length - 1], b) - threadCpu(sizes[sizes.length - 1], a)).slice(0, 10))
      console.log(`        ${sizes.map((pages) => `${pages} p: ${threadCpu(pages, name).toFixed(2)}`).join('  ')}  ${name}`)
    if (sizes.length < 2) continue
    // The kinds of work that grow most from the first size to the last.
    const names = new Set(all.filter((c) => c.way === way).flatMap((c) => Object.keys(c.work)))
    const median = (pages: number, name: string) => stats(all.filter((c) => c.way === way && c.pages === pages).map((c) => c.work[name] ?? 0)).median
    const grown = [...names].map((n) => ({ n, a: median(sizes[0], n), b: median(sizes[sizes.length - 1], n) })).sort((x, y) => y.b - y.a - (x.b - x.a))
    console.log('      grows most (self ms per key):')
    for (const g of grown.slice(0, 10)) console.log(`        ${(g.b - g.a).toFixed(3).padStart(7)}  ${g.n} (${g.a.toFixed(3)} → ${g.b.toFixed(3)})`)
  }
}

// Run as a script, not when another profile borrows its helpers.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
