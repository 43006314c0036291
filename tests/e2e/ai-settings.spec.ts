import { test, expect, type Page } from './test'
import { EDITOR, giveConsent, openEditor } from './helpers'
import { fakeRequests, runSlashCommand, testKey, unique } from './ai-helpers'

async function openSettings(page: Page) {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Settings' }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog).toBeVisible()
  return dialog
}

test.describe('with consent', () => {
  test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

  test('the key needs the AIzaSy prefix: error border and message, Save blocked', async ({ page }) => {
    await openEditor(page)
    const dialog = await openSettings(page)
    for (const tab of ['AI & Google Gemini', 'Google Drive Backup', 'General']) await expect(dialog.getByRole('tab', { name: tab })).toBeVisible()
    const key = dialog.getByLabel('Google Gemini API key')
    await key.fill('sk-not-a-gemini-key')
    await expect(key).toHaveAttribute('aria-invalid', 'true')
    await expect(key).toHaveClass(/nw-input-error/)
    // The border really is the error colour.
    expect(await key.evaluate((el) => getComputedStyle(el).borderTopColor)).toBe('rgb(180, 35, 24)')
    await expect(dialog.getByRole('alert')).toHaveText('API key should start with "AIzaSy"')
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
    // Hostile and huge input: capped, never crashes the dialog.
    await key.fill('<img src=x onerror=alert(1)>'.repeat(40))
    expect((await key.inputValue()).length).toBeLessThanOrEqual(256)
    await expect(dialog.getByRole('alert')).toHaveText('API key should start with "AIzaSy"')
    await key.fill('AIzaSyGoodKey123')
    await expect(key).toHaveAttribute('aria-invalid', 'false')
    await expect(key).not.toHaveClass(/nw-input-error/)
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled()
  })

  test('models the tier cannot use are disabled; saving stores the key obfuscated and it survives a reload', async ({ page }) => {
    const secret = testKey('store')
    await openEditor(page)
    const dialog = await openSettings(page)
    const model = dialog.getByLabel('Model')
    await expect(model.locator('option', { hasText: 'Gemini 2.5 Pro (Unavailable)' })).toBeDisabled()
    await expect(dialog.getByTestId('rate-rpm')).toHaveText('Requests per minute: 0 / 10')
    await expect(dialog.getByTestId('rate-rpd')).toHaveText('Requests per day: 0 / 500')
    await dialog.getByLabel('API tier').selectOption('paid')
    await expect(model.locator('option', { hasText: 'Gemini 2.5 Pro' })).toBeEnabled()
    await expect(model.locator('option', { hasText: 'Unavailable' })).toHaveCount(0)
    await model.selectOption('gemini-2.5-pro')
    await expect(dialog.getByTestId('rate-rpm')).toHaveText('Requests per minute: 0 / 150')
    // Back to free with pro chosen: the warning says calls will fail.
    await dialog.getByLabel('API tier').selectOption('free')
    await expect(dialog.getByText('API calls will fail')).toBeVisible()
    await dialog.getByLabel('API tier').selectOption('paid')
    await dialog.getByLabel('Google Gemini API key').fill(secret)
    await dialog.getByRole('tab', { name: 'General' }).click()
    await expect(dialog.getByLabel('Maximum snapshots kept')).toHaveValue('10')
    await dialog.getByLabel('Maximum snapshots kept').selectOption('50')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('toast')).toContainText('Settings Saved')
    await expect(page.getByTestId('toast')).toContainText('Your settings have been saved locally.')

    const stored = await page.evaluate(() => localStorage.getItem('ai-assistant-settings'))
    expect(stored).not.toBeNull()
    expect(stored).not.toContain(secret)
    expect(stored).not.toContain('AIzaSy')
    expect(JSON.parse(stored!)).toMatchObject({ model: 'gemini-2.5-pro', tier: 'paid' })
    expect(await page.evaluate(() => localStorage.getItem('max-revisions'))).toBe('50')

    await page.reload()
    await page.locator(EDITOR).waitFor()
    const again = await openSettings(page)
    await expect(again.getByLabel('Google Gemini API key')).toHaveValue(secret)
    await expect(again.getByLabel('Model')).toHaveValue('gemini-2.5-pro')
    await again.getByRole('tab', { name: 'General' }).click()
    await expect(again.getByLabel('Maximum snapshots kept')).toHaveValue('50')
  })

  test('a storage failure shows Save Failed and keeps the dialog open', async ({ page }) => {
    await page.addInitScript(() => {
      const real = Storage.prototype.setItem
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k === 'ai-assistant-settings') throw new DOMException('Quota exceeded', 'QuotaExceededError')
        return real.call(this, k, v)
      }
    })
    await openEditor(page)
    const dialog = await openSettings(page)
    await dialog.getByLabel('Google Gemini API key').fill('AIzaSyQuota')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByTestId('toast')).toContainText('Save Failed')
    await expect(page.getByTestId('toast')).toContainText('Could not save settings. Please try again.')
    await expect(dialog).toBeVisible()
  })

  test('token usage counts what the server reports', async ({ page }) => {
    const secret = testKey('tok')
    await openEditor(page)
    let dialog = await openSettings(page)
    await dialog.getByLabel('Google Gemini API key').fill(secret)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await page.locator(EDITOR).click()
    await runSlashCommand(page, 'define', unique('tok'))
    await expect(page.locator(`${EDITOR} .nw-command-result-answer`)).not.toHaveText('Processing...')
    dialog = await openSettings(page)
    // The card's answer streams in; the fake reports 12 prompt tokens plus one a word of its two-word answer.
    await expect(dialog.getByTestId('tokens-total')).toHaveText('Total: 14')
    await expect(dialog.getByTestId('tokens-session')).toHaveText('This session: 14')
    await expect(dialog.getByTestId('rate-rpm')).toHaveText('Requests per minute: 1 / 10')
  })
})

test('without consent the settings work for the session but are not stored', async ({ page }) => {
  const secret = testKey('nocookie')
  const word = unique('session')
  await openEditor(page)
  const dialog = await openSettings(page)
  await dialog.getByLabel('Google Gemini API key').fill(secret)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('toast')).toContainText('Settings Saved')
  expect(await page.evaluate(() => Object.keys(localStorage))).not.toContain('ai-assistant-settings')
  await page.locator(EDITOR).click()
  await runSlashCommand(page, 'define', word)
  // The fake's streamed answer when no rule matches.
  await expect(page.locator(`${EDITOR} .nw-command-result-answer`)).toHaveText('Fake answer')
  expect((await fakeRequests()).filter((r) => r.apiKey === secret)).toHaveLength(1)
})
