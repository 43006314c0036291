import { test, expect } from './test'
import { blocks, EDITOR, giveConsent } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

async function putSaved(page: import('@playwright/test').Page, value: unknown) {
  await page.evaluate(async (v) => {
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('nightwriter')
      req.onupgradeneeded = () => req.result.createObjectStore('kv')
      req.onsuccess = () => {
        const tx = req.result.transaction('kv', 'readwrite')
        tx.objectStore('kv').put(v, 'current-document')
        tx.oncomplete = () => (req.result.close(), resolve())
        tx.onerror = () => reject(tx.error)
      }
    })
  }, value)
}

async function recoveryEntries(page: import('@playwright/test').Page) {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const req = indexedDB.open('nightwriter')
        req.onsuccess = () => {
          const keys = req.result.transaction('kv').objectStore('kv').getAllKeys()
          keys.onsuccess = () => resolve((keys.result as string[]).filter((k) => k.startsWith('recovery-')))
        }
      }),
  )
}

for (const [name, value] of [
  ['not JSON', '{"broken'],
  ['the wrong shape', { savedAt: 1, content: { type: 'doc', content: [{ type: 'scene', content: [{ type: 'virus' }] }] } }],
] as const) {
  test(`a corrupt local save (${name}) opens an empty script, keeps the data for recovery and says so`, async ({ page }) => {
    await page.goto('/')
    await page.locator(EDITOR).waitFor()
    await putSaved(page, value)
    await page.reload()
    await page.locator(EDITOR).waitFor()
    await expect(page.getByTestId('toast')).toContainText('Saved script could not be read')
    await expect(page.getByTestId('toast')).toContainText('recovery key')
    expect(await blocks(page)).toEqual([['action', '']])
    const keys = await recoveryEntries(page)
    expect(keys).toHaveLength(1)
    // The editor works: typing still goes in.
    await page.locator(EDITOR).click()
    await page.keyboard.type('Still here.')
    await expect.poll(() => blocks(page)).toEqual([['action', 'Still here.']])
  })
}

test('an emergency backup written at unload is restored when it is newer than the last save', async ({ page }) => {
  await page.goto('/')
  await page.locator(EDITOR).click()
  await page.keyboard.type('Typed and reloaded at once.')
  // Reload before the 2 s save: only the unload backup can carry this text over.
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect.poll(() => blocks(page)).toEqual([['action', 'Typed and reloaded at once.']])
  expect(await page.evaluate(() => localStorage.getItem('emergency-backup'))).toBeNull()
})
