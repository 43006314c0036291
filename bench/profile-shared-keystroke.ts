/**
 * Where a keystroke's time goes when the script is shared: typing in the middle action (or speech) of the
 * 165-page real-shaped script (shared-typing.ts), in four settings, each in a fresh pair of
 * browser profiles:
 * - alone: the script not shared, nobody else in the browser;
 * - beside: not shared, and a second profile in the same browser typing in its own copy at the
 *   partner's pace (the machine's cores shared, nothing of the script);
 * - shared, nobody joined: shared from File → Share…, no other page open (the co-writing
 *   server's and the browser's share of the work, without a second page);
 * - shared, partner idle: shared, the partner joined with the writer link and not typing;
 * - shared, partner typing: the partner typing steadily a few scenes on, as in the benchmark.
 *
 * For each: keystroke to paint as the benchmark measures it; then, from Chromium's trace of this
 * writer's page only, each keystroke's time from keydown to the end of the frame that shows it,
 * split into the keystroke's own tasks, the frame, other tasks this page ran in between (socket
 * messages, storage callbacks, timers…) and waiting (the page's thread idle: the core taken by
 * another process, or the frame not yet begun); and, from a CPU profile (no trace running), the
 * script's time per key by function, own time and time including what it called, mapped to the
 * source files when the build has source maps. With the partner typing, both pages once more
 * while only the partner types: what this page spends on each key it receives, and what the
 * partner's page spends on each key it types into the shared script (by task, by rendering phase
 * and garbage collection, by function). Run against a served build with source maps:
 *
 *   npx vite build --minify false --sourcemap --outDir /tmp/nw-profile --emptyOutDir
 *   STATIC_ROOT=/tmp/nw-profile DATA_DIR=/tmp/nw-profile-data PORT=4398 node dist-node/server.mjs &
 *   npx tsx bench/profile-shared-keystroke.ts http://127.0.0.1:4398/ [--quiet] [--server-pid=<pid>]
 *
 * With --only=<setting>|<setting>, only those settings run (and alone, the base).
 * With --way=speech, the writer types in the middle speech instead of the middle action.
 * With --server-pid, the server process's CPU per key is printed too (from /proc, Linux).
 *
 * With NW_PROFILE_DUMP=<folder>, each CPU profile is also written there as a .cpuprofile (Chrome
 * DevTools opens it: Performance → Load profile).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { chromium, type Browser, type Page } from 'playwright-core'
import { openSavedDoc } from '../tests/support/saved-script'
import { realBenchDoc } from './real-script'
import { percentile, stats } from './stats'
import { BENCH_ARGS, cursorToBlockEnd, installTypingProbe, keySamples, measureTyping, middleBlock, ON_DEMAND_FRAMES, resetProbe, typeAtEnd } from './typing-probe'
import { collectTrace, TASK_KIND_RANK, taskKindOf, type CpuProfile, type TaskKind } from './profile-keystroke'
import { BLOCKS, keepTyping, PAGES, placesIn, shareProject, online, TYPED_KEYS, writerProfile } from './shared-typing'
// @ts-expect-error plain JS helper shared with the test runner
import { findChromium, INSTALL_HINT } from '../scripts/find-chromium.mjs'

type Setting = 'alone' | 'beside' | 'shared, nobody joined' | 'shared, partner idle' | 'shared, partner typing'
const SETTINGS: Setting[] = ['alone', 'beside', 'shared, nobody joined', 'shared, partner idle', 'shared, partner typing']
const PROFILED_KEYS = 80

interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { message?: string; type?: string } }
}

type Kind = TaskKind
interface Task {
  kind: Kind
  /** What ran in it, for tasks that are neither the keystroke's nor the frame's. */
  what: string
  start: number
  end: number
  cpu: number
}

/** The main-thread tasks of the renderer whose page marked itself with console.timeStamp(`mark`), in order. */
function pageTasks(events: TraceEvent[], mark: string): { tasks: Task[]; keydowns: number[]; pid: number } {
  const stamp = events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === mark)
  if (!stamp) throw new Error(`the trace has no mark ${mark}`)
  const main = events.find((e) => e.pid === stamp.pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  if (!main) throw new Error('the marked page has no main thread in the trace')
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const tasks: Task[] = []
  const keydowns: number[] = []
  let task: Task | null = null
  for (const e of onMain) {
    if (e.name === 'RunTask' && (!task || e.ts >= task.end)) {
      task = { kind: 'other', what: '', start: e.ts, end: e.ts + e.dur!, cpu: (e.tdur ?? e.dur!) / 1000 }
      tasks.push(task)
      continue
    }
    if (!task || e.ts >= task.end) continue
    const type = e.args?.data?.type
    if (e.name === 'EventDispatch' && type === 'keydown') keydowns.push(task.start)
    const k = taskKindOf(e)
    if (!task.what && (e.name === 'EventDispatch' || e.name === 'TimerFire' || e.name === 'FireIdleCallback' || e.name === 'HandlePostMessage' || e.name === 'FunctionCall'))
      task.what = e.name === 'EventDispatch' ? `event ${type}` : e.name
    if (k && TASK_KIND_RANK[k] > TASK_KIND_RANK[task.kind]) task.kind = k
  }
  return { tasks, keydowns: [...new Set(keydowns)], pid: main.pid }
}

interface KeyWindow {
  wall: number
  /** Wall time in the window by kind of task (clipped to the window), and CPU of those tasks. */
  byKind: Map<Kind, { wall: number; cpu: number }>
  byWhat: Map<string, number>
  waiting: number
}

/** Each keystroke from its keydown task to the end of the first frame after it, and what filled that time. */
function keyWindows(tasks: Task[], keydowns: number[]): KeyWindow[] {
  const out: KeyWindow[] = []
  for (const start of keydowns) {
    const i = tasks.findIndex((t) => t.start === start)
    const frame = tasks.slice(i + 1).find((t) => t.kind === 'frame' && t.start >= tasks[i].end)
    if (!frame) continue
    const end = frame.end
    const byKind = new Map<Kind, { wall: number; cpu: number }>()
    const byWhat = new Map<string, number>()
    let busy = 0
    for (const t of tasks) {
      if (t.end <= start || t.start >= end) continue
      const wall = (Math.min(end, t.end) - Math.max(start, t.start)) / 1000
      const share = wall / ((t.end - t.start) / 1000 || 1)
      const k = byKind.get(t.kind) ?? { wall: 0, cpu: 0 }
      k.wall += wall
      k.cpu += t.cpu * share
      byKind.set(t.kind, k)
      if (t.kind !== 'key' && t.kind !== 'frame') byWhat.set(`${t.kind}: ${t.what || '(no script)'}`, (byWhat.get(`${t.kind}: ${t.what || '(no script)'}`) ?? 0) + wall)
      busy += wall
    }
    const wall = (end - start) / 1000
    out.push({ wall, byKind, byWhat, waiting: wall - busy })
  }
  return out
}

/** The windows' average make-up, as one line. */
function describeWindows(ws: KeyWindow[]): string {
  if (!ws.length) return '(no keystrokes found in the trace)'
  const n = ws.length
  const kinds: Kind[] = ['key', 'frame', 'message', 'timer', 'idle', 'other']
  const sum = (f: (w: KeyWindow) => number) => ws.reduce((a, w) => a + f(w), 0) / n
  const parts = kinds
    .map((k) => ({ k, wall: sum((w) => w.byKind.get(k)?.wall ?? 0), cpu: sum((w) => w.byKind.get(k)?.cpu ?? 0) }))
    .filter((p) => p.wall >= 0.05)
    .map((p) => `${p.k} ${p.wall.toFixed(1)} (CPU ${p.cpu.toFixed(1)})`)
  const what = new Map<string, number>()
  for (const w of ws) for (const [k, v] of w.byWhat) what.set(k, (what.get(k) ?? 0) + v / n)
  const others = [...what].sort((a, b) => b[1] - a[1]).filter(([, v]) => v >= 0.05).slice(0, 5).map(([k, v]) => `${k} ${v.toFixed(2)}`)
  return `${sum((w) => w.wall).toFixed(1)} ms = ${parts.join(' + ')} + waiting ${sum((w) => w.waiting).toFixed(1)}${others.length ? `\n      tasks between keydown and frame: ${others.join(', ')}` : ''}`
}

/** Source positions of the served bundle's functions, from its source maps (when the build has them). */
async function sourceNamer(urls: string[]): Promise<(url: string, line: number, column: number) => string | null> {
  type Consumer = { originalPositionFor(p: { line: number; column: number }): { source: string | null; line: number | null } }
  const maps = new Map<string, Consumer>()
  try {
    // Through the build tools' own dependency; without it, bundle positions are printed.
    const { SourceMapConsumer } = (await import('source-map-js')) as unknown as { SourceMapConsumer: new (raw: string) => Consumer }
    for (const url of urls) {
      if (!/^https?:/.test(url)) continue
      const res = await fetch(`${url}.map`)
      if (res.ok) maps.set(url, new SourceMapConsumer(await res.text()))
    }
  } catch {
    // Named by bundle position.
  }
  return (url, line, column) => {
    const pos = maps.get(url)?.originalPositionFor({ line: line + 1, column })
    if (!pos?.source) return null
    const src = pos.source.includes('node_modules/') ? pos.source.replace(/^.*node_modules\//, '') : pos.source.replace(/^.*?\/?(?=src\/)/, '')
    return `${src}:${pos.line}`
  }
}

function dump(profile: unknown, name: string): void {
  const dir = process.env.NW_PROFILE_DUMP
  if (!dir) return
  mkdirSync(dir, { recursive: true })
  writeFileSync(join(dir, `${name.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile))
}

/** Script time per key by function: own time, and time including what it called. */
export async function byFunction(profile: CpuProfile & { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber?: number }; children?: number[] }[] }, keys: number) {
  const name = await sourceNamer([...new Set(profile.nodes.map((n) => n.callFrame.url))])
  const parent = new Map<number, number>()
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
  const byId = new Map(profile.nodes.map((n) => [n.id, n]))
  const label = new Map<number, string>()
  for (const n of profile.nodes) {
    const f = n.callFrame
    const where = f.url ? (name(f.url, f.lineNumber, f.columnNumber ?? 0) ?? `${f.url.split('/').pop()}:${f.lineNumber + 1}`) : ''
    label.set(n.id, `${f.functionName || '(anonymous)'}${where ? ` (${where})` : ''}`)
  }
  const self = new Map<string, number>()
  const total = new Map<string, number>()
  for (let i = 0; i < profile.samples.length; i++) {
    const ms = (profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0) / 1000 / keys
    let id: number | undefined = profile.samples[i]
    self.set(label.get(id)!, (self.get(label.get(id)!) ?? 0) + ms)
    const seen = new Set<string>()
    while (id !== undefined && byId.has(id)) {
      const l = label.get(id)!
      if (!seen.has(l)) {
        seen.add(l)
        total.set(l, (total.get(l) ?? 0) + ms)
      }
      id = parent.get(id)
    }
  }
  return { self, total }
}

const NOT_SCRIPT = /^\((idle|program|root|garbage collector)\)/

export function topOf(m: Map<string, number>, n: number, keep: (k: string) => boolean = () => true): string {
  return [...m]
    .filter(([k, v]) => v > 0.005 && !NOT_SCRIPT.test(k) && keep(k))
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, v]) => `    ${v.toFixed(3).padStart(7)} ms  ${k}`)
    .join('\n')
}

/** A process's CPU time so far in ms (user + system, from /proc), or NaN. */
function processCpu(pid: number | undefined): number {
  if (!pid) return NaN
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    // utime and stime, fields 14 and 15 of the line (11 and 12 after the name), in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10
  } catch {
    return NaN
  }
}
const serverPid = Number(process.argv.find((a) => a.startsWith('--server-pid='))?.split('=')[1]) || undefined

interface Cost {
  server: number
  setting: Setting
  median: number
  p95: number
  windows: KeyWindow[]
  self: Map<string, number>
  total: Map<string, number>
  others: string
  /** With the partner typing and this writer idle: this page's work per key received. */
  receiving?: PageWork & { others: string; sending: PageWork }
}

/** One page's work per key over a stretch of the partner's typing. */
interface PageWork {
  keys: number
  /** Main-thread CPU per key (trace). */
  cpu: number
  /** That CPU by what started each task. */
  byKind: string
  /** The rendering phases and garbage collection, per key. */
  phases: string
  /** Script per key by function (CPU profile, no trace running). */
  total: Map<string, number>
  self: Map<string, number>
}

/** CPU per key in the page's tasks, by what started each task (a message, a frame, a timer…). */
function cpuByKind(tasks: Task[], keys: number): string {
  const by = new Map<string, number>()
  for (const t of tasks) {
    const k = `${t.kind}${t.what ? ` (${t.what})` : ''}`
    by.set(k, (by.get(k) ?? 0) + t.cpu)
  }
  return [...by].sort((a, b) => b[1] - a[1]).filter(([, v]) => v / keys >= 0.02).map(([k, v]) => `${k} ${(v / keys).toFixed(2)}`).join(', ')
}

/** The rendering phases' wall time per key on the page's main thread (style, layout, paint…; script as a whole). */
const PHASES = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'UpdateLayer', 'HitTest', 'IntersectionObserverController::computeIntersections', 'MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'BlinkGC.AtomicPhase']
function phasesOf(events: TraceEvent[], pid: number, keys: number): string {
  const main = events.find((e) => e.pid === pid && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
  const by = new Map<string, number>()
  for (const e of events) if (main && e.pid === pid && e.tid === main.tid && e.ph === 'X' && PHASES.includes(e.name)) by.set(e.name, (by.get(e.name) ?? 0) + e.dur! / 1000)
  return [...by].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / keys).toFixed(2)}`).join(', ')
}

/** Main-thread CPU of the other processes while this page typed, per key of this page. */
function otherProcesses(events: TraceEvent[], pagePid: number, keys: number): string {
  const names = new Map<string, string>()
  for (const e of events) if (e.name === 'thread_name') names.set(`${e.pid}/${e.tid}`, e.args?.name ?? '')
  const cpu = new Map<string, number>()
  for (const e of events) {
    if (e.ph !== 'X' || e.name !== 'RunTask' || e.pid === pagePid) continue
    const name = names.get(`${e.pid}/${e.tid}`) ?? ''
    if (name !== 'CrRendererMain' && name !== 'CrBrowserMain' && name !== 'VizCompositorThread') continue
    const k = name === 'CrRendererMain' ? 'the other page' : name === 'CrBrowserMain' ? 'browser' : 'compositor'
    cpu.set(k, (cpu.get(k) ?? 0) + (e.tdur ?? 0) / 1000)
  }
  return [...cpu].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${(v / keys).toFixed(2)} ms`).join(', ')
}

/**
 * This writer idle, the partner typing: this page's main-thread CPU per key received (trace), and
 * the script's time per key received by function (CPU profile, no trace running).
 */
async function receiving(writer: Page, partner: Page, cdp: import('playwright-core').CDPSession): Promise<NonNullable<Cost['receiving']>> {
  const keys = 60
  const text = 'Bob writes on in the next scenes, steady and sure. '.repeat(3).slice(0, keys)
  const events = (await collectTrace(cdp, async () => {
    await writer.evaluate(() => console.timeStamp('nw-receiving-page'))
    await partner.evaluate(() => console.timeStamp('nw-sending-page'))
    await partner.keyboard.type(text, { delay: 120 })
    await writer.waitForTimeout(300)
  })) as unknown as TraceEvent[]
  const { tasks, pid } = pageTasks(events, 'nw-receiving-page')
  const sender = pageTasks(events, 'nw-sending-page')
  const partnerCdp = await partner.context().newCDPSession(partner)
  await partnerCdp.send('Profiler.enable')
  await partnerCdp.send('Profiler.setSamplingInterval', { interval: 200 })
  await cdp.send('Profiler.start')
  await partnerCdp.send('Profiler.start')
  await partner.keyboard.type(text, { delay: 120 })
  await writer.waitForTimeout(300)
  const { profile } = (await cdp.send('Profiler.stop')) as { profile: Parameters<typeof byFunction>[0] }
  const { profile: sending } = (await partnerCdp.send('Profiler.stop')) as { profile: Parameters<typeof byFunction>[0] }
  dump(profile, 'receiving')
  dump(sending, 'sending')
  const work = async (t: Task[], p: number, prof: Parameters<typeof byFunction>[0]): Promise<PageWork> => ({ keys, cpu: t.reduce((a, x) => a + x.cpu, 0) / keys, byKind: cpuByKind(t, keys), phases: phasesOf(events, p, keys), ...(await byFunction(prof, keys)) })
  return { ...(await work(tasks, pid, profile)), others: otherProcesses(events, pid, keys), sending: await work(sender.tasks, sender.pid, sending) }
}

function printWork(w: PageWork, what: string, quiet: boolean): void {
  console.log(`  by what started the task, CPU ms per key ${what}: ${w.byKind}`)
  console.log(`  phases (wall; layout forced inside script is counted in both), ms per key ${what}: ${w.phases}`)
  console.log(`  including what it called (the app’s own functions), per key ${what}:`)
  console.log(topOf(w.total, 18, (k) => k.includes('(src/')))
  console.log(`  own time (any code), per key ${what}:`)
  console.log(topOf(w.self, 14))
  if (!quiet) console.log(`  including what it called, all functions, per key ${what}:\n${topOf(w.total, 30)}`)
}

/** Where the writer types: the middle action, or with --way=speech the middle speech. */
const way: 'action' | 'speech' = process.argv.includes('--way=speech') ? 'speech' : 'action'
const WAY_BLOCK = { action: '[data-type="action"]', speech: '[data-type="dialogue"]:not([data-dual])' } as const

async function measure(browser: Browser, baseURL: string, setting: Setting): Promise<Cost> {
  const { doc, comments, script } = realBenchDoc(PAGES)
  const places = placesIn(script.elements)
  const ann = await writerProfile(browser, baseURL, 'Ann')
  const bob = setting === 'alone' || setting === 'shared, nobody joined' ? null : await writerProfile(browser, baseURL, 'Bob')
  try {
    await openSavedDoc(ann.page, baseURL, doc, 'Bench', comments)
    let partnerPage: Page | null = null
    if (bob && setting === 'beside') {
      await openSavedDoc(bob.page, baseURL, doc, 'Bench', comments)
      partnerPage = bob.page
    } else if (setting === 'shared, nobody joined') {
      await shareProject(ann.page)
    } else if (bob) {
      const link = await shareProject(ann.page)
      await bob.page.goto(link)
      await online(bob.page)
      await bob.page.waitForFunction(({ sel, n }) => document.querySelectorAll(sel).length === n, { sel: BLOCKS, n: script.elements.length }, { timeout: 60_000 })
      await ann.page.locator('[data-testid="share-peer"]', { hasText: 'Bob' }).waitFor({ timeout: 30_000 })
      if (setting === 'shared, partner typing') partnerPage = bob.page
    }
    if (bob) await cursorToBlockEnd(bob.page, bob.page.locator(BLOCKS).nth(places.partner))
    await ann.page.waitForTimeout(1500)
    const typing = partnerPage ? keepTyping(partnerPage) : null
    try {
      // Keystroke to paint, as the benchmark measures it.
      const { target } = await middleBlock(ann.page, WAY_BLOCK[way])
      await typeAtEnd(ann.page, target, TYPED_KEYS)
      const lat = stats((await keySamples(ann.page)).map((k) => k.ms))
      await installTypingProbe(ann.page)
      const cdp = await ann.context.newCDPSession(ann.page)
      // The trace: this page's tasks around each keystroke.
      await resetProbe(ann.page)
      const serverBefore = processCpu(serverPid)
      const events = (await collectTrace(cdp, async () => {
        await ann.page.evaluate(() => console.timeStamp('nw-profiled-page'))
        await measureTyping(ann.page, PROFILED_KEYS)
      })) as unknown as TraceEvent[]
      const server = (processCpu(serverPid) - serverBefore) / PROFILED_KEYS
      const { tasks, keydowns, pid } = pageTasks(events, 'nw-profiled-page')
      // The script's functions, profiled with no trace running.
      await resetProbe(ann.page)
      await cdp.send('Profiler.enable')
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 })
      await cdp.send('Profiler.start')
      await measureTyping(ann.page, PROFILED_KEYS)
      const { profile } = (await cdp.send('Profiler.stop')) as { profile: Parameters<typeof byFunction>[0] }
      dump(profile, setting)
      const { self, total } = await byFunction(profile, PROFILED_KEYS)
      const cost: Cost = { server, setting, median: lat.median, p95: lat.p95, windows: keyWindows(tasks, keydowns), self, total, others: otherProcesses(events, pid, keydowns.length) }
      if (typing && setting !== 'beside') {
        await typing.stop()
        cost.receiving = await receiving(ann.page, partnerPage!, cdp)
      }
      return cost
    } finally {
      await typing?.stop()
    }
  } finally {
    await bob?.context.close()
    await ann.context.close()
  }
}

async function main() {
  const args = process.argv.slice(2).filter((a) => !a.startsWith('--'))
  const quiet = process.argv.includes('--quiet')
  const baseURL = args[0] ?? 'http://127.0.0.1:4398/'
  const executablePath = findChromium()
  if (!executablePath) throw new Error(INSTALL_HINT)
  const browser = await chromium.launch({ executablePath, args: [...BENCH_ARGS, ...ON_DEMAND_FRAMES] })
  // --only=shared, partner typing|beside: the settings to run, split by | (alone is always first, the base).
  const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length).split('|').map((s) => s.trim())
  const settings = only ? SETTINGS.filter((s) => s === 'alone' || only.includes(s)) : SETTINGS
  const costs: Cost[] = []
  try {
    for (const setting of settings) costs.push(await measure(browser, baseURL, setting))
  } finally {
    await browser.close()
  }
  const base = costs[0]
  console.log(`\ntyping in the middle ${way} of the ${PAGES}-page script; keystroke → paint as the benchmark measures it, then (traced) keydown → end of its frame`)
  for (const c of costs) {
    const walls = c.windows.map((w) => w.wall).sort((a, b) => a - b)
    const slow = c.windows.filter((w) => w.wall >= percentile(walls, 90))
    console.log(`\n${c.setting}: median ${c.median.toFixed(1)} ms, p95 ${c.p95.toFixed(1)} ms (×${(c.p95 / base.p95).toFixed(2)} alone)`)
    console.log(`  every key:        ${describeWindows(c.windows)}`)
    console.log(`  slowest 10%:      ${describeWindows(slow)}`)
    console.log(`  other processes' main threads, per key: ${c.others}${Number.isNaN(c.server) ? '' : `; the server process ${c.server.toFixed(2)} ms (all its threads)`}`)
    if (!c.receiving) continue
    const r = c.receiving
    console.log(`\n${c.setting}, this writer idle: this page's main-thread CPU ${r.cpu.toFixed(2)} ms per key received (${r.keys} keys); other processes per key: ${r.others}`)
    printWork(r, 'received', quiet)
    console.log(`\n${c.setting}, the partner's page while it typed those keys: main-thread CPU ${r.sending.cpu.toFixed(2)} ms per key typed`)
    printWork(r.sending, 'typed', quiet)
  }
  for (const c of costs.slice(1)) {
    const diff = (m: Map<string, number>, b: Map<string, number>) => new Map([...new Set([...m.keys(), ...b.keys()])].map((k) => [k, (m.get(k) ?? 0) - (b.get(k) ?? 0)]))
    console.log(`\n${c.setting}: script time per key added over alone (CPU profile, ms)`)
    console.log('  including what it called (the app’s own functions):')
    console.log(topOf(diff(c.total, base.total), 18, (k) => k.includes('(src/')))
    console.log('  own time (any code):')
    console.log(topOf(diff(c.self, base.self), 14))
    if (quiet) continue
    console.log('  including what it called, all functions, this setting alone (not a difference):')
    console.log(topOf(c.total, 25))
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  main().catch((e) => {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  })
