import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test'
import { EDITOR, blocks, clickToLineEnd, giveConsent, menu, openEditor, typeScenes } from './helpers'

/** Writing together in tests: each writer a browser context of their own (their own storage), on the real server. */

export async function writer(browser: Browser, baseURL: string, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL })
  await giveConsent(context, baseURL)
  await context.addInitScript((n) => localStorage.setItem('nightwriter.writerName', n), name)
  return { context, page: await context.newPage() }
}

export const line = (page: Page, text: string) => page.locator(`${EDITOR} [data-type]:not([data-type="scene"])`, { hasText: text }).first()

/** Shares the open project from File → Share… and returns the three invitation links. */
export async function share(page: Page): Promise<Record<Role, string>> {
  await menu(page, 'File', 'Share…')
  await page.getByRole('button', { name: 'Share Project' }).click()
  const links = {} as Record<Role, string>
  for (const role of ['writer', 'commenter', 'reader'] as const) {
    const input = page.getByTestId(`invite-${role}`).locator('input')
    await expect(input).toHaveValue(/\/join\//)
    links[role] = await input.inputValue()
  }
  await page.getByRole('button', { name: 'Done' }).click()
  await expect(page.getByTestId('share-status')).toHaveAttribute('data-connection', 'online')
  return links
}

export async function join(page: Page, url: string, shows: string): Promise<void> {
  await page.goto(url)
  await expect(page.locator(EDITOR)).toContainText(shows)
  await expect(page.getByTestId('share-status')).toHaveAttribute('data-connection', 'online')
}

/** Both editors show the same blocks, and that list holds every `texts`. */
export async function expectSame(a: Page, b: Page, texts: string[]): Promise<void> {
  await expect(async () => {
    const [x, y] = [await blocks(a), await blocks(b)]
    expect(y).toEqual(x)
    const all = x.map(([, t]) => t).join('\n')
    for (const t of texts) expect(all).toContain(t)
  }).toPass()
}

/** Where one writer types: the end of the line holding `at`. */
export interface Typing {
  page: Page
  at: string
  text: string
}

/** Two writers, each at the end of their line, type at the same moment; both screens end up the same, with both texts. */
export async function typeAtOnce(a: Typing, b: Typing): Promise<void> {
  await clickToLineEnd(a.page, line(a.page, a.at))
  await clickToLineEnd(b.page, line(b.page, b.at))
  await Promise.all([a.page.keyboard.type(a.text, { delay: 15 }), b.page.keyboard.type(b.text, { delay: 15 })])
  await expectSame(a.page, b.page, [a.text.trim(), b.text.trim()])
}

type Role = 'writer' | 'commenter' | 'reader'

/**
 * Ann writes `headings` as scenes (each with the action line `action` gives it) and shares the
 * project; the partner joins with the link of their role once the last action line shows.
 */
export async function sharedScenes(
  browser: Browser,
  baseURL: string,
  headings: readonly string[],
  partner: { name: string; role: Role } = { name: 'Bob', role: 'writer' },
  action = (h: string) => `Action under ${h}.`,
): Promise<{ ann: { context: BrowserContext; page: Page }; partner: { context: BrowserContext; page: Page }; links: Record<Role, string> }> {
  const ann = await writer(browser, baseURL, 'Ann')
  const other = await writer(browser, baseURL, partner.name)
  await openEditor(ann.page)
  await typeScenes(ann.page, headings, action)
  const links = await share(ann.page)
  await join(other.page, links[partner.role], action(headings[headings.length - 1]))
  return { ann, partner: other, links }
}
