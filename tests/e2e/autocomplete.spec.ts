import { test, expect, type Page } from './test'
import type { ScriptElement } from '../../src/screenplay/model'
import { openSavedScript } from '../support/saved-script'
import { blocks, clickToScriptEnd, EDITOR, giveConsent } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/** Opens the app on a script from the browser's saved copy. */
const openScript = (page: Page, elements: ScriptElement[]) => openSavedScript(page, '/', elements, 'Complete')

const SCRIPT: ScriptElement[] = [
  { type: 'scene-heading', text: 'INT. KITCHEN - NIGHT' },
  { type: 'character', text: 'MARY' },
  { type: 'dialogue', text: 'Hello.' },
  { type: 'character', text: 'MARTIN' },
  { type: 'dialogue', text: 'Hi.' },
  { type: 'character', text: 'MARY (V.O.)' },
  { type: 'dialogue', text: 'Again.' },
  { type: 'scene-heading', text: 'EXT. BEACH - DAY' },
  { type: 'character', text: 'BOB' },
  { type: 'dialogue', text: 'Last line.' },
]

const popup = (page: Page) => page.getByTestId('autocomplete')
const items = (page: Page) => popup(page).getByRole('option')

const TYPE_OF_DIGIT: Record<number, string> = { 1: 'sceneHeading', 3: 'character', 6: 'transition', 7: 'shot' }

/** A new empty block of the given type (Ctrl+digit) after the last one. */
async function newBlock(page: Page, ctrlDigit: number) {
  await clickToScriptEnd(page, page.locator(`${EDITOR} [data-type="dialogue"]`).last())
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await blocks(page)).length).toBe(SCRIPT.length + 1)
  await page.keyboard.press(`Control+${ctrlDigit}`)
  await expect.poll(async () => (await blocks(page)).slice(-1)).toEqual([[TYPE_OF_DIGIT[ctrlDigit], '']])
}

test('a character name from the script is suggested and accepted with Enter', async ({ page }) => {
  await openScript(page, SCRIPT)
  await newBlock(page, 3)
  await page.keyboard.type('ma')
  // Most used first: MARY has two cues, MARTIN one.
  await expect(items(page)).toHaveText(['MARY', 'MARTIN'])
  await expect(items(page).first()).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowDown')
  await expect(items(page).nth(1)).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('ArrowUp')
  await page.keyboard.press('Enter')
  await expect(popup(page)).toBeHidden()
  // Enter accepted: no new block was made, the cue holds the name.
  await expect.poll(async () => (await blocks(page)).slice(-1)).toEqual([['character', 'MARY']])
  expect((await blocks(page)).length).toBe(SCRIPT.length + 1)
  // The next Enter is the element rule again: character → dialogue.
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await blocks(page)).slice(-1)[0][0]).toBe('dialogue')
})

test('Tab accepts without running the Tab rule; Escape closes; an existing name shows nothing', async ({ page }) => {
  await openScript(page, SCRIPT)
  await newBlock(page, 3)
  await page.keyboard.type('mart')
  await expect(items(page)).toHaveText(['MARTIN'])
  await page.keyboard.press('Tab')
  await expect(popup(page)).toBeHidden()
  await expect.poll(async () => (await blocks(page)).slice(-1)).toEqual([['character', 'MARTIN']])

  await page.keyboard.press('Enter') // dialogue
  await page.keyboard.type('Yes.')
  await page.keyboard.press('Enter') // character
  await page.keyboard.type('m')
  await expect(popup(page)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(popup(page)).toBeHidden()
  await expect.poll(async () => (await blocks(page)).slice(-1)).toEqual([['character', 'm']])
  // Typing on reopens it. MARTIN now has two cues like MARY: ties go alphabetically.
  await page.keyboard.type('a')
  await expect(items(page)).toHaveText(['MARTIN', 'MARY'])
  await page.keyboard.press('Backspace')
  await page.keyboard.press('Backspace')
  // A name that exists exactly: nothing offered (not even longer names).
  await page.keyboard.type('MARY')
  await page.waitForTimeout(200)
  await expect(popup(page)).toBeHidden()
  // Popups stay shut in blocks without suggestions.
  await page.keyboard.press('Enter')
  await page.keyboard.type('ma')
  await page.waitForTimeout(200)
  await expect(popup(page)).toBeHidden()
})

test("a scene heading is completed: prefix, location from the script, then time of day after ' - '", async ({ page }) => {
  await openScript(page, SCRIPT)
  await newBlock(page, 1)
  await page.keyboard.type('ex')
  await expect(items(page)).toHaveText(['EXT.'])
  await page.keyboard.press('Enter')
  await expect(items(page)).toHaveText(['BEACH', 'KITCHEN'])
  await page.keyboard.type('ki')
  await expect(items(page)).toHaveText(['KITCHEN'])
  await page.keyboard.press('Enter')
  await expect.poll(async () => (await blocks(page)).slice(-1)).toEqual([['sceneHeading', 'EXT. KITCHEN - ']])
  await expect(items(page)).toHaveText(['DAY', 'NIGHT', 'LATER', 'CONTINUOUS', 'MORNING', 'AFTERNOON', 'DAWN', 'DUSK', 'EVENING', 'MOMENTS LATER'])
  await page.keyboard.type('mo')
  await expect(items(page)).toHaveText(['MORNING', 'MOMENTS LATER'])
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(popup(page)).toBeHidden()
  await expect.poll(async () => (await blocks(page)).slice(-1)).toEqual([['sceneHeading', 'EXT. KITCHEN - MOMENTS LATER']])
})

test('transitions and shots come from their lists; a click accepts', async ({ page }) => {
  await openScript(page, SCRIPT)
  await newBlock(page, 6)
  await page.keyboard.type('sm')
  await expect(items(page)).toHaveText(['SMASH CUT TO:'])
  await items(page).first().click()
  await expect.poll(async () => (await blocks(page)).slice(-1)).toEqual([['transition', 'SMASH CUT TO:']])
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+7')
  await page.keyboard.type('cl')
  await expect(items(page)).toHaveText(['CLOSE ON', 'CLOSE UP'])
  await page.keyboard.press('Tab')
  await expect.poll(async () => (await blocks(page)).slice(-1)).toEqual([['shot', 'CLOSE ON']])
  // At most 10 items.
  await page.keyboard.press('Enter')
  await page.keyboard.press('Control+6')
  await page.keyboard.type('f')
  await expect(items(page)).toHaveCount(4)
  await page.keyboard.press('Backspace')
  await page.keyboard.type('i')
  await expect(items(page)).toHaveText(['IRIS IN:', 'IRIS OUT:'])
})

test('new names typed in the script are offered at once; one popup at a time with spell check', async ({ page }) => {
  await openScript(page, SCRIPT)
  await newBlock(page, 3)
  await page.keyboard.type('ZELDA')
  await page.keyboard.press('Enter')
  await page.keyboard.type('Hi there, Bbob. ')
  await page.keyboard.press('Enter')
  await page.keyboard.type('ze')
  await expect(items(page)).toHaveText(['ZELDA'])
  // Clicking a misspelling opens the spell popup and closes ours.
  await page.locator(`${EDITOR} .nw-misspelled`, { hasText: 'Bbob' }).click()
  await expect(page.getByTestId('spell-popup')).toBeVisible()
  await expect(popup(page)).toBeHidden()
})
