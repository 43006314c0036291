import type { BrowserContext, Page } from '@playwright/test'
import { expect } from '@playwright/test'

export const EDITOR = '.ProseMirror'

export async function giveConsent(context: BrowserContext, baseURL: string) {
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }])
}

export async function openEditor(page: Page) {
  await page.goto('/')
  await page.locator(EDITOR).waitFor()
  await page.locator(EDITOR).click()
}

/** The editor's blocks as [data-type, text] pairs, containers left out. */
export async function blocks(page: Page): Promise<[string, string][]> {
  return page.$$eval(`${EDITOR} [data-type]:not([data-type="scene"])`, (els) =>
    els.map((e) => [e.getAttribute('data-type') ?? '', e.textContent ?? ''] as [string, string]),
  )
}

export async function blockTypes(page: Page): Promise<string[]> {
  return (await blocks(page)).map(([t]) => t)
}

/** Waits until the status bar names the current element (it is throttled). */
export async function expectStatus(page: Page, element: string) {
  await expect(page.getByTestId('status-element')).toHaveText(element)
}

export async function paste(page: Page, data: { text?: string; html?: string }) {
  await page.evaluate(({ text, html }) => {
    const dt = new DataTransfer()
    if (text !== undefined) dt.setData('text/plain', text)
    if (html !== undefined) dt.setData('text/html', html)
    const ev = new ClipboardEvent('paste', { clipboardData: dt, bubbles: true, cancelable: true })
    document.querySelector('.ProseMirror')!.dispatchEvent(ev)
  }, data)
}

/** The fake Google Drive the app server is pointed at (playwright.config.ts). */
export const FAKE_DRIVE = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4317) + 2}`

export async function menu(page: Page, ...path: string[]) {
  for (const [i, name] of path.entries()) await page.getByRole('menuitem', { name, exact: i === 0 }).first().click()
}
