import { test, expect, type Page } from './test'
import { clickToScriptEnd, EDITOR, giveConsent, menu, openEditor, paste } from './helpers'

/** Where the screenshots of the writing view are kept (NW_SCREENSHOTS overrides it). */
const SHOTS = process.env.NW_SCREENSHOTS ?? 'test-results/screenshots'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))
test.use({ viewport: { width: 1200, height: 800 } })

/** A script of `scenes` scenes, pasted as Fountain: a heading, two lines of action, a short speech. */
function longScript(scenes: number, action = 'Rain beads on the glass while the kettle starts to sing.'): string {
  const out: string[] = []
  for (let i = 1; i <= scenes; i++) out.push(`INT. FLAT ${i} - NIGHT`, '', action, '', 'Mara counts the cups and sets two out.', '', 'MARA', 'Not yet.', '')
  return out.join('\n')
}

/** Longer than the editor waits after a keystroke before it lays the pages out again. */
const LAYOUT_PAUSE_MS = 250

/** The caret's box in the window; in an empty line, the line's own box. */
function caretRect(page: Page) {
  return page.evaluate(() => {
    const sel = window.getSelection()!
    const n = sel.anchorNode!
    const block = (n instanceof Element ? n : n.parentElement)!.closest('[data-type]:not([data-type="scene"])')!
    const r = block.textContent ? sel.getRangeAt(0).getBoundingClientRect() : block.getBoundingClientRect()
    return { top: r.top, bottom: r.bottom, viewport: window.innerHeight }
  })
}

async function pasteLongScript(page: Page, scenes: number, action?: string) {
  await openEditor(page)
  await paste(page, { text: longScript(scenes, action) })
  await expect(page.locator(`${EDITOR} [data-type="sceneHeading"]`)).toHaveCount(scenes)
}

test('typing at the end of a long script, the caret line never sinks into the bottom third of the window', async ({ page }) => {
  await pasteLongScript(page, 60)
  await clickToScriptEnd(page)
  const lowest: number[] = []
  // Sixty short lines: what moves the page is the Enter, and under a loaded machine 2,700 keys
  // typed through the browser's debugging protocol took longer than the test may run. After each
  // line the writer pauses long enough for the page to be laid out again: a page break drawn in
  // above the line pushes it down by a page's margins, and it must still not sink.
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Enter')
    await page.keyboard.type(`Line ${i}.`)
    await page.waitForTimeout(LAYOUT_PAUSE_MS)
    const r = await caretRect(page)
    lowest.push(r.bottom / r.viewport)
    expect(r.bottom, `line ${i}`).toBeLessThanOrEqual((r.viewport * 2) / 3)
    expect(r.top, `line ${i}`).toBeGreaterThan(0)
  }
  // The page did move under it: the last lines were written well below where the first began.
  expect(await page.locator('.nw-workspace').evaluate((w) => w.scrollTop)).toBeGreaterThan(1000)
  console.log(`caret bottom, lowest of 60 lines: ${(Math.max(...lowest) * 100).toFixed(1)} % of the window height`)
})

test('a writer who scrolls away with the wheel right after a paste stays where they scrolled while the pages are laid out', async ({ page }) => {
  await openEditor(page)
  const workspace = page.locator('.nw-workspace')
  const scrollTop = () => workspace.evaluate((w) => w.scrollTop)
  // Every place the window is scrolled to from the writer's first turn of the wheel on.
  await workspace.evaluate((w) => {
    const seen: number[] = ((window as unknown as { seen: number[] }).seen = [])
    let wheeled = false
    document.addEventListener('wheel', () => (wheeled = true), { capture: true, passive: true })
    w.addEventListener('scroll', () => wheeled && seen.push(w.scrollTop), { passive: true })
  })
  await paste(page, { text: longScript(40) })
  // At once, before the new pages are drawn: the wheel, back to the top. The browser scrolls on
  // its own thread and hands the page the distance, not the place: a wheel turned while the page
  // is settling its own scroll (the pasted scenes taking their real heights) can stop a few
  // hundred pixels short of the top, and the writer turns the wheel again. So does this test.
  await page.mouse.move(600, 400)
  await expect(async () => {
    if ((await scrollTop()) !== 0) await page.mouse.wheel(0, -1_000_000)
    expect(await scrollTop()).toBe(0)
  }).toPass()
  await expect(page.locator(`${EDITOR} [data-type="sceneHeading"]`)).toHaveCount(40)
  // Longer than the caret is followed after a change and than the drawing of the far pages waits.
  await page.waitForTimeout(1500)
  expect(await scrollTop()).toBe(0)
  // Never taken back towards the caret at the end, not even for a moment between two turns: from
  // the first turn on, the window only ever moves up. (The first places seen can be far down: the
  // browser starts the wheel's own scroll before the page hears of the wheel, and on a busy
  // machine the page hears of it late, while that scroll is still on its way up.)
  const seen = await page.evaluate(() => (window as unknown as { seen: number[] }).seen)
  const movesDown = seen.slice(1).map((top, i) => top - seen[i])
  expect(Math.max(0, ...movesDown), `the window's places from the first turn of the wheel on: ${seen.join(', ')}`).toBeLessThan(800)
  await expect(page.locator(`${EDITOR} .nw-page-number`).last()).toHaveText(/^\d+\.$/)
})

test('typewriter scrolling outside focus mode holds the caret line at one height across Enter presses, and is remembered', async ({ page }) => {
  await pasteLongScript(page, 20)
  await clickToScriptEnd(page)
  await menu(page, 'View', 'Typewriter Scrolling')
  await expect(page.locator('.nw-app')).toHaveClass(/nw-typewriter/)
  // Not focus mode: the menus and the status bar stay.
  await expect(page.getByRole('menubar')).toBeVisible()
  await expect(page.locator('.nw-app')).not.toHaveClass(/nw-focus/)
  await page.locator(EDITOR).focus()
  const first = await (async () => {
    await page.keyboard.press('Enter')
    await page.keyboard.type('The first line held at the writing height.')
    // Measured once it holds still: the pages above it are drawn in as the writer pauses, and the
    // line is brought back to its height in the frame after.
    let y = NaN
    await expect
      .poll(
        async () => {
          const last = y
          y = (await caretRect(page)).top
          return y / 800 > 0.3 && Math.abs(y - last) < 1
        },
        { message: 'caret at 40 % of the window, and still', intervals: [200] },
      )
      .toBe(true)
    return y
  })()
  const ys: number[] = []
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Enter')
    await page.keyboard.press('Control+2')
    await page.keyboard.type(`Line ${i}: the page moves up.`)
    let y = 0
    await expect.poll(async () => Math.abs((y = (await caretRect(page)).top) - first)).toBeLessThanOrEqual(3)
    ys.push(y)
  }
  expect(Math.max(...ys) - Math.min(...ys)).toBeLessThanOrEqual(3)
  await page.screenshot({ path: `${SHOTS}/typewriter.png` })

  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect(page.locator('.nw-app')).toHaveClass(/nw-typewriter/)
  await menu(page, 'View', 'Typewriter Scrolling')
  await expect(page.locator('.nw-app')).not.toHaveClass(/nw-typewriter/)
})

test('a spelling popup opened at the bottom edge of the window opens above the word, fully inside the window', async ({ page }) => {
  // 'teh' has a long list of suggestions: too tall to fit under a word near the bottom.
  await pasteLongScript(page, 30, 'Mara finds teh letter under the kettle.')
  // The whole script checked, every underline drawn.
  await expect(page.locator(EDITOR)).toHaveAttribute('data-spell', 'idle')
  await expect(page.locator(`${EDITOR} .nw-misspelled`).first()).toBeAttached()
  // Back to the first page; then the lowest underlined word still fully on screen, near the bottom edge.
  await page.mouse.move(600, 400)
  await page.mouse.wheel(0, -1_000_000)
  await expect.poll(() => page.locator('.nw-workspace').evaluate((w) => w.scrollTop)).toBe(0)
  const lowestOnScreen = () =>
    page.evaluate(() => {
      const bottom = document.querySelector('.nw-workspace')!.getBoundingClientRect().bottom
      const words = [...document.querySelectorAll('.ProseMirror .nw-misspelled')].map((e) => e.getBoundingClientRect())
      let best = -1
      words.forEach((r, i) => {
        if (r.bottom <= bottom - 2 && (best < 0 || r.bottom > words[best].bottom)) best = i
      })
      return { index: best, bottom: best < 0 ? 0 : words[best].bottom }
    })
  // Scenes off screen are drawn once they come into view: wait until the page under the window is.
  let lowest = { index: -1, bottom: 0 }
  await expect.poll(async () => (lowest = await lowestOnScreen()).bottom).toBeGreaterThan(800 - 160)
  const word = page.locator(`${EDITOR} .nw-misspelled`).nth(lowest.index)
  const w = (await word.boundingBox())!
  await word.click()
  const popup = page.getByTestId('spell-popup')
  await expect(popup.getByRole('menuitem', { name: 'the', exact: true })).toBeVisible()
  expect(await popup.getByRole('menuitem').count()).toBeGreaterThanOrEqual(6)
  await expect
    .poll(async () => {
      const p = (await popup.boundingBox())!
      return p.y >= 0 && p.x >= 0 && p.y + p.height <= 800 && p.x + p.width <= 1200 && p.y + p.height <= w.y
    })
    .toBe(true)
})
