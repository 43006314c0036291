import { chromium, type Page } from 'playwright-core'
import { putSavedScript } from '../tests/support/saved-script'
import { generateScript } from './generate-script'
import { stats, type Row } from './stats'

/**
 * Spell check and autocomplete on a 300-page script: typing latency with both on (the method of
 * typing-latency.ts: keydown to the frame that shows the character), the time from typing a
 * misspelled word and a space to the frame that shows its underline, and the first full check of
 * the script after opening it.
 */
const PAGES = 300
const MISSPELLED = ['wrold', 'recieve', 'lettr', 'adress', 'definately', 'seperate', 'occured', 'untill', 'beleive', 'goverment', 'tommorow', 'wierd']

async function loadScript(page: Page, baseURL: string): Promise<number> {
  await page.goto(baseURL)
  await page.locator('.ProseMirror').waitFor()
  await putSavedScript(page, generateScript(PAGES).elements, 'Bench')
  const t0 = Date.now()
  await page.reload()
  await page.locator('.ProseMirror[data-spell="idle"]').waitFor({ timeout: 60_000 })
  return Date.now() - t0
}

async function installProbes(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __js: number[]; __spaceAt: number }
    w.__lat = []
    w.__js = []
    window.addEventListener(
      'keydown',
      (e) => {
        const t0 = performance.now()
        if (e.key === ' ') w.__spaceAt = t0
        requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - t0), 0))
        setTimeout(() => w.__js.push(performance.now() - t0), 0)
      },
      { capture: true },
    )
  })
}

async function measureTyping(page: Page, chars: number) {
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

/** Types " word " like a writer and returns ms from the space's keydown to the underline's frame. */
async function underlineLatency(page: Page, word: string): Promise<number> {
  // No named helpers inside evaluate: tsx would wrap them in a __name() the page does not have.
  await page.evaluate((word) => {
    const w = window as unknown as { __underlined: Promise<number> }
    const editor = document.querySelector('.ProseMirror')!
    const before = [...editor.querySelectorAll('.nw-misspelled')].filter((e) => e.textContent === word).length
    w.__underlined = new Promise<number>((resolve) => {
      const obs = new MutationObserver(() => {
        if ([...editor.querySelectorAll('.nw-misspelled')].filter((e) => e.textContent === word).length <= before) return
        obs.disconnect()
        requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0))
      })
      obs.observe(editor, { subtree: true, childList: true, attributes: true, characterData: true })
    })
  }, word)
  await page.keyboard.type(` ${word} `, { delay: 40 })
  return page.evaluate(async () => {
    const w = window as unknown as { __underlined: Promise<number>; __spaceAt: number }
    const done = await Promise.race([w.__underlined, new Promise<number>((r) => setTimeout(() => r(NaN), 5000))])
    return done - w.__spaceAt
  })
}

export async function runSpellBench(baseURL: string, executablePath: string): Promise<Row[]> {
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  const rows: Row[] = []
  try {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }])
    const page = await context.newPage()
    const firstPass = await loadScript(page, baseURL)
    const count = await page.locator('.ProseMirror [data-type="action"]').count()
    rows.push({ name: `spell check: open → whole script checked, ${PAGES}-page script`, median: firstPass, p95: firstPass, n: 1, note: 'reload to last underline' })

    const target = page.locator('.ProseMirror [data-type="action"]').nth(Math.floor(count / 2))
    await target.scrollIntoViewIfNeeded()
    await target.click()
    await page.keyboard.press('End')
    await installProbes(page)
    await measureTyping(page, 10) // warm-up
    const lat = await measureTyping(page, 60)
    rows.push({ name: `keystroke → paint, ${PAGES}-page script, spell check + autocomplete on`, ...stats(lat.paint) })
    rows.push({ name: `keystroke → handled (JS), ${PAGES}-page script, spell check + autocomplete on`, ...stats(lat.js) })
    const typed = await target.textContent()
    if (!typed?.includes('The rain does not stop')) throw new Error('typed text did not arrive in the editor')
    // The same typing with spell check switched off, for comparison on this machine and moment.
    await page.getByTestId('status-spell').click()
    await page.locator('.ProseMirror[data-spell="off"]').waitFor()
    await target.click()
    await page.keyboard.press('End')
    const off = await measureTyping(page, 60)
    rows.push({ name: `keystroke → paint, ${PAGES}-page script, spell check off (comparison)`, ...stats(off.paint) })
    await page.getByTestId('status-spell').click()
    await page.locator('.ProseMirror[data-spell="idle"]').waitFor()
    await target.click()
    await page.keyboard.press('End')

    const times: number[] = []
    for (const word of MISSPELLED) {
      const t = await underlineLatency(page, word)
      if (Number.isNaN(t)) throw new Error(`"${word}" was never underlined`)
      times.push(t)
      await page.waitForTimeout(150)
    }
    rows.push({ name: `misspelled word + space → underline painted, ${PAGES}-page script`, ...stats(times), note: `${times.length} words` })
    await context.close()
  } finally {
    await browser.close()
  }
  return rows
}
