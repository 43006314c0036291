import { test, expect, type Page } from './test'
import type { ScriptElement } from '../../src/screenplay/model'
import { EDITOR, giveConsent, openEditor, wordCentre } from './helpers'
import { FAKE_OPENAI_BASE, fakeRequests, openAiRequests, openAiRule, seedSettings, unique } from './ai-helpers'
import { openSavedScript } from '../support/saved-script'

/**
 * AI through the writer's own OpenAI-compatible endpoint (the fake one playwright.config.ts starts
 * and allows): chosen in Settings → AI, then used by a lookup and by an analysis, with nothing
 * sent to Gemini; an address the server does not allow is refused with what to do.
 */
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

async function rightClickWord(page: Page, word: string) {
  const box = await wordCentre(page, word)
  await page.mouse.click(box.x, box.y, { button: 'right' })
}

async function lookupDefinition(page: Page, word: string) {
  await page.locator(EDITOR).click()
  await page.keyboard.type(`He looks ${word} today.`)
  await rightClickWord(page, word)
  await page.getByTestId('context-menu').getByRole('menuitem', { name: 'Lookup' }).hover()
  await page.getByTestId('context-submenu').getByRole('menuitem', { name: 'Ask AI: Definition' }).click()
  return page.getByRole('dialog', { name: `Definition for ${word}` })
}

test('Settings → AI switches to an OpenAI-compatible endpoint; a lookup then goes there with its model and key, not to Gemini', async ({ page }) => {
  const word = unique('Doleful')
  const endpointKey = unique('sk-local')
  const model = unique('llama')
  await openAiRule({ match: word, reply: { kind: 'json', value: { definition: `**${word}** (adj.): expressing sorrow.` } } })
  await openEditor(page)
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: /^Settings/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Settings' })
  await expect(dialog.getByRole('radio', { name: /Google Gemini/ })).toBeChecked()
  await dialog.getByRole('radio', { name: /OpenAI-compatible endpoint/ }).check()
  await dialog.getByLabel('Endpoint address').fill('ftp://nowhere')
  await expect(dialog.getByRole('alert')).toContainText('starting with http:// or https://')
  await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled()
  await dialog.getByLabel('Endpoint address').fill(FAKE_OPENAI_BASE)
  await dialog.getByLabel('Model name').fill(model)
  await dialog.getByLabel('Endpoint key (optional)').fill(endpointKey)
  await dialog.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('toast')).toContainText('Settings Saved')
  const stored = await page.evaluate(() => localStorage.getItem('ai-assistant-settings'))
  expect(stored).not.toContain(endpointKey)
  expect(JSON.parse(stored!)).toMatchObject({ provider: 'openai-compatible', endpoint: { baseUrl: FAKE_OPENAI_BASE, model } })

  // It survives a reload, and the lookup goes to the endpoint.
  await page.reload()
  await page.locator(EDITOR).waitFor()
  const lookup = await lookupDefinition(page, word)
  await expect(lookup).toContainText('expressing sorrow.')
  await expect(lookup.locator('strong')).toHaveText(word)
  const sent = (await openAiRequests()).filter((r) => r.body.includes(word))
  expect(sent).toHaveLength(1)
  expect(sent[0].json?.model).toBe(model)
  expect(sent[0].authorization).toBe(`Bearer ${endpointKey}`)
  expect((await fakeRequests()).filter((r) => r.body.includes(word))).toHaveLength(0)
})

test('an endpoint the server does not allow is refused in words that say what to do, and nothing is sent', async ({ page }) => {
  const word = unique('Morose')
  await seedSettings(page, { apiKey: '', provider: 'openai-compatible', endpoint: { baseUrl: 'http://127.0.0.1:9/v1', model: 'llama3.1' } })
  await openEditor(page)
  const lookup = await lookupDefinition(page, word)
  const alert = lookup.getByRole('alert')
  await expect(alert).toContainText('This server does not send AI requests to http://127.0.0.1:9/v1.')
  await expect(alert).toContainText('your script cannot be sent anywhere else')
  await expect(alert).toContainText('File → Settings → AI')
  expect((await openAiRequests()).filter((r) => r.body.includes(word))).toHaveLength(0)
})

const crit = (score: number, name: string) => ({ score, question: `How is the ${name}?`, rationale: `The ${name} works in scene 2.`, actionable_suggestions: [`Sharpen the ${name}`] })
const CRITERIA = [
  'premise_and_hook', 'inciting_incident', 'act_structure_and_turning_points', 'midpoint_and_escalation', 'climax_and_resolution',
  'protagonist_goal_and_motivation', 'character_arc', 'antagonist_and_conflict', 'supporting_characters', 'character_distinctiveness',
  'voice_and_distinctiveness', 'subtext_and_naturalism', 'exposition_handling',
  'visual_writing_and_action_lines', 'formatting_and_readability',
]

test('Quantitative Evaluation runs whole on the endpoint: four categories, JSON schema mode, nothing to Gemini', async ({ page }) => {
  const token = unique('endpointquant')
  const model = unique('qwen')
  await openAiRule({ match: token, reply: { kind: 'json', value: Object.fromEntries(CRITERIA.map((n) => [n, crit(8, n.replace(/_/g, ' '))])) } })
  await seedSettings(page, { apiKey: '', provider: 'openai-compatible', endpoint: { baseUrl: FAKE_OPENAI_BASE, model } })
  const el = (type: ScriptElement['type'], text: string): ScriptElement => ({ type, text })
  await openSavedScript(page, '/', [el('scene-heading', 'INT. KITCHEN - NIGHT'), el('action', `Mara hides the ${token} kettle.`), el('scene-heading', 'EXT. YARD - DAY'), el('action', 'Tom digs.')], 'Kettle')
  await page.getByRole('menuitem', { name: 'Tools', exact: true }).click()
  await page.getByRole('menuitem', { name: /^Quantitative Evaluation/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Quantitative Screenplay Evaluation' })
  await dialog.getByRole('button', { name: 'Start Evaluation' }).click()
  await expect(dialog.getByTestId('quant-progress')).toHaveText('4/4 categories completed')
  // 15 criteria at 8: 120 of 150.
  await expect(dialog.getByTestId('overall-score')).toContainText('120/150')
  const sent = (await openAiRequests()).filter((r) => r.body.includes(token))
  expect(sent).toHaveLength(4)
  for (const r of sent) {
    expect(r.json?.model).toBe(model)
    expect(r.json?.response_format?.type).toBe('json_schema')
    // A local endpoint needs no key, and none is sent.
    expect(r.authorization).toBeNull()
  }
  expect((await fakeRequests()).filter((r) => r.body.includes(token))).toHaveLength(0)
})
