import type { Page } from '@playwright/test'
import type { FakeRule, RecordedRequest } from '../fakes/fake-gemini'
import type { FakeOpenAiRule, RecordedOpenAiRequest } from '../fakes/fake-openai'

/** Talking to the fake Gemini that playwright.config.ts starts beside the app. */
export const FAKE_GEMINI = process.env.FAKE_GEMINI_URL ?? 'http://127.0.0.1:14317'

export async function fakeRule(rule: FakeRule | FakeRule[]): Promise<void> {
  const r = await fetch(`${FAKE_GEMINI}/__control/rules`, { method: 'POST', body: JSON.stringify(rule) })
  if (!r.ok) throw new Error(`fake rules: ${r.status}`)
}

export async function fakeRequests(): Promise<RecordedRequest[]> {
  return (await (await fetch(`${FAKE_GEMINI}/__control/requests`)).json()) as RecordedRequest[]
}

/** The fake OpenAI-compatible endpoint beside it; `FAKE_OPENAI_BASE` is what the writer types in Settings → AI. */
export const FAKE_OPENAI = process.env.FAKE_OPENAI_URL ?? 'http://127.0.0.1:14318'
export const FAKE_OPENAI_BASE = `${FAKE_OPENAI}/v1`

export async function openAiRule(rule: FakeOpenAiRule | FakeOpenAiRule[]): Promise<void> {
  const r = await fetch(`${FAKE_OPENAI}/__control/rules`, { method: 'POST', body: JSON.stringify(rule) })
  if (!r.ok) throw new Error(`fake OpenAI rules: ${r.status}`)
}

export async function openAiRequests(): Promise<RecordedOpenAiRequest[]> {
  return (await (await fetch(`${FAKE_OPENAI}/__control/requests`)).json()) as RecordedOpenAiRequest[]
}

/** A distinct token per test, so rules in parallel tests never answer each other. */
export function unique(tag: string): string {
  return `${tag}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
}

/** A key that passes the client check; unique so fake rules can match on it. */
export const testKey = (tag = 'k') => `AIzaSy${unique(tag)}`

/** The stored form the app writes ('nw1:' + base64 of the reversed key). */
export function storedKey(key: string): string {
  return 'nw1:' + Buffer.from([...key].reverse().join(''), 'utf8').toString('base64')
}

/** Saved AI settings before the app loads (needs the consent cookie to be read). */
export async function seedSettings(
  page: Page,
  s: { apiKey: string; model?: string; tier?: string; provider?: 'gemini' | 'openai-compatible'; endpoint?: { baseUrl: string; model: string; apiKey?: string } },
  log?: { ageMs: number; model?: string }[],
) {
  await page.addInitScript(
    ([settings, entries]) => {
      if (sessionStorage.getItem('nw-test-seeded')) return
      sessionStorage.setItem('nw-test-seeded', '1')
      localStorage.setItem('ai-assistant-settings', settings)
      if (entries) {
        const now = Date.now()
        localStorage.setItem(
          'ai-rate-limit-logs',
          JSON.stringify((entries as { ageMs: number; model?: string }[]).map((e) => ({ timestamp: now - e.ageMs, model: e.model ?? 'gemini-2.5-flash' }))),
        )
      }
    },
    [
      JSON.stringify({
        apiKey: storedKey(s.apiKey),
        model: s.model ?? 'gemini-2.5-flash',
        tier: s.tier ?? 'free',
        ...(s.provider ? { provider: s.provider } : {}),
        ...(s.endpoint ? { endpoint: { ...s.endpoint, apiKey: s.endpoint.apiKey ? storedKey(s.endpoint.apiKey) : '' } } : {}),
      }),
      log ?? null,
    ] as const,
  )
}

/** Types a slash command, picks it, fills the parameter dialog and executes. */
export async function runSlashCommand(page: Page, id: string, param: string) {
  await page.keyboard.type(`/${id}`)
  await page.getByTestId('slash-menu').locator(`[data-command="${id}"]`).waitFor()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: `/${id}` })
  await dialog.getByRole('textbox').fill(param)
  await dialog.getByRole('textbox').press('Enter')
}
