import { test, expect, type Page } from './test'
import { EDITOR, giveConsent, openEditor, selectWord } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const panel = (page: Page) => page.getByRole('complementary', { name: 'Comments' })
const items = (page: Page) => page.getByTestId('comment-item')

async function writeAction(page: Page, text: string) {
  await openEditor(page)
  await page.keyboard.type(text)
}

test('add a comment from the bubble and with Ctrl+Alt+M; resolve, edit, select, delete', async ({ page }) => {
  await writeAction(page, 'Mary pours coffee for everyone.')

  // Ctrl+Alt+M with nothing selected explains what is needed.
  await page.keyboard.press('Control+Alt+m')
  await expect(page.getByTestId('toast')).toContainText('Select text to comment on')

  // 1. The selection bubble.
  await selectWord(page, 'pours')
  const bubble = page.getByRole('button', { name: 'Add Comment' })
  await expect(bubble).toBeVisible()
  await bubble.click()
  const draft = panel(page).getByLabel('New comment')
  await expect(draft).toBeFocused()
  await expect(panel(page).getByRole('button', { name: 'Add Comment' })).toBeDisabled() // blank text
  await draft.fill('Needs milk')
  await page.keyboard.press('Control+Enter')
  await expect(items(page)).toHaveCount(1)
  const firstId = await items(page).first().getAttribute('data-comment-id')
  expect(firstId).toMatch(/^c-[0-9a-f]{24}$/)
  await expect(page.locator(`${EDITOR} [data-comment-id="${firstId}"]`)).toHaveText('pours')
  // The commented text is highlighted.
  await expect(page.locator(`${EDITOR} [data-comment-id="${firstId}"]`)).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')

  // 2. Ctrl+Alt+M on another word; newest first.
  await selectWord(page, 'everyone')
  await page.keyboard.press('Control+Alt+m')
  await panel(page).getByLabel('New comment').fill('Who is everyone?')
  await panel(page).getByRole('button', { name: 'Add Comment' }).click()
  await expect(items(page)).toHaveCount(2)
  await expect(items(page).first()).toContainText('Who is everyone?')
  await expect(items(page).nth(1)).toContainText('Needs milk')
  await expect(items(page).first()).toContainText('User')
  await expect(items(page).first()).toContainText('Created')
  await expect(page.getByTestId('comment-counts')).toHaveText('2 active / 0 resolved')
  const ids = await page.locator(`${EDITOR} [data-comment-id]`).evaluateAll((els) => new Set(els.map((e) => e.getAttribute('data-comment-id'))).size)
  expect(ids).toBe(2)

  // Resolve the older one.
  const milk = items(page).filter({ hasText: 'Needs milk' })
  await milk.getByRole('button', { name: 'Mark as resolved' }).click()
  await expect(milk).toContainText('Resolved')
  await expect(page.getByTestId('comment-counts')).toHaveText('1 active / 1 resolved')
  await expect(page.locator(`${EDITOR} [data-comment-id="${firstId}"]`)).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  await milk.getByRole('button', { name: 'Mark as unresolved' }).click()
  await expect(page.getByTestId('comment-counts')).toHaveText('2 active / 0 resolved')
  await milk.getByRole('button', { name: 'Mark as resolved' }).click()

  // Edit: Escape cancels, Ctrl+Enter saves and shows 'Updated'.
  await milk.getByRole('button', { name: 'Edit comment' }).click()
  await milk.getByLabel('Comment text').fill('Changed my mind')
  await page.keyboard.press('Escape')
  await expect(milk).toContainText('Needs milk')
  await milk.getByRole('button', { name: 'Edit comment' }).click()
  await milk.getByLabel('Comment text').fill('Oat milk, please')
  await page.keyboard.press('Control+Enter')
  const oat = items(page).filter({ hasText: 'Oat milk, please' })
  await expect(oat).toContainText('Updated')

  // Clicking a comment selects its text in the editor.
  await oat.locator('.nw-comment-text').click()
  await expect.poll(() => page.evaluate(() => window.getSelection()!.toString())).toBe('pours')
  await expect(oat).toHaveClass(/is-active/)

  // The floating button counts unresolved comments.
  await panel(page).getByRole('button', { name: 'Close comments' }).click()
  await expect(page.getByTestId('comments-unresolved')).toHaveText('1')
  await page.getByRole('button', { name: /Comments \(1 unresolved\)/ }).click()
  await expect(panel(page)).toBeVisible()

  // Delete removes the comment and its mark.
  await oat.getByRole('button', { name: 'Delete comment' }).click()
  await expect(items(page)).toHaveCount(1)
  await expect(page.locator(`${EDITOR} [data-comment-id="${firstId}"]`)).toHaveCount(0)
  await expect(page.locator(EDITOR)).toContainText('Mary pours coffee for everyone.')
  await expect(page.getByTestId('comment-counts')).toHaveText('1 active / 0 resolved')
})

test('deleting the commented text removes the comment; Undo brings it back; comments survive a reload', async ({ page }) => {
  await writeAction(page, 'The old house creaks.')
  await selectWord(page, 'creaks')
  await page.keyboard.press('Control+Alt+m')
  await panel(page).getByLabel('New comment').fill('Sound cue')
  await page.keyboard.press('Control+Enter')
  await expect(items(page)).toHaveCount(1)

  // Select the word again in the editor and delete it: no orphan comment stays.
  await selectWord(page, 'creaks')
  await page.keyboard.press('Backspace')
  await expect(items(page)).toHaveCount(0)
  await expect(panel(page)).toContainText('No comments yet.')
  await page.keyboard.press('Control+z')
  await expect(items(page)).toHaveCount(1)
  await expect(page.locator(`${EDITOR} [data-comment-id]`)).toHaveText('creaks')

  // The project saved in this browser carries the comment and its mark together.
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<string>((resolve) => {
              const req = indexedDB.open('nightwriter')
              req.onsuccess = () => {
                const tx = req.result.transaction('kv', 'readonly')
                const doc = tx.objectStore('kv').get('current-document')
                tx.oncomplete = () => {
                  req.result.close()
                  const nws = JSON.parse((doc.result as { nws?: string } | undefined)?.nws ?? '{}')
                  resolve(`${JSON.stringify(nws.content ?? '').includes('commentId')}/${nws.comments?.length ?? 0}`)
                }
              }
            }),
        ),
      { timeout: 10_000 },
    )
    .toBe('true/1')
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await page.getByRole('menuitem', { name: 'View', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Comments' }).click()
  await expect(items(page)).toHaveCount(1)
  await expect(items(page).first()).toContainText('Sound cue')
  await expect(page.locator(`${EDITOR} [data-comment-id]`)).toHaveText('creaks')
  // Ctrl+Shift+3 toggles the panel.
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+Shift+3')
  await expect(panel(page)).toHaveCount(0)
  await page.keyboard.press('Control+Shift+3')
  await expect(panel(page)).toBeVisible()
})

test('hostile comment text is capped and shown as text; Escape on a new comment adds nothing', async ({ page }) => {
  await writeAction(page, 'A quiet street at dawn.')
  await selectWord(page, 'quiet')
  await expect(page.getByRole('button', { name: 'Add Comment' })).toBeVisible()
  await page.keyboard.press('Control+Alt+m')
  await panel(page).getByLabel('New comment').press('Escape')
  await expect(panel(page).getByLabel('New comment')).toHaveCount(0)
  await expect(items(page)).toHaveCount(0)
  await expect(page.locator(`${EDITOR} [data-comment-id]`)).toHaveCount(0)

  await selectWord(page, 'quiet')
  await page.keyboard.press('Control+Alt+m')
  const hostile = '<img src=x onerror="window.__pwned=1">' + 'x'.repeat(20_000)
  await panel(page).getByLabel('New comment').fill(hostile)
  await page.keyboard.press('Control+Enter')
  await expect(items(page)).toHaveCount(1)
  const text = await items(page).first().locator('.nw-comment-text').textContent()
  expect(text!.length).toBeLessThanOrEqual(10_000)
  expect(text!.startsWith('<img src=x')).toBe(true)
  await expect(panel(page).locator('img')).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined()
})
