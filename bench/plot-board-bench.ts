import { chromium, type Page } from 'playwright-core'
import { scriptToDoc } from '../src/screenplay/document'
import { openSavedDoc } from '../tests/support/saved-script'
import { generateScript } from './generate-script'
import { stats, type Row } from './stats'
import { BENCH_ARGS, ON_DEMAND_FRAMES, writerContext } from './typing-probe'

/**
 * Plot board on a 300-page script, with frames on demand (the key's own work, handling to the
 * painted frame; under 16 ms means the result shows in the next 60 Hz frame):
 * - opening the board (Ctrl+Shift+5) with a 22-beat board;
 * - dragging a beat with the keyboard: Space picks it up, an arrow moves it to the next act (the
 *   columns re-lay out), Space drops it and the project takes the change.
 * Each key is timed from keydown to the frame painted after the page's last change for that key
 * (a drag's move lands a render or two after the key), so nothing the key causes is left out.
 */
async function installSettledProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    // No named local functions here: the bench's TypeScript runner would wrap them in a helper the page lacks.
    const w = window as unknown as { __keyAt: number; __settled: number; __frameAfter: () => void }
    w.__keyAt = 0
    w.__settled = 0
    w.__frameAfter = () => void requestAnimationFrame(() => setTimeout(() => (w.__settled = performance.now()), 0))
    window.addEventListener(
      'keydown',
      () => {
        w.__keyAt = performance.now()
        w.__settled = 0
        w.__frameAfter()
      },
      { capture: true },
    )
    // The script's own idle work (page breaks, spell check) goes on beside the board and is not the key's.
    new MutationObserver((records) => {
      if (w.__keyAt && records.some((r) => !(r.target instanceof Node && r.target.parentElement?.closest('.ProseMirror')))) w.__frameAfter()
    }).observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true })
  })
}

/** Presses a key and waits until the page has been quiet for a while; the key's cost to its settled frame. */
async function timedKey(page: Page, key: string): Promise<number> {
  await page.keyboard.press(key)
  await page.waitForTimeout(250)
  return page.evaluate(() => {
    const w = window as unknown as { __keyAt: number; __settled: number }
    const t = w.__settled - w.__keyAt
    w.__keyAt = 0
    return t
  })
}

async function openBenchProject(page: Page, baseURL: string): Promise<number> {
  const doc = scriptToDoc({ elements: generateScript(300).elements })
  await openSavedDoc(page, baseURL, doc, 'Bench')
  await page.locator('.ProseMirror').click()
  // A 22-beat board, made the way a writer makes one.
  await page.keyboard.press('Control+Shift+5')
  await page.getByRole('button', { name: 'Create Plot Board' }).click()
  const dialog = page.getByRole('dialog', { name: 'Create Plot Board' })
  await dialog.getByLabel('Template').selectOption('john-truby-22')
  await dialog.getByRole('button', { name: 'Create Plot Board' }).click()
  await page.getByTestId('beat-card').nth(21).waitFor()
  return page.locator('.ProseMirror [data-type="scene"]').count()
}

export async function runPlotBoardBench(baseURL: string, executablePath: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath, args: [...BENCH_ARGS, ...ON_DEMAND_FRAMES] })
  try {
    const context = await writerContext(browser, baseURL)
    const page = await context.newPage()
    const scenes = await openBenchProject(page, baseURL)
    await installSettledProbe(page)

    const open: number[] = []
    for (let i = 0; i < 25; i++) {
      await page.getByRole('button', { name: 'Close Plot Board' }).click()
      await page.getByTestId('plot-board').waitFor({ state: 'detached' })
      await page.locator('.ProseMirror').click()
      const t = await timedKey(page, 'Control+Shift+5')
      await page.getByTestId('beat-card').nth(21).waitFor()
      if (i >= 3) open.push(t)
    }

    const drag: number[] = []
    const handle = (title: string) => page.getByRole('button', { name: `Move beat ${title}`, exact: true })
    const live = page.locator('[id^="DndLiveRegion"]')
    for (let i = 0; i < 12; i++) {
      // Out to the second act and back again: two drags, three keys each.
      for (const [arrow, to] of [
        ['ArrowRight', 'Act 2'],
        ['ArrowLeft', 'Act 1'],
      ] as const) {
        await handle('Ally or Allies').focus()
        const keys = [await timedKey(page, 'Space'), await timedKey(page, arrow), await timedKey(page, 'Space')]
        const said = (await live.textContent()) ?? ''
        if (!said.includes(`Dropped beat "Ally or Allies" in ${to}`)) throw new Error(`the beat did not land in ${to}: "${said}"`)
        if (i >= 1) drag.push(...keys)
      }
    }
    // The same probe on a small dialog (Go To, Ctrl+G): what any UI action costs on this machine at this moment.
    const reference: number[] = []
    await page.getByRole('button', { name: 'Close Plot Board' }).click()
    for (let i = 0; i < 12; i++) {
      await page.locator('.ProseMirror').click()
      const t = await timedKey(page, 'Control+g')
      await page.getByRole('dialog', { name: 'Go To' }).waitFor()
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'Go To' }).waitFor({ state: 'detached' })
      if (i >= 2) reference.push(t)
    }
    const note = `${scenes} scenes in the script, 22 beats`
    return [
      { name: 'plot board: open (Ctrl+Shift+5) → painted, frames on demand, 300-page script', ...stats(open), note },
      { name: 'plot board: drag a beat by keyboard, each key → settled paint, frames on demand', ...stats(drag), note: `${note}; pick up, move to another act, drop` },
      { name: 'reference: open Go To (Ctrl+G) → settled paint, frames on demand, same script', ...stats(reference), note: 'the cost of a small dialog on this machine now' },
    ]
  } finally {
    await browser.close()
  }
}
