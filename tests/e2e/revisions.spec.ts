import { test, expect, type Page } from './test'
import { blocks, clickToLineEnd, EDITOR, giveConsent, menu, openEditor } from './helpers'
import { waitForSavedCopy } from '../support/saved-copy'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const panel = (page: Page) => page.getByRole('complementary', { name: 'Snapshots' })
const items = (page: Page) => panel(page).getByTestId('revision-item')
const names = (page: Page) => items(page).locator('.nw-revision-name')

async function saveRevision(page: Page) {
  await panel(page).getByRole('button', { name: 'Save current state as snapshot' }).click()
}

/** Replaces the whole script with one action line. */
async function rewrite(page: Page, text: string) {
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.type(text)
}

test('save, compare (colours), restore, and undo the restore', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Mary waits.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('The phone rings.')
  // Digit4: Shift+4 arrives as '$' in a real browser, and must not change the line type.
  await page.keyboard.press('Control+Shift+Digit4')
  await expect(panel(page)).toBeVisible()
  await expect(panel(page)).toContainText('No snapshots yet.')
  await expect(panel(page)).toContainText('Save your first snapshot to start tracking changes!')
  await saveRevision(page)
  await expect(names(page)).toHaveText(['Snapshot 1'])
  await expect(page.getByTestId('toast')).toContainText('Saved “Snapshot 1”.')
  await expect(panel(page).getByTestId('revision-count')).toHaveText('1')

  // Change the script: one line kept, one changed, one new.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`).last())
  for (let i = 0; i < 'The phone rings.'.length; i++) await page.keyboard.press('Backspace')
  await page.keyboard.type('Silence.')
  await page.keyboard.press('Enter')
  await page.keyboard.type('She leaves.')
  await expect.poll(() => blocks(page)).toEqual([
    ['action', 'Mary waits.'],
    ['action', 'Silence.'],
    ['action', 'She leaves.'],
  ])

  await items(page).first().getByRole('button', { name: 'Compare with current' }).click()
  const compare = page.getByRole('dialog', { name: 'Compare with Current' })
  await expect(compare).toBeVisible()
  await expect(compare.getByTestId('diff-summary')).toContainText('2 added, 1 removed, 1 unchanged')
  const rows = compare.locator('.nw-diff-row')
  await expect(rows).toHaveCount(4)
  await expect(rows.nth(0)).toHaveAttribute('data-kind', 'unchanged')
  await expect(rows.nth(0)).toContainText('Mary waits.')
  await expect(rows.nth(1)).toHaveAttribute('data-kind', 'removed')
  await expect(rows.nth(1)).toContainText('The phone rings.')
  await expect(rows.nth(2)).toHaveAttribute('data-kind', 'added')
  await expect(rows.nth(2)).toContainText('Silence.')
  await expect(rows.nth(3)).toHaveAttribute('data-kind', 'added')
  // Added green with '+', removed red and struck through with '-', unchanged grey.
  await expect(rows.nth(2).locator('.nw-diff-sign')).toHaveText('+')
  await expect(rows.nth(2)).toHaveCSS('color', 'rgb(6, 118, 71)')
  await expect(rows.nth(1).locator('.nw-diff-sign')).toHaveText('-')
  await expect(rows.nth(1)).toHaveCSS('color', 'rgb(180, 35, 24)')
  await expect(rows.nth(1).locator('.nw-diff-text')).toHaveCSS('text-decoration-line', 'line-through')
  await expect(rows.nth(2).locator('.nw-diff-text')).toHaveCSS('text-decoration-line', 'none')
  await expect(rows.nth(0)).toHaveCSS('color', 'rgb(138, 143, 156)')
  await compare.getByRole('button', { name: 'Close' }).click()
  await expect(compare).toHaveCount(0)

  // Restore asks first; Cancel changes nothing.
  await items(page).first().getByRole('button', { name: 'Restore this snapshot' }).click()
  const confirm = page.getByRole('dialog', { name: 'Restore Snapshot?' })
  await expect(confirm).toContainText('saved as a snapshot first')
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toHaveCount(0)
  expect(await blocks(page)).toHaveLength(3)

  await items(page).first().getByRole('button', { name: 'Restore this snapshot' }).click()
  await page.getByRole('dialog', { name: 'Restore Snapshot?' }).getByRole('button', { name: 'Restore' }).click()
  await expect.poll(() => blocks(page)).toEqual([
    ['action', 'Mary waits.'],
    ['action', 'The phone rings.'],
  ])
  // The panel closed; the version before the restore is now the newest revision.
  await expect(panel(page)).toHaveCount(0)
  await expect(page.getByTestId('toast')).toContainText('Snapshot Restored')
  await menu(page, 'View', 'Snapshots')
  await expect(names(page)).toHaveText(['Snapshot 2 (before restoring Snapshot 1)', 'Snapshot 1'])

  // Undo the restore: bring back the version saved before it.
  await items(page).first().getByRole('button', { name: 'Restore this snapshot' }).click()
  await page.getByRole('dialog', { name: 'Restore Snapshot?' }).getByRole('button', { name: 'Restore' }).click()
  await expect.poll(() => blocks(page)).toEqual([
    ['action', 'Mary waits.'],
    ['action', 'Silence.'],
    ['action', 'She leaves.'],
  ])

  // Revisions travel with the project: they are there after a reload.
  await waitForSavedCopy(page, (s) => (s.project.revisions ?? []).some((r) => r.name === 'Snapshot 3 (before restoring Snapshot 2)'))
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await page.keyboard.press('Control+Shift+Digit4')
  await expect(names(page)).toHaveText(['Snapshot 3 (before restoring Snapshot 2)', 'Snapshot 2 (before restoring Snapshot 1)', 'Snapshot 1'])
})

test('at the maximum the panel says which revision goes next, and saving removes the oldest', async ({ page }) => {
  await openEditor(page)
  // The smallest maximum: 5.
  await menu(page, 'File', 'Settings')
  const settings = page.getByRole('dialog', { name: 'Settings' })
  await settings.getByRole('tab', { name: 'General' }).click()
  await expect(settings.getByLabel('Maximum snapshots kept').locator('option')).toHaveText(['5', '10', '20', '30', '50', '100'])
  await expect(settings.getByLabel('Maximum snapshots kept')).toHaveValue('10')
  await settings.getByLabel('Maximum snapshots kept').selectOption('5')
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(settings).toHaveCount(0)

  await page.keyboard.press('Control+Shift+Digit4')
  for (let i = 1; i <= 5; i++) {
    await rewrite(page, `Draft ${i}.`)
    await saveRevision(page)
  }
  await expect(names(page)).toHaveText(['Snapshot 5', 'Snapshot 4', 'Snapshot 3', 'Snapshot 2', 'Snapshot 1'])
  // Said before it happens.
  await expect(panel(page).getByTestId('revision-limit')).toContainText('Saving another removes the oldest: “Snapshot 1”.')

  await rewrite(page, 'Draft 6.')
  await saveRevision(page)
  await expect(names(page)).toHaveText(['Snapshot 6', 'Snapshot 5', 'Snapshot 4', 'Snapshot 3', 'Snapshot 2'])
  await expect(page.getByTestId('toast')).toContainText('Removed the oldest (“Snapshot 1”) to keep 5.')
  await expect(panel(page).getByTestId('revision-limit')).toContainText('“Snapshot 2”')

  // The oldest kept is really the second draft.
  await items(page).last().getByRole('button', { name: 'Compare with current' }).click()
  const rows = page.getByRole('dialog', { name: 'Compare with Current' }).locator('.nw-diff-row')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText('Draft 2.')
  await expect(rows.nth(1)).toContainText('Draft 6.')
})
