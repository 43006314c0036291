import { test, expect, type Page } from './test'
import type { ScriptElement } from '../../src/screenplay/model'
import { clickToScriptEnd, EDITOR, giveConsent, openEditor } from './helpers'
import { openSavedScript } from '../support/saved-script'
import { SMALL } from '../../src/testing/hand-counted-script'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

async function menu(page: Page, top: string, ...path: string[]) {
  await page.getByRole('menuitem', { name: top, exact: true }).click()
  // An item's name ends with its shortcut ('Uppercase Ctrl+\\'), so match the start.
  for (const item of path) await page.getByRole('menuitem', { name: new RegExp(`^${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).click()
}

/** Opens the app on a script from the browser's saved copy. */
const openScript = (page: Page, elements: ScriptElement[]) => openSavedScript(page, '/', elements, 'Stats')


test('Statistics shows the hand-counted figures of a known script', async ({ page }) => {
  await openScript(page, SMALL)
  await menu(page, 'Tools', 'Statistics')
  const dialog = page.getByRole('dialog', { name: 'Statistics' })
  const expected: Record<string, string> = {
    pages: '1',
    'estimated-pages': '1',
    words: '56',
    characters: '267',
    lines: '17',
    scenes: '3',
    interior: '2',
    exterior: '2',
    'scene-max': '24 words, 7 lines',
    'scene-avg': '18.7 words, 5.7 lines',
    'action-max': '13 words, 2 lines',
    'action-avg': '6.3 words, 1.3 lines',
    speaking: '2',
    locations: '3',
    'dialogue-words': '7',
    'action-words': '25',
  }
  for (const [id, value] of Object.entries(expected)) await expect(dialog.getByTestId(`stat-${id}`), id).toHaveText(value)
  await expect(dialog).toContainText('estimate')
  const row = (t: string) => dialog.locator(`[data-type-row="${t}"] td`)
  await expect(row('sceneHeading')).toHaveText(['Scene Heading', '3', '14', '62', '3'])
  await expect(row('action')).toHaveText(['Action', '4', '25', '125', '5'])
  await expect(row('dialogue')).toHaveText(['Dialogue', '3', '7', '34', '3'])
  await expect(row('note')).toHaveText(['Note', '1', '3', '14', '0'])

  // Typing changes the figures the next time the dialog opens.
  await page.keyboard.press('Escape')
  await clickToScriptEnd(page, page.locator(`${EDITOR} [data-type="action"]`).last()) // End alone stops at the end of a wrapped line
  await page.keyboard.type(' Thunder.')
  await expect(page.locator(EDITOR)).toContainText('Thunder.')
  await menu(page, 'Tools', 'Statistics')
  await expect(dialog.getByTestId('stat-words')).toHaveText('57')
  await expect(dialog.getByTestId('stat-action-words')).toHaveText('26')
})

test('Insert Symbol: click shows the code point, double-click, Enter and Insert put it in the script', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Caf')
  await menu(page, 'Tools', 'Insert Symbol')
  const dialog = page.getByRole('dialog', { name: 'Insert Symbol' })
  const symbol = (ch: string) => dialog.locator(`[data-symbol="${ch}"]`)
  await expect(dialog.getByRole('option')).toHaveCount(188)
  await expect(dialog.locator('[data-symbol=" "]')).toHaveCount(0)
  await expect(dialog.getByRole('button', { name: 'Insert' })).toBeDisabled()

  await symbol('é').click()
  await expect(dialog.getByTestId('symbol-code')).toContainText('U+00E9')
  await expect(symbol('é')).toHaveAttribute('aria-selected', 'true')
  await dialog.getByRole('button', { name: 'Insert' }).click()
  await expect(page.locator(`${EDITOR} [data-type="action"]`)).toHaveText('Café')
  await expect(dialog.getByRole('button', { name: 'Insert' })).toBeDisabled() // selection cleared

  await symbol('©').dblclick()
  await expect(page.locator(`${EDITOR} [data-type="action"]`)).toHaveText('Café©')

  await symbol('ñ').click()
  await expect(dialog.getByTestId('symbol-code')).toContainText('U+00F1')
  await page.keyboard.press('Enter')
  await expect(page.locator(`${EDITOR} [data-type="action"]`)).toHaveText('Café©ñ')
  // Arrow keys move the selection through the grid; Enter inserts it.
  await symbol('A').click()
  await page.keyboard.press('ArrowRight')
  await expect(dialog.getByTestId('symbol-code')).toContainText('U+0042')
  await page.keyboard.press('Enter')
  await expect(page.locator(`${EDITOR} [data-type="action"]`)).toHaveText('Café©ñB')
  await expect(dialog).toBeVisible()
})

test('Font Settings: live preview, bad sizes ignored, saved for the file and restored after reload', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Rain on the window.')
  const editor = page.locator(EDITOR)
  await expect(editor).toHaveCSS('font-size', '16px') // 12 pt
  await menu(page, 'Format', 'Font Settings...')
  const dialog = page.getByRole('dialog', { name: 'Font Settings' })
  const preview = dialog.getByTestId('font-preview')
  await expect(dialog).toContainText('PDF always use Courier 12 pt')
  await dialog.getByLabel('Font family').selectOption('courier-new')
  await expect(preview).toHaveCSS('font-family', /Courier New/)
  const size = dialog.getByLabel(/Font size/)
  await size.fill('18')
  await expect(preview).toHaveCSS('font-size', '24px') // 18 pt
  for (const bad of ['30', '7', '12.5', 'abc', '-1', '1e1']) {
    await size.fill(bad)
    await expect(preview).toHaveCSS('font-size', '24px')
  }
  await size.blur()
  await expect(size).toHaveValue('18')
  // The editor changes only when saved.
  await expect(editor).toHaveCSS('font-size', '16px')
  await dialog.getByRole('button', { name: 'Save Changes' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('toast')).toContainText('Font settings saved')
  await expect(editor).toHaveCSS('font-size', '24px')
  await expect(editor).toHaveCSS('font-family', /Courier New/)

  await page.reload()
  await editor.waitFor()
  await expect(editor).toHaveCSS('font-size', '24px')
  await expect(editor).toHaveCSS('font-family', /Courier New/)

  // Reset to Default changes the form; Cancel leaves the editor as it was.
  await menu(page, 'Format', 'Font Settings...')
  await expect(dialog.getByLabel('Font family')).toHaveValue('courier-new')
  await expect(size).toHaveValue('18')
  await dialog.getByRole('button', { name: 'Reset to Default' }).click()
  await expect(preview).toHaveCSS('font-family', /Courier Prime/)
  await expect(preview).toHaveCSS('font-size', '16px')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(editor).toHaveCSS('font-size', '24px')
})

test('every font family is served by our own server and used by the editor', async ({ page }) => {
  const fontRequests: string[] = []
  page.on('request', (r) => {
    if (r.resourceType() === 'font') fontRequests.push(r.url())
  })
  await openEditor(page)
  await page.keyboard.type('Rain on the window.')
  // Courier New is the writer's own where the system has it; Cousine stands in (same metrics)
  // only where it has not, so it is not among the faces that must load here.
  for (const [id, family] of [
    ['jetbrains-mono', 'JetBrains Mono'],
    ['ibm-plex-mono', 'IBM Plex Mono'],
  ]) {
    await menu(page, 'Format', 'Font Settings...')
    const dialog = page.getByRole('dialog', { name: 'Font Settings' })
    await dialog.getByLabel('Font family').selectOption(id)
    await dialog.getByRole('button', { name: 'Save Changes' }).click()
    await expect(dialog).toHaveCount(0)
    // The face itself is loaded (not a system fallback standing in for it).
    await expect
      .poll(() => page.evaluate((f) => document.fonts.ready.then(() => [...document.fonts].some((x) => x.family.replace(/"/g, '') === f && x.status === 'loaded')), family), { message: `${family} loaded` })
      .toBe(true)
    await expect(page.locator(EDITOR)).toHaveCSS('font-family', new RegExp(`^"?${family}`))
  }
  expect(fontRequests.length).toBeGreaterThan(0)
  const origin = new URL(page.url()).origin
  expect(fontRequests.filter((u) => !u.startsWith(origin))).toEqual([])
})

test('Format → Text Style uppercases and lowercases the selection', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Hello quiet World')
  // The line is selected before the menu is opened (the items need a selection); selected again
  // if a late focus put the caret back.
  await expect(async () => {
    await page.keyboard.press('Home')
    await page.keyboard.press('Shift+End')
    expect(await page.evaluate(() => getSelection()?.toString())).toBe('Hello quiet World')
  }).toPass()
  await menu(page, 'Format', 'Text Style', 'Uppercase')
  await expect(page.locator(`${EDITOR} [data-type="action"]`)).toHaveText('HELLO QUIET WORLD')
  await expect(async () => {
    await page.keyboard.press('Home')
    await page.keyboard.press('Shift+End')
    expect(await page.evaluate(() => getSelection()?.toString())).toBe('HELLO QUIET WORLD')
  }).toPass()
  await menu(page, 'Format', 'Text Style', 'Lowercase')
  await expect(page.locator(`${EDITOR} [data-type="action"]`)).toHaveText('hello quiet world')
  // With nothing selected the items are disabled.
  await page.keyboard.press('End')
  await page.getByRole('menuitem', { name: 'Format', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Text Style', exact: true }).click()
  await expect(page.getByRole('menuitem', { name: /^Uppercase/ })).toHaveAttribute('aria-disabled', 'true')
})

test('Keyboard Shortcuts lists feature keys only for built commands', async ({ page }) => {
  await openEditor(page)
  await menu(page, 'Help', 'Keyboard Shortcuts')
  const dialog = page.getByRole('dialog', { name: 'Keyboard Shortcuts' })
  const row = (keys: string) => dialog.locator('tr').filter({ has: page.locator('kbd', { hasText: new RegExp(`^${keys.replace(/[+\\]/g, '\\$&')}$`) }) })
  await expect(row('Ctrl+Alt+M')).toContainText('Add Comment')
  await expect(row('Ctrl+Shift+3')).toContainText('Comments')
  await expect(row('Ctrl+G')).toContainText('Go To')
  await page.keyboard.press('Escape')
  // A View panel's key is listed exactly when the panel exists.
  for (const [keys, item] of [
    ['Ctrl+Shift+2', 'To-Do List'],
    ['Ctrl+Shift+4', 'Snapshots'],
    ['Ctrl+Shift+5', 'Plot Board'],
  ]) {
    await page.getByRole('menuitem', { name: 'View', exact: true }).click()
    const built = (await page.getByRole('menuitem', { name: item }).getAttribute('aria-disabled')) !== 'true'
    await page.keyboard.press('Escape')
    await menu(page, 'Help', 'Keyboard Shortcuts')
    await expect(row(keys)).toHaveCount(built ? 1 : 0)
    await page.keyboard.press('Escape')
  }
})
