import { test, expect, type Page } from './test'
import type { ScriptElement } from '../../src/screenplay/model'
import { blockAtCursor, EDITOR, giveConsent, menu, clickToLineEnd } from './helpers'
import { openSavedScript } from '../support/saved-script'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

// Four errors after the heading: a cue with no speech (line 3), a name typed as action (line 5),
// dialogue after action (line 8) and an empty parenthetical (line 9).
const FAULTY: ScriptElement[] = [
  { type: 'scene-heading', text: 'INT. OFFICE - DAY' },
  { type: 'action', text: 'Ann types.' },
  { type: 'character', text: 'ANN' },
  { type: 'action', text: 'She stops.' },
  { type: 'action', text: 'BOB' },
  { type: 'dialogue', text: 'Hello?' },
  { type: 'action', text: 'Silence.' },
  { type: 'dialogue', text: 'Anyone?' },
  { type: 'parenthetical', text: '()' },
]

const popup = (page: Page) => page.getByRole('dialog', { name: 'Format Checker' })

async function expectError(page: Page, label: string, line: number, block: string, colour: string) {
  await expect(popup(page).getByTestId('format-error-label')).toHaveText(label)
  await expect(popup(page).getByTestId('format-check-message')).toHaveText(`The format checker found an error at line ${line}. The cursor has been positioned at the error location.`)
  await expect.poll(() => blockAtCursor(page)).toBe(block)
  // Exactly one highlighted block: the one at the cursor.
  const marked = page.locator(`${EDITOR} .nw-format-error`)
  await expect(marked).toHaveCount(1)
  await expect(marked).toHaveAttribute('data-format-error', colour)
  await expect(marked).toHaveText(block.slice(block.indexOf(':') + 1))
}

test('Check Formatting walks the errors with Continue Check and fixes one with Change to Character', async ({ page }) => {
  await openSavedScript(page, '/', FAULTY, 'Faulty')
  await page.locator(`${EDITOR} [data-type="sceneHeading"]`).click()
  await page.keyboard.press('Control+Home')
  await menu(page, 'Tools', 'Check Formatting')
  await expect(popup(page)).toContainText('Formatting Error Found')
  await expectError(page, 'Character Sequence Error', 3, 'character:ANN', 'red')
  await expect(popup(page)).toContainText('A character element must be followed by either a parenthetical or dialogue element')
  await expect(popup(page).getByRole('button', { name: /^Change to/ })).toHaveCount(0)

  await popup(page).getByRole('button', { name: 'Continue Check' }).click()
  await expectError(page, 'Incorrect Element Type', 5, 'action:BOB', 'orange')
  await expect(popup(page).getByTestId('format-error-description')).toHaveText('"BOB" appears to be a character name')

  await popup(page).getByRole('button', { name: 'Change to Character' }).click()
  await expect(page.locator(`${EDITOR} [data-type="character"]`, { hasText: 'BOB' })).toHaveCount(1)
  await expect(page.locator(`${EDITOR} .nw-format-error`)).toHaveCount(0)
  await expect(popup(page)).toContainText('Changed to Character.')

  // BOB is now a cue with his dialogue under it: the check goes on to the next error.
  await popup(page).getByRole('button', { name: 'Continue Check' }).click()
  await expectError(page, 'Dialogue Sequence Error', 8, 'dialogue:Anyone?', 'red')
  await expect(popup(page).getByRole('button', { name: 'Change to Action' })).toBeVisible()

  await popup(page).getByRole('button', { name: 'Continue Check' }).click()
  await expectError(page, 'Empty Element', 9, 'parenthetical:()', 'yellow')
  await expect(popup(page)).toContainText('Parenthetical element contains only "()" or is empty')

  await popup(page).getByRole('button', { name: 'Continue Check' }).click()
  await expect(popup(page)).toContainText('Format Check Complete')
  await expect(page.locator(`${EDITOR} .nw-format-error`)).toHaveCount(0)

  await popup(page).getByRole('button', { name: 'Close', exact: true }).click()
  await expect(popup(page)).toHaveCount(0)
})

test('the check starts at the cursor, and Change to Action fixes dialogue out of place', async ({ page }) => {
  await openSavedScript(page, '/', FAULTY, 'Faulty')
  // The caret held in the clicked line (a robot's click can be undone by the editor's write-back).
  await clickToLineEnd(page, page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'Silence.' }))
  await menu(page, 'Tools', 'Check Formatting')
  await expectError(page, 'Dialogue Sequence Error', 8, 'dialogue:Anyone?', 'red')
  await popup(page).getByRole('button', { name: 'Change to Action' }).click()
  await expect(page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'Anyone?' })).toHaveCount(1)
  await popup(page).getByRole('button', { name: 'Continue Check' }).click()
  // After action, the empty parenthetical is reported as empty (the first rule it breaks).
  await expectError(page, 'Empty Element', 9, 'parenthetical:()', 'yellow')
  await popup(page).getByRole('button', { name: 'Close', exact: true }).click()
  await expect(page.locator(`${EDITOR} .nw-format-error`)).toHaveCount(0)
})
