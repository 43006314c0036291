import { test, expect, type Page } from './test'
import type { ScriptElement } from '../../src/screenplay/model'
import { giveConsent, menu } from './helpers'
import { openSavedScript } from '../support/saved-script'

/**
 * Headless Chromium has no voices, so these tests replace the speech boundary — the browser's
 * `speechSynthesis` and the utterances given to it (a real utterance takes only a real voice) —
 * with a stand-in that records what it is asked to say and finishes a line when the test says so.
 */
function installSpeechStandIn(voices: { voiceURI: string; name: string; lang: string; default?: boolean }[]) {
  type U = { text: string; voice: { name: string } | null; rate: number; volume: number; pitch: number; lang: string; onend?: (e: unknown) => void; onerror?: (e: unknown) => void }
  const log: Record<string, unknown>[] = []
  const waiting: U[] = []
  let current: U | null = null
  const startNext = () => {
    if (current || !waiting.length) return
    current = waiting.shift()!
    log.push({ said: current.text, voice: current.voice?.name ?? null, rate: current.rate, volume: current.volume })
  }
  class Utterance {
    text: string
    voice: { name: string } | null = null
    rate = 1
    volume = 1
    pitch = 1
    lang = ''
    onend?: (e: unknown) => void
    onerror?: (e: unknown) => void
    constructor(text: string) {
      this.text = text
    }
  }
  const engine = {
    getVoices: () => voices.map((v) => ({ localService: true, default: false, ...v })),
    speak(u: U) {
      waiting.push(u)
      startNext()
    },
    cancel() {
      const dropped = [current, ...waiting].filter((u): u is U => !!u)
      current = null
      waiting.length = 0
      log.push({ event: 'cancel' })
      for (const u of dropped) u.onerror?.({ error: 'interrupted' })
    },
    pause: () => log.push({ event: 'pause' }),
    resume: () => log.push({ event: 'resume' }),
    addEventListener() {},
    removeEventListener() {},
  }
  Object.defineProperty(window, 'speechSynthesis', { value: engine, configurable: true })
  Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true })
  ;(window as unknown as { speech: unknown }).speech = {
    log,
    finish() {
      const u = current
      current = null
      u?.onend?.({})
      startNext()
    },
  }
}

const VOICES = [
  { voiceURI: 'samantha', name: 'Samantha', lang: 'en-US', default: true },
  { voiceURI: 'victoria', name: 'Victoria', lang: 'en-US' },
  { voiceURI: 'daniel', name: 'Daniel', lang: 'en-GB' },
]

const el = (type: ScriptElement['type'], text: string): ScriptElement => ({ type, text })
const SCRIPT: ScriptElement[] = [
  el('scene-heading', 'INT. KITCHEN - NIGHT'),
  el('action', 'Rain on the window.'),
  el('character', 'MARY'),
  el('parenthetical', '(quietly)'),
  el('dialogue', 'Where were you?'),
  el('character', 'BOB'),
  el('dialogue', 'Out.'),
  el('scene-heading', 'EXT. STREET - DAY'),
  el('character', 'MARY'),
  el('dialogue', 'Wait for me!'),
]

const said = (page: Page) => page.evaluate(() => (window as unknown as { speech: { log: Record<string, unknown>[] } }).speech.log.filter((e) => 'said' in e).map((e) => `${e.voice}: ${e.said}`))
const events = (page: Page) => page.evaluate(() => (window as unknown as { speech: { log: Record<string, unknown>[] } }).speech.log.map((e) => (e.event as string) ?? `say ${e.said}`))
const finishLine = (page: Page) => page.evaluate(() => (window as unknown as { speech: { finish: () => void } }).speech.finish())
const reading = (page: Page) => page.locator('.ProseMirror .nw-reading')
const panel = (page: Page) => page.getByRole('dialog', { name: 'Table Read' })

async function openTableRead(page: Page) {
  await openSavedScript(page, '/', SCRIPT, 'Kitchen')
  await menu(page, 'Tools', 'Table Read')
  await expect(panel(page)).toBeVisible()
}

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

test('reads the script in order, a voice per part, the line read highlighted; pause, resume, next speech and scene, stop', async ({ page }) => {
  await page.addInitScript(installSpeechStandIn, VOICES)
  await openTableRead(page)
  await panel(page).getByLabel('Read', { exact: true }).selectOption('start')
  await panel(page).getByRole('button', { name: 'Play' }).click()

  // The narrator (the system's default voice) reads the heading, spoken as a heading is said.
  await expect.poll(() => said(page)).toEqual(['Samantha: Interior. KITCHEN. NIGHT.'])
  await expect(reading(page)).toHaveText('INT. KITCHEN - NIGHT')
  await expect(reading(page)).toHaveAttribute('data-type', 'sceneHeading')
  await finishLine(page)
  await expect(reading(page)).toHaveText('Rain on the window.')
  await finishLine(page)
  // Each character has a voice of their own, other than the narrator's; the parenthetical is skipped.
  await expect.poll(() => said(page)).toEqual(['Samantha: Interior. KITCHEN. NIGHT.', 'Samantha: Rain on the window.', 'Victoria: Where were you?'])
  await expect(reading(page)).toHaveText('Where were you?')
  await expect(page.getByTestId('table-read-now')).toHaveText('MARY')

  await panel(page).getByRole('button', { name: 'Pause' }).click()
  await expect(page.getByTestId('table-read-now')).toHaveText('Paused: MARY')
  await expect(reading(page)).toHaveText('Where were you?')
  await panel(page).getByRole('button', { name: 'Resume' }).click()
  await expect(page.getByTestId('table-read-now')).toHaveText('MARY')
  expect((await events(page)).slice(-2)).toEqual(['pause', 'resume'])

  await panel(page).getByRole('button', { name: 'Next speech' }).click()
  await expect(reading(page)).toHaveText('Out.')
  await panel(page).getByRole('button', { name: 'Next scene' }).click()
  await expect(reading(page)).toHaveText('EXT. STREET - DAY')
  await panel(page).getByRole('button', { name: 'Previous scene' }).click()
  await expect(reading(page)).toHaveText('INT. KITCHEN - NIGHT')
  await panel(page).getByRole('button', { name: 'Stop' }).click()
  await expect(reading(page)).toHaveCount(0)
  await expect(page.getByTestId('table-read-now')).toHaveText('Stopped')
  expect(await said(page)).toEqual([
    'Samantha: Interior. KITCHEN. NIGHT.',
    'Samantha: Rain on the window.',
    'Victoria: Where were you?',
    'Daniel: Out.',
    'Samantha: Exterior. STREET. DAY.',
    'Samantha: Interior. KITCHEN. NIGHT.',
  ])
  expect(await events(page)).toContain('cancel')
})

test('Escape while reading closes the panel and the voice stops with it', async ({ page }) => {
  await page.addInitScript(installSpeechStandIn, VOICES)
  await openTableRead(page)
  await panel(page).getByLabel('Read', { exact: true }).selectOption('start')
  await panel(page).getByRole('button', { name: 'Play' }).click()
  await expect(reading(page)).toHaveText('INT. KITCHEN - NIGHT')
  await page.keyboard.press('Escape')
  await expect(panel(page)).toHaveCount(0)
  await expect(reading(page)).toHaveCount(0)
  expect(await events(page)).toContain('cancel')
})

test('one character\'s lines, whispered parentheticals, a voice changed by the writer, and speed', async ({ page }) => {
  await page.addInitScript(installSpeechStandIn, VOICES)
  await openTableRead(page)
  await panel(page).getByLabel('Read', { exact: true }).selectOption('start')
  await panel(page).getByLabel('Parts', { exact: true }).selectOption({ label: 'Only MARY' })
  await panel(page).getByLabel('Parentheticals', { exact: true }).selectOption('whisper')
  await panel(page).getByText('Voices').click()
  await panel(page).getByLabel('Voice for MARY', { exact: true }).selectOption('daniel')
  await panel(page).getByLabel('Speed', { exact: true }).fill('1.5')
  await panel(page).getByRole('button', { name: 'Play' }).click()
  await expect(reading(page)).toHaveText('(quietly)')
  for (let i = 0; i < 3; i++) await finishLine(page)
  await expect(page.getByTestId('table-read-now')).toHaveText('Stopped')
  // The writer's choice of voice belongs to the project: closing the panel and opening it again keeps it.
  await panel(page).getByRole('button', { name: 'Close' }).click()
  await menu(page, 'Tools', 'Table Read')
  await panel(page).getByText('Voices').click()
  await expect(panel(page).getByLabel('Voice for MARY', { exact: true })).toHaveValue('daniel')
  await expect(panel(page).getByLabel('Voice for BOB', { exact: true })).toHaveValue('victoria')
  await expect(page.getByTestId('status-file')).toHaveText('Kitchen*')
  const log = await page.evaluate(() => (window as unknown as { speech: { log: Record<string, unknown>[] } }).speech.log.filter((e) => 'said' in e))
  expect(log).toEqual([
    { said: 'quietly', voice: 'Daniel', rate: 1.5, volume: 0.4 },
    { said: 'Where were you?', voice: 'Daniel', rate: 1.5, volume: 1 },
    { said: 'Wait for me!', voice: 'Daniel', rate: 1.5, volume: 1 },
  ])
})

test('a scene read through replaces its estimate in the Scene report', async ({ page }) => {
  await page.addInitScript(installSpeechStandIn, VOICES)
  await openTableRead(page)
  await panel(page).getByLabel('Read', { exact: true }).selectOption('start')
  await panel(page).getByRole('button', { name: 'Play' }).click()
  // Scene 1 is read through: heading, action and two speeches.
  for (let i = 0; i < 4; i++) await finishLine(page)
  await expect(reading(page)).toHaveText('EXT. STREET - DAY')
  await panel(page).getByRole('button', { name: 'Stop' }).click()
  await page.getByRole('menuitem', { name: 'Reports', exact: true }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Scene', exact: true }).click()
  const report = page.getByRole('dialog', { name: 'Scene Report' })
  await expect(report.locator('[data-scene="1"] td').nth(6)).toHaveText(/^0:0\d \(read\)$/)
  // Scene 2 was not read through: its estimate stays.
  await expect(report.locator('[data-scene="2"] td').nth(6)).toHaveText(/^0:0\d$/)
})

test('with no voices the panel says so and what to install, and nothing plays', async ({ page }) => {
  await page.addInitScript(installSpeechStandIn, [])
  await openTableRead(page)
  await expect(panel(page).getByRole('alert')).toContainText('This browser has no speech voices')
  await expect(panel(page).getByRole('alert')).toContainText('espeak-ng')
  await expect(panel(page).getByRole('button', { name: 'Play' })).toBeDisabled()
})
