import { test, expect, type Page } from './test'
import { blockAtCursor, blocks, EDITOR, giveConsent, typeScenes, wordCentre } from './helpers'

/** Where the screenshots of each screen size and mode are kept (NW_SCREENSHOTS overrides it). */
const SHOTS = process.env.NW_SCREENSHOTS ?? 'test-results/screenshots'

const SIZES = [
  { width: 390, height: 844, phone: true, narrow: true },
  { width: 768, height: 1024, phone: false, narrow: true },
  { width: 1024, height: 700, phone: false, narrow: false },
] as const

/** Nothing on the screen is wider than the window: neither the document nor the page's scroller. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => {
    const ws = document.querySelector('.nw-workspace')!
    return {
      doc: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      body: document.body.scrollWidth - document.body.clientWidth,
      workspace: ws.scrollWidth - ws.clientWidth,
    }
  })
  expect(widths).toEqual({ doc: 0, body: 0, workspace: 0 })
}

/** The whole width of the page is on screen, clear of the scene list, and centred in its space. */
async function expectPageFullyVisible(page: Page) {
  const r = await page.evaluate(() => {
    const box = (s: string) => document.querySelector(s)?.getBoundingClientRect() ?? null
    return { page: box('.nw-page')!, ws: box('.nw-workspace')!, sidebar: box('.nw-sidebar'), vw: window.innerWidth }
  })
  expect(r.page.left).toBeGreaterThanOrEqual(0)
  expect(r.page.right).toBeLessThanOrEqual(r.vw)
  expect(r.page.right).toBeLessThanOrEqual(r.ws.right)
  if (r.sidebar) expect(r.page.right).toBeLessThanOrEqual(r.sidebar.left)
  const gapLeft = r.page.left - r.ws.left
  const gapRight = r.ws.left + (await page.locator('.nw-workspace').evaluate((e) => e.clientWidth)) - r.page.right
  expect(Math.abs(gapLeft - gapRight)).toBeLessThanOrEqual(2)
}

for (const size of SIZES) {
  test.describe(`at ${size.width}×${size.height}`, () => {
    test.use({ viewport: { width: size.width, height: size.height }, hasTouch: size.narrow, isMobile: size.phone })

    test('no sideways scroll, the page fully visible, the menus reachable, a scene written with the element picker', async ({ page, context, baseURL }) => {
      await giveConsent(context, baseURL!)
      await page.goto('/')
      await page.locator(EDITOR).waitFor()
      await expectNoSidewaysScroll(page)
      await expectPageFullyVisible(page)

      // The menus, Help included, open on screen.
      if (size.phone) {
        await expect(page.getByRole('menubar')).toHaveCount(0)
        await page.getByRole('button', { name: 'Menu' }).click()
        await page.getByRole('menuitem', { name: 'Help' }).click()
      } else {
        await page.getByRole('menuitem', { name: 'Help', exact: true }).click()
      }
      const about = page.getByRole('menuitem', { name: 'About' })
      await expect(about).toBeVisible()
      const box = (await about.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(size.width)
      await page.keyboard.press('Escape')
      await page.keyboard.press('Escape')
      await expect(about).toBeHidden()

      await page.locator(EDITOR).click()
      const pick = async (type: string, label: string) => {
        if (size.phone) await page.getByRole('combobox', { name: 'Element' }).selectOption(type)
        else await page.locator(`.nw-toolbar-btn[data-element="${type}"]`).click()
        await expect.poll(() => blockAtCursor(page)).toMatch(new RegExp(`^${type}:`))
        if (size.phone) await expect(page.getByRole('combobox', { name: 'Element' })).toHaveValue(type)
        else await expect(page.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
      }
      const enter = async () => (size.phone ? page.getByRole('button', { name: /^New line/ }).click() : page.keyboard.press('Enter'))
      await pick('sceneHeading', 'Scene Heading')
      await page.keyboard.type('INT. NIGHT TRAIN - NIGHT')
      await enter()
      await page.keyboard.type('Rain streaks the window.')
      await enter()
      await pick('character', 'Character')
      await page.keyboard.type('MAYA')
      await enter()
      await page.keyboard.type('We never stop here.')
      await enter()
      await pick('transition', 'Transition')
      await page.keyboard.type('CUT TO:')
      if (size.phone) {
        // Tab on a touch screen: the picker's Tab button moves through the element cycle.
        await enter()
        await page.keyboard.type('EXT. PLATFORM - DAWN')
        await expect(page.getByRole('button', { name: /^Tab:/ })).toHaveAccessibleName('Tab: Action')
        await page.getByRole('button', { name: /^Tab:/ }).click()
        await expect.poll(() => blockAtCursor(page)).toBe('action:')
        await page.keyboard.type('Maya sleeps.')
      }
      const expected: [string, string][] = [
        ['sceneHeading', 'INT. NIGHT TRAIN - NIGHT'],
        ['action', 'Rain streaks the window.'],
        ['character', 'MAYA'],
        ['dialogue', 'We never stop here.'],
        ['transition', 'CUT TO:'],
      ]
      if (size.phone) expected.push(['sceneHeading', 'EXT. PLATFORM - DAWN'], ['action', 'Maya sleeps.'])
      await expect.poll(() => blocks(page)).toEqual(expected)
      await expectNoSidewaysScroll(page)
      await expectPageFullyVisible(page)
      await page.screenshot({ path: `${SHOTS}/responsive-${size.width}x${size.height}.png` })

      // Scene navigation: a drawer on narrow screens that gives way when a scene is picked.
      if (size.narrow) {
        await expect(page.locator('.nw-sidebar')).toHaveCount(0)
        await page.getByRole('button', { name: 'Scene Navigation' }).click()
        const drawer = page.locator('.nw-drawer')
        await expect(drawer).toBeVisible()
        const d = (await drawer.boundingBox())!
        expect(d.x + d.width).toBeLessThanOrEqual(size.width + 1)
        await expectNoSidewaysScroll(page)
        await page.screenshot({ path: `${SHOTS}/responsive-${size.width}x${size.height}-drawer.png` })
        // By keyboard: the first scene has focus, Escape closes the drawer and returns to the script.
        await expect(drawer.getByRole('button', { name: /NIGHT TRAIN/ })).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(drawer).toBeHidden()
        await expect(page.locator(EDITOR)).toBeFocused()
        await page.keyboard.press('Control+Shift+1')
        await expect(drawer).toBeVisible()
        await drawer.getByRole('button', { name: /NIGHT TRAIN/ }).click()
        await expect(drawer).toBeHidden()
        await expect.poll(() => blockAtCursor(page)).toBe('sceneHeading:INT. NIGHT TRAIN - NIGHT')
      } else {
        await expect(page.locator('.nw-sidebar')).toBeVisible()
      }
    })

    if (size.narrow)
      test('a tap places the cursor where it lands', async ({ page }) => {
        await page.goto('/')
        await page.getByRole('button', { name: 'Basic editor only' }).click()
        await page.locator(EDITOR).click()
        await page.keyboard.type('INT. STATION - DAY')
        await page.keyboard.press('Enter')
        await page.keyboard.type('Porters wheel luggage past.')
        await page.keyboard.press('Enter')
        await page.keyboard.type('A whistle blows.')
        const at = await wordCentre(page, 'luggage')
        await page.touchscreen.tap(at.x, at.y)
        await expect.poll(() => blockAtCursor(page)).toBe('action:Porters wheel luggage past.')
        await page.keyboard.type('X')
        await expect.poll(async () => (await blocks(page))[1][1]).toMatch(/^Porters wheel lugg?X?a?g?e?/)
        expect((await blocks(page))[1][1]).toContain('X')
      })
  })
}

test('Fit Width scales the page to the window and is remembered; pagination does not change', async ({ page, context, baseURL }) => {
  await giveConsent(context, baseURL!)
  await page.goto('/')
  await page.locator(EDITOR).click()
  for (let i = 0; i < 70; i++) await page.keyboard.type(`Line ${i}.\n`)
  const pages = await page.getByTestId('status-page').textContent()
  await page.getByRole('menuitem', { name: 'View', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Page Zoom' }).click()
  await page.getByRole('menuitem', { name: 'Fit Width' }).click()
  const widths = async () =>
    page.evaluate(() => ({ page: document.querySelector('.nw-page')!.getBoundingClientRect().width, ws: document.querySelector('.nw-workspace')!.clientWidth }))
  await expect.poll(async () => (await widths()).page).toBeGreaterThan(900)
  const w = await widths()
  expect(w.ws - w.page).toBeLessThan(60)
  await page.setViewportSize({ width: 700, height: 900 })
  await expect.poll(async () => (await widths()).page).toBeLessThan(700)
  await expectNoSidewaysScroll(page)
  expect(await page.getByTestId('status-page').textContent()).toBe(pages)
  await page.reload()
  await page.locator(EDITOR).waitFor()
  await expect(page.locator('.nw-page-zoom')).toHaveAttribute('data-zoom', 'fit')
})

test('360 px wide: still no sideways scroll', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto('/')
  await page.locator(EDITOR).waitFor()
  await expectNoSidewaysScroll(page)
  await expectPageFullyVisible(page)
  await context.close()
})

test.describe('dark and focus modes', () => {
  const bg = (page: Page, sel: string) => page.locator(sel).evaluate((e) => getComputedStyle(e).backgroundColor)

  test('dark mode by keyboard and menu, the page white or dark by choice, remembered across reload', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!)
    await page.emulateMedia({ colorScheme: 'light' })
    await page.goto('/')
    await page.locator(EDITOR).click()
    await page.keyboard.type('INT. DARKROOM - NIGHT')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    expect(await bg(page, 'body')).toBe('rgb(230, 231, 234)')

    await page.keyboard.press('Control+Shift+L')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await bg(page, 'body')).toBe('rgb(23, 25, 31)')
    expect(await bg(page, '.nw-statusbar')).toBe('rgb(32, 35, 41)')
    // The page stays paper-white unless the writer asks for a dark page.
    expect(await bg(page, '.nw-page')).toBe('rgb(255, 255, 255)')
    await page.screenshot({ path: `${SHOTS}/dark-interface-white-page.png` })

    await page.getByRole('menuitem', { name: 'View', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Appearance' }).click()
    await expect(page.locator('[data-command="view.appearance.dark"]')).toHaveAttribute('data-checked', 'true')
    await page.getByRole('menuitem', { name: 'Dark Page' }).click()
    await expect.poll(() => bg(page, '.nw-page')).toBe('rgb(29, 31, 36)')
    await page.screenshot({ path: `${SHOTS}/dark-interface-dark-page.png` })

    await page.reload()
    await page.locator(EDITOR).waitFor()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await expect(page.locator('html')).toHaveAttribute('data-page', 'dark')

    // System follows the operating system.
    await page.getByRole('menuitem', { name: 'View', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Appearance' }).click()
    await page.getByRole('menuitem', { name: 'System' }).click()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await page.locator(EDITOR).click()
    await page.keyboard.press('Control+Shift+L')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light')
  })

  test('focus mode by keyboard: only the page, the current scene in full contrast, the cursor line held still; remembered; Escape leaves', async ({ page, context, baseURL }) => {
    await giveConsent(context, baseURL!)
    await page.setViewportSize({ width: 1200, height: 800 })
    await page.goto('/')
    await page.locator(EDITOR).click()
    await typeScenes(page, ['INT. ONE - DAY', 'INT. TWO - DAY', 'INT. THREE - DAY'])
    await page.keyboard.press('Control+Shift+E')
    await expect(page.locator('.nw-app')).toHaveClass(/nw-focus/)
    await expect(page.getByRole('menubar')).toHaveCount(0)
    await expect(page.getByRole('toolbar')).toHaveCount(0)
    await expect(page.locator('.nw-statusbar, .nw-sidebar, .nw-footer')).toHaveCount(0)
    const opacities = () => page.$$eval(`${EDITOR} [data-type="scene"]`, (els) => els.map((e) => getComputedStyle(e).opacity))
    await expect.poll(opacities).toEqual(['0.32', '0.32', '1'])

    // Typewriter scrolling: line after line, the cursor stays at the same height in the window.
    const caretY = () =>
      page.evaluate(() => {
        // In an empty line the cursor has no box of its own: the line's box is where it is drawn.
        const sel = window.getSelection()!
        const n = sel.anchorNode!
        const block = (n instanceof Element ? n : n.parentElement)!.closest('[data-type]:not([data-type="scene"])')!
        const r = block.textContent ? sel.getRangeAt(0).getBoundingClientRect() : block.getBoundingClientRect()
        const ws = document.querySelector('.nw-workspace')!.getBoundingClientRect()
        return (r.top - ws.top) / ws.height
      })
    const heights: number[] = []
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Enter')
      await page.keyboard.press('Control+2')
      if (i % 8 === 6) {
        // A new, empty line is already at the writing height: the first letter does not move the page.
        let settled = 0
        await expect.poll(async () => (settled = await caretY())).toBeCloseTo(0.4, 2)
        heights.push(settled)
      }
      await page.keyboard.type(`Line ${i} of a long action.`)
      if (i % 8 === 7) {
        // Within a frame of the keystroke the line is back at 40 % of the window's height.
        let settled = 0
        await expect.poll(async () => (settled = await caretY())).toBeCloseTo(0.4, 2)
        heights.push(settled)
      }
    }
    console.log(`typewriter: cursor line at ${heights.map((h) => `${(h * 100).toFixed(1)} %`).join(', ')} of the window height`)
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(0.01)
    await page.screenshot({ path: `${SHOTS}/focus-mode.png` })

    await page.reload()
    await page.locator(EDITOR).waitFor()
    await expect(page.locator('.nw-app')).toHaveClass(/nw-focus/)
    await page.locator(EDITOR).click()
    // Escape closes whatever popup is open first (e.g. a suggestion), then leaves focus mode.
    await expect(async () => {
      await page.keyboard.press('Escape')
      await expect(page.locator('.nw-app')).not.toHaveClass(/nw-focus/, { timeout: 500 })
    }).toPass()
    await expect(page.getByRole('menubar')).toBeVisible()
    await page.reload()
    await page.locator(EDITOR).waitFor()
    await expect(page.locator('.nw-app')).not.toHaveClass(/nw-focus/)
  })
})
