import { test, expect, type Page } from './test'
import { readFileSync } from 'node:fs'
import { blocks, EDITOR, giveConsent } from './helpers'
import { runSlashCommand, seedSettings, testKey } from './ai-helpers'
import { savedText, waitForSavedCopy } from '../support/saved-copy'

// What is tested here is the offline app, which its service worker is (the other tests run without it).
test.use({ serviceWorkers: 'allow' })
// These tests switch the network off for the whole context: each gets a new one.
test.use({ reuseContext: false })

async function menu(page: Page, top: string, ...rest: string[]) {
  await page.getByRole('menuitem', { name: top, exact: true }).click()
  for (const name of rest) await page.getByRole('menuitem', { name, exact: true }).click()
}

/** Once the service worker has cached the app, nothing more is needed from the network. */
async function waitForOfflineApp(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state), { timeout: 30_000 })
    .toBe('activated')
}

test('after one visit the app opens, writes, saves, imports and exports with no network; AI and Drive say they need one', async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  await page.goto('/')
  await page.locator(EDITOR).waitFor()
  await waitForOfflineApp(page)
  // The manifest makes it installable.
  const manifest = await (await page.request.get('/manifest.webmanifest')).json()
  expect(manifest).toMatchObject({ name: 'Nightwriter', display: 'standalone', start_url: '/' })

  await context.setOffline(true)
  await page.reload()
  await page.locator(EDITOR).click()
  await expect(page.getByTestId('offline-badge')).toHaveText('Offline: AI and Drive need a connection')
  await page.keyboard.press('Alt+s')
  await page.keyboard.type('INT. TUNNEL - NIGHT')
  await page.keyboard.press('Enter')
  await page.keyboard.type('The train loses its signal. Maya keeps writing.')
  await expect(page.getByTestId('status-file')).toHaveText('Untitled Screenplay*')
  // The local copy is written soon after a change: wait until it holds the line just typed.
  await waitForSavedCopy(page, savedText('Maya keeps writing.'))

  await page.reload()
  await page.locator(EDITOR).waitFor()
  const written: [string, string][] = [
    ['sceneHeading', 'INT. TUNNEL - NIGHT'],
    ['action', 'The train loses its signal. Maya keeps writing.'],
  ]
  await expect.poll(() => blocks(page)).toEqual(written)

  // Export, PDF included (its fonts come from the cache).
  const fountain = page.waitForEvent('download')
  await menu(page, 'File', 'Export As', 'Fountain')
  expect(readFileSync((await (await fountain).path())!, 'utf8')).toContain('INT. TUNNEL - NIGHT')
  const pdf = page.waitForEvent('download')
  await menu(page, 'File', 'Export As', 'PDF')
  await page.getByRole('dialog', { name: 'Export PDF' }).getByRole('button', { name: 'Export' }).click()
  const pdfBytes = readFileSync((await (await pdf).path())!)
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-')
  expect(pdfBytes.length).toBeGreaterThan(5000)

  // Statistics (reports are built from the same script, in the browser).
  await menu(page, 'Tools', 'Statistics')
  await expect(page.getByRole('dialog', { name: /Statistics/ })).toBeVisible()
  await page.keyboard.press('Escape')

  // Drive and AI say plainly that they need a connection.
  await menu(page, 'File', 'Sign In to Google Drive')
  await expect(page.getByTestId('toast')).toContainText('Google Drive needs an internet connection')

  // Import works offline too; the imported script then survives another offline reload.
  await menu(page, 'File', 'Import', 'Fountain')
  const dialog = page.getByRole('dialog', { name: 'Import Fountain' })
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'tunnel.fountain', mimeType: 'text/plain', buffer: Buffer.from('EXT. PLATFORM - DAWN\n\nThe train comes out into the light.\n') })
  page.once('dialog', (d) => d.accept()) // the typed scene is asked about, and kept, first
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'EXT. PLATFORM - DAWN'],
    ['action', 'The train comes out into the light.'],
  ])
  await waitForSavedCopy(page, savedText('The train comes out into the light.'))
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'EXT. PLATFORM - DAWN'],
    ['action', 'The train comes out into the light.'],
  ])
  await context.setOffline(false)
  await expect(page.getByTestId('offline-badge')).toHaveCount(0)
})

test('the service worker never answers /api: requests reach the server, and fail plainly offline', async ({ page, context }) => {
  await page.goto('/')
  await page.locator(EDITOR).waitFor()
  await waitForOfflineApp(page)
  await page.reload()
  await page.locator(EDITOR).waitFor()
  expect(await page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true)
  const cache = await page.evaluate(async () => {
    const ok = (await fetch('/api/health')).ok
    const cached: string[] = []
    for (const n of await caches.keys()) for (const r of await (await caches.open(n)).keys()) cached.push(new URL(r.url).pathname)
    return { ok, api: cached.filter((p) => p.startsWith('/api')), dictionary: cached.some((p) => p.endsWith('.dic')), fonts: cached.filter((p) => p.endsWith('.woff2')).length, pdfFonts: cached.filter((p) => p.endsWith('.ttf')).length }
  })
  expect(cache).toMatchObject({ ok: true, api: [], dictionary: true, pdfFonts: 4 })
  expect(cache.fonts).toBeGreaterThan(10)
  await context.setOffline(true)
  const offline = await page.evaluate(() => fetch('/api/health').then((r) => `answered ${r.status}`, () => 'network error'))
  expect(offline).toBe('network error')
})

test('offline, an AI command says plainly that it needs a connection', async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  await seedSettings(page, { apiKey: testKey('offline') })
  await page.goto('/')
  await page.locator(EDITOR).waitFor()
  await waitForOfflineApp(page)
  await context.setOffline(true)
  await page.reload()
  await page.locator(EDITOR).click()
  await runSlashCommand(page, 'define', 'serendipity')
  await expect(page.getByText(/AI needs an internet connection/).first()).toBeVisible()
})
