import { test, expect, type Page } from './test'
import { blocks, EDITOR, giveConsent, paste } from './helpers'

/** Where the screenshots are kept (NW_SCREENSHOTS overrides it). */
const SHOTS = process.env.NW_SCREENSHOTS ?? 'test-results/screenshots'

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/** A few pages of script, pasted as Fountain. */
function script(scenes: number): string {
  const out: string[] = []
  for (let i = 1; i <= scenes; i++)
    out.push(
      `INT. NIGHT TRAIN CARRIAGE ${i} - NIGHT`,
      '',
      'Rain streaks the window. Maya counts the stations on her fingers, then starts again.',
      '',
      'MAYA',
      '(quietly)',
      'We never stop here. Not once in all the years I have taken this train.',
      '',
      'CUT TO:',
      '',
    )
  return out.join('\n')
}

/** Every control of the header whose box must lie wholly inside the window. */
async function expectControlsInside(page: Page) {
  const controls = [
    page.getByRole('button', { name: 'Menu' }),
    page.getByRole('combobox', { name: 'Element' }),
    page.getByRole('button', { name: /^Tab:/ }),
    page.getByRole('button', { name: /^New line/ }),
    page.getByRole('button', { name: 'Scene Navigation' }),
    page.getByRole('button', { name: /^(Page|Draft) View$/ }),
  ]
  for (const c of controls) {
    await expect(c).toBeVisible()
    const b = (await c.boundingBox())!
    expect(b.x, await c.getAttribute('aria-label') ?? '').toBeGreaterThanOrEqual(0)
    expect(b.y).toBeGreaterThanOrEqual(0)
    expect(b.x + b.width).toBeLessThanOrEqual(390)
    expect(b.y + b.height).toBeLessThanOrEqual(844)
    // Not squeezed to nothing: a thumb can hit it.
    expect(b.width).toBeGreaterThanOrEqual(30)
  }
}

const fontSize = (page: Page, type: string) => page.locator(`${EDITOR} [data-type="${type}"]`).first().evaluate((e) => getComputedStyle(e).fontSize)
const pageCount = async (page: Page) => Number((await page.getByTestId('status-page').textContent())!.match(/of (\d+)/)![1])

test('on a phone the script is a readable draft: 16 px type, indents in proportion, no paper; page view one tap away; page numbers from the one layout', async ({ page }) => {
  await page.goto('/')
  await page.locator(EDITOR).click()
  await expect(page.locator('.nw-app')).toHaveClass(/nw-draft/)
  await expectControlsInside(page)

  // Typing works in the draft, with the picker and its Tab and Enter buttons.
  await page.getByRole('combobox', { name: 'Element' }).selectOption('sceneHeading')
  await page.keyboard.type('INT. PLATFORM - DAWN')
  await page.getByRole('button', { name: /^New line/ }).click()
  await page.keyboard.type('Maya waits.')
  await page.getByRole('button', { name: /^New line/ }).click()
  await page.getByRole('combobox', { name: 'Element' }).selectOption('character')
  await page.keyboard.type('MAYA')
  await page.getByRole('button', { name: /^New line/ }).click()
  await page.keyboard.type('Here at last.')
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. PLATFORM - DAWN'],
    ['action', 'Maya waits.'],
    ['character', 'MAYA'],
    ['dialogue', 'Here at last.'],
  ])
  for (const type of ['sceneHeading', 'action', 'character', 'dialogue']) expect(await fontSize(page, type)).toBe('16px')
  // Indents in proportion: the cue further in than the speech, the speech further in than action.
  const left = (type: string) => page.locator(`${EDITOR} [data-type="${type}"]`).first().evaluate((e) => e.getBoundingClientRect().left)
  const [action, cue, speech] = [await left('action'), await left('character'), await left('dialogue')]
  expect(speech).toBeGreaterThan(action + 20)
  expect(cue).toBeGreaterThan(speech + 40)
  // No paper frame, and the draft is not scaled down.
  expect(await page.locator('.nw-page').evaluate((e) => getComputedStyle(e).boxShadow)).toBe('none')
  await expect(page.locator('.nw-page-zoom')).toHaveAttribute('data-scale', '1')
  // Nothing sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0)
  expect(await page.locator('.nw-workspace').evaluate((w) => w.scrollWidth - w.clientWidth)).toBe(0)

  // A few pages: the draft marks each page break with its number, as the layout counts them.
  await paste(page, { text: '\n' + script(14) })
  await expect.poll(() => page.locator(`${EDITOR} [data-type="sceneHeading"]`).count()).toBeGreaterThanOrEqual(14)
  await expect.poll(() => pageCount(page)).toBeGreaterThan(3)
  const pages = await pageCount(page)
  await expect(page.locator(`${EDITOR} .nw-page-number`)).toHaveCount(pages - 1)
  expect(await page.locator(`${EDITOR} .nw-page-number`).allTextContents()).toEqual(Array.from({ length: pages - 1 }, (_, i) => `${i + 2}.`))
  await expectControlsInside(page)
  // The first page break in the middle of the screen.
  await page.locator(`${EDITOR} .nw-page-break`).first().evaluate((e) => e.scrollIntoView({ block: 'center' }))
  await page.screenshot({ path: `${SHOTS}/phone.png` })

  // One tap to the page as it prints: scaled to the width, the same page count; and back.
  await page.getByRole('button', { name: 'Page View' }).tap()
  await expect(page.locator('.nw-app')).not.toHaveClass(/nw-draft/)
  expect(Number(await page.locator('.nw-page-zoom').getAttribute('data-scale'))).toBeLessThan(0.6)
  expect(await fontSize(page, 'action')).toBe('16px') // 12 pt, scaled with the whole page
  await expect(page.locator('.nw-page')).not.toHaveCSS('box-shadow', 'none')
  expect(await pageCount(page)).toBe(pages)
  await expectControlsInside(page)
  await page.screenshot({ path: `${SHOTS}/phone-page.png` })
  // The choice is kept across a reload.
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect(page.locator('.nw-app')).not.toHaveClass(/nw-draft/)
  await page.getByRole('button', { name: 'Draft View' }).tap()
  await expect(page.locator('.nw-app')).toHaveClass(/nw-draft/)
  expect(await fontSize(page, 'action')).toBe('16px')
  // The draft's page numbers come back with the layout that follows the switch; once they are in,
  // the lines stop moving under the finger.
  await expect(page.locator(`${EDITOR} .nw-page-number`)).toHaveCount(pages - 1)
  // Typing still works after the switches.
  const lastSpeech = page.locator(`${EDITOR} [data-type="dialogue"]`).last()
  await lastSpeech.tap()
  await page.keyboard.type(' Finally.')
  await expect(lastSpeech).toContainText(' Finally.')
})
