import type { BrowserContext, Locator, Page } from '@playwright/test'
import { expect } from '@playwright/test'

export const EDITOR = '.ProseMirror'

/**
 * Consent given, as by a returning writer: the welcome tour (which opens by itself once for a new
 * one) counts as seen, unless `{ newWriter: true }`.
 */
export async function giveConsent(context: BrowserContext, baseURL: string, opts: { newWriter?: boolean } = {}) {
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }])
  if (!opts.newWriter) await context.addInitScript(() => localStorage.setItem('welcome-completed', 'true'))
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

/**
 * The screen centre of `word` in the editor, found in each block's whole text (a word may span
 * several text nodes: decorations and fresh typing split them). Waits until the word is there.
 */
export async function wordCentre(page: Page, word: string): Promise<{ x: number; y: number }> {
  let box: { x: number; y: number } | null = null
  await expect(async () => {
    box = await page.locator(EDITOR).evaluate((root, w) => {
      for (const block of root.querySelectorAll('[data-type]')) {
        const at = (block.textContent ?? '').indexOf(w)
        if (at < 0 || block.querySelector('[data-type]')) continue
        // Map the word's offsets in the block's text to text nodes.
        const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT)
        const r = document.createRange()
        let seen = 0
        let started = false
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const len = n.textContent!.length
          if (!started && at < seen + len) {
            r.setStart(n, at - seen)
            started = true
          }
          if (started && at + w.length <= seen + len) {
            r.setEnd(n, at + w.length - seen)
            const b = r.getBoundingClientRect()
            return { x: b.left + b.width / 2, y: b.top + b.height / 2 }
          }
          seen += len
        }
      }
      return null
    }, word)
    expect(box, `"${word}" in the editor`).not.toBeNull()
  }).toPass({ timeout: 5000 })
  return box!
}

/** Double-clicks a word in the editor: the browser selects it, as a writer would. */
export async function selectWord(page: Page, word: string) {
  const box = await wordCentre(page, word)
  // ProseMirror counts clicks within 500 ms as one gesture: keep this from being a triple click.
  await page.waitForTimeout(600)
  await page.mouse.dblclick(box.x, box.y)
  // Read after a short timer: the editor takes the page's selection from an event queued before it.
  await expect
    .poll(() => page.evaluate(async () => {
      await new Promise((r) => setTimeout(r, 40))
      return window.getSelection()!.toString().trim()
    }))
    .toBe(word)
}

/** "type:text" of the block holding the cursor, e.g. "sceneHeading:INT. HOUSE - DAY". */
export function blockAtCursor(page: Page): Promise<string> {
  return page.evaluate(() => {
    // No selection at all for a moment while a dialog hands focus back: no block yet (polls retry).
    const n = window.getSelection()?.anchorNode
    if (!n) return 'none'
    const el = (n instanceof Element ? n : n.parentElement)?.closest('[data-type]')
    return el ? `${el.getAttribute('data-type')}:${el.textContent}` : 'none'
  })
}

/**
 * Presses `key` until the caret is seen at the end of its line (and, with `lastLine`, that line is
 * the script's last). A click that focuses the editor is followed, a few milliseconds later, by the
 * editor writing its own idea of the selection back to the page; a key pressed inside that window
 * by a robot (no person is that quick) is undone, so the key is pressed again until it holds.
 */
async function pressUntilCaretAtEnd(page: Page, key: string, lastLine: boolean): Promise<void> {
  await expect(async () => {
    await page.keyboard.press(key)
    const atEnd = await page.evaluate(async (lastLine) => {
      // Any write-back the click scheduled runs before a timer set later for longer.
      await new Promise((r) => setTimeout(r, 40))
      const sel = window.getSelection()!
      const n = sel.anchorNode!
      const el = (n instanceof Element ? n : n.parentElement)!.closest('[data-type]:not([data-type="scene"])')
      if (!el || !sel.isCollapsed) return false
      if (lastLine) {
        const all = document.querySelectorAll('.ProseMirror [data-type]:not([data-type="scene"])')
        if (el !== all[all.length - 1]) return false
      }
      const r = document.createRange()
      r.selectNodeContents(el)
      r.setStart(n, sel.anchorOffset)
      return r.toString().length === 0
    }, lastLine)
    expect(atEnd, lastLine ? 'caret at the end of the script' : 'caret at the end of the clicked line').toBe(true)
  }).toPass({ timeout: 5000 })
}

/**
 * Clicks a line and puts the caret at its end. The write-back that can undo a key can undo the
 * click that focused the editor too (on a busy machine the caret lands where the editor had it,
 * often the first line): then the caret is at the end of another line, and the line is clicked again.
 */
export async function clickToLineEnd(page: Page, line: Locator): Promise<void> {
  await expect(async () => {
    await line.click()
    await pressUntilCaretAtEnd(page, 'End', false)
    const inLine = await line.evaluate((el) => {
      const n = window.getSelection()?.anchorNode
      return !!n && el.contains(n)
    })
    expect(inLine, 'caret in the clicked line').toBe(true)
  }).toPass({ timeout: 10_000 })
}

/** Clicks `line` to focus the editor, then puts the caret at the very end of the script (Ctrl+End). */
export async function clickToScriptEnd(page: Page, line: Locator = page.locator(EDITOR)): Promise<void> {
  await line.click()
  await pressUntilCaretAtEnd(page, 'Control+End', true)
}

/** Types scenes with Alt+S: each heading, then one action line under it. */
export async function typeScenes(page: Page, headings: readonly string[], action = (h: string) => `Action under ${h}.`): Promise<void> {
  for (const h of headings) {
    await page.keyboard.press('Alt+s')
    await page.keyboard.type(h)
    await page.keyboard.press('Enter')
    await page.keyboard.type(action(h))
    await page.keyboard.press('Enter')
  }
}

/** The message a reader gives for a file, read here in Node: the browser must show exactly that. */
export function readerMessage(read: () => unknown): string {
  try {
    read()
  } catch (e) {
    return (e as Error).message
  }
  throw new Error('the reader accepted the file')
}

/**
 * Every toast shown on `page` from now on, by text, in order. One toast shows at a time and a
 * quick second one replaces the first before a check could see it: this sees both.
 */
export async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const w = window as unknown as { __toasts: string[] }
    w.__toasts = []
    let last = ''
    new MutationObserver(() => {
      const text = document.querySelector('[data-testid="toast"]')?.textContent ?? ''
      if (text && text !== last) w.__toasts.push(text)
      last = text
    }).observe(document.body, { childList: true, subtree: true, characterData: true })
  })
  return () => page.evaluate(() => (window as unknown as { __toasts: string[] }).__toasts)
}
