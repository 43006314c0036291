import { test, expect, type BrowserContext, type Page } from './test'
import { blocks, clickToScriptEnd, EDITOR, giveConsent } from './helpers'
import { readSavedCopy } from '../support/saved-copy'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const banner = (page: Page) => page.getByTestId('read-only-banner')

/** The text of the browser's saved copy, as a reload would read it. */
async function savedCopyText(page: Page): Promise<string> {
  const saved = await readSavedCopy(page)
  return saved ? JSON.stringify(saved.project.content) : ''
}

/** Tab A types `typed` and has it saved; tab B then opens the same script, read-only. */
async function editingAndWaitingTab(context: BrowserContext, typed: string): Promise<{ a: Page; b: Page }> {
  const a = await context.newPage()
  await a.goto('/')
  await a.locator(EDITOR).click()
  await a.keyboard.type(typed)
  await expect.poll(() => savedCopyText(a)).toContain(typed)
  const b = await context.newPage()
  await b.goto('/')
  await b.locator(EDITOR).waitFor()
  await expect(banner(b)).toBeVisible()
  return { a, b }
}

test('two tabs typing in turn: the later tab is read-only and says why; taking over keeps both edits, also after a reload', async ({ context }) => {
  const { a, b } = await editingAndWaitingTab(context, 'Typed in tab A.')
  await expect(banner(b)).toContainText('open for editing in another tab')
  await expect.poll(() => blocks(b)).toEqual([['action', 'Typed in tab A.']])
  // Typing in the read-only tab changes nothing.
  await b.locator(EDITOR).click()
  await b.keyboard.type('Lost?')
  expect(await blocks(b)).toEqual([['action', 'Typed in tab A.']])
  await expect(banner(a)).toHaveCount(0)

  // A keeps typing, then B takes over: B opens with everything A typed, and A turns read-only.
  await a.bringToFront()
  await clickToScriptEnd(a, a.locator('[data-type="action"]'))
  await a.keyboard.type(' More from A.')
  await b.bringToFront()
  await banner(b).getByRole('button', { name: 'Edit here instead' }).click()
  await expect(banner(b)).toHaveCount(0)
  await expect.poll(() => blocks(b)).toEqual([['action', 'Typed in tab A. More from A.']])
  await expect(banner(a)).toContainText('You chose to edit this script in another tab')

  await clickToScriptEnd(b, b.locator('[data-type="action"]'))
  await b.keyboard.type(' Then B.')
  await expect.poll(() => savedCopyText(b)).toContain('Then B.')
  // A's copy is not written any more: its typing is refused.
  await a.bringToFront()
  await a.locator(EDITOR).click()
  await a.keyboard.type('Not here.')
  expect(JSON.stringify(await blocks(a))).not.toContain('Not here.')

  // Back to A: it takes over again with B's edit in place.
  await banner(a).getByRole('button', { name: 'Edit here instead' }).click()
  await expect.poll(() => blocks(a)).toEqual([['action', 'Typed in tab A. More from A. Then B.']])
  await expect(banner(b)).toBeVisible()
  await clickToScriptEnd(a, a.locator('[data-type="action"]'))
  await a.keyboard.type(' A again.')
  await expect.poll(() => savedCopyText(a)).toContain('A again.')

  // Reloads: nothing typed is lost in either tab.
  await b.reload()
  await b.locator(EDITOR).waitFor()
  await expect.poll(() => blocks(b)).toEqual([['action', 'Typed in tab A. More from A. Then B. A again.']])
  await expect(banner(b)).toBeVisible()
  // The tab the writer edits in comes back editing after its reload, and the other stays read-only.
  await a.reload()
  await a.locator(EDITOR).waitFor()
  await expect.poll(() => blocks(a)).toEqual([['action', 'Typed in tab A. More from A. Then B. A again.']])
  await expect(banner(b)).toBeVisible()
  await expect(banner(a)).toHaveCount(0)
  await clickToScriptEnd(a, a.locator('[data-type="action"]'))
  await a.keyboard.type(' After reload.')
  await expect.poll(() => savedCopyText(a)).toContain('After reload.')
})

test('a single tab reloaded at once, again and again, stays the editing tab', async ({ page }) => {
  await page.goto('/')
  await page.locator(EDITOR).click()
  await page.keyboard.type('One tab.')
  for (let i = 0; i < 3; i++) {
    await page.reload()
    await page.locator(EDITOR).waitFor()
  }
  await expect.poll(() => blocks(page)).toEqual([['action', 'One tab.']])
  await expect(banner(page)).toHaveCount(0)
  await clickToScriptEnd(page, page.locator('[data-type="action"]'))
  await page.keyboard.type(' Still editing.')
  expect(await blocks(page)).toEqual([['action', 'One tab. Still editing.']])
})

test('when the editing tab closes, the read-only tab edits by itself with everything it typed', async ({ context }) => {
  const a = await context.newPage()
  await a.goto('/')
  await a.locator(EDITOR).click()
  await a.keyboard.type('Written before closing.')
  const b = await context.newPage()
  await b.goto('/')
  await expect(banner(b)).toBeVisible()
  await a.bringToFront()
  await clickToScriptEnd(a, a.locator('[data-type="action"]'))
  await a.keyboard.type(' Last words.')
  await a.close({ runBeforeUnload: true })
  await expect(banner(b)).toHaveCount(0)
  await expect.poll(() => blocks(b)).toEqual([['action', 'Written before closing. Last words.']])
  await b.locator(EDITOR).click()
  await clickToScriptEnd(b, b.locator('[data-type="action"]'))
  await b.keyboard.type(' B goes on.')
  await expect.poll(() => savedCopyText(b)).toContain('B goes on.')
})

test('the closed tab’s last words, arriving after the waiting tab has taken over, are shown there', async ({ context }) => {
  const { a, b } = await editingAndWaitingTab(context, 'Written before closing.')
  const saved = (await readSavedCopy(a))!.nws
  await a.close()
  await expect(banner(b)).toHaveCount(0)
  await expect.poll(() => blocks(b)).toEqual([['action', 'Written before closing.']])
  // The copy a closing tab writes as it goes away, reaching this tab only after the lock did.
  const elsewhere = await context.newPage()
  await elsewhere.goto('/manifest.webmanifest')
  await elsewhere.evaluate((nws) => {
    const record = { version: 2, savedAt: Date.now(), nws: nws.replace('Written before closing.', 'Written before closing. Last words.'), dirty: false }
    localStorage.setItem('emergency-backup', JSON.stringify(record))
  }, saved)
  await expect.poll(() => blocks(b)).toEqual([['action', 'Written before closing. Last words.']])
})
