/**
 * `npm run bench`: builds the app, serves it, and measures in headless Chromium and in Node.
 * Prints one table of medians and p95s. Budgets are read from this table, not from timed tests.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { formatTable, type Row } from './stats'
import { runTypingBench } from './typing-latency'
import { runPasteBench } from './paste-freeze'
// @ts-expect-error plain JS helper shared with the test runner
import { findChromium, INSTALL_HINT } from '../scripts/find-chromium.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.BENCH_PORT ?? 4399)
const baseURL = `http://127.0.0.1:${port}/`

async function waitFor(url: string, ms = 30000) {
  const end = Date.now() + ms
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`server did not start at ${url}`)
}

/** Node-side benchmarks other parts of the product register by exporting a run*Bench function. */
async function nodeBenches(): Promise<Row[]> {
  const rows: Row[] = []
  const candidates: [string, string][] = [
    ['./fountain-bench.ts', 'runFountainBench'],
    ['./layout-bench.ts', 'runLayoutBench'],
    ['./pdf-import-bench.ts', 'runPdfImportBench'],
    ['./analysis-bench.ts', 'runAnalysisBench'],
    ['./reports-bench.ts', 'runReportsBench'],
    ['./hear-bench.ts', 'runHearBench'],
  ]
  for (const [file, fn] of candidates) {
    if (!existsSync(join(root, 'bench', file))) continue
    const mod = await import(file)
    rows.push(...(await mod[fn]()))
  }
  return rows
}

async function main() {
  const chromium = findChromium()
  if (!chromium) throw new Error(INSTALL_HINT)
  const build = spawnSync(join(root, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' })
  if (build.status !== 0) throw new Error('build failed')
  // The bundled server, as `npm start` runs it.
  const serverBuild = spawnSync(process.execPath, ['scripts/build-node.mjs'], { cwd: root, stdio: 'inherit' })
  if (serverBuild.status !== 0) throw new Error('server build failed')
  // Whole processes first, while this process is small and idle: after the other benchmarks its
  // heap is large, and its collector's background threads compete for the second core with the
  // commands being timed.
  const { runCliBench } = await import('./cli-bench.ts')
  const cliRows = await runCliBench()
  const server = spawn(process.execPath, ['dist-node/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: 'ignore',
    detached: true,
  })
  const rows: Row[] = []
  try {
    await waitFor(`${baseURL}api/health`)
    rows.push(...(await runTypingBench(baseURL, chromium)))
    rows.push(...(await runPasteBench(baseURL, chromium)))
    if (existsSync(join(root, 'bench', 'plot-board-bench.ts'))) {
      const { runPlotBoardBench } = await import('./plot-board-bench.ts')
      rows.push(...(await runPlotBoardBench(baseURL, chromium)))
    }
    if (existsSync(join(root, 'bench', 'spell-bench.ts'))) {
      const { runSpellBench } = await import('./spell-bench.ts')
      rows.push(...(await runSpellBench(baseURL, chromium)))
    }
    if (existsSync(join(root, 'bench', 'revisions-bench.ts'))) {
      const { runRevisionsBench } = await import('./revisions-bench.ts')
      rows.push(...(await runRevisionsBench(baseURL, chromium)))
    }
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      server.kill('SIGTERM')
    }
  }
  rows.push(...(await nodeBenches()), ...cliRows)
  console.log()
  console.log(formatTable(rows))
  const { fixturePageCounts, formatCounts, calibrationStarts, formatStarts } = await import('./layout-bench.ts')
  const counts = fixturePageCounts()
  if (counts.length) {
    console.log('\nPage counts of the fixture scripts (body pages, title page not counted):')
    console.log(formatCounts(counts))
    console.log("\nPage starts against Final Draft 11's renders (calibration sets):")
    console.log(formatStarts(calibrationStarts()))
  } else console.log('\n(fixture page counts skipped: ../shared/fixtures not found)')
  const row = (mode: string, pages: number) => rows.find((r) => r.name === `keystroke → paint (${mode}), ${pages}-page script`)
  const [one, long, work] = [row('next 60 Hz frame', 1), row('next 60 Hz frame', 300), row('frames on demand', 300)]
  if (one && long && work) {
    console.log()
    console.log(`60 Hz frames: 300-page p95 / 1-page p95 = ${(long.p95 / one.p95).toFixed(2)} (goal ≤ 1.25)`)
    console.log(`frames on demand: 300-page p95 ${work.p95.toFixed(1)} ms, every feature on (budget < 16 ms: ${work.p95 < 16 ? 'met' : 'NOT met'})`)
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
