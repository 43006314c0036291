import { test, expect } from './test'
import { blocks, EDITOR, giveConsent } from './helpers'

// Browser tests share one context per worker. A test that leaves in the middle of typing (its
// words kept only by the emergency copy written as the page goes away) must not hand them to
// the next one: each test opens the app as a first-time visitor.
test.describe.configure({ mode: 'serial' })
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

test('a test that stops mid-typing leaves its words in the browser', async ({ page }) => {
  await page.goto('/')
  await page.locator(EDITOR).click()
  await page.keyboard.type('Left behind by the last test.')
  expect(await blocks(page)).toEqual([['action', 'Left behind by the last test.']])
})

test('the next test starts on an empty origin and an empty script', async ({ page }) => {
  expect(page.url()).toBe('about:blank')
  await page.goto('/manifest.webmanifest')
  const stored = await page.evaluate(async () => ({
    keys: Object.keys(localStorage).filter((k) => k !== 'welcome-completed'),
    databases: (await indexedDB.databases()).map((d) => d.name),
  }))
  expect(stored).toEqual({ keys: [], databases: [] })
  await page.goto('/')
  await page.locator(EDITOR).waitFor()
  expect(JSON.stringify(await blocks(page))).not.toContain('Left behind')
})
