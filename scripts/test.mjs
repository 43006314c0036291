#!/usr/bin/env node
// `npm test`: the linter and unit tests (Vitest), with the app built beside them, then browser tests
// (Playwright in a real Chromium), ending with one plain line `N passed, N failed` over all, which
// is what CI reads.
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { findChromium, INSTALL_HINT } from './find-chromium.mjs'

const args = process.argv.slice(2)
const e2eOnly = args.includes('--e2e-only')
const unitOnly = args.includes('--unit-only')
const extra = args.filter((a) => !a.startsWith('--'))

const chromium = findChromium()
if (!chromium && !unitOnly) {
  console.error(INSTALL_HINT)
  console.log('0 passed, 1 failed')
  process.exit(1)
}

const dir = mkdtempSync(join(tmpdir(), 'nw-test-'))
const bin = (name) => join('node_modules', '.bin', name)
const totals = { passed: 0, failed: 0, skipped: 0 }
/** Browser tests that passed only on their retry; a new one has already been counted as failed. */
const flaky = []

function run(label, cmd, cmdArgs, env = {}) {
  const file = join(dir, `${label}.json`)
  const r = spawnSync(cmd, cmdArgs, { stdio: 'inherit', env: { ...process.env, NO_COLOR: '1', NW_SUMMARY_FILE: file, ...env } })
  if (existsSync(file)) {
    const s = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += s.passed
    totals.failed += s.failed
    totals.skipped += s.skipped
    for (const f of s.flaky ?? []) flaky.push({ title: f, known: !(s.newFlaky ?? []).includes(f) })
  } else if (r.status !== 0) {
    totals.failed += 1 // the runner itself failed before counting anything
  }
  return r.status === 0
}

/**
 * Runs a command beside the unit tests, its output kept and printed when it ends, so the unit
 * tests' report stays readable. On a two-core machine the unit tests leave a core idle while they
 * wait on their servers and timers; the linter and the app's build use that time.
 */
function inBackground(cmd, cmdArgs) {
  return new Promise((resolve) => {
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } })
    let out = ''
    child.stdout.on('data', (d) => (out += d))
    child.stderr.on('data', (d) => (out += d))
    child.on('error', (e) => resolve({ status: 1, out: out + String(e) }))
    child.on('close', (status) => resolve({ status, out }))
  })
}

// NW_DIST lets two checkouts' runs share a machine without overwriting each other's build.
const building = unitOnly ? null : inBackground(bin('vite'), ['build', '--logLevel', 'warn', '--outDir', process.env.NW_DIST || 'dist'])
if (!e2eOnly) {
  // The layers of the code are checked like any other rule: the linter counts as one test.
  const linting = inBackground(bin('eslint'), ['.', '--quiet'])
  run('unit', bin('vitest'), ['run', '--reporter=default', '--reporter=./tests/setup/summary-reporter.ts', ...extra])
  const lint = await linting
  if (lint.status === 0) {
    console.log('lint: passed')
    totals.passed += 1
  } else {
    process.stdout.write(lint.out)
    console.log('lint: failed')
    totals.failed += 1
  }
}
if (!unitOnly) {
  const built = await building
  if (built.out.trim()) process.stdout.write(built.out)
  // The browser tests run the bundled server (dist-node/), as `npm start` does.
  const builtServer = built.status === 0 && spawnSync(process.execPath, ['scripts/build-node.mjs'], { stdio: 'inherit' })
  if (built.status !== 0 || builtServer.status !== 0) {
    console.error('The app did not build, so the browser tests could not run.')
    totals.failed += 1
  } else {
    run('browser', bin('playwright'), ['test', ...extra], { CHROMIUM_PATH: chromium })
  }
}
if (totals.skipped) console.log(`(${totals.skipped} skipped)`)
// Flaky tests are named right above the summary line: a pass on retry is not a quiet pass.
for (const f of flaky) console.log(`flaky${f.known ? ' (known, tests/known-flaky.json)' : ' (new: fails the run)'}: ${f.title}`)
console.log(`${totals.passed} passed, ${totals.failed} failed`)
process.exit(totals.failed > 0 ? 1 : 0)
