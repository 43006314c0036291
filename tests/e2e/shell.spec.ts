import { test, expect } from './test'
import { blockAtCursor, EDITOR, giveConsent, openEditor, typeScenes, clickToLineEnd } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

test('menus show every item; unbuilt features are disabled, not hidden', async ({ page }) => {
  await openEditor(page)
  for (const m of ['File', 'Edit', 'Format', 'View', 'Tools', 'Script', 'Reports', 'Help']) {
    await expect(page.getByRole('menuitem', { name: m, exact: true })).toBeVisible()
  }
  // Every Tools item is built now; View's Card View is not yet.
  await page.getByRole('menuitem', { name: 'View', exact: true }).click()
  await expect(page.getByRole('menuitem', { name: 'Card View' })).toHaveAttribute('aria-disabled', 'true')
  await page.keyboard.press('Escape')
  await page.getByRole('menuitem', { name: 'Tools', exact: true }).click()
  for (const built of ['Check Formatting', 'Continuity Check', 'Pacing Heat-Map', 'Quantitative Evaluation', 'Qualitative Analysis']) {
    await expect(page.getByRole('menuitem', { name: built })).not.toHaveAttribute('aria-disabled', 'true')
  }
  await expect(page.getByRole('menuitem', { name: 'AI Proofreading' })).not.toHaveAttribute('aria-disabled', 'true')
  await page.getByRole('menuitem', { name: 'AI Proofreading' }).click()
  await expect(page.getByTestId('toast')).toContainText('under development')
})

test('View toggles hide parts of the shell; Escape brings the menu bar back', async ({ page }) => {
  await openEditor(page)
  await page.getByRole('menuitem', { name: 'View', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Scene Navigation' }).click()
  await expect(page.getByRole('navigation', { name: 'Scene Navigation' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'View', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Status Bar' }).click()
  await expect(page.getByRole('status', { name: 'Status bar' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'View', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Line Type Toolbar' }).click()
  await expect(page.getByRole('toolbar', { name: 'Line type' })).toHaveCount(0)
  await page.getByRole('menuitem', { name: 'View', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Menu Bar' }).click()
  await expect(page.getByRole('menubar')).toHaveCount(0)
  await expect(page.getByTestId('toast')).toContainText('Menu Bar Hidden')
  await expect(page.getByTestId('toast')).toContainText('Press the Escape key to show the menu bar again')
  // Preferences survive a reload (consent given).
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect(page.getByRole('menubar')).toHaveCount(0)
  await expect(page.getByRole('toolbar', { name: 'Line type' })).toHaveCount(0)
  await page.keyboard.press('Escape')
  await expect(page.getByRole('menubar')).toBeVisible()
})

test('page zoom scales the page; the tab title names the file', async ({ page }) => {
  await openEditor(page)
  await expect(page).toHaveTitle('Untitled Screenplay - Nightwriter')
  const width = () => page.locator('.nw-page').evaluate((e) => e.getBoundingClientRect().width)
  const at100 = await width()
  expect(Math.round(at100)).toBe(816) // 8.5 in at 96 px/in
  await page.getByRole('menuitem', { name: 'View', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Page Zoom' }).click()
  await page.getByRole('menuitem', { name: '150%' }).click()
  await expect.poll(async () => Math.round((await page.locator('.nw-page-zoom').evaluate((e) => e.getBoundingClientRect().width)))).toBe(1224)
})

test('the page uses the screenplay indents and Courier Prime 12 pt', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('INT. A - DAY')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Action.')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Al')
  await page.keyboard.press('Tab')
  await page.keyboard.type('softly')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Words.')
  const left = async (type: string) =>
    page.locator(`[data-type="${type}"]`).first().evaluate((e) => e.getBoundingClientRect().left - document.querySelector('.nw-page')!.getBoundingClientRect().left)
  // Inches from the paper edge: margin 1.5 + indent.
  expect(Math.round(await left('action'))).toBe(144)
  expect(Math.round(await left('character'))).toBe(Math.round((1.5 + 2.2) * 96))
  expect(Math.round(await left('dialogue'))).toBe(Math.round(2.5 * 96))
  // The parenthetical's text box starts at 3.1 in; its '(' hangs one character (0.1 in) to the left, as in Final Draft.
  expect(Math.round(await left('parenthetical'))).toBe(Math.round(3.0 * 96))
  const font = await page.locator('[data-type="action"]').evaluate((e) => getComputedStyle(e).fontFamily + '|' + getComputedStyle(e).fontSize)
  expect(font).toMatch(/^"?Courier Prime"?.*\|16px$/)
  expect(await page.evaluate(() => document.fonts.check('12pt "Courier Prime"'))).toBe(true)
})

test('Keyboard Shortcuts lists the line-type keys in the chosen order and notes reserved keys', async ({ page }) => {
  await openEditor(page)
  await page.getByRole('menuitem', { name: 'Help', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Keyboard Shortcuts' }).click()
  const dialog = page.getByRole('dialog', { name: 'Keyboard Shortcuts' })
  await expect(dialog).toContainText('Ctrl+4 / Alt+PParenthetical')
  await expect(dialog).toContainText('Ctrl+5 / Alt+DDialogue')
  await expect(dialog).toContainText('Ctrl+SSave')
  await expect(dialog).toContainText('Chrome keeps Ctrl+N')
  await page.keyboard.press('Escape')
  await expect(dialog).toHaveCount(0)
})

test('the scene list jumps to the right heading after typing has moved every scene below', async ({ page }) => {
  await openEditor(page)
  const kb = page.keyboard
  await typeScenes(page, ['INT. ONE - DAY', 'INT. TWO - DAY', 'INT. THREE - DAY'])
  const list = page.locator('.nw-scene-list li')
  await expect(list).toHaveText(['01. INT. ONE - DAY', '02. INT. TWO - DAY', '03. INT. THREE - DAY'])
  // Lengthen the first scene: every later heading moves, the list itself does not change.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`).first())
  await kb.type(' A good deal more happens here than anybody expected, and it keeps happening.')
  await list.nth(2).getByRole('button').click()
  await expect.poll(() => blockAtCursor(page)).toBe('sceneHeading:INT. THREE - DAY')
})
