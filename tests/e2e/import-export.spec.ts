import { test, expect, type Page } from './test'
import { readFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { FDX_ERROR, parseFdxBytes } from '../../src/screenplay/formats/fdx/parse'
import { PDF_ERRORS } from '../../src/screenplay/formats/pdf-import/extract'
import { NOT_TEXT_MESSAGE } from '../../src/screenplay/formats/text/decode'
import { blocks, EDITOR, giveConsent, openEditor, readerMessage } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const FDX = `<?xml version="1.0" encoding="UTF-8" standalone="no" ?>
<FinalDraft DocumentType="Script" Template="No" Version="4">
<Content>
<Paragraph Type="Scene Heading"><Text>INT. OBSERVATORY - NIGHT</Text></Paragraph>
<Paragraph Type="Action"><Text>Stars wheel overhead. </Text><Text Style="Bold">VERA</Text><Text> adjusts a dial.</Text></Paragraph>
<Paragraph Type="Character"><Text>VERA</Text></Paragraph>
<Paragraph Type="Parenthetical"><Text>(whispering)</Text></Paragraph>
<Paragraph Type="Dialogue"><Text>There you are.</Text></Paragraph>
<Paragraph Type="Transition"><Text>CUT TO:</Text></Paragraph>
</Content>
</FinalDraft>`

async function openImport(page: Page, label: string) {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Import' }).click()
  await page.getByRole('menuitem', { name: label, exact: true }).click()
}

async function exportAs(page: Page, label: string) {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Export As' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: label, exact: true }).click()
  // A PDF asks what to print; the whole script is the default.
  if (label === 'PDF') await page.getByRole('dialog', { name: 'Export PDF' }).getByRole('button', { name: 'Export' }).click()
  return download
}

async function pdfText(bytes: Uint8Array, password?: string) {
  const doc = await getDocument({ data: bytes, password, verbosity: 0 }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent()
    pages.push(c.items.map((it) => ('str' in it ? it.str : '')).join(' ').replace(/\s+/g, ' '))
  }
  return pages
}

test('importing a Final Draft file replaces the script; a broken one changes nothing and says why', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Work in progress.')
  await openImport(page, 'Final Draft (.fdx)')
  const dialog = page.getByRole('dialog', { name: 'Import Final Draft (.fdx)' })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByRole('alert')).toHaveText('Please select a file')

  // A broken file: the script stays as it was.
  const broken = Buffer.from('<FinalDraft><Content><Paragraph')
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'broken.fdx', mimeType: 'application/xml', buffer: broken })
  await expect(dialog.getByTestId('import-file')).toContainText('broken.fdx')
  await dialog.getByRole('button', { name: 'Import' }).click()
  // The reader's message, exactly as the reader says it: nothing added on the way out of the worker.
  await expect(dialog.getByRole('alert')).toHaveText(readerMessage(() => parseFdxBytes(new Uint8Array(broken))))
  await expect(dialog.getByRole('alert')).toContainText(FDX_ERROR)
  await expect(page.getByTestId('toast')).toContainText('Import Failed')
  expect(await blocks(page)).toEqual([['action', 'Work in progress.']])

  // A wrong extension is refused before reading.
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'notes.docx', mimeType: 'application/octet-stream', buffer: Buffer.from('x') })
  await expect(dialog.getByRole('alert')).toContainText('.fdx')

  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'vera.fdx', mimeType: 'application/xml', buffer: Buffer.from(FDX) })
  await expect(dialog.getByTestId('import-file')).toHaveText(/vera\.fdx — \d+\.\d KB/)
  // The work in progress is asked about (and kept) before the import replaces it.
  page.once('dialog', (d) => d.accept())
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. OBSERVATORY - NIGHT'],
    ['action', 'Stars wheel overhead. VERA adjusts a dial.'],
    ['character', 'VERA'],
    ['parenthetical', '(whispering)'],
    ['dialogue', 'There you are.'],
    ['transition', 'CUT TO:'],
  ])
  await expect(page.locator('[data-type="action"] strong')).toHaveText('VERA')
  await expect(page).toHaveTitle('Untitled Screenplay - Nightwriter')
})

test('Export As Final Draft downloads a file that reads back to the same script', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('INT. BARN - DAY')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Hay everywhere.')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Sam')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Achoo.')
  const download = await exportAs(page, 'Final Draft (.fdx)')
  expect(download.suggestedFilename()).toBe('screenplay.fdx')
  const xml = readFileSync((await download.path())!, 'utf8')
  expect(xml).toContain('<Paragraph Type="Scene Heading">')
  // The cue keeps the case typed; Final Draft's Character style (AllCaps) prints it as SAM.
  expect(xml).toContain('<Text>Sam</Text>')
  expect(xml).toMatch(/<ElementSettings Type="Character">\s*<FontSpec [^>]*Style="AllCaps"/)
  expect(xml).toContain('<Text>Achoo.</Text>')
  await expect(page.getByTestId('toast')).toContainText('Screenplay exported as screenplay.fdx.')
})

test('PDF export and preview carry the title page and the paginated script', async ({ page }) => {
  await openEditor(page)
  await page.getByRole('menuitem', { name: 'Script', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Title Page' }).click()
  const tp = page.getByRole('dialog', { name: 'Title Page' })
  await expect(tp.getByLabel('Credit')).toHaveValue('Written by')
  await tp.getByLabel('Title').fill('The Long Night')
  await tp.getByLabel('Author').fill('Jo Writer')
  await tp.getByRole('button', { name: 'Save' }).click()
  await page.locator(EDITOR).click()
  await page.keyboard.type('EXT. FIELD - NIGHT')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Crickets.')

  const download = await exportAs(page, 'PDF')
  // An Untitled script's export is named after its title.
  expect(download.suggestedFilename()).toBe('The Long Night.pdf')
  const pages = await pdfText(new Uint8Array(readFileSync((await download.path())!)))
  expect(pages).toHaveLength(2)
  expect(pages[0]).toContain('The Long Night')
  expect(pages[0]).toContain('Written by')
  expect(pages[0]).toContain('Jo Writer')
  // Fields the writer left empty print nothing: their usual wording is only a hint in the dialog.
  expect(pages[0]).not.toMatch(/Revised|Address|Story by/)
  expect(pages[1]).toContain('EXT. FIELD - NIGHT')
  expect(pages[1]).toContain('Crickets.')

  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Preview' }).click()
  const frame = page.getByTestId('preview-frame')
  await expect(frame).toHaveAttribute('src', /^blob:/)
  const head = await page.evaluate(async (src) => new TextDecoder().decode((await (await fetch(src)).arrayBuffer()).slice(0, 5)), (await frame.getAttribute('src'))!)
  expect(head).toBe('%PDF-')
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible()
})

test('watermarked PDF: password required when protection is on; the file needs it to open', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Secret scene.')
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Export As' }).click()
  await page.getByRole('menuitem', { name: 'Watermarked PDF' }).click()
  const d = page.getByRole('dialog', { name: 'Export Watermarked PDF' })
  await expect(d.getByLabel('Watermark text')).toHaveValue('CONFIDENTIAL')
  await expect(d.getByLabel('Block printing')).toBeChecked()
  await d.getByLabel('Security restrictions').uncheck()
  await expect(d.getByLabel('Block printing')).toHaveCount(0)
  await d.getByLabel('Password protection').check()
  await d.getByLabel('Password', { exact: true }).fill('   ')
  await d.getByRole('button', { name: 'Export' }).click()
  await expect(d.getByRole('alert')).toHaveText('Please enter a password')
  await d.getByLabel('Password', { exact: true }).fill('s3cret')
  const download = page.waitForEvent('download')
  await d.getByRole('button', { name: 'Export' }).click()
  const bytes = new Uint8Array(readFileSync((await (await download).path())!))
  await expect(getDocument({ data: bytes.slice(), verbosity: 0 }).promise).rejects.toMatchObject({ name: 'PasswordException' })
  const pages = await pdfText(bytes, 's3cret')
  expect(pages.join(' ')).toContain('CONFIDENTIAL')
  expect(pages.join(' ')).toContain('Secret scene.')
  await expect(page.getByTestId('toast')).toContainText('Watermarked PDF exported successfully')
})

test('Fountain import fills the title page; Fountain and Text export download the script', async ({ page }) => {
  await openEditor(page)
  await openImport(page, 'Fountain')
  const dialog = page.getByRole('dialog', { name: 'Import Fountain' })
  const fountain = 'Title: Rain Check\nAuthor: Jo Writer\n\nINT. DINER - NIGHT\n\nRain streaks the glass.\n\nMAY\n(tired)\nMore coffee?\n\n> FADE OUT.\n'
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'rain.fountain', mimeType: 'text/plain', buffer: Buffer.from(fountain) })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. DINER - NIGHT'],
    ['action', 'Rain streaks the glass.'],
    ['character', 'MAY'],
    ['parenthetical', '(tired)'],
    ['dialogue', 'More coffee?'],
    ['transition', 'FADE OUT.'],
  ])
  await page.getByRole('menuitem', { name: 'Script', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Title Page' }).click()
  await expect(page.getByRole('dialog', { name: 'Title Page' }).getByLabel('Title')).toHaveValue('Rain Check')
  await expect(page.getByRole('dialog', { name: 'Title Page' }).getByLabel('Author')).toHaveValue('Jo Writer')
  await page.keyboard.press('Escape')

  const fdl = await exportAs(page, 'Fountain')
  expect(fdl.suggestedFilename()).toBe('Rain Check.fountain')
  const out = readFileSync((await fdl.path())!, 'utf8')
  expect(out).toContain('Title: Rain Check')
  expect(out).toContain('INT. DINER - NIGHT\n\nRain streaks the glass.\n\nMAY\n(tired)\nMore coffee?')
  const tdl = await exportAs(page, 'Text')
  expect(tdl.suggestedFilename()).toBe('Rain Check.txt')
  const txt = readFileSync((await tdl.path())!, 'utf8')
  expect(txt).toMatch(/\n {22}MAY\n/) // the character cue at its screenplay indent
})

test('a binary file named .fountain is refused and the script is untouched', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('Untouched.')
  await openImport(page, 'Fountain')
  const dialog = page.getByRole('dialog', { name: 'Import Fountain' })
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'x.fountain', mimeType: 'text/plain', buffer: Buffer.from([0, 1, 2, 255, 0, 7, 0]) })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(NOT_TEXT_MESSAGE)
  expect(await blocks(page)).toEqual([['action', 'Untouched.']])
})

test('a PDF exported by Nightwriter imports back to the same elements (pdf.js in the browser)', async ({ page }) => {
  await openEditor(page)
  await page.keyboard.type('INT. VAULT - NIGHT')
  await page.keyboard.press('Enter')
  await page.keyboard.type('A safe door swings open.')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Rex')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Jackpot.')
  const before = await blocks(page)
  const download = await exportAs(page, 'PDF')
  const bytes = readFileSync((await download.path())!)
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('Gone.')
  await openImport(page, 'PDF')
  const dialog = page.getByRole('dialog', { name: 'Import PDF' })
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'vault.pdf', mimeType: 'application/pdf', buffer: bytes })
  page.once('dialog', (d) => d.accept()) // replacing 'Gone.': asked first
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toHaveCount(0)
  const imported = before.map(([t, x]) => [t, t === 'character' ? x.toUpperCase() : x])
  await expect.poll(() => blocks(page)).toEqual(imported)

  // A damaged PDF is refused with the reader's message; the script stays as it was.
  await openImport(page, 'PDF')
  const again = page.getByRole('dialog', { name: 'Import PDF' })
  await again.getByLabel('Choose a file to import').setInputFiles({ name: 'torn.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([bytes.subarray(0, 400), Buffer.from('torn')]) })
  await again.getByRole('button', { name: 'Import' }).click()
  await expect(again.getByRole('alert')).toHaveText(PDF_ERRORS.invalid)
  expect(await blocks(page)).toEqual(imported)
})
