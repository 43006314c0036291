import { test, expect, type Page } from './test'
import { readFileSync } from 'node:fs'
import { scriptToDoc } from '../../src/screenplay/document'
import { blocks, clickToLineEnd, EDITOR, giveConsent, menu, openEditor } from './helpers'
import { savedText, waitForSavedCopy } from '../support/saved-copy'

/**
 * The open project as a writer lives with it: a planned .nws opened, reloaded and saved back whole;
 * an import that must not overwrite the file open before it; a file name that survives a new
 * session; a file with a field this version cannot read.
 */
test.beforeEach(async ({ page }) => {
  // The computer-file paths use upload and download: Chromium's native pickers cannot be driven.
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).showSaveFilePicker
    delete (window as unknown as Record<string, unknown>).showOpenFilePicker
  })
})

const PLANNING = {
  movieConcept: { movieIdea: 'A son untangles his father’s tall tales', genres: ['Drama', 'Fantasy'], storyArchetype: 'Rite of Passage', protagonistGoalObstacle: '', logline: 'A dying storyteller…', themes: ['Legacy'], createdAt: '2026-01-02T10:00:00.000Z', updatedAt: '2026-01-03T10:00:00.000Z' },
  themeStructure: { centralArgument: 'Stories are truer than facts.' },
  characters: { characters: [{ id: 'c1', name: 'Edward Bloom', role: 'Protagonist', want: 'to be remembered' }], createdAt: '2026-01-02T10:00:00.000Z', updatedAt: '2026-01-02T10:00:00.000Z' },
  locations: { locations: [{ id: 'l1', name: 'Spectre', type: 'Exterior' }] },
  plotBoard: { id: 'b1', title: 'Big Fish', description: '', acts: [{ id: 'a1', title: 'Act One', description: '', order: 0 }], sequences: [], beats: [{ id: 'x1', title: 'The witch’s eye', synopsis: '', characters: ['Edward Bloom'], location: '', actId: 'a1', order: 0, completed: true }], templateName: 'three-act-basic' },
  todos: [{ id: 't1', text: 'Cut the circus scene', completed: false, createdAt: '2026-01-02T10:00:00.000Z' }],
  revisions: [{ id: 'r1', name: 'Revision 1', createdAt: '2026-01-02T10:00:00.000Z', content: scriptToDoc({ elements: [{ type: 'action', text: 'Older.' }] }) }],
}

function planned(extra: Record<string, unknown> = {}): string {
  const script = { elements: [{ type: 'scene-heading' as const, text: 'EXT. RIVER - DAY' }, { type: 'action' as const, text: 'A fish the size of a man.' }] }
  return JSON.stringify({
    version: '1.0',
    content: scriptToDoc(script),
    titlePage: { title: 'Big Fish', credit: 'Written by', author: 'J. August', source: '', draft: '', contact: '' },
    comments: [],
    ...PLANNING,
    ...extra,
  })
}

async function openFromComputer(page: Page, name: string, content: string) {
  const chooser = page.waitForEvent('filechooser')
  await menu(page, 'File', 'Open from Computer...')
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) })
}

async function saveToComputer(page: Page): Promise<{ name: string; json: Record<string, unknown> }> {
  const download = page.waitForEvent('download')
  await menu(page, 'File', 'Save to Computer...')
  const file = await download
  return { name: file.suggestedFilename(), json: JSON.parse(readFileSync((await file.path())!, 'utf8')) }
}

test('a planned .nws survives a reload whole: Save to Computer writes the same planning data back', async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  await openEditor(page)
  await openFromComputer(page, 'Big Fish.nws', planned())
  await expect(page.getByTestId('toast')).toContainText('Opened Big Fish successfully.')
  await expect(page.getByTestId('status-file')).toHaveText('Big Fish')
  // Something is typed so the kept copy is the writer's latest, then the page is reloaded.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`))
  await page.keyboard.type(' It winks.')
  await waitForSavedCopy(page, savedText('It winks.'))
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'EXT. RIVER - DAY'],
    ['action', 'A fish the size of a man. It winks.'],
  ])
  await expect(page).toHaveTitle('Big Fish - Nightwriter')
  const saved = await saveToComputer(page)
  expect(saved.name).toBe('Big Fish.nws')
  for (const [key, value] of Object.entries(PLANNING)) expect(saved.json[key], key).toEqual(value)
  expect(saved.json.titlePage).toMatchObject({ title: 'Big Fish', author: 'J. August' })
})

test('Save after an Import asks for a name instead of overwriting the file open before', async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  await openEditor(page)
  await page.keyboard.type('The first script.')
  await page.keyboard.press('Control+s')
  const saveAs = page.getByRole('dialog', { name: 'Save As' })
  await saveAs.getByLabel('File name').fill('First Script')
  await saveAs.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('status-file')).toHaveText('First Script')

  await menu(page, 'File', 'Import', 'Fountain')
  const dialog = page.getByRole('dialog', { name: 'Import Fountain' })
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'other.fountain', mimeType: 'text/plain', buffer: Buffer.from('INT. OTHER - DAY\n\nSomeone else’s script.\n') })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(page.getByTestId('status-file')).toHaveText('Untitled Screenplay*')
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('dialog', { name: 'Save As' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The first file is as it was.
  await menu(page, 'File', 'Open...')
  const open = page.getByRole('dialog', { name: 'Open File' })
  page.once('dialog', (d) => d.accept())
  await open.getByRole('option', { name: /First Script/ }).dblclick()
  await expect.poll(() => blocks(page)).toEqual([['action', 'The first script.']])
})

test('after Save As and a new session the title bar names the file, and Ctrl+S saves into it', async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  await openEditor(page)
  await page.keyboard.type('Draft two begins.')
  await page.keyboard.press('Control+Shift+s')
  const saveAs = page.getByRole('dialog', { name: 'Save As' })
  await saveAs.getByLabel('File name').fill('Big Fish Draft 2')
  await saveAs.getByRole('button', { name: 'Save' }).click()
  await expect(page).toHaveTitle('Big Fish Draft 2 - Nightwriter')
  // Nothing is typed after the save: the name alone must be kept.
  await waitForSavedCopy(page, (s) => s.fileName === 'Big Fish Draft 2')
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect(page).toHaveTitle('Big Fish Draft 2 - Nightwriter')
  await expect(page.getByTestId('status-file')).toHaveText('Big Fish Draft 2')
  await page.locator(EDITOR).click()
  await page.keyboard.press('End')
  await page.keyboard.type(' Saved again.')
  await page.keyboard.press('Control+s')
  await expect(page.getByTestId('status-file')).toHaveText('Big Fish Draft 2')
  await expect(page.getByRole('dialog', { name: 'Save As' })).toHaveCount(0)
  await menu(page, 'File', 'New')
  await menu(page, 'File', 'Open...')
  await page.getByRole('dialog', { name: 'Open File' }).getByRole('option', { name: /Big Fish Draft 2/ }).dblclick()
  await expect.poll(() => blocks(page)).toEqual([['action', 'Draft two begins. Saved again.']])
})

test('a .nws with a wrong-typed planning field opens the script, names the field, and is never written over', async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  await openEditor(page)
  const text = planned({ characters: { characters: [{ id: 'c1', name: 42 }] } })
  await openFromComputer(page, 'Odd.nws', text)
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'EXT. RIVER - DAY'],
    ['action', 'A fish the size of a man.'],
  ])
  await expect(page.getByTestId('toast').filter({ hasText: 'could not be read' })).toContainText('characters → characters → 1 → name (expected text)')
  // Save does not write over the file that was not fully read: it asks for a new name.
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('dialog', { name: 'Save As' })).toBeVisible()
  await page.keyboard.press('Escape')
  // What is saved keeps the unread value exactly as it was.
  const saved = await saveToComputer(page)
  expect(saved.json.characters).toEqual({ characters: [{ id: 'c1', name: 42 }] })
  expect(saved.json.todos).toEqual(PLANNING.todos)
})

test('without consent nothing is stored in the browser: Save offers a file on the computer', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('button', { name: 'Basic editor only' }).click()
  await page.locator(EDITOR).click()
  await page.keyboard.type('Kept only here.')
  const download = page.waitForEvent('download')
  await page.keyboard.press('Control+s')
  expect((await download).suggestedFilename()).toBe('Untitled Screenplay.nws')
  await expect(page.getByTestId('toast')).toContainText('Nothing is stored in this browser without your permission')
  const stored = await page.evaluate(async () => {
    const files = JSON.stringify(Object.keys(localStorage))
    const dbs = (await indexedDB.databases()).map((d) => d.name)
    return { files, dbs }
  })
  expect(stored.dbs).not.toContain('nightwriter')
})
