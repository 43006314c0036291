/**
 * `npm run bench`: builds the app, serves it, and measures in headless Chromium and in Node.
 * Prints one table of medians and p95s, then the typing budget as PASS/FAIL lines. Budgets are
 * read from here, not from timed tests.
 *
 * `npm run bench -- typing open` runs only the parts named (typing, dual, shared, paste, open,
 * plot-board, spell, revisions, production, import, node, cli); with no names, all of them.
 */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { fileURLToPath } from 'node:url'
import { dirname, join } from 'node:path'
import { formatTable, type Row } from './stats'
import { runTypingBench } from './typing-latency'
import { runPasteBench } from './paste-freeze'
import { runOpenBench } from './open-bench'
import { runDualTypingBench } from './dual-contd-typing'
import { runSharedTypingBench } from './shared-typing'
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
    ['./streaming-bench.ts', 'runStreamingBench'],
    ['./evaluation-bench.ts', 'runEvaluationBench'],
    ['./reports-bench.ts', 'runReportsBench'],
    ['./production-bench.ts', 'runProductionBench'],
    ['./hear-bench.ts', 'runHearBench'],
    ['./collab-bench.ts', 'runCollabBench'],
    ['./shared-script-bench.ts', 'runSharedScriptBench'],
  ]
  for (const [file, fn] of candidates) {
    if (!existsSync(join(root, 'bench', file))) continue
    const mod = await import(file)
    rows.push(...(await mod[fn]()))
  }
  return rows
}

const PARTS = ['typing', 'dual', 'shared', 'paste', 'open', 'plot-board', 'spell', 'revisions', 'production', 'import', 'node', 'cli'] as const
type Part = (typeof PARTS)[number]

function partsAsked(): Set<Part> {
  const asked = process.argv.slice(2).filter((a) => !a.startsWith('-'))
  const unknown = asked.filter((a) => !(PARTS as readonly string[]).includes(a))
  if (unknown.length) throw new Error(`unknown benchmark ${unknown.join(', ')}; the parts are ${PARTS.join(', ')}`)
  return new Set((asked.length ? asked : PARTS) as Part[])
}

async function main() {
  const parts = partsAsked()
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
  const cliRows = parts.has('cli') ? await runCliBench() : []
  // The projects the benchmarks share live only as long as the run, not in this checkout's data/.
  const dataDir = mkdtempSync(join(tmpdir(), 'nw-bench-data-'))
  const server = spawn(process.execPath, ['dist-node/server.mjs'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir },
    stdio: 'ignore',
    detached: true,
  })
  const rows: Row[] = []
  const verdicts: string[] = []
  const productionVerdicts: string[] = []
  const sharedVerdicts: string[] = []
  try {
    await waitFor(`${baseURL}api/health`)
    if (parts.has('typing')) {
      const typing = await runTypingBench(baseURL, chromium)
      rows.push(...typing.rows)
      verdicts.push(...typing.verdicts)
    }
    if (parts.has('dual')) {
      const dual = await runDualTypingBench(baseURL, chromium)
      rows.push(...dual.rows)
      verdicts.push(...dual.verdicts)
    }
    if (parts.has('shared')) {
      const shared = await runSharedTypingBench(baseURL, chromium, server.pid)
      rows.push(...shared.rows)
      sharedVerdicts.push(...shared.verdicts)
    }
    if (parts.has('paste')) rows.push(...(await runPasteBench(baseURL, chromium)))
    if (parts.has('open')) rows.push(...(await runOpenBench(baseURL, chromium)))
    if (parts.has('plot-board') && existsSync(join(root, 'bench', 'plot-board-bench.ts'))) {
      const { runPlotBoardBench } = await import('./plot-board-bench.ts')
      rows.push(...(await runPlotBoardBench(baseURL, chromium)))
    }
    if (parts.has('spell') && existsSync(join(root, 'bench', 'spell-bench.ts'))) {
      const { runSpellBench } = await import('./spell-bench.ts')
      rows.push(...(await runSpellBench(baseURL, chromium)))
    }
    if (parts.has('revisions') && existsSync(join(root, 'bench', 'revisions-bench.ts'))) {
      const { runRevisionsBench } = await import('./revisions-bench.ts')
      rows.push(...(await runRevisionsBench(baseURL, chromium)))
    }
    if (parts.has('production')) {
      const { runProductionEditorBench } = await import('./production-editor-bench.ts')
      const production = await runProductionEditorBench(baseURL, chromium)
      rows.push(...production.rows)
      productionVerdicts.push(...production.verdicts)
    }
    if (parts.has('import') && existsSync(join(root, 'bench', 'import-bench.ts'))) {
      const { runImportBench } = await import('./import-bench.ts')
      rows.push(...(await runImportBench(baseURL, chromium)))
    }
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM')
    } catch {
      server.kill('SIGTERM')
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (parts.has('node')) rows.push(...(await nodeBenches()))
  rows.push(...cliRows)
  console.log()
  console.log(formatTable(rows))
  if (verdicts.length) {
    console.log('\nTyping budget (frames on demand: p95 < 10 ms at 300 pages and ≤ 1.25× the 1-page p95; 60 Hz: ≥ 99% in the next frame; dual dialogue on page 110 of 120: p95 under one frame):')
    for (const v of verdicts) console.log(v)
  }
  if (sharedVerdicts.length) {
    console.log('\nCo-writing budget (frames on demand, 165 pages: typing with a partner typing a few scenes away, p95 ≤ 1.25× the p95 of the same without collaboration: the script not shared, the partner typing their own copy):')
    for (const v of sharedVerdicts) console.log(v)
  }
  if (productionVerdicts.length) {
    console.log('\nProduction scripts budget (in the editor, 165 pages):')
    for (const v of productionVerdicts) console.log(v)
  }
  if (!parts.has('node')) return
  const { fixturePageCounts, formatCounts, calibrationStarts, formatStarts } = await import('./layout-bench.ts')
  const counts = fixturePageCounts()
  if (counts.length) {
    console.log('\nPage counts of the fixture scripts (body pages, title page not counted):')
    console.log(formatCounts(counts))
    console.log("\nPage starts against Final Draft 11's renders (calibration sets):")
    console.log(formatStarts(calibrationStarts()))
  } else console.log('\n(fixture page counts skipped: ../shared/fixtures not found)')
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  process.exit(1)
})
