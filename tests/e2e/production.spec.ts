import { test, expect, type Page } from '@playwright/test'
import { EDITOR, giveConsent, menu, openEditor } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/** Scene numbers of the headings, in order ('' for none). */
const numbers = (page: Page) => page.$$eval(`${EDITOR} [data-type="sceneHeading"]`, (els) => els.map((e) => e.getAttribute('data-scenenumber') ?? ''))
const headings = (page: Page) => page.$$eval(`${EDITOR} [data-type="sceneHeading"]`, (els) => els.map((e) => (e.textContent ?? '').toLowerCase()))

async function typeScenes(page: Page, names: string[]) {
  const kb = page.keyboard
  for (const [i, n] of names.entries()) {
    await kb.type(`int. ${n} - day`)
    await kb.press('Enter')
    await kb.type(`Action in the ${n}.`)
    if (i < names.length - 1) {
      await kb.press('Enter')
      await kb.press('Control+1')
    }
  }
}

test('number and lock scenes; a scene added between two locked ones gets 1A; a deleted one leaves OMITTED, undone with Ctrl+Z', async ({ page }) => {
  await openEditor(page)
  await typeScenes(page, ['kitchen', 'garden', 'street'])
  await expect.poll(() => headings(page)).toEqual(['int. kitchen - day', 'int. garden - day', 'int. street - day'])
  await menu(page, 'Script', 'Scene Numbers', 'Number Scenes Now')
  await expect.poll(() => numbers(page)).toEqual(['1', '2', '3'])
  // Numbers print in both margins of the heading.
  const first = page.locator(`${EDITOR} [data-type="sceneHeading"]`).first()
  expect(await first.evaluate((e) => getComputedStyle(e, '::before').content)).toBe('"1"')
  expect(await first.evaluate((e) => getComputedStyle(e, '::after').content)).toBe('"1"')
  await menu(page, 'Script', 'Scene Numbers', 'Lock Scene Numbers')

  // A new scene after scene 1's action.
  await page.locator(`${EDITOR} [data-type="action"]`).first().click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+1')
  await page.keyboard.type('int. hallway - night')
  const numbered = async () => {
    const [h, n] = [await headings(page), await numbers(page)]
    return h.map((x, i) => `${n[i]} ${x}`)
  }
  await expect.poll(numbered).toEqual(['1 int. kitchen - day', '1A int. hallway - night', '2 int. garden - day', '3 int. street - day'])

  // Cut scene 2 whole: Edit → Select Scene, then Delete.
  await page.locator(`${EDITOR} [data-type="sceneHeading"]`, { hasText: 'garden' }).click()
  await menu(page, 'Edit', 'Select Scene')
  await page.keyboard.press('Delete')
  await expect.poll(() => headings(page)).toContain('omitted')
  await expect.poll(() => numbers(page)).toEqual(['1', '1A', '2', '3'])
  await page.keyboard.press('Control+z')
  await expect.poll(() => headings(page)).not.toContain('omitted')
})

test('revise a paragraph in Blue: the mark in the margin and the band on the page; lock pages and grow one into 1A', async ({ page }) => {
  await openEditor(page)
  await typeScenes(page, ['kitchen'])
  await menu(page, 'Script', 'Revision Sets', 'Current Set', 'Blue')
  await menu(page, 'Script', 'Revision Sets', 'Mark Revisions')
  await page.locator(`${EDITOR} [data-type="action"]`).last().click()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await page.keyboard.type('A revised line.')
  const revised = page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'A revised line.' })
  await expect(revised).toHaveAttribute('data-revision', '2')
  expect(await revised.evaluate((e) => getComputedStyle(e, '::after').content)).toBe('"*"')
  const scene = page.locator(`${EDITOR} [data-type="scene"]`).first()
  expect(await scene.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain('rgb(198, 237, 254)')
  // The unrevised line before it carries no mark.
  await expect(page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'Action in the kitchen.' })).not.toHaveAttribute('data-revision', /./)

  // Turn marking off, lock pages, then add enough to grow page 1 onto 1A.
  await menu(page, 'Script', 'Revision Sets', 'Mark Revisions')
  await menu(page, 'Script', 'Lock Pages')
  await revised.click()
  await page.keyboard.press('End')
  for (let i = 0; i < 35; i++) {
    await page.keyboard.press('Enter')
    await page.keyboard.type(`More action ${i}.`)
  }
  await expect(page.locator('.nw-page-number').first()).toHaveText('1A.')
  await menu(page, 'Edit', 'Go To')
  await page.getByRole('dialog').getByRole('textbox').fill('1A')
  await page.getByRole('dialog').getByRole('textbox').press('Enter')
  await expect(page.getByRole('dialog')).toBeHidden()
})
