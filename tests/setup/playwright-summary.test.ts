import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FullResult, TestCase, TestResult } from '@playwright/test/reporter'
import PlaywrightSummary from './playwright-summary'

const test = (id: string, outcome: ReturnType<TestCase['outcome']>, title: string) =>
  ({ id, outcome: () => outcome, titlePath: () => ['', '', 'shell.spec.ts', title] }) as unknown as TestCase

function summarise(tests: TestCase[]) {
  const file = join(mkdtempSync(join(tmpdir(), 'nw-summary-')), 'browser.json')
  vi.stubEnv('NW_SUMMARY_FILE', file)
  const log = vi.spyOn(console, 'log').mockImplementation(() => {})
  const r = new PlaywrightSummary()
  for (const t of tests) r.onTestEnd(t, {} as TestResult)
  r.onEnd({ status: 'passed' } as FullResult)
  const printed = log.mock.calls.map((c) => String(c[0]))
  return { counts: JSON.parse(readFileSync(file, 'utf8')) as { passed: number; failed: number; flaky: string[]; newFlaky: string[] }, printed }
}

afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

describe('the browser-test summary', () => {
  it('names a test that passed only on its retry as flaky, and a new flaky test fails the run', () => {
    const { counts, printed } = summarise([test('a', 'expected', 'menus open'), test('b', 'flaky', 'escape closes the topmost')])
    expect(counts.passed).toBe(1)
    expect(counts.failed).toBe(1)
    expect(counts.newFlaky).toEqual(['shell.spec.ts › escape closes the topmost'])
    expect(printed[0]).toBe('browser: 1 passed, 1 failed, 0 skipped, 1 flaky')
    expect(printed[1]).toContain('flaky (new: counted as failed): shell.spec.ts › escape closes the topmost')
  })

  it('counts a clean run as passed with no flaky line', () => {
    const { counts, printed } = summarise([test('a', 'expected', 'one'), test('b', 'expected', 'two')])
    expect(counts).toMatchObject({ passed: 2, failed: 0, flaky: [] })
    expect(printed).toEqual(['browser: 2 passed, 0 failed, 0 skipped, 0 flaky'])
  })
})
