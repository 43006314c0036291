import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core'
import { openSavedDoc } from '../tests/support/saved-script'
import { realBenchDoc } from './real-script'
import type { KeySample } from './next-frame'
// @ts-expect-error plain JS helper shared with the test runner
import { findChromium, INSTALL_HINT } from '../scripts/find-chromium.mjs'

export { paintedInNextFrame, type KeySample, type KeyPhases } from './next-frame'

/**
 * Keystroke-to-paint probe: from keydown (capture) to a setTimeout(0)
 * queued inside the next requestAnimationFrame, i.e. until the frame that shows the character has
 * been produced. Shared by every typing benchmark so they measure the same thing.
 */
export async function installTypingProbe(page: Page): Promise<void> {
  await page.evaluate(() => {
    interface Marks { t0: number; keydownEnd?: number; beforeinput?: number; beforeinputEnd?: number; input?: number; inputEnd?: number }
    const w = window as unknown as { __lat: number[]; __keys: KeySample[]; __spaceAt: number; __probe?: boolean; __marks?: Marks }
    w.__lat = []
    w.__keys = []
    // Once per page: a second listener would count every keystroke twice.
    if (w.__probe) return
    w.__probe = true
    window.addEventListener(
      'keydown',
      (e) => {
        const t0 = performance.now()
        const marks: Marks = { t0 }
        w.__marks = marks
        if (e.key === ' ') w.__spaceAt = t0
        requestAnimationFrame((frame) =>
          setTimeout(() => {
            const done = performance.now()
            const ms = done - t0
            const { keydownEnd, beforeinput, beforeinputEnd, input, inputEnd } = marks
            const phases =
              keydownEnd !== undefined && beforeinput !== undefined && beforeinputEnd !== undefined && input !== undefined && inputEnd !== undefined
                ? { handlers: keydownEnd - t0 + (beforeinputEnd - beforeinput) + (inputEnd - input), insert: input - keydownEnd - (beforeinputEnd - beforeinput), toPaint: done - inputEnd }
                : undefined
            w.__lat.push(ms)
            w.__keys.push({ key: e.key, ms, frameAfter: frame - t0, phases })
          }, 0),
        )
      },
      { capture: true },
    )
    // The window's first (capture) and last (bubble) listeners bracket the page's own for each event.
    // (A loop, not a named helper: the page runs this function's text as it is.)
    const brackets = [['keydown', false, 'keydownEnd'], ['beforeinput', true, 'beforeinput'], ['beforeinput', false, 'beforeinputEnd'], ['input', true, 'input'], ['input', false, 'inputEnd']] as const
    for (const [type, capture, name] of brackets) {
      window.addEventListener(type, () => {
        const current = w.__marks
        if (current && current[name] === undefined) current[name] = performance.now()
      }, { capture })
    }
  })
}

/** Every keystroke measured since the probe was installed or last reset. */
export function keySamples(page: Page): Promise<KeySample[]> {
  return page.evaluate(() => (window as unknown as { __keys: KeySample[] }).__keys)
}

export const TYPED = 'The rain does not stop, and neither does she, walking on. '

/** Types `chars` characters like a writer (40 ms apart) and returns each keystroke's latency. */
export async function measureTyping(page: Page, chars: number): Promise<number[]> {
  await resetProbe(page)
  await page.keyboard.type(TYPED.repeat(Math.ceil(chars / TYPED.length)).slice(0, chars), { delay: 40 })
  await page.waitForTimeout(300)
  return page.evaluate(() => (window as unknown as { __lat: number[] }).__lat)
}

/** Forgets the keystrokes measured so far. */
export function resetProbe(page: Page): Promise<void> {
  return page.evaluate(() => {
    const w = window as unknown as { __lat: number[]; __keys: unknown[] }
    w.__lat = []
    w.__keys = []
  })
}

/** A browser profile of a writer who has consented to storage and seen the welcome tour, at the benches' window size. */
export async function writerContext(browser: Browser, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
  await context.addCookies([{ name: 'cookieConsent', value: 'true', url: baseURL }])
  await context.addInitScript(() => localStorage.setItem('welcome-completed', 'true'))
  return context
}

/** Chromium flags shared by the browser benchmarks. */
export const BENCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

/**
 * Frames on demand: Chromium produces a frame as soon as there is something to show instead of at
 * the next 60 Hz tick, so the latency is the work a keystroke costs (handling, style, layout,
 * paint) without the wait for the display's next refresh.
 */
export const ON_DEMAND_FRAMES = ['--disable-frame-rate-limit', '--disable-gpu-vsync']

/** The action block in the middle of the script, where a writer revising a draft would type. */
export function middleAction(page: Page): Promise<{ target: Locator; count: number }> {
  return middleBlock(page, '[data-type="action"]')
}

/** The block matching `selector` in the middle of the script. */
export async function middleBlock(page: Page, selector: string): Promise<{ target: Locator; count: number }> {
  const blocks = page.locator(`.ProseMirror ${selector}`)
  const count = await blocks.count()
  return { target: blocks.nth(Math.floor(count / 2)), count }
}

/**
 * Puts the cursor at the end of `target`, installs the probe, warms up with a few keys and measures
 * `chars` keystrokes; throws if the typed text did not arrive (nothing may be dropped while measuring).
 */
export async function typeAtEnd(page: Page, target: Locator, chars: number): Promise<number[]> {
  await target.scrollIntoViewIfNeeded()
  await clickThenPress(page, target, 'End')
  await installTypingProbe(page)
  await measureTyping(page, 10) // warm-up
  const lat = await measureTyping(page, chars)
  const text = (await target.textContent()) ?? ''
  if (!text.includes(TYPED.slice(0, Math.min(40, chars)))) {
    const where = await page.evaluate(() => [...document.querySelectorAll('.ProseMirror [data-type]:not([data-type="scene"])')].filter((b) => /rain/.test(b.textContent ?? '')).map((b) => b.getAttribute('data-type') + ': ' + b.textContent))
    throw new Error(`typed text did not arrive in the editor: the block holds ${JSON.stringify(text.slice(-200))}; blocks with the text: ${JSON.stringify(where)}`)
  }
  return lat
}

/**
 * Clicks `target`, then presses `key` once the caret is seen in it. A click that focuses the
 * editor is followed, a few milliseconds later, by the editor writing its own idea of the
 * selection back to the page; a key pressed inside that window by a robot (no person is that
 * quick) acts where the caret was before the click. So the key waits for the write-back, and the
 * click is repeated if the caret still ends up elsewhere.
 */
async function clickThenPress(page: Page, target: Locator, key: string): Promise<void> {
  const caretIn = () => target.evaluate((el) => { const n = window.getSelection()?.anchorNode; return !!n && el.contains(n) })
  for (let tries = 0; tries < 20; tries++) {
    await target.click()
    // Any write-back the click scheduled runs before a timer set later for longer.
    await page.waitForTimeout(40)
    if (!(await caretIn())) continue
    await page.keyboard.press(key)
    await page.waitForTimeout(40)
    if (await caretIn()) return
  }
  throw new Error('the caret never stayed in the block clicked')
}

/** Puts the cursor at the very end of `target`'s text (End only reaches the end of a visual line). */
export async function cursorToBlockEnd(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  await target.click()
  await target.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    let last: Node | null = null
    for (let n = walker.nextNode(); n; n = walker.nextNode()) last = n
    if (last) window.getSelection()!.collapse(last, last.textContent!.length)
  })
  // ProseMirror reads the new selection on selectionchange.
  await page.waitForTimeout(100)
}

/**
 * Opens the real-shaped script of `pages` pages as a writer reopens it (from the browser's local
 * save) and lets its opening work (spell check's first pass, the first layout) finish: where the
 * profiles start.
 */
export async function openSettledBenchScript(page: Page, baseURL: string, pages: number): Promise<void> {
  const { doc, comments } = realBenchDoc(pages)
  await openSavedDoc(page, baseURL, doc, 'Bench', comments)
  await page.locator('.ProseMirror[data-spell="idle"]').waitFor({ timeout: 60_000 }).catch(() => {})
  await page.waitForTimeout(2000)
}

/** Puts the caret at the end of the middle block `selector` picks and types a few warm-up keys, probe on. */
export async function warmUpAtMiddle(page: Page, selector: string): Promise<void> {
  await cursorToBlockEnd(page, (await middleBlock(page, selector)).target)
  await installTypingProbe(page)
  await measureTyping(page, 10)
}

/** The machine's Chromium with the bench's flags and frames on demand: where the profiles run. */
export async function launchOnDemandBrowser(): Promise<Browser> {
  const executablePath = findChromium()
  if (!executablePath) throw new Error(INSTALL_HINT)
  return chromium.launch({ executablePath, args: [...BENCH_ARGS, ...ON_DEMAND_FRAMES] })
}

/**
 * One round of a writer adding to a scene, at a steady 25 keys a second: Enter and Tab to a new
 * cue, a name, Enter to the speech, a second cue and speech, then a new scene heading and its
 * action. Returns the number of keys pressed.
 */
export async function writeNewSpeechRound(page: Page): Promise<number> {
  let keys = 0
  const key = async (k: string) => {
    await page.keyboard.press(k, { delay: 40 })
    keys++
  }
  const type = async (t: string) => {
    await page.keyboard.type(t, { delay: 40 })
    keys += t.length
  }
  await key('Enter')
  await key('Tab')
  await type('DETECTIVE RUIZ')
  await key('Enter')
  await type('We go in at dawn.')
  await key('Enter')
  await type('NADIA')
  await key('Enter')
  await type('Not without me.')
  await key('Enter')
  await type('EXT. ROOFTOP - NIGHT')
  await key('Enter')
  await type('Wind.')
  return keys
}
