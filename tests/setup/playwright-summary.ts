import { writeFileSync } from 'node:fs'
import type { Reporter, TestCase, TestResult, FullResult } from '@playwright/test/reporter'

/** Counts final outcomes (after retries) and writes them for scripts/test.mjs. */
export default class PlaywrightSummary implements Reporter {
  private outcomes = new Map<string, string>()
  onTestEnd(test: TestCase, _result: TestResult) {
    this.outcomes.set(test.id, test.outcome())
  }
  onEnd(result: FullResult) {
    let passed = 0
    let failed = 0
    let skipped = 0
    for (const o of this.outcomes.values()) {
      if (o === 'expected' || o === 'flaky') passed++
      else if (o === 'skipped') skipped++
      else failed++
    }
    if (result.status !== 'passed' && failed === 0 && passed === 0) failed = 1 // global setup or server failed
    const out = process.env.NW_SUMMARY_FILE
    if (out) writeFileSync(out, JSON.stringify({ passed, failed, skipped }))
    console.log(`browser: ${passed} passed, ${failed} failed, ${skipped} skipped`)
  }
}
