import { readFileSync } from 'node:fs'
import { test, expect, type Page } from './test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { ElementKind, ScriptElement } from '../../src/screenplay/model'
import { paginate } from '../../src/screenplay/layout'
import { blockAtCursor, clickToLineEnd, EDITOR, giveConsent, menu } from './helpers'
import { openSavedScript } from '../support/saved-script'
import { waitForSavedCopy } from '../support/saved-copy'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const el = (type: ElementKind, text: string): ScriptElement => ({ type, text })
const SCENE: ScriptElement[] = [
  el('scene-heading', 'INT. GARAGE - NIGHT'),
  el('action', 'Brick and Steel face each other over the hood of the car.'),
  el('character', 'STEEL'),
  el('dialogue', 'We go out as we came in.'),
  el('character', 'BRICK'),
  el('parenthetical', '(grinning)'),
  el('dialogue', 'Screw retirement.'),
  el('action', 'They shake on it.'),
]

const cue = (page: Page, name: string) => page.locator(`${EDITOR} [data-type="character"]`, { hasText: name })
const box = async (page: Page, name: string) => (await cue(page, name).boundingBox())!

/** Whether the two cues sit on one line, the first one's column wholly left of the second's. */
async function sideBySide(page: Page, a = 'STEEL', b = 'BRICK'): Promise<boolean> {
  const [l, r] = [await box(page, a), await box(page, b)]
  return Math.abs(l.y - r.y) < 2 && l.x + l.width <= r.x + 1
}

test('Format → Dual Dialogue and its key put two speeches side by side, typing goes into the right column, and Undo takes it back', async ({ page }) => {
  await openSavedScript(page, '/', SCENE, 'Dual')
  await page.evaluate(() => document.fonts.ready)
  // Stacked to begin with.
  expect(await sideBySide(page)).toBe(false)

  // The key, with the cursor in the second speech.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'Screw retirement' }))
  await page.keyboard.press('Control+d')
  await expect.poll(() => sideBySide(page)).toBe(true)
  await expect(cue(page, 'STEEL')).toHaveAttribute('data-dual', 'left')
  await expect(cue(page, 'BRICK')).toHaveAttribute('data-dual', 'right')
  // Cue, parenthetical and speech in two columns, as printed: the right column starts 3.125 in
  // right of the left one (96 px an inch); the action after the pair starts below both.
  const steelSpeech = (await page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'We go out' }).boundingBox())!
  const brickSpeech = (await page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'Screw retirement' }).boundingBox())!
  expect(Math.round(brickSpeech.x - steelSpeech.x)).toBe(300)
  expect(Math.abs(steelSpeech.width - 2.9 * 96)).toBeLessThan(1)

  // The action after the pair starts one line (12 pt, 16 px) below the longer column.
  expect(await gapAfterPair(page)).toBe(16)

  // Typing in the right column stays in it.
  await page.keyboard.type(' Deal.')
  await expect(page.locator(`${EDITOR} [data-type="dialogue"][data-dual="right"]`)).toHaveText('Screw retirement. Deal.')
  expect(await sideBySide(page)).toBe(true)

  // Undo the typing, then the pairing: single speeches again.
  await page.keyboard.press('Control+z')
  await expect(page.locator(`${EDITOR} [data-type="dialogue"][data-dual="right"]`)).toHaveText('Screw retirement.')
  await page.keyboard.press('Control+z')
  await expect(page.locator(`${EDITOR} [data-dual]`)).toHaveCount(0)
  await expect.poll(() => sideBySide(page)).toBe(false)

  // The menu, with the two speeches selected; again on the pair makes them single.
  await cue(page, 'STEEL').click()
  await page.keyboard.press('Home')
  await page.keyboard.down('Shift')
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
  await page.keyboard.up('Shift')
  await menu(page, 'Format', 'Dual Dialogue')
  await expect.poll(() => sideBySide(page)).toBe(true)
  await menu(page, 'Format', 'Dual Dialogue')
  await expect(page.locator(`${EDITOR} [data-dual]`)).toHaveCount(0)
})

test('Enter and Tab flow inside a column; the pair is kept in the saved project and after a reload', async ({ page }) => {
  await openSavedScript(page, '/', SCENE, 'Dual')
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'Screw retirement' }))
  await page.keyboard.press('Control+d')
  await expect(cue(page, 'BRICK')).toHaveAttribute('data-dual', 'right')
  // 29 characters a line, as printed (not 28): a line of exactly 29 stays one line.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'We go out' }))
  await page.keyboard.type('xxxxx')
  await expect(page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'We go out' })).toHaveText('We go out as we came in.xxxxx')
  await expect.poll(async () => Math.round((await page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'We go out' }).boundingBox())!.height)).toBe(16)
  // Enter at the end of the left cue: a dialogue line in the left column.
  await clickToLineEnd(page, cue(page, 'STEEL'))
  await page.keyboard.press('Enter')
  await page.keyboard.type('Listen.')
  await expect(page.locator(`${EDITOR} [data-type="dialogue"][data-dual="left"]`, { hasText: 'Listen.' })).toHaveCount(1)
  // Tab at the end of it: a parenthetical, still in the left column.
  await page.keyboard.press('Tab')
  await page.keyboard.type('softly')
  await expect(page.locator(`${EDITOR} [data-type="parenthetical"][data-dual="left"]`)).toHaveText('(softly)')
  // The left column is the longer one now: what follows the pair still starts one line below it.
  await expect.poll(() => gapAfterPair(page)).toBe(16)
  // Enter at the end of the left column's last line goes to the right column's cue.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'We go out' }))
  await page.keyboard.press('Enter')
  expect(await blockAtCursor(page)).toBe('character:BRICK')
  await expect.poll(() => sideBySide(page)).toBe(true)
  // Enter at the end of the right column's last line: a new speech of its own, not in the pair.
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'Screw retirement' }))
  await page.keyboard.press('Enter')
  await page.keyboard.type('MECHANIC')
  await expect(cue(page, 'MECHANIC')).not.toHaveAttribute('data-dual', /./)
  await expect.poll(() => sideBySide(page)).toBe(true)

  await waitForSavedCopy(page, (s) => JSON.stringify(s.project.content).includes('"dual":"right"') && JSON.stringify(s.project.content).includes('MECHANIC'))
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect(cue(page, 'BRICK')).toHaveAttribute('data-dual', 'right')
  await expect.poll(() => sideBySide(page)).toBe(true)
})

/** Pixels between the bottom of the pair's longer column and the top of the action after it. */
async function gapAfterPair(page: Page): Promise<number> {
  const bottoms = await page.$$eval(`${EDITOR} [data-dual]`, (els) => els.map((e) => e.getBoundingClientRect().bottom))
  const after = (await page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'They shake' }).boundingBox())!
  return Math.round(after.y - Math.max(...bottoms))
}

async function pdfText(page: Page): Promise<string> {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Export As' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'PDF', exact: true }).click()
  await page.getByRole('dialog', { name: 'Export PDF' }).getByRole('button', { name: 'Export' }).click()
  const pdf = await getDocument({ data: new Uint8Array(readFileSync((await (await download).path())!)), verbosity: 0 }).promise
  let text = ''
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent()
    text += content.items.map((it) => ('str' in it ? it.str : '')).join('\n') + '\n'
  }
  return text
}

test("a speaker who returns after action gets (CONT'D) on the page and in the PDF; the setting turns it off", async ({ page }) => {
  const scene: ScriptElement[] = [
    el('scene-heading', 'INT. KITCHEN - DAY'),
    el('character', 'MARY'),
    el('dialogue', 'Where is everyone?'),
    el('action', 'She opens the fridge. Empty.'),
    el('character', 'MARY'),
    el('dialogue', 'Typical.'),
  ]
  await openSavedScript(page, '/', scene, 'Kitchen')
  const second = page.locator(`${EDITOR} [data-type="character"]`).nth(1)
  const after = (loc: typeof second) => loc.evaluate((e) => getComputedStyle(e, '::after').content)
  await expect.poll(() => after(second)).toBe(`" (CONT'D)"`)
  expect(await after(page.locator(`${EDITOR} [data-type="character"]`).first())).toBe('none')
  // The cue's own text never changes.
  await expect(second).toHaveText('MARY')
  expect(await pdfText(page)).toContain("MARY (CONT'D)")

  // Settings → General → Automatic (CONT'D) off.
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await dialog.getByRole('tab', { name: 'General' }).click()
  await dialog.getByLabel("Automatic (CONT'D)").uncheck()
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect.poll(() => after(second)).toBe('none')
  const text = await pdfText(page)
  expect(text).toContain('MARY')
  expect(text).not.toContain("CONT'D")

  // Remembered after a reload.
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect(page.locator(`${EDITOR} [data-type="character"]`)).toHaveCount(2)
  expect(await after(page.locator(`${EDITOR} [data-type="character"]`).nth(1))).toBe('none')
})

test("a dual pair taller than a page breaks in both columns, each with its (MORE) and CONT'D cue", async ({ page }) => {
  const long = (who: string) => Array.from({ length: 60 }, (_, i) => `${who} says line ${i + 1} of this speech.`).join(' ')
  const els: ScriptElement[] = [
    el('scene-heading', 'INT. HALL - NIGHT'),
    { type: 'character', text: 'ANNA', dual: 'left' },
    { type: 'dialogue', text: long('Anna'), dual: 'left' },
    { type: 'character', text: 'BEN', dual: 'right' },
    { type: 'dialogue', text: long('Ben'), dual: 'right' },
    el('action', 'Silence.'),
  ]
  const pages = paginate(els)
  expect(pages.length).toBeGreaterThan(1)
  await openSavedScript(page, '/', els, 'Long pair')
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${pages.length}`)
  const left = page.locator(`${EDITOR} [data-dual="left"] .nw-page-break`).first()
  const right = page.locator(`${EDITOR} [data-dual="right"] .nw-page-break`).first()
  await expect(left).toContainText("ANNA (CONT'D)")
  await expect(left).toContainText('(MORE)')
  await expect(right).toContainText("BEN (CONT'D)")
  await expect(right).toContainText('(MORE)')
  // The page number is printed once, by the left column's band.
  await expect(right.locator('.nw-page-number')).toBeHidden()
  await expect(left.locator('.nw-page-number')).toBeVisible()
  // Both columns still side by side above the break.
  expect(await sideBySide(page, 'ANNA', 'BEN')).toBe(true)
})

test('the page gaps around a dual pair taller than a page sit where the layout breaks the pages', async ({ page }) => {
  const long = (who: string, n: number) => Array.from({ length: n }, (_, i) => `${who} says line ${i + 1} of this speech.`).join(' ')
  const els: ScriptElement[] = [
    el('scene-heading', 'INT. HALL - NIGHT'),
    el('action', 'The guests have gone.'),
    { type: 'character', text: 'ANNA', dual: 'left' },
    { type: 'parenthetical', text: '(to Ben)', dual: 'left' },
    { type: 'dialogue', text: long('Anna', 70), dual: 'left' },
    { type: 'character', text: 'BEN', dual: 'right' },
    { type: 'dialogue', text: long('Ben', 64), dual: 'right' },
    el('action', 'Silence.'),
    el('character', 'ANNA'),
    el('dialogue', 'Well.'),
  ]
  const pages = paginate(els)
  expect(pages.length).toBeGreaterThan(2)
  await openSavedScript(page, '/', els, 'Long pair')
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${pages.length}`)
  await expect(page.locator(`${EDITOR} .nw-page-break:not(.nw-page-break-right)`)).toHaveCount(pages.length - 1)
  await page.evaluate(() => document.fonts.ready)
  // Every page on screen is the paper's 11 inches, the pages the pair runs over included: from the
  // top of the paper, then from the bottom of each gap, to the top of the next gap.
  const pageHeights = () =>
    page.$$eval(`${EDITOR} .nw-page-break:not(.nw-page-break-right) .nw-page-gap`, (gaps) => {
      let top = document.querySelector('.nw-page')!.getBoundingClientRect().top
      return gaps.map((g) => {
        const r = g.getBoundingClientRect()
        const h = Math.round(r.top - top)
        top = r.bottom
        return h
      })
    })
  await expect.poll(pageHeights).toEqual(Array(pages.length - 1).fill(11 * 96))
  // Inside the pair the right column's band is at the same height as the left one's.
  const bands = await page.$$eval(`${EDITOR} [data-dual] .nw-page-break`, (els) => els.map((b) => [b.getAttribute('data-page'), Math.round(b.querySelector('.nw-page-gap')!.getBoundingClientRect().top)] as const))
  const byPage = new Map<string | null, number[]>()
  for (const [p, top] of bands) byPage.set(p, [...(byPage.get(p) ?? []), top])
  expect(byPage.size).toBeGreaterThan(0)
  for (const tops of byPage.values()) expect(tops).toEqual([tops[0], tops[0]])
})
