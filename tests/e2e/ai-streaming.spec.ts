import { test, expect, type Page } from './test'
import { EDITOR, giveConsent, openEditor, wordCentre } from './helpers'
import { FAKE_OPENAI_BASE, openAiRequests, openAiRule, runSlashCommand, seedSettings, unique } from './ai-helpers'

/**
 * Answers that read as text arrive as the model writes them: the words show before the answer is
 * complete, and Stop ends the request, keeping what arrived, marked stopped. The fake endpoint
 * writes slowly (a few words a second) so the answer is visibly unfinished while it is checked.
 */
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const words = (tag: string, n: number) => Array.from({ length: n }, (_, i) => `${tag}w${i}`).join(' ')

async function useEndpoint(page: Page) {
  await seedSettings(page, { apiKey: '', provider: 'openai-compatible', endpoint: { baseUrl: FAKE_OPENAI_BASE, model: 'slow-writer' } })
}

test('a definition streams into the lookup dialog before it is complete; Stop keeps what arrived and ends the request', async ({ page }) => {
  const word = unique('Wistful')
  const text = words(word, 40)
  await openAiRule({ match: word, tokensPerSecond: 4, reply: { kind: 'text', text: `{"definition": "${text}"}` } })
  await useEndpoint(page)
  await openEditor(page)
  await page.keyboard.type(`She feels ${word} tonight.`)
  const box = await wordCentre(page, word)
  await page.mouse.click(box.x, box.y, { button: 'right' })
  await page.getByTestId('context-menu').getByRole('menuitem', { name: 'Lookup' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Ask AI: Definition' }).click()
  const dialog = page.getByRole('dialog', { name: `Definition for ${word}` })
  const streaming = dialog.getByTestId('lookup-streaming')
  // The first words are there while the last are not yet written, and the request is still open.
  await expect(streaming).toContainText(`${word}w1`)
  await expect(streaming).not.toContainText(`${word}w39`)
  // Raw JSON never shows: only the words of the answer.
  await expect(streaming).not.toContainText('definition')
  const open = (await openAiRequests()).filter((r) => r.body.includes(word))
  expect(open).toHaveLength(1)
  expect(open[0].json?.stream).toBe(true)
  expect(open[0].ended).not.toBe(true)

  await dialog.getByRole('button', { name: 'Stop' }).click()
  await expect(dialog.getByTestId('lookup-stopped')).toHaveText('Stopped: the answer above is as far as it got.')
  await expect(dialog).toContainText(`${word}w1`)
  await expect(dialog).not.toContainText(`${word}w39`)
  await expect(dialog.getByRole('button', { name: 'Stop' })).toHaveCount(0)
  // The endpoint is told: the connection closes before the answer is complete.
  await expect.poll(async () => (await openAiRequests()).find((r) => r.body.includes(word))?.closedEarly).toBe(true)
})

test('a slash card shows its answer as it is written; Stop leaves the words in the card marked stopped', async ({ page }) => {
  const word = unique('ponder')
  const text = words(word, 40)
  await openAiRule({ match: word, tokensPerSecond: 4, reply: { kind: 'text', text } })
  await useEndpoint(page)
  await openEditor(page)
  await runSlashCommand(page, 'ask-ai', word)
  const card = page.locator(`${EDITOR} [data-type="commandResult"]`)
  const answer = card.locator('.nw-command-result-answer')
  await expect(answer).toContainText(`${word}w1`)
  await expect(answer).toHaveAttribute('data-state', 'streaming')
  await expect(answer).not.toContainText(`${word}w39`)
  await card.getByRole('button', { name: 'Stop' }).click()
  await expect(answer).toHaveAttribute('data-state', 'done')
  await expect(answer).toContainText('— stopped —')
  await expect(answer).toContainText(`${word}w1`)
  await expect(answer).not.toContainText(`${word}w39`)
  await expect(card.getByRole('button', { name: 'Stop' })).toHaveCount(0)
  await expect.poll(async () => (await openAiRequests()).find((r) => r.body.includes(word))?.closedEarly).toBe(true)
})

test('an AI action streams into the result dialog; stopped, what arrived can still be inserted', async ({ page }) => {
  const tag = unique('tight')
  // A place of its own in each run, so the endpoint's answer is this run's (repeated runs share the fake).
  const place = unique('Hall')
  await openAiRule({ match: place, tokensPerSecond: 4, reply: { kind: 'text', text: `{"response": "${words(tag, 40)}"}` } })
  await useEndpoint(page)
  await openEditor(page)
  await page.keyboard.type(`She slowly and carefully walks into ${place}.`)
  const box = await wordCentre(page, 'carefully')
  await page.mouse.click(box.x, box.y, { button: 'right' })
  await page.getByTestId('context-menu').getByRole('menuitem', { name: 'AI Refinement' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Tighten Prose' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tighten Prose - Action' })
  await expect(dialog.getByTestId('ai-streaming')).toContainText(`${tag}w1`)
  await expect(dialog.getByTestId('ai-streaming')).not.toContainText(`${tag}w39`)
  await dialog.getByRole('button', { name: 'Stop' }).click()
  await expect(dialog.getByTestId('ai-stopped')).toHaveText('Stopped: the answer above is as far as it got.')
  // The endpoint is told: the connection closes before the answer is complete.
  await expect.poll(async () => (await openAiRequests()).find((r) => r.body.includes(place))?.closedEarly).toBe(true)
  await dialog.getByRole('button', { name: 'Insert into Editor' }).click()
  await expect(dialog).toHaveCount(0)
  const text = await page.locator(EDITOR).innerText()
  expect(text).toContain(`${tag}w1`)
  expect(text).not.toContain(`${tag}w39`)
})
