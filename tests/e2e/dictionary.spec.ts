import { test, expect, type Page } from './test'
import { EDITOR, giveConsent, openEditor, wordCentre } from './helpers'

// What is tested here is the offline app, which its service worker is (the other tests run without it).
test.use({ serviceWorkers: 'allow' })
// These tests switch the network off for the whole context: each gets a new one.
test.use({ reuseContext: false })

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

async function lookUp(page: Page, word: string, item: 'Dictionary' | 'Thesaurus' | 'Rhymes') {
  const box = await wordCentre(page, word)
  await page.mouse.click(box.x, box.y, { button: 'right' })
  await page.getByTestId('context-menu').getByRole('menuitem', { name: 'Lookup' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: item, exact: true }).click()
}

const dialog = (page: Page) => page.getByTestId('dictionary-dialog')

test('Dictionary, Thesaurus and Rhymes answer with no AI key, and offline after first use', async ({ page, context }) => {
  await openEditor(page)
  // No AI key is set: the built-in dictionary needs none.
  await page.keyboard.type('Mice running in the cat flat.')
  await lookUp(page, 'running', 'Dictionary')
  await expect(page.getByRole('dialog', { name: 'Dictionary: running' })).toBeVisible()
  // Definitions by part of speech; the verb comes from its base form, run.
  await expect(dialog(page).getByRole('region', { name: 'verb (run)' })).toContainText("move fast by using one's feet")
  await expect(dialog(page).getByRole('region', { name: 'noun' })).toBeVisible()
  await dialog(page).getByRole('tab', { name: 'Thesaurus' }).click()
  await expect(page.getByRole('dialog', { name: 'Thesaurus: running' })).toBeVisible()
  await expect(dialog(page).getByRole('region', { name: 'verb (run)' })).toContainText('scarper')
  await page.keyboard.press('Escape')

  await lookUp(page, 'Mice', 'Dictionary')
  await expect(dialog(page).getByRole('region', { name: 'noun (mouse)' }).getByTestId('sense').first()).toContainText('rodent')
  await page.keyboard.press('Escape')

  await lookUp(page, 'cat', 'Rhymes')
  await expect(dialog(page).getByRole('list', { name: 'Rhymes for cat' })).toContainText('hat')
  await page.keyboard.press('Escape')

  // Offline: the app comes from its service worker, and the words looked up once still answer.
  await expect.poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 }).toBe('activated')
  // The service worker keeps what it fetches once it controls the page.
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
  await page.locator(EDITOR).click()
  await page.keyboard.press('End')
  await page.keyboard.type(' Flibbertyzzq.')
  await lookUp(page, 'running', 'Thesaurus')
  await expect(dialog(page).getByRole('region', { name: 'verb (run)' })).toContainText('scarper')
  await page.keyboard.press('Escape')

  await context.setOffline(true)
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await page.locator(EDITOR).click()
  await lookUp(page, 'running', 'Dictionary')
  await expect(dialog(page).getByRole('region', { name: 'verb (run)' })).toContainText("move fast by using one's feet")
  await page.keyboard.press('Escape')
  // A word never looked up: its part of the dictionary is not on the device yet, and it says so.
  await lookUp(page, 'flat', 'Dictionary')
  await expect(dialog(page).getByRole('alert')).toContainText('The dictionary is not on this device yet')
  await page.keyboard.press('Escape')
  await context.setOffline(false)
  // A word with no entry.
  await lookUp(page, 'Flibbertyzzq', 'Dictionary')
  await expect(dialog(page)).toContainText('No entry for “Flibbertyzzq” in the dictionary.')
})

test('Ask AI from the dictionary opens the AI lookup, which without a key says so', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('A lugubrious look.')
  await lookUp(page, 'lugubrious', 'Dictionary')
  await expect(dialog(page).getByTestId('sense').first()).toContainText('mournful')
  await dialog(page).getByRole('button', { name: 'Ask AI' }).click()
  await expect(page.getByRole('dialog', { name: 'Definition for lugubrious' }).getByRole('alert')).toHaveText('No AI settings found. Please configure your API key in File → Settings.')
})

test('Help → About credits WordNet under Princeton\'s license', async ({ page }) => {
  await openEditor(page)
  await page.getByRole('menuitem', { name: 'Help', exact: true }).click()
  await page.getByRole('menuitem', { name: 'About', exact: true }).click()
  const credits = page.getByRole('dialog', { name: 'About Nightwriter' }).getByRole('region', { name: 'Credits' })
  await expect(credits).toContainText('WordNet 3.1')
  await expect(credits).toContainText('Copyright 2006 by Princeton University')
})
