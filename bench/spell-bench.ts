import { chromium, type Page } from 'playwright-core'
import { putSavedScript } from '../tests/support/saved-script'
import { generateScript } from './generate-script'
import { stats, type Row } from './stats'
import { BENCH_ARGS, middleAction, ON_DEMAND_FRAMES, typeAtEnd, writerContext } from './typing-probe'

/**
 * Spell check on a 300-page script: the first full check after opening it, typing latency with it on
 * and off in the same page (frames on demand, so the difference is the work spell checking adds),
 * and the time from typing a misspelled word and a space to the frame that shows its underline.
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
  const browser = await chromium.launch({ executablePath, args: [...BENCH_ARGS, ...ON_DEMAND_FRAMES] })
  const rows: Row[] = []
  try {
    const context = await writerContext(browser, baseURL)
    const page = await context.newPage()
    const firstPass = await loadScript(page, baseURL)
    rows.push({ name: `spell check: open → whole script checked, ${PAGES}-page script`, median: firstPass, p95: firstPass, n: 1, note: 'reload to last underline' })

    const { target } = await middleAction(page)
    const on = await typeAtEnd(page, target, 120)
    rows.push({ name: `keystroke → paint (frames on demand), ${PAGES}-page script, spell check on`, ...stats(on) })
    // The same typing with spell check switched off, for comparison on this machine and moment.
    await page.getByTestId('status-spell').click()
    await page.locator('.ProseMirror[data-spell="off"]').waitFor()
    const off = await typeAtEnd(page, target, 120)
    rows.push({ name: `keystroke → paint (frames on demand), ${PAGES}-page script, spell check off`, ...stats(off), note: 'comparison' })
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
