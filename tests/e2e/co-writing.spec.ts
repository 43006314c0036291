import { test, expect } from './test'
import { EDITOR, clickToLineEnd, giveConsent, menu, openEditor, typeScenes } from './helpers'
import { expectSame, join, line, share, sharedScenes, typeAtOnce, writer } from './co-writing-helpers'

/**
 * Writing together: a project shared from one browser and joined from others through the
 * invitation links, each browser its own profile (its own storage), all on the real server.
 */

test('two writers type at once in one scene and in different scenes; each sees the other by name', async ({ browser, baseURL }) => {
  const { ann, partner: bob } = await sharedScenes(browser, baseURL!, ['INT. KITCHEN - NIGHT', 'EXT. ROAD - DAY'])
  await expect(bob.page.getByTestId('share-role')).toHaveCount(0)

  // One scene, one line: both at its end, typing at the same moment.
  await typeAtOnce({ page: ann.page, at: 'Action under INT. KITCHEN', text: ' Ann was here.' }, { page: bob.page, at: 'Action under INT. KITCHEN', text: ' Bob too.' })

  // Different scenes at the same moment.
  await typeAtOnce({ page: ann.page, at: 'Action under INT. KITCHEN', text: ' Kettle boils.' }, { page: bob.page, at: 'Action under EXT. ROAD', text: ' Dust rises.' })

  // Presence: each names the other in the status bar and beside their caret.
  await expect(ann.page.getByTestId('share-peer')).toHaveText(['Bob'])
  await expect(bob.page.getByTestId('share-peer')).toHaveText(['Ann'])
  await expect(ann.page.getByTestId('remote-caret')).toHaveAttribute('data-name', 'Bob')
  await ann.context.close()
  await bob.context.close()
})

test('a heading typed mid-scene while the partner types below it loses none of the partner’s typing', async ({ browser, baseURL }) => {
  const ann = await writer(browser, baseURL!, 'Ann')
  const bob = await writer(browser, baseURL!, 'Bob')
  await openEditor(ann.page)
  await typeScenes(ann.page, ['INT. KITCHEN - NIGHT'], () => 'First beat.')
  await ann.page.keyboard.type('Second beat.')
  await ann.page.keyboard.press('Enter')
  await ann.page.keyboard.type('Third beat.')
  const links = await share(ann.page)
  await join(bob.page, links.writer, 'Third beat.')

  await clickToLineEnd(ann.page, line(ann.page, 'First beat.'))
  await clickToLineEnd(bob.page, line(bob.page, 'Third beat.'))
  await Promise.all([
    (async () => {
      await ann.page.keyboard.press('Enter')
      await ann.page.keyboard.press('Alt+s')
      await ann.page.keyboard.type('INT. HALLWAY - NIGHT', { delay: 15 })
    })(),
    bob.page.keyboard.type(' Bob keeps typing below.', { delay: 15 }),
  ])
  await expectSame(ann.page, bob.page, ['INT. HALLWAY - NIGHT', 'Third beat. Bob keeps typing below.', 'Second beat.'])
  // The new heading opened a scene on both screens, with the lines below it inside.
  for (const page of [ann.page, bob.page]) {
    const scenes = page.locator(`${EDITOR} [data-type="scene"]`)
    await expect(scenes).toHaveCount(2)
    await expect(scenes.first()).not.toContainText('Second beat.')
    await expect(scenes.last().locator('[data-type="sceneHeading"]')).toHaveText('INT. HALLWAY - NIGHT')
    await expect(scenes.last()).toContainText('Bob keeps typing below.')
  }
  await ann.context.close()
  await bob.context.close()
})

test('a reader sees the script live but cannot change it', async ({ browser, baseURL }) => {
  const { ann, partner: rita, links } = await sharedScenes(browser, baseURL!, ['INT. ATTIC - DAY'], { name: 'Rita', role: 'reader' })
  const bob = await writer(browser, baseURL!, 'Bob')
  await join(bob.page, links.writer, 'Action under INT. ATTIC - DAY.')
  await expect(rita.page.locator(EDITOR)).toHaveAttribute('contenteditable', 'false')

  // The reader types: nothing changes, here or for the others.
  await line(rita.page, 'Action under INT. ATTIC').click()
  await rita.page.keyboard.type('reader text')
  // The writers keep writing, and the reader sees it live.
  await clickToLineEnd(bob.page, line(bob.page, 'Action under INT. ATTIC'))
  await bob.page.keyboard.type(' Bob writes on.')
  await expect(rita.page.locator(EDITOR)).toContainText('Bob writes on.')
  await expect(ann.page.locator(EDITOR)).toContainText('Bob writes on.')
  for (const page of [ann.page, bob.page, rita.page]) await expect(page.locator(EDITOR)).not.toContainText('reader text')
  for (const w of [ann, rita, bob]) await w.context.close()
})

test('a commenter’s script is read-only on screen too; a revoked link opens nothing', async ({ browser, baseURL }) => {
  const { ann, partner: cleo, links } = await sharedScenes(browser, baseURL!, ['INT. ATTIC - DAY'], { name: 'Cleo', role: 'commenter' })
  // The server told the browser the role.
  await expect(cleo.page.locator(EDITOR)).toHaveAttribute('contenteditable', 'false')
  await menu(cleo.page, 'File', 'Share…')
  await expect(cleo.page.getByTestId('share-role')).toHaveText('You joined this shared project as commenter.')

  // The owner revokes the reader link: a browser opening it now gets nothing, not even the title.
  await menu(ann.page, 'File', 'Share…')
  await ann.page.getByRole('button', { name: 'Revoke Reader link' }).click()
  await expect(ann.page.getByTestId('invite-reader')).toContainText('Revoked')
  const late = await writer(browser, baseURL!, 'Late')
  await late.page.goto(links.reader)
  await expect(late.page.getByText('This invitation link does not open a project')).toBeVisible()
  await expect(late.page.locator(EDITOR)).not.toContainText('INT. ATTIC')
  await expect(late.page.getByTestId('share-status')).toHaveCount(0)
  for (const w of [ann, cleo, late]) await w.context.close()
})

test('edits made offline on both sides merge when the connection comes back', async ({ browser, baseURL }) => {
  const { ann, partner: bob } = await sharedScenes(browser, baseURL!, ['INT. CABIN - NIGHT', 'EXT. LAKE - DAWN'])

  await ann.context.setOffline(true)
  await bob.context.setOffline(true)
  // Each says it is offline: what they type now stays on their device until the connection is back.
  await expect(ann.page.getByTestId('share-status')).toHaveAttribute('data-connection', 'offline')
  await expect(bob.page.getByTestId('share-status')).toHaveAttribute('data-connection', 'offline')
  await clickToLineEnd(ann.page, line(ann.page, 'Action under INT. CABIN'))
  await ann.page.keyboard.type(' Ann offline.')
  await clickToLineEnd(bob.page, line(bob.page, 'Action under EXT. LAKE'))
  await bob.page.keyboard.type(' Bob offline.')
  await expect(ann.page.locator(EDITOR)).not.toContainText('Bob offline.')
  await ann.context.setOffline(false)
  await bob.context.setOffline(false)
  await expectSame(ann.page, bob.page, ['Ann offline.', 'Bob offline.'])
  await ann.context.close()
  await bob.context.close()
})

test('a project never shared sends nothing to the co-writing server', async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  const sent: string[] = []
  page.on('request', (r) => {
    if (/\/api\/projects|\/collab/.test(r.url())) sent.push(r.url())
  })
  page.on('websocket', (ws) => sent.push(ws.url()))
  await openEditor(page)
  await typeScenes(page, ['INT. STUDY - NIGHT'])
  await page.reload()
  await expect(page.locator(EDITOR)).toContainText('Action under INT. STUDY - NIGHT.')
  await page.keyboard.type('More.')
  await expect(page.getByTestId('share-status')).toHaveCount(0)
  expect(sent).toEqual([])
})
