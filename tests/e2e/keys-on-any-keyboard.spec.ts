import { test, expect, type Page } from './test'
import { blockTypes, EDITOR, giveConsent, openEditor } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/**
 * A key as another keyboard layout sends it: the place on the keyboard (`code`) and the character
 * that layout types (`key`). Sent to whatever has the focus, as the browser would.
 */
async function pressAs(page: Page, init: { key: string; code: string; ctrlKey?: boolean; shiftKey?: boolean; altKey?: boolean }) {
  await page.evaluate((init) => {
    const target = document.activeElement ?? document.body
    target.dispatchEvent(new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true, composed: true }))
  }, init)
}

const board = (page: Page) => page.getByTestId('plot-board')
const todos = (page: Page) => page.getByRole('complementary', { name: 'To-Do List' })

test('panel keys work on AZERTY and QWERTZ and never change the line type; line-type keys work by their place', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('She waits.')
  expect(await blockTypes(page)).toEqual(['action'])

  // AZERTY: the digits are shifted, so Ctrl+Shift+5 arrives as '5' (QWERTY would send '%').
  await pressAs(page, { key: '5', code: 'Digit5', ctrlKey: true, shiftKey: true })
  await expect(board(page)).toBeVisible()
  expect(await blockTypes(page)).toEqual(['action'])
  await board(page).getByRole('button', { name: 'Close Plot Board' }).click()
  await expect(board(page)).toHaveCount(0)

  // QWERTZ: Ctrl+Shift+2 types '"'.
  await page.locator(EDITOR).click()
  await pressAs(page, { key: '"', code: 'Digit2', ctrlKey: true, shiftKey: true })
  await expect(todos(page)).toBeVisible()
  expect(await blockTypes(page)).toEqual(['action'])

  // AZERTY without Shift: Ctrl and the key marked 1 types '&'; it is still Scene Heading.
  await page.locator(EDITOR).click()
  await pressAs(page, { key: '&', code: 'Digit1', ctrlKey: true })
  await expect.poll(() => blockTypes(page)).toEqual(['sceneHeading'])
  // A Mac's Option+C types 'ç': Alt and the C key is Character.
  await pressAs(page, { key: 'ç', code: 'KeyC', altKey: true })
  await expect.poll(() => blockTypes(page)).toEqual(['character'])
  await expect(page.locator(`${EDITOR} [data-type="character"]`)).toHaveText('She waits.')
})

test('Escape closes the topmost thing only: popup, then dialog, then focus mode, then brings back the menu bar', async ({ page }) => {
  await openEditor(page)
  const menuBar = page.getByRole('menubar', { name: 'Main menu' })
  const app = page.locator('.nw-app')
  const elementMenu = page.getByRole('dialog', { name: 'Select Element Type' })
  const goTo = page.getByRole('dialog', { name: 'Go To' })

  // The menu bar hidden, then focus mode on.
  await page.getByRole('menuitem', { name: 'View' }).click()
  await page.getByRole('menuitem', { name: 'Menu Bar' }).click()
  await expect(menuBar).toHaveCount(0)
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+Shift+KeyE')
  await expect(app).toHaveClass(/nw-focus/)

  // A popup at the cursor: Escape closes it and nothing else.
  await page.keyboard.press('Enter')
  await expect(elementMenu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(elementMenu).toHaveCount(0)
  await expect(app).toHaveClass(/nw-focus/)

  // A dialog: Escape closes it and nothing else.
  await page.keyboard.press('Control+g')
  await expect(goTo).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(goTo).toHaveCount(0)
  await expect(app).toHaveClass(/nw-focus/)
  await expect(menuBar).toHaveCount(0)

  // Then focus mode; the menu bar stays hidden until the next Escape.
  await page.keyboard.press('Escape')
  await expect(app).not.toHaveClass(/nw-focus/)
  await expect(menuBar).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(menuBar).toBeVisible()
})
