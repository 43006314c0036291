import { chromium, type Page } from 'playwright-core'
import { openSavedScript } from '../tests/support/saved-script'
import { generateScript } from './generate-script'
import { stats, type Row } from './stats'

/**
 * Keystroke-to-next-paint latency (reference/PERF-NOTES.md method): from keydown (capture) to a
 * setTimeout(0) queued inside the next requestAnimationFrame, i.e. until the frame that shows the
 * character. The script is opened the way a writer reopens it: from the browser's local save.
 */

async function installProbe(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __js: number[] }
    w.__lat = []
    w.__js = []
    window.addEventListener(
      'keydown',
      () => {
        const t0 = performance.now()
        // Until the frame that shows the character has painted.
        requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t0), 0))
        // Until the editor has handled the key (keypress, input, transaction, DOM update): main-thread work only.
        setTimeout(() => w.__js.push(performance.now() - t0), 0)
      },
      { capture: true },
    )
  })
}

async function measureTyping(page: Page, chars: number): Promise<{ paint: number[]; js: number[] }> {
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __js: number[] }
    w.__lat = []
    w.__js = []
  })
  const text = 'The rain does not stop, and neither does she, walking on. '.repeat(4).slice(0, chars)
  await page.keyboard.type(text, { delay: 40 })
  await page.waitForTimeout(300)
  return page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __js: number[] }
    return { paint: w.__lat, js: w.__js }
  })
}

export async function runTypingBench(baseURL: string, executablePath: string): Promise<Row[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const rows: Row[] = []
  try {
    for (const pages of [1, 300]) {
      const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
      await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }])
      const page = await context.newPage()
      await openSavedScript(page, baseURL, generateScript(pages).elements, 'Bench')
      const count = await page.locator('.ProseMirror [data-type="action"]').count()
      const target = page.locator('.ProseMirror [data-type="action"]').nth(Math.floor(count / 2))
      await target.scrollIntoViewIfNeeded()
      await target.click()
      await page.keyboard.press('End')
      await installProbe(page)
      await measureTyping(page, 10) // warm-up
      const lat = await measureTyping(page, 60)
      rows.push({ name: `keystroke → paint, ${pages}-page script`, ...stats(lat.paint), note: `${count} action blocks` })
      rows.push({ name: `keystroke → handled (JS), ${pages}-page script`, ...stats(lat.js) })
      // The text must have landed: nothing dropped while measuring.
      const typed = await target.textContent()
      if (!typed?.includes('The rain does not stop')) throw new Error('typed text did not arrive in the editor')
      await context.close()
    }
  } finally {
    await browser.close()
  }
  return rows
}
