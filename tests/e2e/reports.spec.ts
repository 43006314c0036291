import { test, expect, type Page } from './test'
import { readFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { giveConsent } from './helpers'
import { openSavedScript } from '../support/saved-script'
import { REPORT_ELEMENTS } from '../../src/testing/hand-counted-reports'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/** The PDF's text, page by page, runs of spaces folded. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, verbosity: 0 }).promise
  const pages: string[] = []
  for (let i = 1; i <= doc.numPages; i++) {
    const c = await (await doc.getPage(i)).getTextContent()
    pages.push(c.items.map((it) => ('str' in it ? it.str : '')).join(' '))
  }
  return pages.join('\n').replace(/[ \t]+/g, ' ')
}

/** Opens a report from the Reports menu; returns its dialog once the figures are in. */
async function openReport(page: Page, item: string, title: string) {
  await page.getByRole('menuitem', { name: 'Reports', exact: true }).click()
  // Inside the open menu: the menu bar has a 'Script' menu of its own.
  await page.getByRole('menu').getByRole('menuitem', { name: item, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: title })
  await expect(dialog.getByTestId('report-totals').or(dialog.getByText('Select element types'))).toBeVisible()
  return dialog
}

/** Download PDF: the file's name, its text, and the success toast. */
async function downloadPdf(page: Page, dialog: ReturnType<Page['getByRole']>, reportName: string) {
  const download = page.waitForEvent('download')
  await dialog.getByRole('button', { name: 'Download PDF' }).click()
  const d = await download
  const text = await pdfText(new Uint8Array(readFileSync((await d.path())!)))
  await expect(page.getByTestId('toast')).toContainText(`${reportName} Generated`)
  await expect(page.getByTestId('toast')).toContainText(`report has been saved as ${d.suggestedFilename()}`)
  return { name: d.suggestedFilename(), text }
}

// The script's figures are hand-counted in src/testing/hand-counted-reports.ts.
test.describe('reports on the hand-counted script', () => {
  test.beforeEach(async ({ page }) => openSavedScript(page, '/', REPORT_ELEMENTS, 'Cold Coffee'))

  test('Scene report: figures, breakdowns, matrix and its PDF', async ({ page }) => {
    const dialog = await openReport(page, 'Scene', 'Scene Report')
    await expect(dialog.getByTestId('report-totals')).toHaveText('3 scenes · 3 pages (0:17 estimated screen time) · 19 lines')
    await expect(dialog.getByTestId('breakdown-setting')).toContainText('INT 2 · EXT 1')
    await expect(dialog.getByTestId('breakdown-time')).toContainText('DAY 1 · NIGHT 2')
    await expect(dialog.locator('[data-scene="1"] td')).toHaveText(['1', 'INT. KITCHEN - DAY', '12', '8%', '1-2 (2 pages)', '2/8', '0:09', 'MARY 5, BOB 1'])
    await expect(dialog.locator('[data-scene="2A"] td')).toHaveText(['2A', 'INT. KITCHEN - NIGHT', '3', '33%', '3 (1 page)', '1/8', '0:05', ''])
    await expect(dialog.locator('[data-testid="scene-character-matrix"] [data-character="MARY"] td')).toHaveText(['2', '', ''])
    const pdf = await downloadPdf(page, dialog, 'Scene Report')
    expect(pdf.name).toBe('cold_coffee_scene_report.pdf')
    expect(pdf.text).toContain('SCENE REPORT')
    expect(pdf.text).toContain('Cold Coffee')
    expect(pdf.text).toContain('3 scenes · 3 pages (0:17 estimated screen time) · 19 lines')
    expect(pdf.text).toContain('SCENE 1: INT. KITCHEN - DAY')
    expect(pdf.text).toContain('Pages 1-2 (2 pages) · 12 lines · 1 action line (8%)')
    expect(pdf.text).toContain('Characters (2): MARY 5 lines, BOB 1 line')
  })

  test('Location report: shares, scenes, characters and its PDF', async ({ page }) => {
    const dialog = await openReport(page, 'Location', 'Location Report')
    await expect(dialog.getByTestId('report-totals')).toHaveText('2 locations · 3 scenes · 3 pages')
    const kitchen = dialog.locator('[data-location="KITCHEN"]')
    await expect(kitchen).toContainText('75% of the script')
    await expect(kitchen).toContainText('2 scenes · pages 1-3 (3 pages) · 15 lines · action 13%')
    await expect(kitchen).toContainText('Characters (2): BOB, MARY')
    await expect(kitchen).toContainText('Scene 2A: INT. KITCHEN - NIGHT (3 lines)')
    const pdf = await downloadPdf(page, dialog, 'Location Report')
    expect(pdf.name).toBe('cold_coffee_location_report.pdf')
    expect(pdf.text).toContain('LOCATION REPORT')
    expect(pdf.text).toContain('KITCHEN — 75% of the script')
    expect(pdf.text).toContain('GARDEN — 20% of the script')
  })

  test('Character report: per-character cards and its PDF', async ({ page }) => {
    const dialog = await openReport(page, 'Character', 'Character Report')
    const mary = dialog.locator('[data-character="MARY"]')
    const figure = (name: string) => mary.locator(`[data-figure="${name}"]`)
    await expect(figure('speeches')).toHaveText('2')
    await expect(figure('lines')).toHaveText('5')
    await expect(figure('line-share')).toHaveText('25.00%')
    await expect(figure('dialogue-share')).toHaveText('71.43%')
    await expect(figure('words-per-speech')).toHaveText('7')
    await expect(figure('characters-per-word')).toHaveText('4')
    await expect(figure('pages')).toHaveText('1-2 (2 pages)')
    await expect(dialog.locator('[data-character="BOB"]')).toContainText('Setting: INT 1 · EXT 1')
    const pdf = await downloadPdf(page, dialog, 'Character Report')
    expect(pdf.name).toBe('cold_coffee_character_report.pdf')
    expect(pdf.text).toContain('CHARACTER REPORT')
    expect(pdf.text).toContain('2 speeches · 5 dialogue lines · 25.00% of script lines · 71.43% of dialogue')
    expect(pdf.text).toContain('BOB')
  })

  test('Script report: dialogue by default, Exclude All and Include All, and its PDF', async ({ page }) => {
    const dialog = await openReport(page, 'Script', 'Script Report')
    const preview = dialog.getByTestId('script-report-preview')
    await expect(dialog.getByRole('checkbox', { name: 'Dialogue' })).toBeChecked()
    await expect(dialog.getByRole('checkbox', { name: 'Action' })).not.toBeChecked()
    await expect(preview.locator('li')).toHaveCount(4)
    await expect(preview.locator('li').first()).toContainText('p.1 · sc. 1 · dialogue Where were you last night?')

    await dialog.getByRole('button', { name: 'Exclude All' }).click()
    await expect(preview).toHaveText('Select element types to generate report')
    await expect(dialog.getByRole('button', { name: 'Download PDF' })).toBeDisabled()

    await dialog.getByRole('checkbox', { name: 'Shots' }).check()
    await expect(preview).toHaveText('No elements found for the selected types')

    await dialog.getByRole('button', { name: 'Include All' }).click()
    for (const label of ['Scene Headings', 'Action', 'Character Names', 'Parentheticals', 'Dialogue', 'Transitions', 'Shots', 'Notes'])
      await expect(dialog.getByRole('checkbox', { name: label })).toBeChecked()
    await expect(preview.locator('li')).toHaveCount(18)
    await expect(dialog.getByTestId('report-totals')).toHaveText('18 elements · 21 lines · 3 pages')

    const pdf = await downloadPdf(page, dialog, 'Script Report')
    expect(pdf.name).toBe('cold_coffee_script_report.pdf')
    expect(pdf.text).toContain('SCRIPT REPORT')
    expect(pdf.text).toContain('Scene Headings 3 · Action 4 · Character Names 4 · Parentheticals 1 · Dialogue 4 · Transitions 1 · Shots 0 · Notes 1')
    expect(pdf.text).toContain('INT. KITCHEN - NIGHT')
    expect(pdf.text).toContain('CUT TO:')
  })
})

test('a script without a title or file name gets untitled_screenplay report names', async ({ page }) => {
  await page.goto('/')
  await page.locator('.ProseMirror').click()
  await page.keyboard.type('INT. HALL - NIGHT')
  const dialog = await openReport(page, 'Scene', 'Scene Report')
  const pdf = await downloadPdf(page, dialog, 'Scene Report')
  expect(pdf.name).toBe('untitled_screenplay_scene_report.pdf')
  expect(pdf.text).toContain('Untitled Screenplay')
})
