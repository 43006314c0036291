import { test, expect, type Page } from './test'
import { blocks, EDITOR, FAKE_DRIVE, giveConsent, menu, openEditor, clickToLineEnd } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const todoPanel = (page: Page) => page.getByRole('complementary', { name: 'To-Do List' })
const todos = (page: Page) => todoPanel(page).getByTestId('todo-item')

/** A writer's work: a scene typed and a to-do added, nothing saved to a file. */
async function workInProgress(page: Page) {
  await openEditor(page)
  await page.keyboard.press('Alt+s')
  await page.keyboard.type('INT. KITCHEN - NIGHT')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Mine, all mine.')
  await page.keyboard.press('Control+Shift+Digit2')
  const input = todoPanel(page).getByPlaceholder('Add a new task...')
  await input.fill('Fix the kitchen scene')
  await input.press('Enter')
  await expect(todos(page)).toHaveText(['Fix the kitchen scene'])
}

const MINE = [
  ['sceneHeading', 'INT. KITCHEN - NIGHT'],
  ['action', 'Mine, all mine.'],
]
const THEIRS = [
  ['sceneHeading', 'EXT. DOCK - DAY'],
  ['action', 'Gulls.'],
]

async function importFountain(page: Page) {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Import' }).click()
  await page.getByRole('menuitem', { name: 'Fountain', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Import Fountain' })
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'dock.fountain', mimeType: 'text/plain', buffer: Buffer.from('EXT. DOCK - DAY\n\nGulls.\n') })
  await dialog.getByRole('button', { name: 'Import' }).click()
}

/** Answers the next question with `accept`, and gives back its text. */
function answerNext(page: Page, accept: boolean): Promise<string> {
  return new Promise((resolve) => page.once('dialog', (d) => (resolve(d.message()), void (accept ? d.accept() : d.dismiss()))))
}

test('Import over unsaved work asks; Cancel keeps everything; accepted, the work is kept in the library and opens again with its to-dos', async ({ page }) => {
  await workInProgress(page)

  let question = answerNext(page, false)
  await importFountain(page)
  expect(await question).toMatch(/^“Untitled Screenplay” has changes no file holds\. Importing this file replaces it, so it will be kept first in this browser's files as “Untitled Screenplay \(before import \d{4}-\d\d-\d\d \d\d-\d\d\)” \(File → Open\)\. Continue\?$/)
  await expect(page.getByTestId('toast')).toContainText('Import cancelled')
  expect(await blocks(page)).toEqual(MINE)
  await expect(todos(page)).toHaveText(['Fix the kitchen scene'])

  question = answerNext(page, true)
  await importFountain(page)
  await question
  await expect.poll(() => blocks(page)).toEqual(THEIRS)
  await expect(todos(page)).toHaveCount(0)

  // Reload: the imported script is the open one; the earlier work is a file in the library.
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect.poll(() => blocks(page)).toEqual(THEIRS)
  question = answerNext(page, true) // the imported script is itself unsaved work: kept too
  await menu(page, 'File', 'Open...')
  const open = page.getByRole('dialog', { name: 'Open File' })
  const kept = open.getByRole('option', { name: /Untitled Screenplay \(before import / })
  await expect(kept).toHaveCount(1)
  await kept.dblclick()
  expect(await question).toContain('Opening this file replaces it')
  await expect.poll(() => blocks(page)).toEqual(MINE)
  await page.keyboard.press('Control+Shift+Digit2')
  await expect(todos(page)).toHaveText(['Fix the kitchen scene'])
  await expect(page).toHaveTitle(/^Untitled Screenplay \(before import .*\) - Nightwriter$/)
})

test('Ctrl+Z after an import brings back the whole project, to-dos included; Ctrl+Shift+Z the import again', async ({ page }) => {
  await workInProgress(page)
  const question = answerNext(page, true)
  await importFountain(page)
  await question
  await expect.poll(() => blocks(page)).toEqual(THEIRS)
  await expect(todos(page)).toHaveCount(0)
  await page.locator('[data-type="action"]').click()
  await page.keyboard.press('Control+z')
  await expect.poll(() => blocks(page)).toEqual(MINE)
  await expect(todos(page)).toHaveText(['Fix the kitchen scene'])
  await page.keyboard.press('Control+Shift+z')
  await expect.poll(() => blocks(page)).toEqual(THEIRS)
  await expect(todos(page)).toHaveCount(0)
  // Undone again, the earlier project is what this browser keeps across a reload.
  await page.keyboard.press('Control+z')
  await expect(todos(page)).toHaveText(['Fix the kitchen scene'])
  await expect.poll(async () => page.evaluate(() => new Promise<string>((resolve) => {
    const req = indexedDB.open('nightwriter')
    req.onsuccess = () => {
      const g = req.result.transaction('kv').objectStore('kv').get('current-document')
      g.onsuccess = () => resolve(g.result?.nws ?? '')
    }
  }))).toContain('Fix the kitchen scene')
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect.poll(() => blocks(page)).toEqual(MINE)
})

test('Open Recent and New ask the same way; a kept copy is listed under File → Open', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Saved draft.')
  await page.keyboard.press('Control+s')
  const saveAs = page.getByRole('dialog', { name: 'Save As' })
  await saveAs.getByLabel('File name').fill('Draft One')
  await saveAs.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveTitle('Draft One - Nightwriter')
  await page.keyboard.type(' Unsaved line.')
  await expect(page.getByTestId('status-file')).toHaveText('Draft One*')

  // New: asked; No keeps the script as it is.
  let question = answerNext(page, false)
  await menu(page, 'File', 'New')
  expect(await question).toContain('“Draft One” has changes no file holds. A new script replaces it')
  expect(await blocks(page)).toEqual([['action', 'Saved draft. Unsaved line.']])

  // Open Recent of the same file: its saved version would replace the unsaved line, so it asks too.
  question = answerNext(page, true)
  await menu(page, 'File', 'Open Recent')
  await page.getByRole('menuitem', { name: /Draft One — / }).click()
  expect(await question).toContain('Opening this file replaces it, so it will be kept first in this browser\'s files as “Draft One (before Open')
  await expect.poll(() => blocks(page)).toEqual([['action', 'Saved draft.']])
  await menu(page, 'File', 'Open...')
  const open = page.getByRole('dialog', { name: 'Open File' })
  await open.getByRole('option', { name: /Draft One \(before Open / }).dblclick()
  await expect.poll(() => blocks(page)).toEqual([['action', 'Saved draft. Unsaved line.']])
})

/** Writes a file of this browser's library as another tab (or an older copy of the app) would: new text, next revision. */
async function saveBehindTheAppsBack(page: Page, name: string, text: string) {
  await page.evaluate(
    ({ name, text }) =>
      new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('nightwriter')
        req.onsuccess = () => {
          const tx = req.result.transaction('kv', 'readwrite')
          const store = tx.objectStore('kv')
          const g = store.get('file-index')
          g.onsuccess = () => {
            const index = g.result as { id: string; name: string; version?: string; modifiedTime: string }[]
            const meta = index.find((m) => m.name === name)!
            const doc = { type: 'doc', content: [{ type: 'scene', content: [{ type: 'action', content: [{ type: 'text', text }] }] }] }
            store.put(JSON.stringify({ version: '1.0', content: doc, titlePage: {} }), `file:${meta.id}`)
            store.put(index.map((m) => (m === meta ? { ...m, version: String(Number(m.version ?? '1') + 1), modifiedTime: new Date().toISOString() } : m)), 'file-index')
          }
          tx.oncomplete = () => resolve()
          tx.onerror = () => reject(tx.error)
        }
      }),
    { name, text },
  )
}

test('a library save over a copy saved later elsewhere writes nothing and offers Save As or overwriting knowingly', async ({ context }) => {
  const a = await context.newPage()
  await openEditor(a)
  await a.keyboard.type('Version A.')
  await a.keyboard.press('Control+s')
  const saveAsA = a.getByRole('dialog', { name: 'Save As' })
  await saveAsA.getByLabel('File name').fill('Shared')
  await saveAsA.getByRole('button', { name: 'Save' }).click()
  await expect(a).toHaveTitle('Shared - Nightwriter')

  // Tab B saves the file later.
  const b = await context.newPage()
  await b.goto('/')
  await saveBehindTheAppsBack(b, 'Shared.nws', 'Saved later in tab B.')
  await b.close()

  // Tab A, holding the older copy, saves: nothing is written, the writer is asked.
  await a.bringToFront()
  await a.keyboard.type(' More A.')
  await a.keyboard.press('Control+s')
  const conflict = a.getByRole('dialog', { name: 'This file was changed elsewhere' })
  await expect(conflict).toContainText('Shared was saved in this browser (perhaps in another tab) after you opened it here. Nothing was written')
  await expect(a.getByTestId('status-file')).toHaveText('Shared*')
  await conflict.getByRole('button', { name: 'Save As New File…' }).click()
  const saveAs = a.getByRole('dialog', { name: 'Save As' })
  await expect(saveAs.getByLabel('File name')).toHaveValue('Shared (my version)')
  await saveAs.getByRole('button', { name: 'Save' }).click()
  await expect(a).toHaveTitle('Shared (my version) - Nightwriter')

  // Both are in the library: B's text untouched under the old name, A's under the new one.
  await a.keyboard.type(' Later.')
  await a.keyboard.press('Control+s') // the new file is A's own: no question
  await expect(a.getByTestId('status-file')).toHaveText('Shared (my version)')
  await menu(a, 'File', 'Open...')
  await a.getByRole('dialog', { name: 'Open File' }).getByRole('option', { name: /^Shared\b(?! \(my)/ }).dblclick()
  await expect.poll(() => blocks(a)).toEqual([['action', 'Saved later in tab B.']])

  // Overwriting knowingly: the writer's version replaces the other one.
  await saveBehindTheAppsBack(a, 'Shared.nws', 'Changed once more elsewhere.')
  await clickToLineEnd(a, a.locator('[data-type="action"]'))
  await a.keyboard.type(' Mine wins.')
  await a.keyboard.press('Control+s')
  await conflict.getByRole('button', { name: 'Overwrite Their Version' }).click()
  await expect(a.getByTestId('status-file')).toHaveText('Shared')
  await menu(a, 'File', 'Open...')
  await a.getByRole('dialog', { name: 'Open File' }).getByRole('option', { name: /^Shared\b(?! \(my)/ }).dblclick()
  await expect.poll(() => blocks(a)).toEqual([['action', 'Saved later in tab B. Mine wins.']])
})

test.describe('Google Drive (fake Drive server)', () => {
  test.beforeEach(async () => {
    await fetch(`${FAKE_DRIVE}/__reset`, { method: 'POST' })
  })

  test('a Drive save when the file changed on Drive since it was opened writes nothing and offers Save As', async ({ page }) => {
    await openEditor(page)
    await menu(page, 'File', 'Sign In to Google Drive')
    await expect(page.getByTestId('toast')).toContainText('Signed in to Google Drive')
    await page.locator(EDITOR).click()
    await page.keyboard.type('From this laptop.')
    await page.keyboard.press('Control+s')
    const saveAs = page.getByRole('dialog', { name: 'Save As' })
    await saveAs.getByLabel('File name').fill('Cloud')
    await saveAs.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveTitle('Cloud - Nightwriter')
    type F = { id: string; name: string; content: string; version: string }
    const files = async () => ((await (await fetch(`${FAKE_DRIVE}/__files`)).json()) as F[]).filter((f) => f.name.endsWith('.nws'))
    const cloud = (await files())[0]

    // Another device saves the file.
    const theirs = JSON.stringify({ version: '1.0', content: { type: 'doc', content: [{ type: 'scene', content: [{ type: 'action', content: [{ type: 'text', text: 'From the desktop.' }] }] }] }, titlePage: {} })
    await fetch(`${FAKE_DRIVE}/__edit/${cloud.id}`, { method: 'POST', body: theirs })

    await page.keyboard.type(' More.')
    await page.keyboard.press('Control+s')
    const conflict = page.getByRole('dialog', { name: 'This file was changed elsewhere' })
    await expect(conflict).toContainText('Cloud was saved on Google Drive (perhaps on another device) after you opened it here')
    expect((await files()).find((f) => f.id === cloud.id)!.content).toBe(theirs)
    await conflict.getByRole('button', { name: 'Save As New File…' }).click()
    await saveAs.getByRole('button', { name: 'Save' }).click()
    await expect(page).toHaveTitle('Cloud (my version) - Nightwriter')
    const after = await files()
    expect(after.find((f) => f.id === cloud.id)!.content).toBe(theirs)
    expect(after.find((f) => f.name === 'Cloud (my version).nws')!.content).toContain('From this laptop. More.')
  })
})
