import { test, expect } from './test'
import { blockTypes, EDITOR, giveConsent, openEditor } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

test('Enter on an empty block opens Select Element Type, which works from the keyboard alone', async ({ page }) => {
  await openEditor(page)
  const menu = page.getByRole('dialog', { name: 'Select Element Type' })
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await expect(menu.getByRole('option')).toHaveText(['SceneS', 'ActionA', 'CharacterC', 'ParentheticalP', 'DialogueD', 'TransitionT', 'ShotH', 'NoteO'].map((t) => t.replace(/^Scene/, 'Scene Heading')))
  // The current type (action) is highlighted; two steps down is Character.
  await expect(menu.getByRole('option', { selected: true })).toContainText('Action')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('option', { selected: true })).toContainText('Parenthetical')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(menu).toHaveCount(0)
  expect(await blockTypes(page)).toEqual(['character'])
  // Focus is back in the editor: typing lands in the block.
  await page.keyboard.type('Ann')
  await expect(page.locator('[data-type="character"]')).toHaveText('Ann')

  // A shortcut letter picks directly.
  await page.keyboard.press('Enter') // → dialogue
  await page.keyboard.press('Enter') // empty dialogue → menu
  await expect(menu).toBeVisible()
  await page.keyboard.press('t')
  await expect(menu).toHaveCount(0)
  expect(await blockTypes(page)).toEqual(['character', 'transition'])

  // Escape closes without changing anything.
  await page.keyboard.press('Enter')
  await expect(menu).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(menu).toHaveCount(0)
  expect(await blockTypes(page)).toEqual(['character', 'transition'])
  await page.keyboard.type('x')
  await expect(page.locator('[data-type="transition"]')).toHaveText('x')
})

test('every shortcut letter picks its type', async ({ page }) => {
  await openEditor(page)
  const letters: [string, string][] = [
    ['s', 'sceneHeading'], ['a', 'action'], ['c', 'character'], ['p', 'parenthetical'],
    ['d', 'dialogue'], ['t', 'transition'], ['h', 'shot'], ['o', 'note'],
  ]
  for (const [letter, type] of letters) {
    await page.keyboard.press('Control+2') // back to an empty action
    await page.keyboard.press('Enter')
    await page.keyboard.press(letter)
    await expect.poll(() => blockTypes(page)).toEqual([type])
    await page.locator(EDITOR).press('Control+a')
    await page.keyboard.press('Delete')
  }
})
