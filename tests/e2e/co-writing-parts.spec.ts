import { test, expect, type Locator, type Page } from './test'
import { countPages, layoutSettingsFor } from '../../src/screenplay/layout'
import { generateScript } from '../../bench/generate-script'
import { menu } from './helpers'
import { openSavedScript } from '../support/saved-script'
import { join, share, sharedScenes, writer } from './co-writing-helpers'

/**
 * Writing together, beyond the script's text: the plot board, the snapshots and the script's page
 * size that one writer changes reach the other's screen, each writer in a browser of their own on
 * the real server.
 */

const board = (page: Page) => page.getByTestId('plot-board')
const column = (page: Page, title: string) => board(page).getByRole('region', { name: title, exact: true })
const card = (page: Page, title: string) => board(page).getByRole('article', { name: `Beat: ${title}`, exact: true })
const beatTitles = (col: Locator) => col.getByTestId('beat-card').locator('.nw-beat-title')

async function openBoard(page: Page): Promise<void> {
  await menu(page, 'View', 'Plot Board')
  await expect(board(page)).toBeVisible()
}

test('a plot board made by one writer reaches the other; a beat one adds and a beat the other moves show on both boards', async ({ browser, baseURL }) => {
  const { ann, partner: bob } = await sharedScenes(browser, baseURL!, ['INT. GARAGE - NIGHT'])

  // Ann makes the board while shared; Bob opens his and finds it.
  await openBoard(ann.page)
  await board(ann.page).getByRole('button', { name: 'Create Plot Board' }).click()
  const create = ann.page.getByRole('dialog', { name: 'Create Plot Board' })
  await create.getByLabel('Template').selectOption('three-act-basic')
  await create.getByRole('button', { name: 'Create Plot Board' }).click()
  await expect(create).toHaveCount(0)
  await openBoard(bob.page)
  await expect(board(bob.page).getByTestId('act-beat-count')).toHaveText(['3', '3', '2'])
  await expect(beatTitles(column(bob.page, 'Act 1 - Setup'))).toHaveText(['Opening Image', 'Inciting Incident', 'Plot Point 1'])

  // Bob adds a beat to the second act: it appears on Ann's open board.
  await column(bob.page, 'Act 2 - Confrontation').getByRole('button', { name: 'Add beat to Act 2 - Confrontation' }).click()
  const add = bob.page.getByRole('dialog', { name: 'Add Beat' })
  await add.getByLabel('Title').fill('The garage floods')
  await add.getByRole('button', { name: 'Add Beat' }).click()
  await expect(card(ann.page, 'The garage floods')).toBeVisible()
  await expect(beatTitles(column(ann.page, 'Act 2 - Confrontation'))).toContainText(['The garage floods'])
  await expect(board(ann.page).getByTestId('act-beat-count')).toHaveText(['3', '4', '2'])

  // Ann moves a beat to the second act with the keyboard: it moves on Bob's board.
  await card(ann.page, 'Plot Point 1').getByRole('button', { name: 'Move beat Plot Point 1' }).focus()
  await ann.page.keyboard.press('Space')
  const live = ann.page.locator('[id^="DndLiveRegion"]')
  await expect(live).toContainText('Picked up beat "Plot Point 1" in Act 1 - Setup')
  // The board measures where beats can go just after the pick-up; an arrow pressed before that
  // moves nothing, so it is pressed until the beat is over the next act.
  await expect(async () => {
    await ann.page.keyboard.press('ArrowRight')
    await expect(live).toContainText('Beat is over Act 2 - Confrontation', { timeout: 500 })
  }).toPass({ timeout: 10_000 })
  await ann.page.keyboard.press('Space')
  await expect(live).toContainText('Dropped beat "Plot Point 1" in Act 2 - Confrontation')
  await expect(board(ann.page).getByTestId('act-beat-count')).toHaveText(['2', '5', '2'])
  await expect(board(bob.page).getByTestId('act-beat-count')).toHaveText(['2', '5', '2'])
  await expect(beatTitles(column(bob.page, 'Act 1 - Setup'))).toHaveText(['Opening Image', 'Inciting Incident'])
  await expect(beatTitles(column(bob.page, 'Act 2 - Confrontation'))).toContainText(['Plot Point 1', 'The garage floods'])
  // Both boards list the second act's beats in the same order.
  expect(await beatTitles(column(bob.page, 'Act 2 - Confrontation')).allTextContents()).toEqual(await beatTitles(column(ann.page, 'Act 2 - Confrontation')).allTextContents())
  await ann.context.close()
  await bob.context.close()
})

const snapshots = (page: Page) => page.getByRole('complementary', { name: 'Snapshots' })
const snapshotNames = (page: Page) => snapshots(page).getByTestId('revision-item').locator('.nw-revision-name')

test('a snapshot taken by one writer is in the other’s View → Snapshots, and theirs in the first’s', async ({ browser, baseURL }) => {
  const { ann, partner: bob } = await sharedScenes(browser, baseURL!, ['INT. DARKROOM - NIGHT'])

  // Bob has his Snapshots open, empty, when Ann takes one.
  await menu(bob.page, 'View', 'Snapshots')
  await expect(snapshots(bob.page)).toContainText('No snapshots yet.')
  await menu(ann.page, 'View', 'Snapshots')
  await snapshots(ann.page).getByRole('button', { name: 'Save current state as snapshot' }).click()
  await expect(snapshotNames(ann.page)).toHaveText(['Snapshot 1'])
  await expect(snapshotNames(bob.page)).toHaveText(['Snapshot 1'])
  await expect(snapshots(bob.page).getByTestId('revision-count')).toHaveText('1')

  // Bob takes the next one: numbered after Ann's, and in her list too.
  await snapshots(bob.page).getByRole('button', { name: 'Save current state as snapshot' }).click()
  await expect(snapshotNames(bob.page)).toHaveText(['Snapshot 2', 'Snapshot 1'])
  await expect(snapshotNames(ann.page)).toHaveText(['Snapshot 2', 'Snapshot 1'])
  await ann.context.close()
  await bob.context.close()
})

test('a page size changed by one writer (US Letter → A4) reaches the other’s page view, and back', async ({ browser, baseURL }) => {
  const script = generateScript(20)
  const letter = countPages(script)
  const a4 = countPages(script, layoutSettingsFor({ pageSize: 'a4' }))
  expect(a4).toBeLessThan(letter)
  // The page count; the caret's page is wherever each writer's caret is.
  const pages = (n: number) => new RegExp(`^Page \\d+ of ${n}$`)
  const ann = await writer(browser, baseURL!, 'Ann')
  const bob = await writer(browser, baseURL!, 'Bob')
  await openSavedScript(ann.page, '/', script.elements, 'Long')
  await expect(ann.page.getByTestId('status-page')).toHaveText(pages(letter))
  const links = await share(ann.page)
  await join(bob.page, links.writer, script.elements[0].text)
  await expect(bob.page.getByTestId('status-page')).toHaveText(pages(letter))

  await menu(ann.page, 'Format', 'Page Size')
  await ann.page.locator('[data-command="format.pageSize.a4"]').click()
  await expect(ann.page.getByTestId('status-page')).toHaveText(pages(a4))
  // Bob's pages are A4 too: paginated at 58 lines, 8.27 in wide, and his menu says so.
  await expect(bob.page.getByTestId('status-page')).toHaveText(pages(a4))
  await expect(bob.page.locator('.nw-page-break')).toHaveCount(a4 - 1)
  await expect.poll(() => bob.page.locator('.nw-page').evaluate((e) => Math.round(e.getBoundingClientRect().width))).toBe(Math.round(8.27 * 96))
  await menu(bob.page, 'Format', 'Page Size')
  await expect(bob.page.locator('[data-command="format.pageSize.a4"]')).toHaveAttribute('data-checked', 'true')
  await expect(bob.page.locator('[data-command="format.pageSize.letter"]')).not.toHaveAttribute('data-checked')

  // Bob puts it back to US Letter: Ann's pages follow.
  await bob.page.locator('[data-command="format.pageSize.letter"]').click()
  await expect(bob.page.getByTestId('status-page')).toHaveText(pages(letter))
  await expect(ann.page.getByTestId('status-page')).toHaveText(pages(letter))
  await expect.poll(() => ann.page.locator('.nw-page').evaluate((e) => Math.round(e.getBoundingClientRect().width))).toBe(Math.round(8.5 * 96))
  await ann.context.close()
  await bob.context.close()
})
