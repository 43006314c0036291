/**
 * Whole-process timings, as a writer meets them: `nightwriter --help`, PDF export of a ~120-page
 * script through `nightwriter convert` beside afterwriting's command line on the same Fountain,
 * and `npm start` until the first page is served (web app already built, as after a first start).
 * Every run is a fresh Node process. Run alone: `npx tsx bench/cli-bench.ts`.
 */
import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { generateScript } from '../src/screenplay/layout/sample-script'
import { toFountain } from './layout-bench'
import { formatTable, stats, type Row } from './stats'
// @ts-expect-error plain JS build script shared with `npm run build`
import { buildNode } from '../scripts/build-node.mjs'

const require = createRequire(import.meta.url)
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const BIN = join(root, 'bin', 'nightwriter.cjs')

function timeProcess(args: string[], runs: number, env: NodeJS.ProcessEnv = process.env): number[] {
  return timeTurnAbout([args], runs, env)[0]
}

/**
 * Commands timed turn about, each a fresh process, so a shared machine's slow moments fall on all
 * alike and the ratio between them holds even when the absolute times drift.
 */
function timeTurnAbout(commands: string[][], runs: number, env: NodeJS.ProcessEnv = process.env): number[][] {
  for (const args of commands) execFileSync(process.execPath, args, { stdio: 'ignore', env }) // warm the file cache
  const times = commands.map((): number[] => [])
  for (let i = 0; i < runs; i++) {
    commands.forEach((args, k) => {
      const t = performance.now()
      execFileSync(process.execPath, args, { stdio: 'ignore', timeout: 120_000, env })
      times[k].push(performance.now() - t)
    })
  }
  return times
}

function pdfPages(file: string): number {
  try {
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1])
  } catch {
    return NaN // pdfinfo absent
  }
}

/** `npm start` until `/` answers 200, then the server is stopped. */
async function timeNpmStart(port: number): Promise<number> {
  const t = performance.now()
  const child = spawn('npm', ['start'], { cwd: root, env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' }, stdio: 'ignore', detached: true })
  try {
    for (;;) {
      if (performance.now() - t > 120_000) throw new Error('npm start did not serve a page within 2 minutes')
      try {
        const r = await fetch(`http://127.0.0.1:${port}/`)
        if (r.ok) {
          await r.text()
          return performance.now() - t
        }
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 5))
    }
  } finally {
    try {
      process.kill(-child.pid!, 'SIGTERM')
    } catch {
      child.kill('SIGTERM')
    }
    await new Promise((r) => setTimeout(r, 300))
  }
}

export async function runCliBench(): Promise<Row[]> {
  await buildNode()
  const rows: Row[] = []
  const help = timeProcess([BIN, '--help'], 10)
  rows.push({ name: 'cli: `nightwriter --help`, whole process', ...stats(help), note: `target < 300 ms: ${stats(help).median < 300 ? 'met' : 'NOT met'}` })

  const dir = mkdtempSync(join(tmpdir(), 'nw-cli-bench-'))
  try {
    const src = join(dir, 'script.fountain')
    writeFileSync(src, toFountain(generateScript(120, 2)))
    const ours = join(dir, 'ours.pdf')
    const theirs = join(dir, 'afterwriting.pdf')
    const oursArgs = [BIN, 'convert', src, ours]
    const theirArgs = [require.resolve('afterwriting/awc.js'), '--source', src, '--pdf', theirs, '--overwrite']
    // A machine behind a proxy may set NODE_EXTRA_CA_CERTS, and Node then reads and parses the whole
    // certificate bundle as every process starts (30 ms here), though neither command goes on the
    // network. Both commands run with the machine's environment, and again without it, as on a
    // writer's own computer.
    const environments: [string, NodeJS.ProcessEnv][] = [['', process.env]]
    if (process.env.NODE_EXTRA_CA_CERTS) {
      const { NODE_EXTRA_CA_CERTS: _, ...plain } = process.env
      environments[0][0] = ', NODE_EXTRA_CA_CERTS set (this machine)'
      environments.push([', without NODE_EXTRA_CA_CERTS (as on a writer\'s computer)', plain])
    }
    for (const [where, env] of environments) {
      let awTimes: number[] | null = null
      let oursTimes: number[]
      try {
        ;[oursTimes, awTimes] = timeTurnAbout([oursArgs, theirArgs], 9, env)
      } catch (e) {
        oursTimes = timeProcess(oursArgs, 9, env)
        rows.push({ name: 'afterwriting: CLI PDF export', median: NaN, p95: NaN, n: 0, note: `afterwriting CLI failed: ${(e as Error).message.split('\n')[0]}` })
      }
      rows.push({ name: `cli: \`nightwriter convert\` .fountain → .pdf (${pdfPages(ours)} PDF pages), whole process${where}`, ...stats(oursTimes), note: 'Courier Prime embedded' })
      if (awTimes) {
        const ratio = stats(awTimes).median / stats(oursTimes).median
        rows.push({
          name: `afterwriting: CLI PDF export, same script (${pdfPages(theirs)} PDF pages), whole process${where}`,
          ...stats(awTimes),
          note: `ours is ${ratio.toFixed(1)}× faster (target ≥ 5×: ${ratio >= 5 ? 'met' : 'NOT met'}); the two run turn about`,
        })
      }
    }
    const timing = timeProcess([BIN, 'timing', src, '--json'], 9)
    const scenes = (JSON.parse(execFileSync(process.execPath, [BIN, 'timing', src, '--json'], { encoding: 'utf8' })) as { scenes: unknown[] }).scenes.length
    rows.push({ name: `cli: \`nightwriter timing --json\` on the same script (${scenes} scenes), whole process`, ...stats(timing), note: 'one pagination, then reading time per scene' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }

  const port = Number(process.env.BENCH_START_PORT ?? 4398)
  await timeNpmStart(port) // the first start may build what is missing; the rows time later starts
  const starts: number[] = []
  for (let i = 0; i < 3; i++) starts.push(await timeNpmStart(port))
  rows.push({ name: '`npm start` → first page served (app built)', ...stats(starts), note: 'includes npm itself' })
  return rows
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  console.log(formatTable(await runCliBench()))
}
