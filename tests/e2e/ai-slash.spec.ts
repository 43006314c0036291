import { test, expect } from './test'
import { EDITOR, blocks, giveConsent, openEditor } from './helpers'
import { fakeRequests, fakeRule, runSlashCommand, seedSettings, testKey, unique } from './ai-helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const card = (page: import('@playwright/test').Page) => page.locator(`${EDITOR} [data-type="commandResult"]`)

test('"/" opens the command list; arrows, Escape and filtering work; other text does not open it', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('/')
  const menu = page.getByTestId('slash-menu')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('option')).toHaveCount(8)
  await expect(menu.getByText('Formatting')).toBeVisible()
  await expect(menu.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.type('rhy')
  await expect(menu.getByRole('option')).toHaveCount(1)
  await expect(menu.getByRole('option')).toHaveAttribute('data-command', 'rhymes')
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  // Not after a letter: 'and/or' stays text.
  await page.keyboard.press('Enter')
  await page.keyboard.type('and/or')
  await expect(menu).toHaveCount(0)
  // After a space it opens.
  await page.keyboard.type(' /')
  await expect(menu).toBeVisible()
})

test('/scene inserts a scene heading with LOCATION selected', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('/scene')
  await page.keyboard.press('Enter')
  expect(await blocks(page)).toEqual([['sceneHeading', 'INT. LOCATION - DAY']])
  // LOCATION is selected: typing replaces it.
  await page.keyboard.type('KITCHEN')
  expect(await blocks(page)).toEqual([['sceneHeading', 'INT. KITCHEN - DAY']])
})

test('/dual inserts two character/dialogue pairs side by side', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('/dual')
  await page.keyboard.press('Enter')
  const b = await blocks(page)
  expect(b).toEqual([
    ['character', 'CHARACTER 1'],
    ['dialogue', 'First character speaks.'],
    ['character', 'CHARACTER 2'],
    ['dialogue', 'Second character speaks at the same time.'],
  ])
  await expect(page.locator(`${EDITOR} [data-dual="left"]`)).toHaveCount(2)
  await expect(page.locator(`${EDITOR} [data-dual="right"]`)).toHaveCount(2)
})

test('an AI command card goes from Processing... to the answer; close removes it', async ({ page }) => {
  const key = testKey('slash')
  const word = unique('quixotic')
  await fakeRule({ match: word, delayMs: 1200, reply: { kind: 'json', value: { response: `**${word}**: exceedingly idealistic.\n\n- unrealistic\n- impractical` } } })
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await page.keyboard.type('She is so ')
  await page.keyboard.type('/define')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '/define' })
  await expect(dialog).toBeVisible()
  // define needs text: Execute is disabled while empty.
  await expect(dialog.getByRole('button', { name: 'Execute Command' })).toBeDisabled()
  await dialog.getByRole('textbox').fill(word)
  await dialog.getByRole('textbox').press('Enter')
  await expect(dialog).toHaveCount(0)

  await expect(card(page)).toHaveCount(1)
  await expect(card(page).locator('.nw-command-result-answer')).toHaveText('Processing...')
  await expect(card(page).locator('.nw-command-result-title')).toHaveText('/Define')
  await expect(card(page).locator('svg').first()).toBeVisible()
  await expect(card(page).locator('.nw-card-time')).not.toBeEmpty()
  await expect(card(page).locator('.nw-command-result-answer strong')).toHaveText(word)
  await expect(card(page).locator('.nw-command-result-answer li')).toHaveText(['unrealistic', 'impractical'])
  // The slash text is gone; the line before keeps its words.
  expect((await blocks(page))[0]).toEqual(['action', 'She is so '])

  const sent = (await fakeRequests()).filter((r) => r.apiKey === key)
  expect(sent).toHaveLength(1)
  // The answer is asked for as a stream, so the card can show it as it is written.
  expect(sent[0].path).toBe('/v1beta/models/gemini-2.5-flash:streamGenerateContent')
  expect(sent[0].prompt).toContain(word)

  await card(page).getByRole('button', { name: 'Close result' }).click()
  await expect(card(page)).toHaveCount(0)
})

test('character, location and action run with empty text (random suggestions)', async ({ page }) => {
  const key = testKey('empty')
  await fakeRule({ match: key, reply: { kind: 'json', value: { response: 'Random idea' } } })
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await page.keyboard.type('/character')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: '/character' })
  await expect(dialog.getByRole('button', { name: 'Execute Command' })).toBeEnabled()
  await dialog.getByRole('button', { name: 'Execute Command' }).click()
  await expect(card(page).locator('.nw-command-result-answer')).toHaveText('Random idea')
})

test('markdown from the model cannot run script: <img onerror> and javascript: links stay inert', async ({ page }) => {
  const key = testKey('xss')
  const word = unique('hostile')
  const evil = `Hi <img src=x onerror="window.__xss=1"> <script>window.__xss=2</script> [click me](javascript:window.__xss=3) ![p](javascript:window.__xss=4) <a href="javascript:window.__xss=5">raw</a> ${word}`
  await fakeRule({ match: word, reply: { kind: 'json', value: { response: evil } } })
  await seedSettings(page, { apiKey: key })
  const dialogs: string[] = []
  page.on('dialog', (d) => {
    dialogs.push(d.message())
    void d.dismiss()
  })
  await openEditor(page)
  await runSlashCommand(page, 'ask-ai', word)
  const answer = card(page).locator('.nw-command-result-answer')
  await expect(answer).toContainText(word)
  await expect(answer.locator('img, script, iframe')).toHaveCount(0)
  const hrefs = await answer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')))
  expect(hrefs.every((h) => !h || !/^\s*javascript:/i.test(h))).toBe(true)
  // Clicking the neutralised link does nothing.
  const link = answer.getByText('click me')
  if (await link.count()) await link.click()
  await page.waitForTimeout(300)
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  expect(dialogs).toEqual([])
})

test('without settings or key the card says so, and nothing is sent', async ({ page }) => {
  await openEditor(page)
  const word = unique('nokey')
  await runSlashCommand(page, 'define', word)
  await expect(card(page).locator('.nw-command-result-answer')).toHaveText('Error: No AI settings found. Please configure your API key in File → Settings.')
  // Settings saved with a blank key: now it is the key that is missing.
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  await page.getByRole('dialog', { name: 'Settings' }).getByRole('button', { name: 'Save' }).click()
  // The cursor is in the empty line the first card left below itself.
  await page.locator(`${EDITOR} [data-type="action"]`).last().click()
  await runSlashCommand(page, 'define', word)
  await expect(card(page).nth(1).locator('.nw-command-result-answer')).toHaveText('Error: No API key found. Please configure your API key in File → Settings.')
  expect((await fakeRequests()).filter((r) => r.prompt.includes(word))).toHaveLength(0)
})

test('an invalid key gives the server\'s message in the card', async ({ page }) => {
  const key = testKey('bad')
  await fakeRule({ match: key, reply: { kind: 'invalidKey' } })
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await runSlashCommand(page, 'define', 'word')
  await expect(card(page).locator('.nw-command-result-answer')).toHaveText('Error: Your Gemini API key is invalid. Please check the key in File → Settings.')
})
