import { test, expect, type Page } from './test'
import { EDITOR, blocks, clickToLineEnd, giveConsent, openEditor, wordCentre } from './helpers'
import { fakeRequests, fakeRule, seedSettings, testKey, unique } from './ai-helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const menu = (page: Page) => page.getByTestId('context-menu')

/** Right-clicks the middle of `word` inside the editor. */
async function rightClickWord(page: Page, word: string, opts: { shift?: boolean } = {}) {
  const box = await wordCentre(page, word)
  if (opts.shift) await page.keyboard.down('Shift')
  await page.mouse.click(box.x, box.y, { button: 'right' })
  if (opts.shift) await page.keyboard.up('Shift')
}

test('right-click shows the menu (not with Shift); Escape and an outside click close it', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('She walks into the kitchen.')
  await rightClickWord(page, 'walks')
  await expect(menu(page)).toBeVisible()
  const items = await menu(page).getByRole('menuitem').allTextContents()
  expect(items.map((t) => t.replace(/Ctrl.*$/, '').trim())).toEqual([
    'Cut', 'Copy', 'Paste', 'Bold', 'Italic', 'Underline', 'Strikethrough', 'Line Type', 'Comment', 'Lookup', 'AI Generation', 'AI Refinement', 'AI Analysis',
  ])
  // No selection: Cut, Copy and Comment are disabled.
  for (const name of ['Cut', 'Copy', 'Comment']) await expect(menu(page).getByRole('menuitem', { name })).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')
  await expect(menu(page)).toHaveCount(0)

  await rightClickWord(page, 'kitchen')
  await expect(menu(page)).toBeVisible()
  await page.mouse.click(5, 500)
  await expect(menu(page)).toHaveCount(0)

  // With a selection, Cut, Copy and Comment are available (Comment comes from the comments feature).
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`).first())
  await page.keyboard.press('Shift+Home')
  await rightClickWord(page, 'walks')
  for (const name of ['Cut', 'Copy', 'Comment']) await expect(menu(page).getByRole('menuitem', { name })).not.toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')

  await rightClickWord(page, 'walks', { shift: true })
  await page.waitForTimeout(200)
  await expect(menu(page)).toHaveCount(0)
})

test('the menu and its submenus stay 10 px inside the viewport', async ({ page }) => {
  await page.setViewportSize({ width: 900, height: 700 })
  await openEditor(page)
  await page.keyboard.type('Edge case')
  // A right-click near the bottom-right corner of the window.
  await page.locator(EDITOR).evaluate((el) =>
    el.dispatchEvent(new MouseEvent('contextmenu', { clientX: 895, clientY: 695, button: 2, bubbles: true, cancelable: true })),
  )
  await expect(menu(page)).toBeVisible()
  const box = (await menu(page).boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(890 + 0.5)
  expect(box.y + box.height).toBeLessThanOrEqual(690 + 0.5)
  expect(box.x).toBeGreaterThanOrEqual(10)
  await menu(page).getByRole('menuitem', { name: 'Line Type' }).hover()
  const sub = page.getByTestId('context-submenu')
  await expect(sub).toBeVisible()
  const sb = (await sub.boundingBox())!
  expect(sb.x + sb.width).toBeLessThanOrEqual(890 + 0.5)
  expect(sb.y + sb.height).toBeLessThanOrEqual(690 + 0.5)
  // Line Type from the submenu changes the block.
  await sub.getByRole('menuitem', { name: 'Character' }).click()
  await expect(menu(page)).toHaveCount(0)
  expect((await blocks(page))[0][0]).toBe('character')
})

test('submenus hide 150 ms after the pointer leaves for another item', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Timing')
  await rightClickWord(page, 'Timing')
  await menu(page).getByRole('menuitem', { name: 'Line Type' }).hover()
  await expect(page.getByTestId('context-submenu')).toBeVisible()
  // Times measured in the page: when the pointer moved onto Bold, and when the submenu went. The
  // move is the `mouseout` that leaves for Bold, the first event of it (the `mouseover` after it
  // can come later on a busy machine, behind the render the move starts).
  await page.evaluate(() => {
    const w = window as unknown as { __enter?: number; __gone?: number }
    document.addEventListener('mouseout', (e) => {
      if ((e.relatedTarget as HTMLElement | null)?.closest('[role="menuitem"]')?.textContent?.startsWith('Bold') && !w.__enter) w.__enter = performance.now()
    }, true)
    new MutationObserver(() => {
      if (!w.__gone && !document.querySelector('[data-testid="context-submenu"]')) w.__gone = performance.now()
    }).observe(document.body, { childList: true, subtree: true })
  })
  await menu(page).getByRole('menuitem', { name: 'Bold' }).hover()
  await expect(page.getByTestId('context-submenu')).toHaveCount(0, { timeout: 2000 })
  const { enter, gone } = await page.evaluate(() => {
    const w = window as unknown as { __enter: number; __gone: number }
    return { enter: w.__enter, gone: w.__gone }
  })
  expect(gone - enter).toBeGreaterThanOrEqual(140)
  expect(gone - enter).toBeLessThan(1500)
})

test('keyboard: arrows, Right into a submenu, Enter runs', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('keys')
  await rightClickWord(page, 'keys')
  await expect(menu(page)).toBeVisible()
  // Paste (first enabled) → Bold → Italic → Underline → Strikethrough → Line Type
  for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowDown')
  await expect(menu(page).getByRole('menuitem', { name: 'Line Type' })).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Scene Heading' })).toHaveAttribute('data-highlighted', '')
  await page.keyboard.press('Enter')
  expect((await blocks(page))[0][0]).toBe('sceneHeading')
})

test('Dictionary lookup from the menu shows the definition', async ({ page }) => {
  const key = testKey('dict')
  const word = unique('Lugubrious')
  await fakeRule({ match: `\\"${word}\\"`, delayMs: 600, reply: { kind: 'json', value: { definition: `**${word}** (adj.): looking sad and dismal.` } } })
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await page.keyboard.type(`He looks ${word} today.`)
  await rightClickWord(page, word)
  await menu(page).getByRole('menuitem', { name: 'Lookup' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Ask AI: Definition' }).click()
  const dialog = page.getByRole('dialog', { name: `Definition for ${word}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Looking up definition...')).toBeVisible()
  await expect(dialog.getByText('This may take a few moments')).toBeVisible()
  await expect(dialog.locator('strong')).toHaveText(word)
  await expect(dialog).toContainText('looking sad and dismal.')
  const sent = (await fakeRequests()).filter((r) => r.apiKey === key)
  expect(sent).toHaveLength(1)
  // Streamed so the words show as they come; the prompt itself asks for the JSON the dialog reads.
  expect(sent[0].path).toContain(':streamGenerateContent')
  expect(sent[0].prompt).toContain('Respond only with JSON of the form {"definition": "..."}')
  await dialog.getByRole('button', { name: 'Close' }).first().click()
  await expect(dialog).toHaveCount(0)
})

test('Thesaurus, Spell Check and a broken answer', async ({ page }) => {
  const key = testKey('thes')
  const a = unique('Alpha')
  const b = unique('Bravo')
  const c = unique('Charlie')
  await fakeRule([
    { match: `\\"${a}\\"`, reply: { kind: 'json', value: { synonyms: ['first', 'initial', 'leading'] } } },
    { match: `\\"${b}\\"`, reply: { kind: 'json', value: { isCorrect: false, correction: 'bravado', explanation: 'A likely typo.' } } },
    { match: `\\"${c}\\"`, reply: { kind: 'text', text: 'not json at all' } },
  ])
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await page.keyboard.type(`${a} ${b} ${c}`)

  await rightClickWord(page, a)
  await menu(page).getByRole('menuitem', { name: 'Lookup' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Ask AI: Synonyms' }).click()
  let dialog = page.getByRole('dialog', { name: `Synonyms for ${a}` })
  await expect(dialog.locator('li')).toHaveText(['first', 'initial', 'leading'])
  await page.keyboard.press('Escape')

  await rightClickWord(page, b)
  await menu(page).getByRole('menuitem', { name: 'Lookup' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Ask AI: Spell Check' }).click()
  dialog = page.getByRole('dialog', { name: `Spell Check for ${b}` })
  await expect(dialog).toContainText(`${b} appears to be misspelled`)
  await expect(dialog).toContainText('Suggested correction: bravado')
  await expect(dialog).toContainText('A likely typo.')
  await page.keyboard.press('Escape')

  await rightClickWord(page, c)
  await menu(page).getByRole('menuitem', { name: 'Lookup' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Ask AI: Definition' }).click()
  dialog = page.getByRole('dialog', { name: `Definition for ${c}` })
  await expect(dialog.getByRole('alert')).toHaveText('AI returned invalid JSON format. Raw response: not json at all')
})

test('a lookup without a key says so; an AI action without a key just closes the menu', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Nothing configured')
  await rightClickWord(page, 'Nothing')
  await menu(page).getByRole('menuitem', { name: 'Lookup' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Ask AI: Definition' }).click()
  await expect(page.getByRole('dialog', { name: 'Definition for Nothing' }).getByRole('alert')).toHaveText(
    'No AI settings found. Please configure your API key in File → Settings.',
  )
  await page.keyboard.press('Escape')
  await rightClickWord(page, 'configured')
  await menu(page).getByRole('menuitem', { name: 'AI Refinement' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Tighten Prose' }).click()
  await expect(menu(page)).toHaveCount(0)
  await page.waitForTimeout(300)
  await expect(page.getByTestId('ai-result-dialog')).toHaveCount(0)
})

test('an AI action opens the result dialog: Copy, Insert into Editor', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  const key = testKey('act')
  const marker = unique('Tight')
  await fakeRule({ match: key, delayMs: 500, reply: { kind: 'json', value: { response: `**${marker}** she enters.` } } })
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await page.keyboard.type('She slowly and carefully walks into the room.')
  await rightClickWord(page, 'carefully')
  await menu(page).getByRole('menuitem', { name: 'AI Refinement' }).hover()
  const sub = page.getByTestId('context-submenu')
  await expect(sub.getByRole('menuitem')).toHaveText(['Tighten Prose', 'Make More Cinematic', 'Fix Tense and Voice'])
  await sub.getByRole('menuitem', { name: 'Tighten Prose' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tighten Prose - Action' })
  await expect(dialog.getByText('Generating AI response...')).toBeVisible()
  await expect(dialog.getByText('Analyzing context and creating suggestions')).toBeVisible()
  await expect(dialog.locator('strong')).toHaveText(marker)
  const sent = (await fakeRequests()).filter((r) => r.apiKey === key)
  expect(sent[0].prompt).toContain('She slowly and carefully walks into the room.')

  await dialog.getByRole('button', { name: 'Copy' }).click()
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${marker} she enters.`)
  await expect(dialog.getByRole('button', { name: 'Copy', exact: true })).toBeVisible({ timeout: 4000 })

  await dialog.getByRole('button', { name: 'Insert into Editor' }).click()
  await expect(dialog).toHaveCount(0)
  expect((await blocks(page)).map(([, t]) => t).join('\n')).toContain(`${marker} she enters.`)
  // The browser context is reused by the next test, which must not find the clipboard granted.
  await context.clearPermissions()
})

test('AI action errors and empty answers say what happened', async ({ page }) => {
  const key = testKey('err')
  await fakeRule([
    { match: key, times: 1, reply: { kind: 'json', value: { response: '' } } },
    { match: key, reply: { kind: 'unavailable' } },
  ])
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await page.keyboard.type('Anything')
  await rightClickWord(page, 'Anything')
  await menu(page).getByRole('menuitem', { name: 'AI Analysis' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem').first().click()
  const dialog = page.getByTestId('ai-result-dialog')
  await expect(dialog).toContainText('No response generated')
  await expect(dialog).toContainText('Please try again with a different action')
  await page.keyboard.press('Escape')
  await rightClickWord(page, 'Anything')
  await menu(page).getByRole('menuitem', { name: 'AI Analysis' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem').first().click()
  await expect(page.getByTestId('ai-result-dialog').getByRole('alert')).toContainText('temporarily overloaded')
})
