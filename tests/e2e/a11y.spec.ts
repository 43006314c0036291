import { test, expect, type Page } from './test'
import AxeBuilder from '@axe-core/playwright'
import { EDITOR, giveConsent } from './helpers'

/**
 * axe-core on the main screen and every dialog: no serious or critical violation. Every result
 * is printed, so the run's output shows what was checked and anything minor that remains.
 */
async function audit(page: Page, name: string) {
  const r = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze()
  const bad = r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const minor = r.violations.filter((v) => !bad.includes(v)).map((v) => `${v.id} (${v.impact}, ${v.nodes.length})`)
  console.log(
    `axe ${name}: ${r.passes.length} rules pass, ${bad.length} serious or critical` +
      (minor.length ? `; minor: ${minor.join(', ')}` : '') +
      bad.map((v) => `\n  ${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`).join(''),
  )
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
}

async function openFromMenu(page: Page, path: string[]) {
  await page.getByRole('menuitem', { name: path[0], exact: true }).click()
  // An item's name ends with its shortcut ('Open... Ctrl+O').
  for (const name of path.slice(1)) await page.getByRole('menuitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) }).first().click()
}

/** Every dialog, by the menu path that opens it and its accessible name. */
const DIALOGS: [string[], string | RegExp][] = [
  [['File', 'Open...'], 'Open File'],
  [['File', 'Save As...'], 'Save As'],
  [['File', 'Import', 'Fountain'], 'Import Fountain'],
  [['File', 'Export As', 'Watermarked PDF'], 'Export Watermarked PDF'],
  [['File', 'Preview'], 'Screenplay Preview'],
  [['File', 'Settings'], 'Settings'],
  [['Edit', 'Find & Replace'], 'Find & Replace'],
  [['Edit', 'Go To...'], 'Go To'],
  [['Format', 'Font Settings...'], 'Font Settings'],
  [['Tools', 'Statistics'], 'Statistics'],
  [['Tools', 'Insert Symbol'], 'Insert Symbol'],
  [['Script', 'Title Page'], 'Title Page'],
  [['Script', 'Movie Concept'], 'Movie Concept'],
  [['Script', 'Theme Structure'], 'Theme Structure'],
  [['Script', 'Characters'], 'Characters'],
  [['Script', 'Locations'], 'Locations'],
  [['Tools', 'Quantitative Evaluation'], 'Quantitative Screenplay Evaluation'],
  [['Reports', 'Scene'], /Scene Report/],
  [['Help', 'Keyboard Shortcuts'], 'Keyboard Shortcuts'],
  [['Help', 'About'], 'About Nightwriter'],
]

test.describe('accessibility', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await giveConsent(context, baseURL!)
  })

  test('axe: the main screen, light and dark, wide and phone, and the menus', async ({ page }) => {
    await page.goto('/')
    await page.locator(EDITOR).click()
    await page.keyboard.type('INT. LIBRARY - NIGHT')
    await page.keyboard.press('Enter')
    await page.keyboard.type('Dust in the lamplight.')
    // Landmarks: banner (menus and toolbar), main (the script), navigation (scenes), contentinfo.
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('main', { name: 'Script' })).toHaveCount(1)
    await expect(page.getByRole('navigation', { name: 'Scene Navigation' })).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
    await audit(page, 'main screen')
    await page.getByRole('menuitem', { name: 'View', exact: true }).click()
    await audit(page, 'View menu open')
    await page.keyboard.press('Escape')
    await page.locator(EDITOR).click()
    await page.keyboard.press('Control+Shift+L')
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    await audit(page, 'main screen, dark')
    await page.setViewportSize({ width: 390, height: 844 })
    await audit(page, 'main screen, dark, 390 px')
    await page.getByRole('button', { name: 'Menu' }).click()
    await page.getByRole('menuitem', { name: 'File' }).click()
    await audit(page, 'one-button menu, dark, 390 px')
    await page.keyboard.press('Escape')
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Scene Navigation' }).click()
    await audit(page, 'scene drawer, dark, 390 px')
  })

  // One page per menu, its dialogs opened and closed in turn (each a step, named in a failure): a
  // page load per dialog cost more than the checks themselves.
  const menus = [...new Set(DIALOGS.map(([path]) => path[0]))]
  for (const top of menus) {
    const dialogs = DIALOGS.filter(([path]) => path[0] === top)
    test(`axe and keyboard: the ${top} menu's dialogs (${dialogs.map(([path]) => path.slice(1).join(' → ')).join(', ')})`, async ({ page }) => {
      test.setTimeout(30_000 + 20_000 * dialogs.length)
      await page.goto('/')
      await page.locator(EDITOR).click()
      await page.keyboard.type('INT. LIBRARY - NIGHT')
      for (const [path, name] of dialogs)
        await test.step(path.join(' → '), async () => {
          await openFromMenu(page, path)
          const dialog = page.getByRole('dialog', { name })
          await expect(dialog).toBeVisible()
          // Focus is inside the dialog, and Tab keeps it there.
          await expect.poll(() => dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true)
          for (let i = 0; i < 3; i++) {
            await page.keyboard.press('Tab')
            const where = await dialog.evaluate((d) => ({ inside: d.contains(document.activeElement), frame: document.activeElement?.tagName === 'IFRAME' }))
            // The preview's PDF viewer is a frame that takes Tab for itself once it has the focus.
            if (where.frame || name === 'Screenplay Preview') break
            expect(where.inside).toBe(true)
          }
          await audit(page, `${typeof name === 'string' ? name : path.join(' → ')} dialog`)
          // Tab may have entered the PDF preview's frame, whose viewer keeps its own keys: Escape is
          // pressed from the dialog's own controls.
          await dialog.getByRole('button', { name: 'Close' }).first().focus()
          await page.keyboard.press('Escape')
          await expect(dialog).toBeHidden()
        })
    })
  }

  test('keyboard alone: F10 reaches the menus, arrows and Enter open a dialog, focus is visible, Escape returns to the script', async ({ page }) => {
    await page.goto('/')
    await page.locator(EDITOR).click()
    await page.keyboard.type('Words.')
    await page.keyboard.press('F10')
    await expect(page.getByRole('menuitem', { name: 'File', exact: true })).toBeFocused()
    // Visible focus: the focused control draws an outline.
    const outline = await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)
    expect(outline).not.toBe('none')
    for (const next of ['Edit', 'Format', 'View', 'Tools', 'Script', 'Reports', 'Help']) {
      await page.keyboard.press('ArrowRight')
      await expect(page.getByRole('menuitem', { name: next, exact: true })).toBeFocused()
    }
    await page.keyboard.press('Enter')
    await page.keyboard.press('End')
    await expect(page.getByRole('menuitem', { name: 'About' })).toBeFocused()
    await page.keyboard.press('Enter')
    const about = page.getByRole('dialog', { name: 'About Nightwriter' })
    await expect(about).toBeVisible()
    await page.keyboard.press('Tab')
    const ring = await page.evaluate(() => {
      const s = getComputedStyle(document.activeElement!)
      return { style: s.outlineStyle, width: s.outlineWidth }
    })
    expect(ring.style).not.toBe('none')
    expect(ring.width).not.toBe('0px')
    await page.keyboard.press('Escape')
    await expect(about).toBeHidden()
    await expect(page.locator(EDITOR)).toBeFocused()
    // The skip link is the first stop of the page and puts the cursor in the script.
    await page.reload()
    await page.locator(EDITOR).waitFor()
    await page.keyboard.press('Tab')
    await expect(page.getByRole('link', { name: 'Skip to script' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.locator(EDITOR)).toBeFocused()
  })
})
