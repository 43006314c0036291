import { test, expect } from './test'
import { blockAtCursor, blocks, blockTypes, EDITOR, giveConsent, openEditor, typeScenes } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

test('Shift-Tab retypes the block in place', async ({ page }) => {
  await openEditor(page)
  const seq: [string, string][] = [
    ['Control+3', 'action'], // character → action
    ['Control+5', 'parenthetical'], // dialogue → parenthetical
    ['Control+4', 'dialogue'], // parenthetical → dialogue
    ['Control+6', 'sceneHeading'], // transition → scene heading
    ['Control+1', 'action'], // scene heading → action
    ['Control+7', 'action'], // shot → action
    ['Control+8', 'action'], // note → action
    ['Control+2', 'character'], // action → character
  ]
  await page.keyboard.type('text')
  for (const [key, after] of seq) {
    await page.keyboard.press(key)
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => blockTypes(page)).toEqual([after])
  }
  await expect(page.locator(`${EDITOR} [data-type]:not([data-type="scene"])`)).toHaveText('text')
})

test('Backspace in an empty block walks back up the chain', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Dan')
  await page.keyboard.press('Control+3') // character
  await page.keyboard.press('Enter') // dialogue (empty)
  await page.keyboard.press('Tab') // empty dialogue → parenthetical "()"
  await expect.poll(() => blocks(page)).toEqual([['character', 'Dan'], ['parenthetical', '()']])
  await page.keyboard.press('Backspace') // empty parenthetical → dialogue
  await expect.poll(() => blockTypes(page)).toEqual(['character', 'dialogue'])
  await page.keyboard.press('Backspace') // empty dialogue → character
  await expect.poll(() => blockTypes(page)).toEqual(['character', 'character'])
  await page.keyboard.press('Control+6')
  await page.keyboard.press('Backspace') // empty transition → dialogue
  await expect.poll(() => blockTypes(page)).toEqual(['character', 'dialogue'])
  await page.keyboard.press('Control+8')
  await page.keyboard.press('Backspace') // empty note → action
  await expect.poll(() => blockTypes(page)).toEqual(['character', 'action'])
  await page.keyboard.press('Backspace') // empty action: the usual join with the line before
  await expect.poll(() => blocks(page)).toEqual([['character', 'Dan']])
})

test('Ctrl+Up and Ctrl+Down jump between scene headings; Alt+letter sets the type', async ({ page }) => {
  await openEditor(page)
  const kb = page.keyboard
  await typeScenes(page, ['INT. ONE - DAY', 'INT. TWO - DAY', 'INT. THREE - DAY'], (h) => 'Action of ' + h)
  await kb.type('Last line')
  await expect(page.locator(`${EDITOR} > [data-type="scene"]`)).toHaveCount(3)
  const headingAtCursor = () => blockAtCursor(page)
  await kb.press('Control+ArrowUp')
  expect(await headingAtCursor()).toBe('sceneHeading:INT. THREE - DAY')
  await kb.press('Control+ArrowUp')
  await kb.press('Control+ArrowUp')
  expect(await headingAtCursor()).toBe('sceneHeading:INT. ONE - DAY')
  await kb.press('Control+ArrowDown')
  expect(await headingAtCursor()).toBe('sceneHeading:INT. TWO - DAY')
  // Alt+letters on the heading line
  await kb.press('Alt+o')
  expect(await headingAtCursor()).toBe('note:INT. TWO - DAY')
  // A heading turned into a note no longer opens a scene.
  await expect(page.locator(`${EDITOR} > [data-type="scene"]`)).toHaveCount(2)
  await kb.press('Alt+s')
  await expect(page.locator(`${EDITOR} > [data-type="scene"]`)).toHaveCount(3)
})

test('keys typed straight after a new scene heading land in it (Alt+S and typed INT.)', async ({ page }) => {
  await openEditor(page)
  const kb = page.keyboard
  const expected: [string, string][] = []
  // No delay between keys: each heading opens a new scene container, and the next key must not
  // wait for a frame to find its block (it used to land in a stray block before the heading).
  for (let i = 1; i <= 8; i++) {
    const heading = `INT. ROOM ${i} - DAY`
    if (i % 2) await kb.press('Alt+s')
    await kb.type(heading)
    await kb.press('Enter')
    await kb.type(`Action ${i}.`)
    await kb.press('Enter')
    expected.push(['sceneHeading', heading], ['action', `Action ${i}.`])
  }
  await expect.poll(() => blocks(page)).toEqual([...expected, ['action', '']])
  await expect(page.locator(`${EDITOR} > [data-type="scene"]`)).toHaveCount(8)
})

test('undo and redo restore both text and types', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('INT.')
  await expect.poll(() => blockTypes(page)).toEqual(['sceneHeading'])
  await page.keyboard.press('Control+z')
  await expect.poll(() => blockTypes(page)).toEqual(['action'])
  await page.keyboard.press('Control+Shift+z')
  await expect.poll(() => blocks(page)).toEqual([['sceneHeading', 'INT.']])
})

test('Select Scene from the Edit menu selects only the current scene', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('INT. A - DAY')
  await page.keyboard.press('Enter')
  await page.keyboard.type('First.')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Alt+s')
  await page.keyboard.type('INT. B - DAY')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Second.')
  await page.getByRole('menuitem', { name: 'Edit' }).click()
  await page.getByRole('menuitem', { name: 'Select Scene' }).click()
  const selected = await page.evaluate(() => window.getSelection()!.toString().replace(/\s+/g, ' ').trim())
  expect(selected).toBe('INT. B - DAY Second.')
})
