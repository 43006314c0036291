import type { Page } from 'playwright-core'
import { keySamples, typeAtEnd, type KeySample } from './typing-probe'

/**
 * The browser's own share of a keystroke: the editor's page exactly as it stands (the same
 * elements, styles, page breaks, skipped off-screen scenes), with the editor's script taken off
 * it, typed into as a plain editable element. Chromium inserts the characters itself; no editor
 * code runs on the key. What this costs on the 300-page script against the 1-page one is the
 * part of the gap that belongs to the browser (selection, layout, paint and commit of a longer
 * page), not to the editor: a budget stricter than this ratio cannot be met by editor code.
 *
 * The page must hold the opened script, settled. Replaces the editor's element with a copy (the
 * copy has none of the editor's listeners or observers), then types `keys` characters at the end
 * of the middle speech and returns each keystroke as the probe saw it.
 */
export async function typeInPlainCopy(page: Page, keys: number): Promise<KeySample[]> {
  await page.evaluate(() => {
    const editor = document.querySelector('.ProseMirror')
    if (!editor) throw new Error('no editor on the page')
    const copy = editor.cloneNode(true) as HTMLElement
    editor.replaceWith(copy)
    copy.contentEditable = 'true'
    const speeches = copy.querySelectorAll('[data-type="dialogue"]:not([data-dual])')
    const middle = speeches[Math.floor(speeches.length / 2)]
    if (!middle) throw new Error('the script has no speech')
    middle.setAttribute('data-plain-target', '')
  })
  // Let the copy's first layout and paint finish before timing.
  await page.waitForTimeout(500)
  await typeAtEnd(page, page.locator('[data-plain-target]'), keys)
  return keySamples(page)
}
