import { test, expect, type Page } from './test'
import { EDITOR, giveConsent, menu, openEditor } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const panel = (page: Page) => page.getByRole('complementary', { name: 'To-Do List' })
const items = (page: Page) => panel(page).getByTestId('todo-item')

/** The project this browser keeps (IndexedDB), as text; '' before the first save. */
function savedCopy(page: Page): Promise<string> {
  return page.evaluate(async () => {
    if (!(await indexedDB.databases()).some((d) => d.name === 'nightwriter')) return ''
    return new Promise<string>((resolve) => {
      const req = indexedDB.open('nightwriter')
      req.onsuccess = () => {
        const db = req.result
        if (!db.objectStoreNames.contains('kv')) return (db.close(), resolve(''))
        const g = db.transaction('kv').objectStore('kv').get('current-document')
        g.onsuccess = () => (db.close(), resolve(JSON.stringify(g.result ?? null)))
      }
    })
  })
}

test('add, toggle, delete, count, collapse; blank tasks are ignored; the list survives a reload', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.press('Control+Shift+Digit2')
  await expect(panel(page)).toBeVisible()
  await expect(panel(page).getByTestId('todo-empty')).toHaveText(/No tasks yet\.\s*Add one above to get started!/)
  await expect(panel(page).getByTestId('todo-count')).toHaveText('0/0')

  const input = panel(page).getByPlaceholder('Add a new task...')
  await input.fill('   Rewrite act two   ')
  await input.press('Enter')
  await expect(items(page)).toHaveText(['Rewrite act two'])
  await expect(input).toHaveValue('')
  // Blank input adds nothing, by Enter or by the plus button.
  await input.fill('    ')
  await input.press('Enter')
  await panel(page).getByRole('button', { name: 'Add task' }).click()
  await expect(items(page)).toHaveCount(1)
  await input.fill('Cut the prologue')
  await panel(page).getByRole('button', { name: 'Add task' }).click()
  await expect(items(page)).toHaveText(['Rewrite act two', 'Cut the prologue'])
  await expect(panel(page).getByTestId('todo-count')).toHaveText('0/2')

  // Completing a task strikes it through.
  await items(page).first().getByRole('checkbox').check()
  await expect(panel(page).getByTestId('todo-count')).toHaveText('1/2')
  await expect(items(page).first().locator('.nw-todo-text')).toHaveCSS('text-decoration-line', 'line-through')
  await expect(items(page).nth(1).locator('.nw-todo-text')).toHaveCSS('text-decoration-line', 'none')

  await panel(page).getByRole('button', { name: 'Delete task: Cut the prologue' }).click()
  await expect(items(page)).toHaveText(['Rewrite act two'])
  await expect(panel(page).getByTestId('todo-count')).toHaveText('1/1')

  // Collapse to the header and back.
  await panel(page).getByRole('button', { name: 'Collapse to-do list' }).click()
  await expect(input).toHaveCount(0)
  await expect(panel(page).getByTestId('todo-count')).toHaveText('1/1')
  await panel(page).getByRole('button', { name: 'Expand to-do list' }).click()
  await expect(items(page)).toHaveCount(1)

  // Closed, the floating button opens it again.
  await panel(page).getByRole('button', { name: 'Close to-do list' }).click()
  await expect(panel(page)).toHaveCount(0)
  await page.getByRole('button', { name: /^To-Do List/ }).click()
  await expect(panel(page)).toBeVisible()
  await input.fill('Call the producer')
  await input.press('Enter')

  // Kept with the project in this browser: it comes back after a reload.
  await expect.poll(() => savedCopy(page), { timeout: 8000 }).toContain('Call the producer')
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await menu(page, 'View', 'To-Do List')
  await expect(items(page)).toHaveText(['Rewrite act two', 'Call the producer'])
  await expect(items(page).first().getByRole('checkbox')).toBeChecked()
  await expect(panel(page).getByTestId('todo-count')).toHaveText('1/2')
})
