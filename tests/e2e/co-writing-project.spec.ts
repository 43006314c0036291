import { test, expect, type Page } from './test'
import { EDITOR, clickToLineEnd, menu, openEditor, selectWord, typeScenes } from './helpers'
import { join, line, share, sharedScenes, writer } from './co-writing-helpers'

/**
 * The whole project is shared, not only the script: planning data, the title page, comments and
 * to-dos reach every writer, and each writer sees where the others are in the scene list.
 */

const characters = (page: Page) => page.getByRole('dialog', { name: 'Characters' })

/** Adds characters from Script → Characters (name and age) and saves the cast. */
async function addCharacters(page: Page, cast: [string, string][]): Promise<void> {
  await menu(page, 'Script', 'Characters')
  for (const [name, age] of cast) {
    await characters(page).getByRole('button', { name: 'Add Character' }).click()
    const form = page.getByRole('form', { name: 'Add Character' })
    await form.getByRole('textbox', { name: 'Name' }).fill(name)
    await form.getByRole('textbox', { name: 'Age' }).fill(age)
    await form.getByRole('button', { name: 'Add Character' }).click()
    await expect(characters(page).getByRole('listitem', { name })).toBeVisible()
  }
  await characters(page).getByRole('button', { name: 'Save Characters' }).click()
  await expect(characters(page)).toHaveCount(0)
}

/** Opens a character's edit form in an open Characters dialog and sets its age (not saved yet). */
async function editAge(page: Page, name: string, age: string): Promise<void> {
  await characters(page).getByRole('button', { name: `Edit ${name}` }).click()
  await page.getByRole('form', { name: 'Edit Character' }).getByRole('textbox', { name: 'Age' }).fill(age)
}

async function updateAndSave(page: Page): Promise<void> {
  await page.getByRole('form', { name: 'Edit Character' }).getByRole('button', { name: 'Update Character' }).click()
  await characters(page).getByRole('button', { name: 'Save Characters' }).click()
  await expect(characters(page)).toHaveCount(0)
}

/** The cast as the Characters dialog lists it: each card's name and facts. */
async function castShown(page: Page): Promise<string[]> {
  await menu(page, 'Script', 'Characters')
  const cards = await characters(page).getByRole('listitem').allInnerTexts()
  await characters(page).getByRole('button', { name: 'Cancel' }).click()
  return cards.map((t) => t.replace(/\s+/g, ' ').trim())
}

test('two writers edit two different characters at the same time: both edits are kept', async ({ browser, baseURL }) => {
  const ann = await writer(browser, baseURL!, 'Ann')
  const bob = await writer(browser, baseURL!, 'Bob')
  await openEditor(ann.page)
  await typeScenes(ann.page, ['INT. GARAGE - NIGHT'])
  await addCharacters(ann.page, [['MARA', '30'], ['TEO', '40']])
  const links = await share(ann.page)
  await join(bob.page, links.writer, 'Action under INT. GARAGE - NIGHT.')

  // Both have the cast open, each editing a different character.
  await menu(ann.page, 'Script', 'Characters')
  await menu(bob.page, 'Script', 'Characters')
  await editAge(ann.page, 'MARA', '31')
  await editAge(bob.page, 'TEO', '52')
  await updateAndSave(ann.page)
  // Bob's dialog was open on the old cast while Ann saved; his save keeps her change.
  await updateAndSave(bob.page)

  for (const page of [ann.page, bob.page])
    await expect(async () => {
      const cast = await castShown(page)
      expect(cast.some((c) => c.includes('MARA') && c.includes('Age 31'))).toBe(true)
      expect(cast.some((c) => c.includes('TEO') && c.includes('Age 52'))).toBe(true)
    }).toPass()
  await ann.context.close()
  await bob.context.close()
})

test('a title page field edited by one writer reaches the partner, who keeps what they were typing; a reload reopens it all shared', async ({ browser, baseURL }) => {
  const { ann, partner: bob } = await sharedScenes(browser, baseURL!, ['INT. STUDIO - DAY'])

  // Bob is typing the author in his Title Page when Ann saves a title.
  await menu(bob.page, 'Script', 'Title Page')
  const bobPage = bob.page.getByRole('dialog', { name: 'Title Page' })
  await bobPage.getByLabel('Author').fill('Bob Baker')
  await menu(ann.page, 'Script', 'Title Page')
  const annPage = ann.page.getByRole('dialog', { name: 'Title Page' })
  await annPage.getByLabel('Title', { exact: true }).fill('Night Shift')
  await annPage.getByRole('button', { name: 'Save' }).click()
  await expect(bobPage.getByLabel('Title', { exact: true })).toHaveValue('Night Shift')
  await expect(bobPage.getByLabel('Author')).toHaveValue('Bob Baker')
  await bobPage.getByRole('button', { name: 'Save' }).click()

  await menu(ann.page, 'Script', 'Title Page')
  await expect(annPage.getByLabel('Author')).toHaveValue('Bob Baker')
  await expect(annPage.getByLabel('Title', { exact: true })).toHaveValue('Night Shift')
  await annPage.getByRole('button', { name: 'Cancel' }).click()

  // Ann adds a character; then Bob reloads: the project opens shared again with everything.
  await addCharacters(ann.page, [['IRIS', '28']])
  await expect.poll(async () => (await castShown(bob.page)).join('|')).toContain('IRIS')
  await bob.page.reload()
  await expect(bob.page.getByTestId('share-status')).toHaveAttribute('data-connection', 'online')
  await expect(bob.page.locator(EDITOR)).toContainText('Action under INT. STUDIO - DAY.')
  await menu(bob.page, 'Script', 'Title Page')
  await expect(bobPage.getByLabel('Title', { exact: true })).toHaveValue('Night Shift')
  await expect(bobPage.getByLabel('Author')).toHaveValue('Bob Baker')
  await bobPage.getByRole('button', { name: 'Cancel' }).click()
  expect((await castShown(bob.page)).join('|')).toContain('Age 28')
  await ann.context.close()
  await bob.context.close()
})

test('planning changes made offline on both sides merge when the connection comes back', async ({ browser, baseURL }) => {
  const ann = await writer(browser, baseURL!, 'Ann')
  const bob = await writer(browser, baseURL!, 'Bob')
  await openEditor(ann.page)
  await typeScenes(ann.page, ['EXT. PIER - DUSK'])
  await addCharacters(ann.page, [['NOAH', '60']])
  const links = await share(ann.page)
  await join(bob.page, links.writer, 'Action under EXT. PIER - DUSK.')

  await ann.context.setOffline(true)
  await bob.context.setOffline(true)
  await expect(ann.page.getByTestId('share-status')).toHaveAttribute('data-connection', 'offline')
  await expect(bob.page.getByTestId('share-status')).toHaveAttribute('data-connection', 'offline')
  // Offline, Ann edits the character and Bob the title page.
  await menu(ann.page, 'Script', 'Characters')
  await editAge(ann.page, 'NOAH', '61')
  await updateAndSave(ann.page)
  await menu(bob.page, 'Script', 'Title Page')
  const bobPage = bob.page.getByRole('dialog', { name: 'Title Page' })
  await bobPage.getByLabel('Title', { exact: true }).fill('Low Tide')
  await bobPage.getByRole('button', { name: 'Save' }).click()

  await ann.context.setOffline(false)
  await bob.context.setOffline(false)
  for (const page of [ann.page, bob.page]) {
    await expect.poll(async () => (await castShown(page)).join('|')).toContain('Age 61')
    await menu(page, 'Script', 'Title Page')
    await expect(page.getByRole('dialog', { name: 'Title Page' }).getByLabel('Title', { exact: true })).toHaveValue('Low Tide')
    await page.getByRole('dialog', { name: 'Title Page' }).getByRole('button', { name: 'Cancel' }).click()
  }
  await ann.context.close()
  await bob.context.close()
})

test('a commenter’s comment and to-do reach the writer', async ({ browser, baseURL }) => {
  const { ann, partner: cleo } = await sharedScenes(browser, baseURL!, ['INT. BAKERY - DAWN'], { name: 'Cleo', role: 'commenter' }, () => 'Flour drifts everywhere.')

  // Cleo selects a word and comments on it.
  await selectWord(cleo.page, 'drifts')
  await cleo.page.keyboard.press('Control+Alt+m')
  const cleoComments = cleo.page.getByRole('complementary', { name: 'Comments' })
  await cleoComments.getByLabel('New comment').fill('Too quiet for a bakery?')
  await cleoComments.getByRole('button', { name: 'Add Comment' }).click()
  await expect(cleo.page.getByTestId('comment-item')).toHaveCount(1)

  // And adds a to-do.
  await menu(cleo.page, 'View', 'To-Do List')
  const cleoTodos = cleo.page.getByRole('complementary', { name: 'To-Do List' })
  await cleoTodos.getByPlaceholder('Add a new task...').fill('Check the oven timing')
  await cleoTodos.getByPlaceholder('Add a new task...').press('Enter')

  // Ann sees both: the comment on the word it was made on, the task in her list.
  await expect(ann.page.locator(`${EDITOR} [data-comment-id]`)).toHaveText('drifts')
  await menu(ann.page, 'View', 'Comments')
  await expect(ann.page.getByTestId('comment-item')).toHaveCount(1)
  await expect(ann.page.getByTestId('comment-item')).toContainText('Too quiet for a bakery?')
  // Signed with the name the commenter joined with.
  await expect(ann.page.getByTestId('comment-item')).toContainText('Cleo')
  await menu(ann.page, 'View', 'To-Do List')
  await expect(ann.page.getByRole('complementary', { name: 'To-Do List' }).getByTestId('todo-item')).toHaveText(['Check the oven timing'])
  // The script itself is unchanged by the commenter.
  await expect(line(ann.page, 'Flour drifts')).toHaveText('Flour drifts everywhere.')

  // Ann resolves it: Cleo sees it resolved. Ann deletes it: it leaves Cleo's list and her script.
  await ann.page.getByTestId('comment-item').getByRole('button', { name: 'Mark as resolved' }).click()
  await expect(cleo.page.getByTestId('comment-item')).toContainText('Resolved')
  await ann.page.getByTestId('comment-item').getByRole('button', { name: 'Delete comment' }).click()
  await expect(cleo.page.getByTestId('comment-item')).toHaveCount(0)
  await expect(cleo.page.locator(`${EDITOR} [data-comment-id]`)).toHaveCount(0)
  await ann.context.close()
  await cleo.context.close()
})

test('the scene list shows which scene the partner is in', async ({ browser, baseURL }) => {
  const { ann, partner: bob } = await sharedScenes(browser, baseURL!, ['INT. DINER - NIGHT', 'EXT. PARKING LOT - NIGHT', 'INT. CAR - NIGHT'])

  const scenes = ann.page.locator('.nw-scene-list li')
  await clickToLineEnd(bob.page, line(bob.page, 'Action under EXT. PARKING LOT'))
  await expect(scenes.nth(1).getByTestId('scene-peer')).toHaveText('Bob')
  await expect(ann.page.getByTestId('scene-peer')).toHaveCount(1)
  // Bob moves to the last scene: the mark moves with him.
  await clickToLineEnd(bob.page, line(bob.page, 'Action under INT. CAR'))
  await expect(scenes.nth(2).getByTestId('scene-peer')).toHaveText('Bob')
  await expect(scenes.nth(1).getByTestId('scene-peer')).toHaveCount(0)
  // Bob sees Ann where her cursor is (the end of the script, where she last typed).
  await expect(bob.page.locator('.nw-scene-list li').nth(2).getByTestId('scene-peer')).toHaveText('Ann')
  await ann.context.close()
  await bob.context.close()
})

test('a reader who edits the title page is told they cannot, and nothing reaches the writer', async ({ browser, baseURL }) => {
  const { ann, partner: rita } = await sharedScenes(browser, baseURL!, ['INT. LIBRARY - NIGHT'], { name: 'Rita', role: 'reader' })
  // The server said the role: the script is read-only on screen.
  await expect(rita.page.locator(EDITOR)).toHaveAttribute('contenteditable', 'false')

  await menu(rita.page, 'Script', 'Title Page')
  const ritaPage = rita.page.getByRole('dialog', { name: 'Title Page' })
  await ritaPage.getByLabel('Title', { exact: true }).fill('Reader Was Here')
  await ritaPage.getByRole('button', { name: 'Save' }).click()
  await expect(rita.page.getByTestId('toast')).toContainText('You joined this shared project as a reader')

  // The writer keeps writing the title page; the reader's attempt never arrives, the writer's does.
  await menu(ann.page, 'Script', 'Title Page')
  const annPage = ann.page.getByRole('dialog', { name: 'Title Page' })
  await expect(annPage.getByLabel('Title', { exact: true })).toHaveValue('')
  // The reader's dialog closed with nothing changed.
  await expect(rita.page.getByRole('dialog', { name: 'Title Page' })).toHaveCount(0)
  await annPage.getByLabel('Title', { exact: true }).fill('Quiet Hours')
  await annPage.getByRole('button', { name: 'Save' }).click()
  await menu(rita.page, 'Script', 'Title Page')
  await expect(ritaPage.getByLabel('Title', { exact: true })).toHaveValue('Quiet Hours')
  await ritaPage.getByRole('button', { name: 'Cancel' }).click()
  await menu(ann.page, 'Script', 'Title Page')
  await expect(annPage.getByLabel('Title', { exact: true })).toHaveValue('Quiet Hours')
  await ann.context.close()
  await rita.context.close()
})
