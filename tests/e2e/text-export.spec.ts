import { test, expect, type Page } from './test'
import { readFileSync } from 'node:fs'
import { blockAtCursor, blocks, EDITOR, giveConsent, menu, openEditor } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

async function exportAs(page: Page, label: string): Promise<string> {
  await menu(page, 'File', 'Export As')
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: label, exact: true }).click()
  return readFileSync((await (await download).path())!, 'utf8')
}

async function importText(page: Page, label: string, name: string, text: string) {
  await menu(page, 'File', 'Import')
  await page.getByRole('menuitem', { name: label, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Import ${label}` })
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name, mimeType: 'text/plain', buffer: Buffer.from(text) })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toHaveCount(0)
}

const SCRIPT = [
  'Title: Night Shift',
  '',
  'int. kitchen - night',
  '',
  'Mara waits by the door.',
  '',
  'MARA',
  '(quietly)',
  'He is late.',
  '',
  '!!CLOSE ON THE CLOCK',
  '',
  '.OPENING TITLES',
  '',
  '> CUT TO:',
  '',
  'EXT. STREET - CONTINUOUS',
  '',
  'Empty.',
  '',
].join('\n')

test('Text export re-imports to the same elements: capitals, one pair of parentheses, shots kept', async ({ page }) => {
  await openEditor(page)
  await importText(page, 'Fountain', 'night.fountain', SCRIPT)
  const typed = await blocks(page)
  expect(typed.map(([t]) => t)).toEqual(['sceneHeading', 'action', 'character', 'parenthetical', 'dialogue', 'shot', 'sceneHeading', 'transition', 'sceneHeading', 'action'])

  const txt = await exportAs(page, 'Text')
  expect(txt).toContain('INT. KITCHEN - NIGHT')
  expect(txt).toContain(' '.repeat(16) + '(quietly)\n')
  expect(txt).not.toContain('((')
  expect(txt).toContain('\nCLOSE ON THE CLOCK\n')

  // Importing over a script asks first (its work is kept in this browser's files): yes.
  page.once('dialog', (d) => void d.accept())
  await importText(page, 'Text', 'night.txt', txt)
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. KITCHEN - NIGHT'],
    ['action', 'Mara waits by the door.'],
    ['character', 'MARA'],
    ['parenthetical', '(quietly)'],
    ['dialogue', 'He is late.'],
    ['shot', 'CLOSE ON THE CLOCK'],
    ['sceneHeading', 'OPENING TITLES'],
    ['transition', 'CUT TO:'],
    ['sceneHeading', 'EXT. STREET - CONTINUOUS'],
    ['action', 'Empty.'],
  ])
})

test('a typed "! " forces action and is never printed or exported', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.press('Alt+s')
  await page.keyboard.type('INT. HALL - DAY')
  await page.keyboard.press('Enter')
  await page.keyboard.type('! INT. this is action')
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. HALL - DAY'],
    ['action', '! INT. this is action'],
  ])
  const fountain = await exportAs(page, 'Fountain')
  expect(fountain).toContain('\n!INT. this is action\n')
  expect(fountain).not.toContain('\\!')
  const txt = await exportAs(page, 'Text')
  expect(txt).toContain('\nINT. this is action\n')
  expect(txt).not.toContain('!')
})

test('Ctrl+End goes to the very end of a long script in one press, Ctrl+Home back to the start', async ({ page }) => {
  await openEditor(page)
  const scenes = Array.from({ length: 120 }, (_, i) => `INT. ROOM ${i + 1} - DAY\n\nLine one of scene ${i + 1}.\n\nLAST ${i + 1}\nWords of the closing speech ${i + 1}.\n`)
  await importText(page, 'Fountain', 'long.fountain', scenes.join('\n') + '\nThe very last line.\n')
  await page.locator(`${EDITOR} [data-type="sceneHeading"]`).first().click()
  await expect.poll(() => blockAtCursor(page)).toBe('sceneHeading:INT. ROOM 1 - DAY')
  await page.keyboard.press('Control+End')
  await expect.poll(() => blockAtCursor(page)).toBe('action:The very last line.')
  const offset = await page.evaluate(() => window.getSelection()!.anchorOffset)
  expect(offset).toBe('The very last line.'.length)
  await page.keyboard.press('Control+Home')
  await expect.poll(() => blockAtCursor(page)).toBe('sceneHeading:INT. ROOM 1 - DAY')
})

test('a Fountain file whose headings end in two spaces (as Final Draft writes them) comes in with every heading', async ({ page }) => {
  await openEditor(page)
  const fountain = 'INT. KITCHEN - NIGHT  \n\nMara waits.\n\nEXT. STREET - CONTINUOUS  \n\nEmpty.\n\nI/E. CAR - DAY  \n\nDrive.\n'
  await importText(page, 'Fountain', 'fd-export.fountain', fountain)
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. KITCHEN - NIGHT'],
    ['action', 'Mara waits.'],
    ['sceneHeading', 'EXT. STREET - CONTINUOUS'],
    ['action', 'Empty.'],
    ['sceneHeading', 'I/E. CAR - DAY'],
    ['action', 'Drive.'],
  ])
})
