import { test, expect } from '@playwright/test'
import { EDITOR, giveConsent, openEditor } from './helpers'
import { fakeRequests, fakeRule, runSlashCommand, seedSettings, testKey, unique } from './ai-helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const answer = (page: import('@playwright/test').Page) => page.locator(`${EDITOR} [data-type="commandResult"] .nw-command-result-answer`)
const secondsIn = (text: string | null) => Number(/(\d+) seconds?/.exec(text ?? '')?.[1] ?? NaN)

test('a rate-limited command opens the wait dialog, counts down, and Cancel fails the card', async ({ page }) => {
  const key = testKey('rpm')
  const word = unique('limited')
  // 10 requests in the last minute: the free tier's flash limit. The oldest is 30 s old.
  await seedSettings(page, { apiKey: key }, [{ ageMs: 30_000 }, ...Array.from({ length: 9 }, () => ({ ageMs: 5000 }))])
  await openEditor(page)
  await runSlashCommand(page, 'define', word)
  const dialog = page.getByRole('dialog', { name: 'Rate Limit Reached' })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("You've reached the requests-per-minute limit for gemini-2.5-flash. Please wait before sending another request.")
  await expect(dialog.getByRole('progressbar')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Send Now' })).toBeVisible()
  const countdown = dialog.getByTestId('rate-limit-countdown')
  const first = secondsIn(await countdown.textContent())
  expect(first).toBeGreaterThan(20)
  expect(first).toBeLessThanOrEqual(30)
  // It ticks every second.
  await expect.poll(async () => secondsIn(await countdown.textContent()), { timeout: 5000 }).toBeLessThan(first)
  await expect(answer(page)).toHaveText('Processing...')
  await dialog.getByRole('button', { name: 'Cancel Request' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(answer(page)).toHaveText('Error: Request cancelled due to rate limiting')
  expect((await fakeRequests()).filter((r) => r.prompt.includes(word))).toHaveLength(0)
})

test('when the countdown ends the command is sent by itself', async ({ page }) => {
  const key = testKey('auto')
  const word = unique('patient')
  await fakeRule({ match: word, reply: { kind: 'json', value: { response: `Sent after waiting: ${word}` } } })
  // The oldest of 10 is 50 s old when the page loads: about 10 s to wait (room for a slow machine).
  await seedSettings(page, { apiKey: key }, [{ ageMs: 50_000 }, ...Array.from({ length: 9 }, () => ({ ageMs: 1000 }))])
  await openEditor(page)
  await runSlashCommand(page, 'define', word)
  await expect(page.getByRole('dialog', { name: 'Rate Limit Reached' })).toBeVisible()
  await expect(page.getByRole('dialog', { name: 'Rate Limit Reached' })).toHaveCount(0, { timeout: 15_000 })
  await expect(answer(page)).toHaveText(`Sent after waiting: ${word}`)
})

test('Send Now sends at once', async ({ page }) => {
  const key = testKey('now')
  const word = unique('eager')
  await fakeRule({ match: word, reply: { kind: 'json', value: { response: `Sent now: ${word}` } } })
  await seedSettings(page, { apiKey: key }, Array.from({ length: 10 }, () => ({ ageMs: 1000 })))
  await openEditor(page)
  await runSlashCommand(page, 'define', word)
  await page.getByRole('dialog', { name: 'Rate Limit Reached' }).getByRole('button', { name: 'Send Now' }).click()
  await expect(answer(page)).toHaveText(`Sent now: ${word}`)
})

test('a 429 from Gemini opens Request Delayed with its retry time, then re-sends', async ({ page }) => {
  const key = testKey('srv')
  const word = unique('throttled')
  await fakeRule([
    { match: word, times: 1, reply: { kind: 'rateLimit', retryDelay: '2s' } },
    { match: word, reply: { kind: 'json', value: { response: `Second try: ${word}` } } },
  ])
  await seedSettings(page, { apiKey: key })
  await openEditor(page)
  await runSlashCommand(page, 'define', word)
  const dialog = page.getByRole('dialog', { name: 'Request Delayed' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByTestId('rate-limit-countdown')).toContainText(/[12] seconds?/)
  await expect(answer(page)).toHaveText(`Second try: ${word}`, { timeout: 8000 })
  expect((await fakeRequests()).filter((r) => r.prompt.includes(word))).toHaveLength(2)
})

test('a model the tier cannot use shows Model Unavailable and fails with the helper message', async ({ page }) => {
  await seedSettings(page, { apiKey: testKey('pro'), model: 'gemini-2.5-pro', tier: 'free' })
  await openEditor(page)
  await runSlashCommand(page, 'define', 'word')
  const dialog = page.getByRole('dialog', { name: 'Model Unavailable' })
  await expect(dialog).toContainText('gemini-2.5-pro is not available on your current API tier. Please select a different model or upgrade your tier.')
  await expect(dialog.getByRole('button', { name: 'Send Now' })).toHaveCount(0)
  await dialog.getByRole('button', { name: 'Cancel Request' }).click()
  await expect(answer(page)).toHaveText('Error: Model not available for current tier')
})

test('the daily limit shows Daily Limit Exceeded', async ({ page }) => {
  await seedSettings(page, { apiKey: testKey('day') }, Array.from({ length: 500 }, () => ({ ageMs: 3_600_000 })))
  await openEditor(page)
  await runSlashCommand(page, 'define', 'word')
  const dialog = page.getByRole('dialog', { name: 'Daily Limit Exceeded' })
  await expect(dialog).toContainText("You've reached the daily request limit for gemini-2.5-flash. Please try again tomorrow or upgrade to a higher tier.")
  await page.keyboard.press('Escape')
  await expect(answer(page)).toHaveText('Error: Daily rate limit exceeded')
})
