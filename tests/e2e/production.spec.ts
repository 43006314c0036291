import { readFileSync } from 'node:fs'
import { test, expect, type Download, type Page } from './test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { ScriptElement } from '../../src/screenplay/model'
import { openSavedScript } from '../support/saved-script'
import { waitForSavedCopy } from '../support/saved-copy'
import { EDITOR, giveConsent, menu, openEditor, clickToLineEnd } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/** Scene numbers of the headings, in order ('' for none). */
const numbers = (page: Page) => page.$$eval(`${EDITOR} [data-type="sceneHeading"]`, (els) => els.map((e) => e.getAttribute('data-scenenumber') ?? ''))
const headings = (page: Page) => page.$$eval(`${EDITOR} [data-type="sceneHeading"]`, (els) => els.map((e) => (e.textContent ?? '').toLowerCase()))

async function typeScenes(page: Page, names: string[]) {
  const kb = page.keyboard
  for (const [i, n] of names.entries()) {
    await kb.type(`int. ${n} - day`)
    await kb.press('Enter')
    await kb.type(`Action in the ${n}.`)
    if (i < names.length - 1) {
      await kb.press('Enter')
      await kb.press('Control+1')
    }
  }
}

test('number and lock scenes; a scene added between two locked ones gets 1A; a deleted one leaves OMITTED, undone with Ctrl+Z', async ({ page }) => {
  await openEditor(page)
  await typeScenes(page, ['kitchen', 'garden', 'street'])
  await expect.poll(() => headings(page)).toEqual(['int. kitchen - day', 'int. garden - day', 'int. street - day'])
  await menu(page, 'Script', 'Scene Numbers', 'Number Scenes Now')
  await expect.poll(() => numbers(page)).toEqual(['1', '2', '3'])
  // Numbers print in both margins of the heading.
  const first = page.locator(`${EDITOR} [data-type="sceneHeading"]`).first()
  expect(await first.evaluate((e) => getComputedStyle(e, '::before').content)).toBe('"1"')
  expect(await first.evaluate((e) => getComputedStyle(e, '::after').content)).toBe('"1"')
  await menu(page, 'Script', 'Scene Numbers', 'Lock Scene Numbers')

  // A new scene after scene 1's action.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`).first())
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+1')
  await page.keyboard.type('int. hallway - night')
  const numbered = async () => {
    const [h, n] = [await headings(page), await numbers(page)]
    return h.map((x, i) => `${n[i]} ${x}`)
  }
  await expect.poll(numbered).toEqual(['1 int. kitchen - day', '1A int. hallway - night', '2 int. garden - day', '3 int. street - day'])
  // The sidebar lists scenes by their numbers, and Go To finds scene 1A by its number.
  const sidebar = page.getByRole('navigation', { name: 'Scene Navigation' })
  await expect(sidebar.locator('.nw-scene-num')).toHaveText(['1.', '1A.', '2.', '3.'])
  await page.locator(`${EDITOR} [data-type="sceneHeading"]`, { hasText: 'street' }).click()
  await menu(page, 'Edit', 'Go To')
  const goTo = page.getByRole('dialog')
  await goTo.getByRole('radio', { name: 'Scene' }).check()
  await goTo.getByRole('textbox', { name: 'Number' }).fill('1a')
  await goTo.getByRole('textbox', { name: 'Number' }).press('Enter')
  await expect(goTo).toBeHidden()
  await expect.poll(() => page.evaluate(() => window.getSelection()?.anchorNode?.parentElement?.closest('[data-type="sceneHeading"]')?.textContent)).toBe('int. hallway - night')

  // Cut scene 2 whole: Edit → Select Scene, then Delete.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="sceneHeading"]`, { hasText: 'garden' }))
  await menu(page, 'Edit', 'Select Scene')
  await page.keyboard.press('Delete')
  await expect.poll(() => headings(page)).toContain('omitted')
  await expect.poll(() => numbers(page)).toEqual(['1', '1A', '2', '3'])
  await page.keyboard.press('Control+z')
  await expect.poll(() => headings(page)).not.toContain('omitted')
})

test('revise a paragraph in Blue: the mark in the margin and the band on the page; lock pages and grow one into 1A', async ({ page }) => {
  await openEditor(page)
  await typeScenes(page, ['kitchen'])
  await menu(page, 'Script', 'Revisions', 'Current Set', 'Blue')
  await menu(page, 'Script', 'Revisions', 'Mark Revisions')
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`).last())
  await page.keyboard.press('Enter')
  await page.keyboard.type('A revised line.')
  const revised = page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'A revised line.' })
  await expect(revised).toHaveAttribute('data-revision', '2')
  expect(await revised.evaluate((e) => getComputedStyle(e, '::after').content)).toBe('"*"')
  const scene = page.locator(`${EDITOR} [data-type="scene"]`).first()
  expect(await scene.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain('rgb(198, 237, 254)')
  // The unrevised line before it carries no mark.
  await expect(page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'Action in the kitchen.' })).not.toHaveAttribute('data-revision', /./)

  // Turn marking off, lock pages, then add enough to grow page 1 onto 1A.
  await menu(page, 'Script', 'Revisions', 'Mark Revisions')
  await menu(page, 'Script', 'Lock Pages')
  await clickToLineEnd(page, revised)
  for (let i = 0; i < 35; i++) {
    await page.keyboard.press('Enter')
    await page.keyboard.type(`More action ${i}.`)
  }
  await expect(page.locator('.nw-page-number').first()).toHaveText('1A.')
  await menu(page, 'Edit', 'Go To')
  await page.getByRole('dialog').getByRole('textbox').fill('1A')
  await page.getByRole('dialog').getByRole('textbox').press('Enter')
  await expect(page.getByRole('dialog')).toBeHidden()
  // Statistics counts the pages and names what they print once locked.
  await menu(page, 'Tools', 'Statistics')
  await expect(page.getByTestId('stat-pages')).toHaveText('2 (locked: 1 to 1A)')
  await page.keyboard.press('Escape')

  // Clearing Blue's marks takes the mark and the band away, the text stays; Undo brings both back.
  await menu(page, 'Script', 'Revisions', 'Clear Marks', 'Clear Blue Marks')
  await expect(revised).not.toHaveAttribute('data-revision', /./)
  await expect(revised).toHaveText('A revised line.')
  await expect.poll(() => scene.evaluate((e) => getComputedStyle(e).backgroundImage)).toBe('none')
  await revised.click()
  await page.keyboard.press('ControlOrMeta+z')
  await expect(revised).toHaveAttribute('data-revision', '2')
  await expect.poll(() => scene.evaluate((e) => getComputedStyle(e).backgroundImage)).toContain('rgb(198, 237, 254)')
})

/** Each page's text items of a downloaded PDF, trimmed, empty ones left out. */
async function pdfPages(download: Download): Promise<string[][]> {
  const doc = await getDocument({ data: new Uint8Array(readFileSync((await download.path())!)), verbosity: 0 }).promise
  const out: string[][] = []
  for (let n = 1; n <= doc.numPages; n++) out.push(((await (await doc.getPage(n)).getTextContent()).items as { str: string }[]).map((i) => i.str.trim()).filter(Boolean))
  return out
}

/** Two scenes, the first long enough to fill page 1: ANNA in the kitchen, BEN in the street. */
const TWO_SCENES: ScriptElement[] = [
  { type: 'scene-heading', text: 'INT. KITCHEN - DAY' },
  { type: 'character', text: 'ANNA' },
  { type: 'dialogue', text: 'The kettle is singing again.' },
  ...Array.from({ length: 30 }, (_, i): ScriptElement => ({ type: 'action', text: `Steam rises from the kettle, beat ${i + 1}.` })),
  { type: 'scene-heading', text: 'EXT. STREET - NIGHT' },
  { type: 'character', text: 'BEN' },
  { type: 'dialogue', text: 'Nobody here.' },
  { type: 'action', text: 'A car passes.' },
]

async function exportPdf(page: Page, choose: (dialog: ReturnType<Page['getByRole']>) => Promise<void>): Promise<Download> {
  await menu(page, 'File', 'Export As', 'PDF')
  const dialog = page.getByRole('dialog', { name: 'Export PDF' })
  await choose(dialog)
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Export' }).click()
  return download
}

test('File → Export As → PDF prints the whole script, one set\'s revised pages only, or a character\'s sides, read back from the PDF', async ({ page, baseURL }) => {
  await openSavedScript(page, baseURL!, TWO_SCENES, 'Shoot')
  await menu(page, 'Script', 'Scene Numbers', 'Number Scenes Now')
  await expect.poll(() => numbers(page)).toEqual(['1', '2'])
  // Nothing is revised yet: the dialog says so and offers only what can print.
  await menu(page, 'File', 'Export As', 'PDF')
  const dialog = page.getByRole('dialog', { name: 'Export PDF' })
  await expect(dialog.getByRole('radio', { name: /Revised pages only/ })).toBeDisabled()
  await expect(dialog.getByRole('radio', { name: 'The whole script' })).toBeChecked()
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Revise BEN's line in Blue.
  await menu(page, 'Script', 'Revisions', 'Current Set', 'Blue')
  await menu(page, 'Script', 'Revisions', 'Mark Revisions')
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'Nobody here.' }))
  await page.keyboard.type(' Not a soul.')
  await expect(page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'Not a soul.' })).toHaveAttribute('data-revision', '2')

  // The whole script: both pages, scene numbers both sides of each heading, the mark and the header on page 2.
  const whole = await pdfPages(await exportPdf(page, async () => {}))
  expect(whole).toHaveLength(2)
  expect(whole[0]).toContain('INT. KITCHEN - DAY')
  expect(whole[0].filter((t) => t === '1')).toHaveLength(2)
  expect(whole[1]).toContain('EXT. STREET - NIGHT')
  expect(whole[1]).toContain('*')
  expect(whole[1].some((t) => /^Blue Rev\. \d\d\/\d\d\/\d\d$/.test(t))).toBe(true)
  expect(whole[0].some((t) => /Rev\./.test(t))).toBe(false)

  // Revised pages only, Blue: page 2 alone, with its header and mark.
  const revised = await exportPdf(page, async (d) => {
    await d.getByRole('radio', { name: 'Revised pages only' }).check()
    await expect(d.getByLabel('Revision set')).toHaveValue('2')
    await d.getByLabel("Print each page on the set's colour").check()
  })
  expect(revised.suggestedFilename()).toBe('Shoot - Blue Pages.pdf')
  const blue = await pdfPages(revised)
  expect(blue).toHaveLength(1)
  expect(blue[0].join(' ')).toContain('Nobody here. Not a soul.')
  expect(blue[0]).toContain('*')
  expect(blue[0].some((t) => /^Blue Rev\./.test(t))).toBe(true)
  expect(blue[0].join(' ')).not.toContain('KITCHEN')
  await expect(page.getByTestId('toast')).toContainText('Shoot - Blue Pages.pdf')

  // ANNA's sides: only the kitchen, with its scene number.
  const sides = await exportPdf(page, async (d) => {
    await d.getByRole('radio', { name: 'Character sides' }).check()
    await d.getByRole('combobox', { name: 'Character' }).selectOption('ANNA')
  })
  expect(sides.suggestedFilename()).toBe('Shoot - ANNA Sides.pdf')
  const anna = (await pdfPages(sides)).flat()
  expect(anna).toContain('INT. KITCHEN - DAY')
  expect(anna.filter((t) => t === '1')).toHaveLength(2)
  expect(anna).not.toContain('EXT. STREET - NIGHT')
})

test('Edit Revision Sets: rename, re-mark, reorder and add sets; kept with the script and written to Final Draft', async ({ page }) => {
  await openEditor(page)
  await typeScenes(page, ['kitchen'])
  await menu(page, 'Script', 'Revisions', 'Edit Revision Sets...')
  const dialog = page.getByRole('dialog', { name: 'Edit Revision Sets' })
  const rows = dialog.getByTestId('revision-set-row')
  await expect(rows).toHaveCount(19)
  // A set needs a name; the dialog says so and keeps what was typed.
  await dialog.getByLabel('Name of set 2').fill('')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toContainText('Set 2 needs a name.')
  await dialog.getByLabel('Name of set 2').fill('Studio Blue')
  await dialog.getByLabel('Mark of Studio Blue').fill('#')
  await dialog.getByRole('button', { name: 'Move Pink up' }).click()
  await dialog.getByRole('button', { name: 'Add Set' }).click()
  await expect(rows).toHaveCount(20)
  await expect(dialog.getByLabel('Name of set 20')).toHaveValue('Blue')
  await dialog.getByLabel('Colour of Blue').fill('#336699')
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(dialog).toBeHidden()

  // The renamed set is current and marks with its own mark.
  await menu(page, 'Script', 'Revisions', 'Current Set', 'Studio Blue')
  await menu(page, 'Script', 'Revisions', 'Mark Revisions')
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`).last())
  await page.keyboard.type(' Changed.')
  const changed = page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'Changed.' })
  await expect(changed).toHaveAttribute('data-revision', '2')
  await expect.poll(() => changed.evaluate((e) => getComputedStyle(e, '::after').content)).toBe('"#"')

  // Written to Final Draft in the new order, with the new names, marks and colours.
  await menu(page, 'File', 'Export As')
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'Final Draft (.fdx)', exact: true }).click()
  const xml = readFileSync((await (await download).path())!, 'utf8')
  const sets = [...xml.matchAll(/<Revision [^>]*ID="(\d+)" Mark="([^"]*)" Name="([^"]*)"/g)].map((m) => `${m[1]} ${m[2]} ${m[3]}`)
  expect(sets.slice(0, 3)).toEqual(['1 * White', '3 * Pink', '2 # Studio Blue'])
  expect(sets.at(-1)).toBe('20 * Blue')
  expect(xml).toMatch(/<Revision Color="#333366669999"[^>]*ID="20"/)
  expect(xml).toContain('RevisionID="2"')

  // Kept with the script: after a reload the list is still the edited one.
  await waitForSavedCopy(page, (s) => JSON.stringify(s.project.content).includes('Studio Blue'))
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await menu(page, 'Script', 'Revisions', 'Edit Revision Sets...')
  await expect(page.getByRole('dialog', { name: 'Edit Revision Sets' }).getByLabel('Name of set 3')).toHaveValue('Studio Blue')
})

test('a Final Draft file with a mark of no set, duplicate scene numbers and stale locked pages opens, says what it repaired and keeps its text and numbers', async ({ page }) => {
  await openEditor(page)
  const para = (type: string, text: string, attrs = '', rev = 0) => `<Paragraph${attrs ? ` ${attrs}` : ''} Type="${type}"><Text${rev ? ` RevisionID="${rev}"` : ''}>${text}</Text></Paragraph>`
  const fdx = `<?xml version="1.0" encoding="UTF-8"?>
<FinalDraft DocumentType="Script" Version="4"><Content>
${para('Scene Heading', 'INT. KITCHEN - DAY', 'Number="5"', 2)}
${para('Action', 'The kettle sings.', '', 9)}
${para('Scene Heading', 'EXT. STREET - NIGHT', 'Number="5"')}
${para('Action', 'Nobody here.')}
</Content>
<Revisions ActiveSet="2"><Revision Color="#FFFFFFFFFFFF" ID="1" Mark="*" Name="White"/><Revision Color="#C6C6EDEDFEFE" ID="2" Mark="*" Name="Blue"/></Revisions>
<LockedPages><LockedPage Element="0" Label="1" Offset="0"/><LockedPage Element="40" Label="2" Offset="0"/></LockedPages>
</FinalDraft>`
  await menu(page, 'File', 'Import', 'Final Draft (.fdx)')
  const dialog = page.getByRole('dialog', { name: 'Import Final Draft (.fdx)' })
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'shoot.fdx', mimeType: 'application/xml', buffer: Buffer.from(fdx) })
  await dialog.getByRole('button', { name: 'Import' }).click()
  const toast = page.getByTestId('toast')
  await expect(toast).toContainText('revision set 9')
  await expect(toast).toContainText('Scene number 5 is on 2 scenes')
  await expect(toast).toContainText('locked pages no longer match')
  // The text is all there, and the numbers are the file's: nothing renumbered.
  await expect.poll(() => headings(page)).toEqual(['int. kitchen - day', 'ext. street - night'])
  await expect.poll(() => numbers(page)).toEqual(['5', '5'])
  await expect(page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'The kettle sings.' })).toHaveAttribute('data-revision', '9')
  // The revised heading shows its mark after its right-hand number, as other revised paragraphs do.
  const heading = page.locator(`${EDITOR} [data-type="sceneHeading"]`).first()
  await expect(heading).toHaveAttribute('data-revision', '2')
  await expect.poll(() => heading.evaluate((e) => getComputedStyle(e, '::after').content)).toBe('"5 *"')
  await expect(page.locator(`${EDITOR} [data-type="sceneHeading"]`).last()).not.toHaveAttribute('data-revision', /./)
  // The kept set is in the list, under its own name.
  await menu(page, 'Script', 'Revisions', 'Edit Revision Sets...')
  await expect(page.getByRole('dialog', { name: 'Edit Revision Sets' }).getByLabel('Name of set 3')).toHaveValue('Revision 9')
})
