import { chromium } from 'playwright-core'
import { stats, type Row } from './stats'

/**
 * How long a 1 MB paste blocks the page: from dispatching the paste event until a task queued
 * behind it runs and the next frame paints.
 */
export async function runPasteBench(baseURL: string, executablePath: string, runs = 3): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] })
  const samples: number[] = []
  try {
    for (let r = 0; r < runs; r++) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
      const page = await context.newPage()
      await page.goto(baseURL)
      await page.locator('.ProseMirror').click()
      const ms = await page.evaluate(async () => {
        const para = 'The quick brown fox jumps over the lazy dog while the rain keeps falling on the tin roof.'
        const lines: string[] = []
        for (let i = 0, size = 0; size < 1_000_000; i++) {
          const l = i % 10 === 0 ? `INT. ROOM ${i} - DAY` : `${para} ${i}`
          lines.push(l)
          size += l.length + 2
        }
        const dt = new DataTransfer()
        dt.setData('text/plain', lines.join('\n\n'))
        const t0 = performance.now()
        document.querySelector('.ProseMirror')!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true }))
        await new Promise((res) => requestAnimationFrame(() => setTimeout(res, 0)))
        return performance.now() - t0
      })
      samples.push(ms)
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return [{ name: 'paste 1 MB of text: page blocked until next paint', ...stats(samples), note: 'budget ≈ 1000 ms' }]
}
