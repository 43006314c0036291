import { readFileSync } from 'node:fs'
import { test, expect, type Page } from './test'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { paginate, countPages, layoutSettingsFor } from '../../src/screenplay/layout'
import type { Script, ScriptElement } from '../../src/screenplay/model'
import { generateScript } from '../../bench/generate-script'
import { clickToScriptEnd, EDITOR, giveConsent, menu } from './helpers'
import { openSavedScript } from '../support/saved-script'
import { waitForSavedCopy } from '../support/saved-copy'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/** Opens a script the way a writer reopens one: from the browser's saved copy. */
const openScript = (page: Page, script: Script) => openSavedScript(page, '/', script.elements, 'Long')

test('page breaks, numbers and the page count come from the layout engine', async ({ page }) => {
  const script = generateScript(12)
  const pages = paginate(script)
  await openScript(page, script)
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${pages.length}`)
  const breaks = page.locator('.nw-page-break')
  await expect(breaks).toHaveCount(pages.length - 1)
  await expect(breaks.locator('.nw-page-number')).toHaveText(pages.slice(1).map((p) => `${p.number}.`))
  // Each page starts with the text the engine put first on it (pages whose first line is an
  // element start: the band sits right before that block).
  for (const p of pages.slice(1, 6)) {
    const first = p.lines.find((l) => l.elementIndex !== undefined && l.kind !== 'blank' && l.kind !== 'contd')!
    if (first.offset) continue
    const next = page.locator(`.nw-page-break[data-page="${p.number}"] + [data-type]`)
    await expect(next).toHaveText(script.elements[first.elementIndex!].text)
  }
  // Every page is 11 inches tall on screen plus the gap between pages (measured in the script's own
  // font: before Courier Prime arrives a fallback font can wrap a line differently).
  await page.evaluate(() => document.fonts.ready)
  const gaps = await page.$$eval('.nw-page-gap', (els) => els.slice(0, 4).map((e) => e.getBoundingClientRect().top))
  for (let i = 1; i < gaps.length; i++) expect(Math.round(gaps[i] - gaps[i - 1])).toBe(Math.round(11 * 96 + 0.4 * 96))
})

test('typing moves the breaks: a long new passage adds a page', async ({ page }) => {
  const script = generateScript(3)
  const before = countPages(script)
  await openScript(page, script)
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${before}`)
  // A click on a far line can land on another one while the scenes around it are laid out.
  await clickToScriptEnd(page)
  for (let i = 0; i < 30; i++) {
    await page.keyboard.press('Enter')
    await page.keyboard.type(`Line ${i}.`)
  }
  await expect(page.getByTestId('status-page')).toHaveText(`Page ${before + 1} of ${before + 1}`)
})

test('typing on page 2 of a long script redraws the breaks in sight at once, and the later pages\' when the writer pauses', async ({ page }) => {
  const script = generateScript(40)
  await openScript(page, script)
  const breaks = page.locator('.nw-page-break')
  await expect(breaks).toHaveCount(countPages(script) - 1)
  // Every page break drawn or taken away, with its page and when; every key, with when it went down.
  await page.evaluate(() => {
    const w = window as unknown as { __breaks: { page: number; at: number }[]; __keys: number[] }
    w.__breaks = []
    w.__keys = []
    window.addEventListener('keydown', () => w.__keys.push(performance.now()), true)
    new MutationObserver((list) => {
      for (const r of list)
        for (const n of [...r.addedNodes, ...r.removedNodes])
          if (n instanceof HTMLElement && n.classList.contains('nw-page-break')) w.__breaks.push({ page: Number(n.dataset.page), at: performance.now() })
    }).observe(document.querySelector('.ProseMirror')!, { subtree: true, childList: true })
  })
  await page.locator('.nw-page-break[data-page="2"] + [data-type]').click()
  await page.keyboard.press('End')
  // A writer typing without a pause: each new line pushes every later page break down.
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Enter')
    await page.keyboard.type(`Line ${i} goes on.`, { delay: 40 })
  }
  // Once they pause, the later pages follow, where the layout puts them.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __breaks: { page: number }[] }).__breaks.some((b) => b.page >= 20))).toBe(true)
  const pages = Number((await page.getByTestId('status-page').textContent())!.match(/of (\d+)/)![1])
  await expect(breaks).toHaveCount(pages - 1)
  const { drawn, keys } = await page.evaluate(() => {
    const w = window as unknown as { __breaks: { page: number; at: number }[]; __keys: number[] }
    return { drawn: w.__breaks, keys: w.__keys }
  })
  const sinceKey = (at: number) => at - Math.max(...keys.filter((k) => k <= at))
  // The page under the caret's lines was redrawn while the writer typed...
  expect(drawn.some((b) => b.page <= 4 && sinceKey(b.at) < 400)).toBe(true)
  // ...and no page far below it before they had paused for half a second.
  const early = drawn.filter((b) => b.page >= 20 && sinceKey(b.at) < 450)
  expect(early, JSON.stringify(early.slice(0, 5).map((b) => ({ page: b.page, msAfterKey: Math.round(sinceKey(b.at)) })))).toEqual([])
})

test('Go To page and scene put the cursor there; invalid input disables Go', async ({ page }) => {
  const script = generateScript(8)
  const total = countPages(script)
  await openScript(page, script)
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${total}`)
  await page.locator(EDITOR).click()
  await page.keyboard.press('Control+g')
  const dialog = page.getByRole('dialog', { name: 'Go To' })
  const go = dialog.getByRole('button', { name: 'Go' })
  const input = dialog.getByLabel('Number')
  for (const bad of ['0', '-1', '2.5', 'x', '']) {
    await input.fill(bad)
    await expect(go).toBeDisabled()
  }
  await input.fill(String(total + 5)) // out of range: nothing happens
  await go.click()
  await expect(dialog).toBeVisible()
  await input.fill('4')
  await go.click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('status-page')).toHaveText(`Page 4 of ${total}`)
  await page.keyboard.press('Control+g')
  await dialog.getByLabel('Scene').check()
  await dialog.getByLabel('Number').fill('3')
  await dialog.getByRole('button', { name: 'Go' }).click()
  const heading = script.elements.filter((e) => e.type === 'scene-heading')[2].text
  await expect(page.getByTestId('status-element')).toHaveText('Scene Heading')
  const at = await page.evaluate(() => {
    const n = window.getSelection()!.anchorNode!
    const el = (n instanceof Element ? n : n.parentElement)!
    return el.closest('[data-type]')?.textContent ?? `${el.tagName}.${el.className}`
  })
  expect(at).toBe(heading)
})

test('Format → Page Size → A4: 58-line pages on screen and in the PDF, kept after a reload, undone with Undo', async ({ page }) => {
  const script = generateScript(20)
  const letter = countPages(script)
  const a4 = countPages(script, layoutSettingsFor({ pageSize: 'a4' }))
  expect(a4).toBeLessThan(letter)
  await openScript(page, script)
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${letter}`)
  await menu(page, 'Format', 'Page Size')
  await expect(page.locator('[data-command="format.pageSize.letter"]')).toHaveAttribute('data-checked', 'true')
  await expect(page.locator('[data-command="format.pageSize.a4"]')).not.toHaveAttribute('data-checked')
  await page.locator('[data-command="format.pageSize.a4"]').click()
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${a4}`)
  await expect(page.getByTestId('toast')).toContainText('Page size: A4')
  // The paper is A4 on screen: 8.27 in wide, each page 58 lines plus its two 1 in margins tall.
  await page.evaluate(() => document.fonts.ready)
  expect(Math.round(await page.locator('.nw-page').evaluate((e) => e.getBoundingClientRect().width))).toBe(Math.round(8.27 * 96))
  await expect(page.locator('.nw-page-break')).toHaveCount(a4 - 1)
  const gapTop = (n: number) => page.locator(`.nw-page-break[data-page="${n}"] .nw-page-gap`).evaluate((e) => e.getBoundingClientRect().top)
  await expect.poll(async () => [Math.round((await gapTop(3)) - (await gapTop(2))), Math.round((await gapTop(4)) - (await gapTop(3)))]).toEqual(
    Array(2).fill(Math.round((58 / 6 + 2 + 0.4) * 96)),
  )

  // The PDF is printed on A4 with the same page count.
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Export As' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('menuitem', { name: 'PDF', exact: true }).click()
  await page.getByRole('dialog', { name: 'Export PDF' }).getByRole('button', { name: 'Export' }).click()
  const pdf = await getDocument({ data: new Uint8Array(readFileSync((await (await download).path())!)), verbosity: 0 }).promise
  expect(pdf.numPages).toBe(a4)
  const [, , w, h] = (await pdf.getPage(1)).view
  expect([Math.round(w), Math.round(h)]).toEqual([595, 842])

  // Kept with the script.
  await waitForSavedCopy(page, (s) => s.project.content.attrs?.format?.pageSize === 'a4')
  await page.reload()
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${a4}`)
  // And undone like any change.
  await menu(page, 'Format', 'Page Size', 'US Letter')
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${letter}`)
  await page.keyboard.press('Control+z')
  await expect(page.getByTestId('status-page')).toHaveText(`Page 1 of ${a4}`)
})

test('a line filled to its last character holds it on screen as on the printed page, so each block has the layout\'s line count', async ({ page }) => {
  // Each text has lines of exactly the element's width followed by more words: the space after
  // the last word must not push that word down.
  const fill = (width: number, lines: number) => Array.from({ length: lines }, (_, i) => `${'x'.repeat(width - 3)} ${String(i).padStart(2, '0')}`).join(' ')
  const elements: ScriptElement[] = [
    { type: 'scene-heading', text: 'INT. HALL - NIGHT' },
    { type: 'action', text: fill(61, 4) },
    { type: 'character', text: 'ANNA' },
    { type: 'parenthetical', text: `(${'x'.repeat(22)} 00 ${'x'.repeat(23)} 1)` },
    { type: 'dialogue', text: fill(35, 4) },
    { type: 'character', text: 'BEN', dual: 'left' },
    { type: 'dialogue', text: fill(29, 3), dual: 'left' },
    { type: 'character', text: 'ANNA', dual: 'right' },
    { type: 'dialogue', text: fill(29, 3), dual: 'right' },
  ]
  const [first] = paginate(elements)
  const expected = elements.map((_, i) => first.lines.filter((l) => l.elementIndex === i && l.kind !== 'blank').length)
  expect(expected.slice(1)).toEqual([4, 1, 2, 4, 1, 3, 1, 3])
  await openSavedScript(page, '/', elements, 'Full lines')
  await page.evaluate(() => document.fonts.ready)
  const onScreen = () => page.$$eval(`${EDITOR} [data-type]:not([data-type="scene"])`, (els) => els.map((e) => Math.round(e.getBoundingClientRect().height / 16)))
  await expect.poll(onScreen).toEqual(expected)
})
