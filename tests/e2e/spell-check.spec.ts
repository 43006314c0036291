import { test, expect, type Page } from './test'
import { blocks, EDITOR, giveConsent, openEditor, recordToasts } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const underlined = (page: Page) => page.locator(`${EDITOR} .nw-misspelled`)
const badge = (page: Page) => page.getByTestId('status-spell')

async function toggleFromMenu(page: Page) {
  await page.getByRole('menuitem', { name: 'Tools', exact: true }).click()
  await page.locator('[data-command="tools.spellCheck"]').click()
}

async function menuChecked(page: Page): Promise<boolean> {
  await page.getByRole('menuitem', { name: 'Tools', exact: true }).click()
  const on = (await page.locator('[data-command="tools.spellCheck"] .nw-menu-check svg').count()) > 0
  await page.keyboard.press('Escape')
  return on
}

test('a misspelled word is underlined and corrected from the suggestion popup', async ({ page }) => {
  const dictionaryRequests: string[] = []
  page.on('request', (r) => {
    if (/\.(aff|dic)$/.test(new URL(r.url()).pathname)) dictionaryRequests.push(r.url())
  })
  await openEditor(page)
  await expect(badge(page)).toHaveText(/On/)
  await page.keyboard.type('The recieved lettr arrived. ')
  await expect(underlined(page)).toHaveText(['recieved', 'lettr'])
  // The dictionary came from our own server, under /assets.
  expect(dictionaryRequests.length).toBe(2)
  for (const u of dictionaryRequests) expect(new URL(u).pathname).toMatch(/^\/assets\//)

  await underlined(page).first().click()
  const popup = page.getByTestId('spell-popup')
  await expect(popup.getByRole('menuitem', { name: 'received', exact: true })).toBeVisible()
  await popup.getByRole('menuitem', { name: 'received', exact: true }).click()
  await expect(popup).toBeHidden()
  await expect.poll(() => blocks(page)).toEqual([['action', 'The received lettr arrived. ']])
  await expect(underlined(page)).toHaveText(['lettr'])
  // Escape closes the popup without changing anything.
  await underlined(page).first().click()
  await expect(popup).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  await expect.poll(() => blocks(page)).toEqual([['action', 'The received lettr arrived. ']])
})

test("a word with no close match says 'No suggestions found'", async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Qxzjvkwq. ')
  await expect(underlined(page)).toHaveText(['Qxzjvkwq'])
  await underlined(page).click()
  await expect(page.getByTestId('spell-popup')).toHaveText('No suggestions found')
})

test('character names, digits, short words and screenplay terms are not flagged', async ({ page }) => {
  await openEditor(page)
  const kb = page.keyboard
  await kb.press('Control+1')
  await kb.type('INT. ZORBLAT HQ - NIGHT')
  await kb.press('Enter')
  await kb.type('Zorblat paces. 42 times. A b c. Xyqqa waits.')
  await kb.press('Enter')
  await kb.press('Control+3')
  await kb.type("ZORBLAT (CONT'D)")
  await kb.press('Enter')
  await kb.type("I've said it 3rd time, Xyqqa. POV INSERT SUPER.")
  await kb.press('Enter')
  // Only the one unknown word that is not a character (Xyqqa, twice) stays underlined.
  await expect(underlined(page)).toHaveText(['Xyqqa', 'Xyqqa'])
  // Xyqqa becomes a character: its underlines go (once the names settle).
  await kb.press('Control+3')
  await kb.type('XYQQA')
  await expect(underlined(page)).toHaveCount(0, { timeout: 5000 })
})

test('the toggle shows its toasts, removes underlines and is remembered', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Helo wrold. ')
  await expect(underlined(page)).toHaveCount(2)
  expect(await menuChecked(page)).toBe(true)

  await toggleFromMenu(page)
  await expect(page.getByTestId('toast')).toContainText('Spell Checker Disabled')
  await expect(underlined(page)).toHaveCount(0)
  await expect(badge(page)).toHaveText(/Off/)
  expect(await page.evaluate(() => localStorage.getItem('spell-check-enabled'))).toBe('false')
  expect(await menuChecked(page)).toBe(false)

  // Reloading keeps it off, and the dictionary is not even fetched.
  let fetched = 0
  page.on('request', (r) => {
    if (/\.(aff|dic)$/.test(new URL(r.url()).pathname)) fetched++
  })
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect(badge(page)).toHaveText(/Off/)
  await page.waitForTimeout(500)
  expect(fetched).toBe(0)
  await expect(underlined(page)).toHaveCount(0)

  // Turning it on before the dictionary is loaded says so, then underlines come back. The
  // dictionary can load before a look at the screen would catch the first toast: all are recorded.
  const toasts = await recordToasts(page)
  await page.locator('[data-testid="status-spell"]').click()
  await expect.poll(async () => (await toasts())[0]).toContain('Spell Checker Loading')
  await expect(underlined(page)).toHaveText(['Helo', 'wrold'])
  await expect(badge(page)).toHaveText(/On/)
  expect(await page.evaluate(() => localStorage.getItem('spell-check-enabled'))).toBe('true')

  // Off and on again with the dictionary ready: 'Spell Checker Enabled'.
  await toggleFromMenu(page)
  await expect(page.getByTestId('toast')).toContainText('Spell Checker Disabled')
  await toggleFromMenu(page)
  await expect(page.getByTestId('toast')).toContainText('Spell Checker Enabled')
  await expect(underlined(page)).toHaveCount(2)
})

test('a failed dictionary download is logged and leaves the checker off, the editor working', async ({ page }) => {
  const logged: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') logged.push(m.text())
  })
  const errors: Error[] = []
  page.on('pageerror', (e) => errors.push(e))
  await page.route('**/assets/*.dic', (route) => route.abort('connectionrefused'))
  await openEditor(page)
  await expect(badge(page)).toHaveText(/Unavailable/)
  expect(logged.some((t) => t.includes('Failed to load dictionary files'))).toBe(true)
  await page.keyboard.type('Wrold helo, the editor still works.')
  await expect.poll(() => blocks(page)).toEqual([['action', 'Wrold helo, the editor still works.']])
  await page.waitForTimeout(600)
  await expect(underlined(page)).toHaveCount(0)
  expect(await menuChecked(page)).toBe(false)

  // Trying again while the server still fails: told so, still off.
  await toggleFromMenu(page)
  await expect(page.getByTestId('toast')).toContainText(/Spell Checker Loading|Failed to load dictionary files/)
  await expect(page.getByTestId('toast')).toContainText('Failed to load dictionary files')
  await expect(badge(page)).toHaveText(/Unavailable/)

  // With the network back, the same toggle loads it.
  await page.unroute('**/assets/*.dic')
  await toggleFromMenu(page)
  await expect(underlined(page)).toHaveText(['Wrold', 'helo'])
  await expect(badge(page)).toHaveText(/On/)
  expect(errors).toEqual([])
})

test('a dictionary answered with an HTML page is refused, not used', async ({ page }) => {
  await page.route('**/assets/*.aff', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><html><body>app</body></html>' }))
  await openEditor(page)
  await expect(badge(page)).toHaveText(/Unavailable/)
  await page.keyboard.type('Wrold. ')
  await page.waitForTimeout(500)
  await expect(underlined(page)).toHaveCount(0)
})

test('"teh" is offered "the" first, and a closed compound in the dictionary\'s words ("shoebox") is not flagged', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('She keeps teh letters in a shoebox. ')
  await expect(underlined(page)).toHaveText(['teh'])
  await underlined(page).click()
  const popup = page.getByTestId('spell-popup')
  await expect(popup.getByRole('menuitem').first()).toHaveText('the')
  await popup.getByRole('menuitem').first().click()
  await expect.poll(() => blocks(page)).toEqual([['action', 'She keeps the letters in a shoebox. ']])
  await expect(underlined(page)).toHaveCount(0)
})

test('the word being typed is not flagged until the caret leaves it or a space or punctuation follows', async ({ page }) => {
  await openEditor(page)
  const kb = page.keyboard
  await kb.type('Mara reads teh')
  // Finished by leaving it: the caret goes to the start of the line.
  await kb.press('Home')
  await expect(underlined(page)).toHaveText(['teh'])
  // Back at its end without typing, it stays flagged; typing in it again hides it at once.
  await kb.press('End')
  await expect(underlined(page)).toHaveText(['teh'])
  await kb.type('x')
  // The answer for "Mara reads teh" is known: Backspace brings that text back with its underline
  // at once, yet the caret is still in the word, so nothing is drawn.
  await kb.press('Backspace')
  await expect(underlined(page)).toHaveCount(0)
  // Moving inside the word keeps it unflagged; a comma after it finishes it.
  await kb.press('ArrowLeft')
  await expect(underlined(page)).toHaveCount(0)
  await kb.press('End')
  await kb.type(',')
  await expect(underlined(page)).toHaveText(['teh'])
})

/** Pixels of the underline's red in a part of the page, read from a screenshot of it. */
async function redPixels(page: Page, clip: { x: number; y: number; width: number; height: number }): Promise<number> {
  const png = (await page.screenshot({ clip })).toString('base64')
  return page.evaluate(async (data) => {
    const img = new Image()
    img.src = `data:image/png;base64,${data}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.width
    canvas.height = img.height
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(img, 0, 0)
    const px = ctx.getImageData(0, 0, img.width, img.height).data
    let n = 0
    for (let i = 0; i < px.length; i += 4) if (px[i] > 150 && px[i + 1] < 110 && px[i + 2] < 110) n++
    return n
  }, png)
}

test('the wavy line is drawn within its own line, never into the line below', async ({ page }) => {
  await openEditor(page)
  // A misspelled word on the first line of a paragraph that wraps: the second line sits right under it.
  await page.keyboard.type('Wrold ' + 'the quiet street is empty and the rain keeps falling on the roofs of the town. ')
  await expect(underlined(page)).toHaveText(['Wrold'])
  const word = await underlined(page).boundingBox()
  const block = await page.locator('.ProseMirror [data-type="action"]').boundingBox()
  const lineHeight = await page.locator('.ProseMirror [data-type="action"]').evaluate((el) => parseFloat(getComputedStyle(el).lineHeight))
  expect(block!.height).toBeGreaterThanOrEqual(2 * lineHeight - 1)
  const x = word!.x
  const width = word!.width
  // The first line's box holds the whole wavy line; the second line's box has none of it.
  expect(await redPixels(page, { x, y: block!.y, width, height: lineHeight })).toBeGreaterThan(width / 2)
  expect(await redPixels(page, { x, y: block!.y + lineHeight, width, height: lineHeight })).toBe(0)
})
