import { test, expect, type Page } from './test'
import type { ScriptElement } from '../../src/screenplay/model'
import { generateScript } from '../../bench/generate-script'
import { openSavedScript } from '../support/saved-script'
import { blocks, EDITOR, giveConsent } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/** Opens the app on a script from the browser's saved copy. */
const openScript = (page: Page, elements: ScriptElement[]) => openSavedScript(page, '/', elements, 'Find')

const SCRIPT: ScriptElement[] = [
  { type: 'scene-heading', text: 'INT. DOOR FACTORY - NIGHT' },
  { type: 'action', text: 'Mary opens the door. The door creaks.' },
  { type: 'character', text: 'MARY' },
  { type: 'dialogue', text: 'Close the door, Bob. Mary knows.' },
  { type: 'action', text: 'Bob slams the doorway shut.' },
]

const panel = (page: Page) => page.getByTestId('find-panel')
const counter = (page: Page) => page.getByTestId('find-counter')
const matches = (page: Page) => page.locator(`${EDITOR} .nw-search-match`)

test('Ctrl+F finds and counts; Enter and Shift+Enter step; Replace all is one undo step', async ({ page }) => {
  await openScript(page, SCRIPT)
  await page.locator(EDITOR).click()
  // Searching starts from the cursor: put it at the top.
  await page.keyboard.press('Control+Home')
  await page.keyboard.press('Control+f')
  await expect(panel(page)).toBeVisible()
  await expect(page.getByLabel('Find', { exact: true })).toBeFocused()
  await page.keyboard.type('door')
  await expect(counter(page)).toHaveText('1 of 5 results')
  await expect(matches(page)).toHaveCount(5)
  await expect(page.locator(`${EDITOR} .nw-search-current`)).toHaveCount(1)
  await expect(page.locator(`${EDITOR} .nw-search-current`)).toHaveText('DOOR')
  await page.keyboard.press('Enter')
  await expect(counter(page)).toHaveText('2 of 5 results')
  await page.keyboard.press('Enter')
  await expect(counter(page)).toHaveText('3 of 5 results')
  await page.keyboard.press('Shift+Enter')
  await expect(counter(page)).toHaveText('2 of 5 results')
  // Highlights are decorations: the document itself holds no marks.
  expect(await page.locator(`${EDITOR} mark, ${EDITOR} [data-search]`).count()).toBe(0)

  await page.getByLabel('Whole word').check()
  await expect(counter(page)).toHaveText(/of 4 results/)
  await page.getByLabel('Replace with').fill('gate')
  await page.getByRole('button', { name: 'Replace all' }).click()
  await expect(counter(page)).toHaveText('No results found')
  await expect(page.getByTestId('toast')).toContainText('Replaced 4 occurrences')
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. gate FACTORY - NIGHT'],
    ['action', 'Mary opens the gate. The gate creaks.'],
    ['character', 'MARY'],
    ['dialogue', 'Close the gate, Bob. Mary knows.'],
    ['action', 'Bob slams the doorway shut.'],
  ])
  // One Ctrl+Z in the editor brings every replaced word back.
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
  await expect(matches(page)).toHaveCount(0)
  await page.keyboard.press('Control+z')
  await expect.poll(() => blocks(page)).toEqual(SCRIPT.map((e) => [e.type === 'scene-heading' ? 'sceneHeading' : e.type, e.text]))
  await page.keyboard.press('Control+y')
  await expect.poll(async () => (await blocks(page))[1][1]).toBe('Mary opens the gate. The gate creaks.')
})

test('match case, whole word and Search in narrow the results', async ({ page }) => {
  await openScript(page, SCRIPT)
  await page.locator(EDITOR).click()
  // Searching starts from the cursor: put it at the top.
  await page.keyboard.press('Control+Home')
  await page.keyboard.press('Control+f')
  await expect(page.getByLabel('Find', { exact: true })).toBeFocused()
  await page.keyboard.type('mary')
  await expect(counter(page)).toHaveText('1 of 3 results')
  await page.getByLabel('Match case').check()
  await expect(counter(page)).toHaveText('No results found')
  await page.getByLabel('Find', { exact: true }).fill('Mary')
  await expect(counter(page)).toHaveText(/of 2 results/)
  await page.getByLabel('Match case').uncheck()
  await expect(counter(page)).toHaveText(/of 3 results/)
  const searchIn = page.getByRole('group', { name: 'Search in' })
  await searchIn.getByLabel('Character').uncheck()
  await expect(counter(page)).toHaveText(/of 2 results/)
  await searchIn.getByLabel('Action').uncheck()
  await searchIn.getByLabel('Dialogue').uncheck()
  await expect(counter(page)).toHaveText('No results found')
  await searchIn.getByLabel('Character').check()
  await expect(counter(page)).toHaveText('1 of 1 results')
  await expect(page.locator(`${EDITOR} [data-type="character"] .nw-search-current`)).toHaveText('MARY')

  // Whole word: "door" no longer finds "doorway" (dialogue still left out).
  await searchIn.getByLabel('Action').check()
  await page.getByLabel('Find', { exact: true }).fill('door')
  await expect(counter(page)).toHaveText(/of 4 results/)
  await page.getByLabel('Whole word').check()
  await expect(counter(page)).toHaveText(/of 3 results/)
})

test('short, hostile and huge terms; Replace one at a time; direction up', async ({ page }) => {
  await openScript(page, SCRIPT)
  await page.locator(EDITOR).click()
  // Searching starts from the cursor: put it at the top.
  await page.keyboard.press('Control+Home')
  await page.keyboard.press('Control+h')
  await expect(page.getByLabel('Replace with')).toBeFocused()
  const find = page.getByLabel('Find', { exact: true })
  await find.fill('d')
  await expect(counter(page)).toHaveText('No results found')
  await expect(matches(page)).toHaveCount(0)
  for (const hostile of ['.*', '(', '[a-z]+', '\\', '<img src=x onerror=alert(1)>']) {
    await find.fill(hostile)
    await expect(counter(page)).toHaveText('No results found')
  }
  await find.fill('x'.repeat(5000))
  expect((await find.inputValue()).length).toBe(500)
  await expect(counter(page)).toHaveText('No results found')

  await find.fill('the')
  await expect(counter(page)).toHaveText('1 of 4 results')
  await page.getByLabel('Replace with').fill('a')
  await page.getByRole('button', { name: 'Replace', exact: true }).click()
  await expect(counter(page)).toHaveText('1 of 3 results')
  await expect.poll(async () => (await blocks(page))[1][1]).toBe('Mary opens a door. The door creaks.')
  // Up: Find next walks backwards, wrapping round.
  await page.getByLabel('Up').check()
  await page.getByRole('button', { name: 'Find next' }).click()
  await expect(counter(page)).toHaveText('3 of 3 results')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toBeHidden()
})

test('results follow edits made with the panel open, and a far result is scrolled into view', async ({ page }) => {
  const script = generateScript(40)
  script.elements.push({ type: 'action', text: 'The zebra waits at the very end.' })
  await openScript(page, script.elements)
  await page.locator(`${EDITOR} [data-type="action"]`).first().click()
  await page.keyboard.press('Control+f')
  await expect(page.getByLabel('Find', { exact: true })).toBeFocused()
  await page.keyboard.type('zebra')
  await expect(counter(page)).toHaveText('1 of 1 results')
  const current = page.locator(`${EDITOR} .nw-search-current`)
  await expect(current).toBeInViewport()

  // Type another zebra at the top of the script: the count updates after the pause.
  await page.locator(`${EDITOR} [data-type="action"]`).first().click()
  await page.keyboard.press('Home')
  await page.keyboard.type('zebra ')
  // The word is in the script first (a failure here is the typing, below it the recount).
  await expect(page.locator(`${EDITOR} [data-type="action"]`).first()).toContainText('zebra ')
  await expect(counter(page)).toHaveText(/of 2 results/)
  await expect(matches(page)).toHaveCount(2)
})
