import { test, expect, type Page } from './test'
import { blocks, clickToLineEnd, EDITOR, giveConsent, menu, openEditor } from './helpers'

/**
 * A damaged .nws as a writer meets it: a link pasted in from elsewhere and an empty text run,
 * either of which the editor refuses a whole document for. What can be read opens, the writer is
 * told what was repaired, Save asks for a new name, and the browser's copy holds the repaired
 * script after a reload. A file with nothing readable replaces nothing.
 */
test.beforeEach(async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  // The computer-file paths use upload and download: Chromium's native pickers cannot be driven.
  await page.addInitScript(() => {
    delete (window as unknown as Record<string, unknown>).showSaveFilePicker
    delete (window as unknown as Record<string, unknown>).showOpenFilePicker
  })
})

const text = (t: string, marks?: unknown[]) => (marks ? { type: 'text', text: t, marks } : { type: 'text', text: t })
const para = (type: string, ...content: unknown[]) => ({ type, content })

function nws(content: unknown): string {
  return JSON.stringify({ version: '1.0', content, titlePage: { title: 'Harbour', credit: '', author: '', source: '', draft: '', contact: '' }, todos: [] })
}

const DAMAGED = nws({
  type: 'doc',
  content: [
    {
      type: 'scene',
      content: [
        para('sceneHeading', text('EXT. HARBOUR - NIGHT')),
        para('action', text('The ferry leaves '), text('without her', [{ type: 'link', attrs: { href: 'https://example.com' } }]), text('.'), text('')),
        para('character', text('MARA')),
        para('dialogue', text('Wait.', [{ type: 'italic' }])),
      ],
    },
  ],
})

/** The project text this browser keeps for the next visit ('' while there is none). */
function keptCopy(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const req = indexedDB.open('nightwriter')
        req.onsuccess = () => {
          const db = req.result
          if (!db.objectStoreNames.contains('kv')) return resolve('')
          const get = db.transaction('kv').objectStore('kv').get('current-document')
          get.onsuccess = () => resolve(JSON.stringify(get.result ?? ''))
          get.onerror = () => resolve('')
        }
        req.onerror = () => resolve('')
      }),
  )
}

async function openFromComputer(page: Page, name: string, content: string) {
  const chooser = page.waitForEvent('filechooser')
  await menu(page, 'File', 'Open from Computer...')
  await (await chooser).setFiles({ name, mimeType: 'application/json', buffer: Buffer.from(content) })
}

test('a damaged .nws opens what can be read, says what was repaired, and Save asks for a new name', async ({ page }) => {
  await openEditor(page)
  await openFromComputer(page, 'Harbour.nws', DAMAGED)
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'EXT. HARBOUR - NIGHT'],
    ['action', 'The ferry leaves without her.'],
    ['character', 'MARA'],
    ['dialogue', 'Wait.'],
  ])
  await expect(page.locator(`${EDITOR} [data-type="dialogue"] em`)).toHaveText('Wait.')
  const told = page.getByTestId('toast').filter({ hasText: 'This file was damaged: what could be read is open' })
  await expect(told).toContainText(
    'The script was repaired to open: 1 text run keeps its words without a mark this version does not know ("link"); 1 empty text run removed.',
  )
  await expect(told).toContainText('Save asks for a new name, so Harbour.nws stays as it was.')
  await expect(page.getByTestId('toast').filter({ hasText: 'successfully' })).toHaveCount(0)

  // Save never writes the repaired script over the damaged file: it asks for a new name.
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('dialog', { name: 'Save As' })).toBeVisible()
  await page.keyboard.press('Escape')

  // The browser's own copy is the repaired script, not an empty one, after a reload.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="dialogue"]`))
  await page.keyboard.type(' Again.')
  await expect.poll(() => keptCopy(page)).toContain('Again.')
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'EXT. HARBOUR - NIGHT'],
    ['action', 'The ferry leaves without her.'],
    ['character', 'MARA'],
    ['dialogue', 'Wait. Again.'],
  ])
  // Still not fully read: Save still asks for a new name after the reload.
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('dialog', { name: 'Save As' })).toBeVisible()
})

test('a .nws nothing could be read from is refused and the open script stays', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Work in progress.')
  await openFromComputer(page, 'Empty.nws', nws({ type: 'doc', content: [{ type: 'scene', content: [para('action', text(''), text('', [{ type: 'link' }]))] }] }))
  await expect(page.getByTestId('toast').filter({ hasText: 'Error Opening File' })).toContainText(
    'This .nws file is damaged: none of its script could be read. Nothing was opened.',
  )
  expect(await blocks(page)).toEqual([['action', 'Work in progress.']])
})
