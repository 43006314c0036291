import { chromium } from 'playwright-core'
import { nwsFromScript, writeNws } from '../src/project/nws'
import { realBenchDoc } from './real-script'
import { stats, type Row } from './stats'
import { BENCH_ARGS } from './typing-probe'

/**
 * Opening a long `.nws` file from the computer (File → Open from Computer...), as a writer starts
 * the day, timed from the moment the browser hands the file to the page:
 * - first paint: the frame that shows the script's first scene heading;
 * - typing-ready: the end of the last long task (50 ms or more, the browser's own measure of a
 *   task that holds up input) before a quiet second. Every block of the file is checked to be there.
 */
export async function runOpenBench(baseURL: string, executablePath: string, runs = 3): Promise<Row[]> {
  const rows: Row[] = []
  for (const pages of [300]) {
    const { doc, comments, script } = realBenchDoc(pages)
    const file = { ...nwsFromScript(script, { comments: comments.map((c) => ({ ...c, updatedAt: c.createdAt })) }), content: doc }
    const buffer = Buffer.from(writeNws(file))
    const firstHeading = script.elements.find((e) => e.type === 'scene-heading')!.text
    const paint: number[] = []
    const ready: number[] = []
    const browser = await chromium.launch({ executablePath, args: BENCH_ARGS })
    try {
      for (let r = 0; r < runs; r++) {
        const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
        await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }])
        await context.addInitScript(() => {
          localStorage.setItem('welcome-completed', 'true')
          // The upload path: the native pickers cannot be driven from here.
          delete (window as unknown as Record<string, unknown>).showOpenFilePicker
        })
        const page = await context.newPage()
        page.on('dialog', (d) => d.accept())
        await page.goto(baseURL)
        await page.locator('.ProseMirror').waitFor()
        await page.evaluate((heading) => {
          const w = window as unknown as { __open: { t0?: number; paint?: number; longEnd: number } }
          w.__open = { longEnd: 0 }
          document.addEventListener('change', () => (w.__open.t0 ??= performance.now()), { capture: true })
          new PerformanceObserver((list) => {
            for (const e of list.getEntries()) w.__open.longEnd = Math.max(w.__open.longEnd, e.startTime + e.duration)
          }).observe({ type: 'longtask' })
          const seen = new MutationObserver(() => {
            if (w.__open.t0 === undefined || document.querySelector('.ProseMirror [data-type="sceneHeading"]')?.textContent !== heading) return
            seen.disconnect()
            requestAnimationFrame(() => setTimeout(() => (w.__open.paint = performance.now()), 0))
          })
          seen.observe(document.body, { childList: true, subtree: true, characterData: true })
        }, firstHeading)
        const chooser = page.waitForEvent('filechooser')
        await page.getByRole('menuitem', { name: 'File', exact: true }).first().click()
        await page.getByRole('menuitem', { name: 'Open from Computer...' }).first().click()
        await (await chooser).setFiles({ name: 'Long.nws', mimeType: 'application/json', buffer })
        // Settled: painted, and a second without a long task.
        const t = await page.evaluate(async () => {
          const w = window as unknown as { __open: { t0?: number; paint?: number; longEnd: number } }
          const end = performance.now() + 60_000
          while (performance.now() < end) {
            await new Promise((r) => setTimeout(r, 100))
            const o = w.__open
            if (o.t0 !== undefined && o.paint !== undefined && performance.now() - Math.max(o.longEnd, o.paint) > 1000) {
              return { paint: o.paint - o.t0, ready: Math.max(o.paint, o.longEnd) - o.t0 }
            }
          }
          throw new Error('the opened script was not shown within a minute')
        })
        const blocks = await page.locator('.ProseMirror [data-type]:not([data-type="scene"])').count()
        if (blocks !== script.elements.length) throw new Error(`opened ${blocks} blocks, the file has ${script.elements.length}`)
        paint.push(t.paint)
        ready.push(t.ready)
        await context.close()
      }
    } finally {
      await browser.close()
    }
    rows.push({ name: `open a ${pages}-page .nws from the computer: to first paint`, ...stats(paint), note: `${buffer.length >> 10} KB file` })
    rows.push({ name: `open a ${pages}-page .nws from the computer: to typing-ready`, ...stats(ready), note: 'last long task before a quiet second' })
  }
  return rows
}
