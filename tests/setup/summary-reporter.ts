import { writeFileSync } from 'node:fs'
import type { Reporter, TestModule } from 'vitest/node'

/** Writes the unit-test counts where scripts/test.mjs adds them to the browser-test counts. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const m of modules) {
      if (m.state() === 'failed' && [...m.children.allTests()].length === 0) failed++ // a file that failed to load
      for (const t of m.children.allTests()) {
        const s = t.result().state
        if (s === 'passed') passed++
        else if (s === 'failed') failed++
        else skipped++
      }
    }
    const out = process.env.NW_SUMMARY_FILE
    if (out) writeFileSync(out, JSON.stringify({ passed, failed, skipped }))
    console.log(`unit: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }
}
