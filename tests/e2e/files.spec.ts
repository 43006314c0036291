import { test, expect, chromium } from './test'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { execSync } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { blocks, clickToLineEnd, EDITOR, FAKE_DRIVE, giveConsent, menu, openEditor } from './helpers'
import { savedText, waitForSavedCopy } from '../support/saved-copy'

// One test fills the origin's storage quota, which holds for the whole browser context: each test gets a new one.
test.use({ reuseContext: false })
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

async function typeScene(page: import('@playwright/test').Page, heading: string, action: string) {
  await page.keyboard.type(heading)
  await page.keyboard.press('Enter')
  await page.keyboard.type(action)
}

test('Save As validates the name; saved files open again, from the Open dialog and Open Recent', async ({ page }) => {
  await openEditor(page)
  await typeScene(page, 'INT. ONE - DAY', 'First script.')
  await expect(page.getByTestId('status-file')).toHaveText('Untitled Screenplay*')
  await page.keyboard.press('Control+s') // no file yet: Save As
  const dialog = page.getByRole('dialog', { name: 'Save As' })
  const name = dialog.getByLabel('File name')
  await expect(name).toHaveValue(/^Untitled Screenplay \d{4}-\d\d-\d\d \d\d-\d\d$/)
  await name.fill('   ')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please enter a file name')
  await name.fill('bad/name')
  await expect(dialog.getByRole('alert')).toHaveCount(0) // the error clears on typing
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('File name can only contain letters, numbers, spaces, hyphens, underscores, and parentheses')
  await name.fill('First Draft (v1)')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page).toHaveTitle('First Draft (v1) - Nightwriter')
  await expect(page.getByTestId('status-file')).toHaveText('First Draft (v1)')
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved')

  // Edit, then Save writes to the same file.
  await page.keyboard.type(' More.')
  await expect(page.getByTestId('status-file')).toHaveText('First Draft (v1)*')
  await page.keyboard.press('Control+s')
  await expect(page.getByTestId('status-file')).toHaveText('First Draft (v1)')

  // New: an empty script (the unsaved-changes question is not asked: nothing is unsaved).
  await menu(page, 'File', 'New')
  await expect.poll(() => blocks(page)).toEqual([['action', '']])
  await page.locator(EDITOR).click()
  await typeScene(page, 'EXT. TWO - NIGHT', 'Second script.')
  page.once('dialog', (d) => d.accept()) // "Discard unsaved changes?"
  await menu(page, 'File', 'Open...')
  const open = page.getByRole('dialog', { name: 'Open File' })
  await expect(open.getByRole('option')).toHaveCount(1)
  await expect(open.getByRole('option')).toContainText('First Draft (v1)')
  await expect(open.getByRole('option')).toContainText('Modified Just now')
  await open.getByRole('option').dblclick()
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. ONE - DAY'],
    ['action', 'First script. More.'],
  ])
  await expect(page.getByTestId('toast')).toContainText('Opened First Draft (v1) successfully.')

  await menu(page, 'File', 'Open Recent')
  await expect(page.getByRole('menuitem', { name: /First Draft \(v1\) — Just now/ })).toBeVisible()
  await page.keyboard.press('Escape')
})

test('a recent file that is gone is removed from the list with File Not Found', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Soon deleted.')
  await page.keyboard.press('Control+s')
  await page.getByRole('dialog', { name: 'Save As' }).getByLabel('File name').fill('Ghost')
  await page.getByRole('dialog', { name: 'Save As' }).getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveTitle('Ghost - Nightwriter')
  // Delete the stored file behind the app's back.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const req = indexedDB.open('nightwriter')
        req.onsuccess = () => {
          const store = req.result.transaction('kv', 'readwrite').objectStore('kv')
          const keys = store.getAllKeys()
          keys.onsuccess = () => {
            for (const k of keys.result as string[]) if (k.startsWith('file:')) store.delete(k)
            store.transaction.oncomplete = () => resolve()
          }
        }
      }),
  )
  await menu(page, 'File', 'Open Recent')
  await page.getByRole('menuitem', { name: /Ghost — / }).click()
  await expect(page.getByTestId('toast')).toContainText('File Not Found')
  await expect(page.getByTestId('toast')).toContainText('It has been removed from recent files.')
  await menu(page, 'File', 'Open Recent')
  await expect(page.getByRole('menuitem', { name: 'No recent files' })).toBeVisible()
  await page.keyboard.press('Escape')
  expect(await blocks(page)).toEqual([['action', 'Soon deleted.']])
})

test.describe('files on the computer', () => {
  // Test the upload/download path; Chromium's native file pickers cannot be driven by a test.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as Record<string, unknown>).showSaveFilePicker
      delete (window as unknown as Record<string, unknown>).showOpenFilePicker
    })
  })

  test('a .nws saved to the computer opens again; bad files are refused and the script stays', async ({ page }) => {
    await openEditor(page)
    await typeScene(page, 'INT. LAB - DAY', 'Beakers bubble.')
    const download = page.waitForEvent('download')
    await menu(page, 'File', 'Save to Computer...')
    const file = await download
    expect(file.suggestedFilename()).toBe('Untitled Screenplay.nws')
    const text = readFileSync((await file.path())!, 'utf8')
    expect(JSON.parse(text)).toMatchObject({ version: '1.0', titlePage: { title: '', credit: '', draft: '' }, todos: [], plotBoard: null })

    const openWith = async (name: string, content: string | Buffer) => {
      const chooser = page.waitForEvent('filechooser')
      await menu(page, 'File', 'Open from Computer...')
      await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) })
    }
    await page.locator(EDITOR).click()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('Replaced.')
    page.on('dialog', (d) => d.accept())
    for (const [bad, message] of [
      ['not json at all', 'not valid JSON'],
      ['{"version":"7.0","content":{}}', 'version "7.0"'],
      ['{"version":"1.0"}', 'has no script content'],
    ]) {
      await openWith('bad.nws', bad)
      await expect(page.getByTestId('toast')).toContainText(message)
      expect(await blocks(page)).toEqual([['action', 'Replaced.']])
    }
    await openWith('lab.nws', text)
    await expect.poll(() => blocks(page)).toEqual([
      ['sceneHeading', 'INT. LAB - DAY'],
      ['action', 'Beakers bubble.'],
    ])
    await expect(page).toHaveTitle('lab - Nightwriter')
  })

  test('a 50 MB .nws is refused at once with a clear message', async ({ page }) => {
    await openEditor(page)
    await page.keyboard.type('Keep me.')
    const chooser = page.waitForEvent('filechooser')
    await menu(page, 'File', 'Open from Computer...')
    const big = join(mkdtempSync(join(tmpdir(), 'nw-big-')), 'huge.nws')
    writeFileSync(big, Buffer.alloc(50 * 1024 * 1024, 32))
    await (await chooser).setFiles(big)
    await expect(page.getByTestId('toast')).toContainText('larger than any screenplay project')
    expect(await blocks(page)).toEqual([['action', 'Keep me.']])
  })
})

test('when browser storage is full the writer sees a warning and the work stays in the editor', async ({ page, baseURL }) => {
  // A real quota, not a patched page: the copy is written by a background worker, so the full
  // storage must reach the writer from there as it would on a full disk.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Storage.overrideQuotaForOrigin', { origin: new URL(baseURL!).origin, quotaSize: 1 })
  await openEditor(page)
  await page.keyboard.type('Precious words.')
  await expect(page.getByTestId('storage-warning')).toContainText('browser storage is full', { timeout: 8000 })
  await expect(page.getByTestId('toast')).toContainText('Auto-save failed')
  expect(await blocks(page)).toEqual([['action', 'Precious words.']])
  // The copy is written by the background worker, not by the page (so the warning came from there).
  expect(page.workers().map((w) => w.url()).some((u) => u.includes('local-save'))).toBe(true)
})

test('a browser killed mid-typing loses at most the last two seconds', async ({ baseURL }) => {
  const dir = mkdtempSync(join(tmpdir(), 'nw-crash-'))
  const launch = () =>
    chromium.launchPersistentContext(dir, {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    })
  try {
    let ctx = await launch()
    await giveConsent(ctx, baseURL!)
    let page = await ctx.newPage()
    await page.goto(baseURL!)
    await page.locator(EDITOR).click()
    await page.keyboard.type('Saved part.')
    await waitForSavedCopy(page, savedText('Saved part.'))
    await page.keyboard.type(' Lost part.')
    // No unload: the browser process dies.
    // The bracket keeps pkill from matching the shell that runs it.
    execSync(`pkill -9 -f -- '--user-data-dir=[${dir[0]}]${dir.slice(1)}'; true`)
    await ctx.close().catch(() => {})
    ctx = await launch()
    // Chromium writes cookies to disk only every few seconds; a writer's consent is long stored by the
    // time of a crash, so give it again rather than depend on that timing.
    await giveConsent(ctx, baseURL!)
    page = await ctx.newPage()
    await page.goto(baseURL!)
    await page.locator(EDITOR).waitFor()
    await expect.poll(() => blocks(page)).toEqual([['action', 'Saved part.']])
    await ctx.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test.describe('Google Drive (fake Drive server)', () => {
  test.describe.configure({ mode: 'serial' })
  test.beforeEach(async () => {
    await fetch(`${FAKE_DRIVE}/__reset`, { method: 'POST' })
  })

  test('sign in, Save As, Save, Open and New go to Drive; a 401 is retried once after signing in again', async ({ page }) => {
    await openEditor(page)
    await menu(page, 'File', 'Sign In to Google Drive')
    await expect(page.getByTestId('toast')).toContainText('Signed in to Google Drive')
    await page.locator(EDITOR).click()
    await typeScene(page, 'INT. CLOUD - DAY', 'Up high.')
    await page.keyboard.press('Control+s')
    const dialog = page.getByRole('dialog', { name: 'Save As' })
    await expect(dialog).toContainText('in your Google Drive')
    await dialog.getByLabel('File name').fill('Cloud Script')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveTitle('Cloud Script - Nightwriter')
    type F = { name: string; mimeType: string; content: string; parents: string[] }
    const files = async () => (await (await fetch(`${FAKE_DRIVE}/__files`)).json()) as F[]
    const scripts = async () => (await files()).filter((f) => f.name.endsWith('.nws'))
    expect((await files()).filter((f) => f.mimeType === 'application/vnd.google-apps.folder').map((f) => f.name)).toEqual(['Nightwriter'])
    expect((await scripts()).map((f) => f.name)).toEqual(['Cloud Script.nws'])
    expect(JSON.parse((await scripts())[0].content).content.content[0].content[0].content[0].text).toBe('INT. CLOUD - DAY')

    // The token expires: the next save gets 401, signs in again and retries once.
    await fetch(`${FAKE_DRIVE}/__expire`, { method: 'POST' })
    await clickToLineEnd(page, page.locator('[data-type="action"]'))
    await page.keyboard.type(' Higher.')
    await page.keyboard.press('Control+s')
    await expect(page.getByTestId('status-file')).toHaveText('Cloud Script')
    const log = (await (await fetch(`${FAKE_DRIVE}/__log`)).json()) as string[]
    // The save's first call (the check of the file's version) is refused, then made again with the new token.
    const refused = log.findIndex((l) => l.endsWith(' 401'))
    const call = log[refused].replace(/ 401$/, '')
    expect(log.slice(refused + 1).find((l) => l.startsWith(`${call} `))).toBe(`${call} 200`)
    expect(log.filter((l) => l.endsWith(' 401'))).toHaveLength(1)
    expect(log.filter((l) => l.startsWith('PATCH')).map((l) => l.split(' ')[2])).toEqual(['200'])
    expect(JSON.stringify(JSON.parse((await scripts())[0].content))).toContain('Up high. Higher.')

    // New creates a new Drive file at once; Open lists both, newest first.
    await menu(page, 'File', 'New')
    await expect.poll(async () => (await scripts()).length).toBe(2)
    await menu(page, 'File', 'Open...')
    const open = page.getByRole('dialog', { name: 'Open File' })
    await expect(open).toContainText('Your Google Drive')
    await expect(open.getByRole('option')).toHaveCount(2)
    await expect(open.getByRole('option').nth(1)).toContainText('Cloud Script')
    await open.getByRole('option').nth(1).dblclick()
    await expect.poll(() => blocks(page)).toEqual([
      ['sceneHeading', 'INT. CLOUD - DAY'],
      ['action', 'Up high. Higher.'],
    ])
    // Sign out revokes the token.
    await menu(page, 'File', 'Sign Out')
    await expect(page.getByTestId('toast')).toContainText('Signed out of Google Drive')
  })

  test('when Drive refuses every token, saving asks to sign in again with a Sign In action and keeps the work', async ({ page }) => {
    await openEditor(page)
    await menu(page, 'File', 'Sign In to Google Drive')
    await expect(page.getByTestId('toast')).toContainText('Signed in to Google Drive')
    await page.locator(EDITOR).click()
    await page.keyboard.type('Do not lose me.')
    await page.keyboard.press('Control+s')
    const dialog = page.getByRole('dialog', { name: 'Save As' })
    await dialog.getByLabel('File name').fill('Fragile')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveTitle('Fragile - Nightwriter')
    await fetch(`${FAKE_DRIVE}/__deny`, { method: 'POST' })
    await clickToLineEnd(page, page.locator('[data-type="action"]'))
    await page.keyboard.type(' Still here.')
    await page.keyboard.press('Control+s')
    const toastEl = page.getByTestId('toast')
    await expect(toastEl).toContainText('Sign in to Google Drive')
    await expect(toastEl.getByRole('button', { name: 'Sign In' })).toBeVisible()
    await expect(page.getByTestId('status-file')).toHaveText('Fragile*')
    expect(await blocks(page)).toEqual([['action', 'Do not lose me. Still here.']])
    // Access restored: Sign In from the toast, then Save reaches Drive.
    await fetch(`${FAKE_DRIVE}/__reset`, { method: 'POST' })
    await toastEl.getByRole('button', { name: 'Sign In' }).click()
    await expect(page.getByTestId('toast')).toContainText('Signed in to Google Drive')
  })
})
