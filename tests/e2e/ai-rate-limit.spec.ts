import { test, expect } from './test'
import { EDITOR, giveConsent, openEditor } from './helpers'
import { fakeRequests, fakeRule, runSlashCommand, seedSettings, testKey, unique } from './ai-helpers'
import { openSavedScript } from '../support/saved-script'
import type { ScriptElement } from '../../src/screenplay/model'
import { QUANT_CATEGORIES } from '../../src/ai/analysis/schemas'

const QUANT_CRITERIA = QUANT_CATEGORIES.flatMap((c) => c.criteria)

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

test('a 429 in the middle of a free-tier evaluation stops it, waits once, and resumes without asking again for what was done', async ({ page }) => {
  const token = unique('quota')
  const mark = (n: number) => `${token}s${n}`
  const SCENES = 40
  // ~80,000 characters: two free-tier sections, the first opening at scene 1, the second holding scene 40.
  const elements: ScriptElement[] = []
  for (let n = 1; n <= SCENES; n++) {
    elements.push({ type: 'scene-heading', text: `INT. ROOM ${n} - DAY` })
    elements.push({ type: 'action', text: `${mark(n)} ${'Mara paces the room and counts the hours until dawn. '.repeat(36).trim()}` })
  }
  const every = Object.fromEntries(QUANT_CRITERIA.map((c) => [c, { score: 6, question: 'Q?', rationale: 'R.', actionable_suggestions: ['S'] }]))
  await fakeRule([
    // Structure's second section answers; Characters' second section is told to wait 12 s (time to look at the run while it waits); every other ask answers.
    { match: mark(SCENES), times: 1, reply: { kind: 'json', value: every } },
    { match: mark(SCENES), times: 1, reply: { kind: 'rateLimit', retryDelay: '12s' } },
    { match: token, reply: { kind: 'json', value: every } },
  ])
  // Counts each wait dialog as it opens.
  await page.addInitScript(() => {
    const w = window as unknown as { __waitDialogs: number }
    w.__waitDialogs = 0
    new MutationObserver((records) => {
      for (const r of records) for (const n of r.addedNodes) if (n instanceof HTMLElement && (n.matches('[data-testid="rate-limit-dialog"]') || n.querySelector('[data-testid="rate-limit-dialog"]'))) w.__waitDialogs++
    }).observe(document, { childList: true, subtree: true })
  })
  await seedSettings(page, { apiKey: testKey('quota'), tier: 'free' })
  await openSavedScript(page, '/', elements, 'Quota')
  await page.getByRole('menuitem', { name: 'Tools', exact: true }).click()
  await page.getByRole('menuitem', { name: /^Quantitative Evaluation/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Quantitative Screenplay Evaluation' })
  await dialog.getByRole('button', { name: 'Start Evaluation' }).click()

  const wait = page.getByRole('dialog', { name: 'Request Delayed' })
  await expect(wait).toBeVisible()
  await expect(wait.getByTestId('rate-limit-countdown')).toContainText(/\d seconds?/)
  // While it waits (the evaluation dialog behind the wait dialog, hidden from the accessibility tree),
  // the categories not reached wait their turn; the one done keeps its result.
  const category = (key: string) => page.locator(`[data-category="${key}"]`)
  await expect(category('structure')).toContainText('/50')
  await expect(category('dialogue')).toContainText('Waiting for its turn')
  await expect(category('style_presentation')).toContainText('Waiting for its turn')
  // Nothing more is asked while the wait lasts.
  const duringWait = (await fakeRequests()).filter((r) => r.prompt.includes(token)).length
  expect(duringWait).toBe(4)

  await expect(dialog.getByTestId('quant-progress')).toHaveText('4/4 categories completed', { timeout: 30_000 })
  expect(await page.evaluate(() => (window as unknown as { __waitDialogs: number }).__waitDialogs)).toBe(1)

  // Per category and section: each asked once, but Characters' second section twice (refused, then after the wait).
  const sent = (await fakeRequests()).filter((r) => r.prompt.includes(token))
  const count = (category: string, scene: number) => sent.filter((r) => r.prompt.includes(`(category "${category}")`) && r.prompt.includes(mark(scene))).length
  expect(sent.every((r) => r.prompt.includes('SCREENPLAY SECTION'))).toBe(true)
  for (const category of ['structure', 'characters', 'dialogue', 'style_presentation']) {
    expect(count(category, 1)).toBe(1)
    expect(count(category, SCENES)).toBe(category === 'characters' ? 2 : 1)
  }
  expect(sent).toHaveLength(9)
})
