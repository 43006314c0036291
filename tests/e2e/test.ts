import { test as base, type BrowserContext } from '@playwright/test'

export * from '@playwright/test'

/**
 * Every browser test starts on an empty origin. Between tests Playwright resets a reused context
 * and clears the origin's storage, but a page it navigates away from may run its pagehide
 * afterwards (the old document unloads after the new one commits): the app's emergency copy
 * written there would reach the next test as yesterday's script. So a reused context's origin is
 * cleared again here, and checked to stay clear, before the test begins.
 */
export const test = base.extend<{ emptyOrigin: void }>({
  emptyOrigin: [
    async ({ context, baseURL }, use) => {
      // A context made for this test has no page yet; a reused one keeps the page the reset left.
      if (context.pages().length > 0) await clearOrigin(context, baseURL!)
      await use()
    },
    { auto: true },
  ],
})

async function clearOrigin(context: BrowserContext, baseURL: string): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage())
  // A small file of the app's own origin: its storage is reachable without starting the app.
  await page.goto(new URL('/manifest.webmanifest', baseURL).href)
  const left = await page.evaluate(async () => [...Object.keys(localStorage), ...(await indexedDB.databases()).map((d) => `indexedDB ${d.name}`)])
  // Rare, and worth knowing when it happens: said in the run's output.
  if (left.length) console.log(`storage the last test left behind, cleared: ${left.join(', ')}`)
  await page.evaluate(async () => {
    const wipe = async () => {
      localStorage.clear()
      sessionStorage.clear()
      const dbs = await indexedDB.databases()
      await Promise.all(
        dbs.map(
          (db) =>
            new Promise<void>((resolve, reject) => {
              const req = indexedDB.deleteDatabase(db.name!)
              req.onsuccess = () => resolve()
              req.onerror = () => reject(req.error)
            }),
        ),
      )
    }
    const isEmpty = async () => localStorage.length === 0 && (await indexedDB.databases()).length === 0
    // Clear until it stays clear for a moment: a late write from the last test shows up here.
    for (let i = 0; i < 20; i++) {
      await wipe()
      await new Promise((r) => setTimeout(r, 50))
      if (await isEmpty()) return
    }
    throw new Error('the origin kept storage from the last test')
  })
  await page.goto('about:blank')
}
