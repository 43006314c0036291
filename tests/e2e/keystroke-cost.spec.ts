import { test, expect, type Locator, type Page } from './test'
import { realBenchDoc } from '../../bench/real-script'
import { openSavedDoc } from '../support/saved-script'
import { defaultProduction } from '../../src/screenplay/production'
import { markContinueds } from '../../src/screenplay/elements/continueds'
import type { ScriptElement } from '../../src/screenplay/model'
import type { DocJSON } from '../../src/screenplay/document'
import { EDITOR, giveConsent, menu } from './helpers'

/**
 * A keystroke on page 150 costs what it costs on page 1: it touches only the edited scene. Timing
 * cannot show that reliably on a shared machine, so this counts instead, per keystroke, on a
 * 300-page script shaped like a produced feature and on a 1-page one:
 * - the editor's DOM nodes changed (a MutationObserver, from keydown to the frame that shows it);
 * - the objects made new in the editor's plugin states (decorations, indexes, queues): what was
 *   kept from the state before the key is shared, so a plugin that rebuilds its decorations or
 *   walks the script on a keystroke makes thousands.
 * Each key is measured alone, once the work the previous one left for idle time is done. The
 * page's layout runs a set time after a change, not in the keystroke's frame; on a stalled machine
 * the frame can come later than that, so counting stops where a layout run begins.
 */
test.describe.configure({ timeout: 180_000 })

interface KeyCost {
  key: string
  /** Whether a layout run began before the keystroke's frame (the machine stalled): counted up to it. */
  layoutInFrame?: boolean
  domNodes: number
  freshObjects: number
  /** The fresh objects by plugin, to find which one it was when the count is too high. */
  byPlugin: Record<string, number>
}

/** Installs the counters in the page (once). */
async function installCounters(page: Page) {
  await page.evaluate(() => {
    type PM = { state: { plugins: { key: string; getState(s: unknown): unknown }[] } }
    type Cost = { layoutInFrame?: boolean; domNodes: number; freshObjects: number; byPlugin: Record<string, number> }
    const w = window as unknown as {
      __cost: { begin(): void; end(): Cost }
      __quiet: () => number
    }
    type Editor = { view: PM; on(event: 'beforeTransaction', f: (e: { transaction: { getMeta(key: string): unknown } }) => void): void }
    const root = document.querySelector('.ProseMirror') as HTMLElement & { editor: Editor }
    const view = root.editor.view
    // What the plugins keep, as a graph of objects; document nodes and DOM are left out (the
    // document's own sharing is ProseMirror's, and the DOM is counted by the observer).
    const isDocNode = (o: object) => 'nodeSize' in o && 'marks' in o
    const walk = (seen: Set<object>, from: unknown, onNew?: () => void) => {
      const stack: unknown[] = [from]
      while (stack.length) {
        const o = stack.pop()
        if (o === null || typeof o !== 'object' || seen.has(o) || o instanceof Node || isDocNode(o)) continue
        seen.add(o)
        onNew?.()
        if (o instanceof Map) for (const [k, v] of o) stack.push(k, v)
        else if (o instanceof Set) for (const v of o) stack.push(v)
        else for (const v of Object.values(o)) stack.push(v)
      }
    }
    const pluginStates = () => view.state.plugins.map((p) => [p.key, p.getState(view.state)] as const)
    let before: Set<object> | null = null
    let lastMutation = performance.now()
    const observer = new MutationObserver(() => (lastMutation = performance.now()))
    observer.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
    let records: MutationRecord[] = []
    const counting = new MutationObserver((list) => records.push(...list))
    w.__quiet = () => performance.now() - lastMutation
    let measuring = false
    let counted: Cost | null = null
    // A layout run is told by its transaction, before it changes the state or the page.
    root.editor.on('beforeTransaction', ({ transaction }) => {
      if (measuring && !counted && transaction.getMeta('pageView$')) counted = { layoutInFrame: true, ...count() }
    })
    const count = () => {
      const touched = new Set<Node>()
      for (const r of [...records, ...counting.takeRecords()]) {
        touched.add(r.target)
        r.addedNodes.forEach((n) => touched.add(n))
        r.removedNodes.forEach((n) => touched.add(n))
      }
      counting.disconnect()
      let freshObjects = 0
      const byPlugin: Record<string, number> = {}
      for (const [key, state] of pluginStates()) {
        walk(before!, state, () => {
          freshObjects++
          byPlugin[key] = (byPlugin[key] ?? 0) + 1
        })
      }
      return { domNodes: touched.size, freshObjects, byPlugin }
    }
    w.__cost = {
      begin() {
        before = new Set()
        for (const [, state] of pluginStates()) walk(before, state)
        records = []
        counted = null
        measuring = true
        counting.observe(root, { subtree: true, childList: true, characterData: true, attributes: true })
      },
      end() {
        measuring = false
        const result = counted ?? count()
        counting.disconnect()
        return result
      },
    }
  })
}

/** Presses `key` and counts what it changed by the frame that shows it. */
async function costOf(page: Page, key: string): Promise<KeyCost> {
  // Wait until the work left for idle time (layout, spell check, saving) is done.
  await expect.poll(() => page.evaluate(() => (window as unknown as { __quiet: () => number }).__quiet()), { timeout: 20_000, intervals: [100] }).toBeGreaterThan(700)
  await page.evaluate((key) => {
    const w = window as unknown as { __cost: { begin(): void }; __done?: Promise<unknown> }
    window.addEventListener(
      'keydown',
      () => {
        w.__cost.begin()
        w.__done = new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
      },
      { capture: true, once: true },
    )
    void key
  }, key)
  await page.keyboard.press(key)
  return { key, ...(await page.evaluate(async () => {
    const w = window as unknown as { __cost: { end(): Omit<KeyCost, 'key'> }; __done: Promise<unknown> }
    await w.__done
    return w.__cost.end()
  })) }
}

async function placeCaretAtEnd(page: Page, selector: string) {
  const blocks = page.locator(`${EDITOR} ${selector}`)
  await caretToEndOf(blocks.nth(Math.floor((await blocks.count()) / 2)))
}

async function caretToEndOf(target: Locator) {
  await target.scrollIntoViewIfNeeded()
  await target.click()
  await target.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    let last: Node | null = null
    for (let n = walker.nextNode(); n; n = walker.nextNode()) last = n
    if (last) window.getSelection()!.collapse(last, last.textContent!.length)
  })
  await expect.poll(() => target.evaluate((el) => el.contains(window.getSelection()?.anchorNode ?? null))).toBe(true)
}

/** Typing in an action line, in a speech, and Enter/Tab to a new cue and speech, in the middle of the script. */
async function costs(page: Page, pages: number): Promise<KeyCost[]> {
  const { doc, comments } = realBenchDoc(pages)
  await openSavedDoc(page, '/', doc, 'Long', comments)
  await expect(page.locator(EDITOR)).toHaveAttribute('data-spell', 'idle', { timeout: 60_000 })
  await installCounters(page)
  const out: KeyCost[] = []
  await placeCaretAtEnd(page, '[data-type="action"]')
  for (const k of ['x', 'y', 'Space', 'z']) out.push(await costOf(page, k))
  await placeCaretAtEnd(page, '[data-type="dialogue"]:not([data-dual])')
  for (const k of ['q', 'Space', 'w']) out.push(await costOf(page, k))
  // A new cue and speech: Enter after a speech gives a cue.
  for (const k of ['Enter', 'N', 'Enter', 'o', 'Enter', 'Tab']) out.push(await costOf(page, k))
  // The keys did what a writer meant: the typing is in its blocks, and the new cue and speech follow.
  await expect(page.locator(`${EDITOR} [data-type="action"]`, { hasText: 'xy z' })).toHaveCount(1)
  await expect(page.locator(`${EDITOR} [data-type="dialogue"]`, { hasText: 'q w' })).toHaveCount(1)
  return out
}

/** Runs `measure` on a fresh page for each script, the short one first. */
async function onFreshPages(browser: import('@playwright/test').Browser, baseURL: string, measure: (page: Page, which: 'short' | 'long') => Promise<KeyCost[]>) {
  const run = async (which: 'short' | 'long') => {
    const context = await browser.newContext()
    await giveConsent(context, baseURL)
    try {
      return await measure(await context.newPage(), which)
    } finally {
      await context.close()
    }
  }
  return { short: await run('short'), long: await run('long') }
}

/** The long script's keys cost no more than the same keys on the short one, and stay within absolute bounds. */
function expectBounded(short: KeyCost[], long: KeyCost[], bounds: { domNodes: number; freshObjects: number }) {
  expect(long.map((k) => k.key)).toEqual(short.map((k) => k.key))
  const worst = (list: KeyCost[], f: (k: KeyCost) => number) => Math.max(...list.map(f))
  const report = JSON.stringify({ short, long })
  console.log(`per keystroke, long script (short): DOM nodes at most ${worst(long, (k) => k.domNodes)} (${worst(short, (k) => k.domNodes)}), fresh plugin-state objects at most ${worst(long, (k) => k.freshObjects)} (${worst(short, (k) => k.freshObjects)})`)
  const stalled = [...short, ...long].filter((k) => k.layoutInFrame).map((k) => k.key)
  if (stalled.length) console.log(`a layout run began before the keystroke's frame (counted up to it): ${stalled.join(', ')}`)
  expect(worst(long, (k) => k.domNodes), report).toBeLessThanOrEqual(bounds.domNodes)
  expect(worst(long, (k) => k.freshObjects), report).toBeLessThanOrEqual(bounds.freshObjects)
  for (let i = 0; i < long.length; i++) {
    expect(long[i].domNodes, `${long[i].key}: ${report}`).toBeLessThanOrEqual(short[i].domNodes + 8)
    expect(long[i].freshObjects, `${long[i].key}: ${report}`).toBeLessThanOrEqual(short[i].freshObjects * 2 + 60)
  }
}

test('a keystroke on page 150 of a 300-page script touches as little as on a 1-page script', async ({ browser, baseURL }) => {
  const { short, long } = await onFreshPages(browser, baseURL!, (page, which) => costs(page, which === 'short' ? 1 : 300))
  // Absolute bounds: one block's text and marks, a decoration or two, the cue popup.
  expectBounded(short, long, { domNodes: 40, freshObjects: 400 })
})

/**
 * A shooting script: numbered scenes, locked, about one paragraph in six revised in Blue, the
 * writer marking changes in Pink, and the automatic (CONT'D) on. The long script is 300 pages;
 * the short one is one of its scenes on its own, a scene with a dual-dialogue pair and a cue that
 * takes the automatic (CONT'D) (so the same keys land on the same blocks in both).
 */
function shootingScripts(): { long: DocJSON; short: DocJSON; sceneNumber: string } {
  const { doc, script } = realBenchDoc(300, { sceneNumbers: true, decorate: (el, i) => (el.type !== 'scene-heading' && i % 6 === 0 ? { ...el, revision: 2 } : el) })
  doc.attrs = { ...(doc.attrs ?? {}), production: { ...defaultProduction(), activeRevision: 3, scenesLocked: true, showSceneNumbers: true } }
  // The editor's scenes are the script's, one for one (it opens on a heading).
  const scenes: ScriptElement[][] = []
  for (const el of script.elements) {
    if (el.type === 'scene-heading' || !scenes.length) scenes.push([])
    scenes[scenes.length - 1].push(el)
  }
  if (scenes.length !== doc.content.length) throw new Error(`expected ${scenes.length} scenes in the editor document, found ${doc.content.length}`)
  const fits = (els: ScriptElement[]) => {
    const contd = new Uint8Array(els.length)
    markContinueds(els, contd)
    return els.some((e) => e.dual === 'left' && e.type === 'dialogue') && contd.some((c) => c === 1) && els.at(-1)?.type === 'action'
  }
  const middle = scenes.length >> 1
  const k = [...scenes.keys()].filter((i) => fits(scenes[i])).sort((a, b) => Math.abs(a - middle) - Math.abs(b - middle))[0]
  if (k === undefined) throw new Error('the shooting script has no scene with a dual pair, an automatic (CONT\'D) and a closing action')
  const sceneNumber = scenes[k][0].sceneNumber!
  return { long: doc, short: { ...doc, content: [doc.content[k]] }, sceneNumber }
}

/** On a shooting script: a dual speech, a cue with its (CONT'D), a new cue and speech, and a new numbered scene. */
async function shootingCosts(page: Page, doc: DocJSON, sceneNumber: string): Promise<KeyCost[]> {
  await openSavedDoc(page, '/', doc, 'Shooting')
  await expect(page.locator(EDITOR)).toHaveAttribute('data-spell', 'idle', { timeout: 60_000 })
  await menu(page, 'Script', 'Revisions', 'Mark Revisions')
  await installCounters(page)
  const scene = page.locator(`${EDITOR} [data-type="scene"]`).filter({ has: page.locator(`[data-type="sceneHeading"][data-scenenumber="${sceneNumber}"]`) })
  await expect(scene).toHaveCount(1)
  const out: KeyCost[] = []
  const dual = scene.locator('[data-type="dialogue"][data-dual="left"]').first()
  await caretToEndOf(dual)
  for (const k of ['q', 'Space', 'w']) out.push(await costOf(page, k))
  // A cue the automatic (CONT'D) follows: another name takes it away, Backspace brings it back.
  const cues = scene.locator('[data-type="character"]')
  const cueIndex = await cues.evaluateAll((els) => els.findIndex((e) => e.classList.contains('nw-contd')))
  const cue = cues.nth(cueIndex)
  await caretToEndOf(cue)
  const cueText = await cue.textContent()
  for (const k of ['X', 'Backspace']) out.push(await costOf(page, k))
  // A new cue and speech after the scene's last action, marked in Pink as they are typed (a name
  // no character has, so Enter goes to the speech rather than taking a suggestion).
  await caretToEndOf(scene.locator('[data-type="action"]').last())
  for (const k of ['Enter', 'Tab', 'Z', 'Enter', 'o']) out.push(await costOf(page, k))
  // A new scene after it: the heading splits a scene off and takes an A-number between its neighbours.
  for (const k of ['Enter', 'E', 'X', 'T', '.', 'Space', 'R', 'Enter']) out.push(await costOf(page, k))
  await expect(scene.locator('[data-type="dialogue"][data-dual="left"]').first()).toContainText('q w')
  await expect(cue).toHaveText(cueText!)
  await expect(cue).toHaveClass(/nw-contd/)
  await expect(scene.locator('[data-type="dialogue"]').last()).toHaveText('o')
  await expect(scene.locator('[data-type="dialogue"]').last()).toHaveAttribute('data-revision', '3')
  // The new heading (marked Pink: the only one) numbered between its neighbours.
  await expect(page.locator(`${EDITOR} [data-type="sceneHeading"][data-revision="3"]`)).toHaveAttribute('data-scenenumber', `${sceneNumber}A`)
  return out
}

test('on a shooting script with revision marking, locked scene numbers, dual dialogue and the automatic (CONT\'D), a keystroke touches only its scene', async ({ browser, baseURL }) => {
  const { long, short, sceneNumber } = shootingScripts()
  const costs = await onFreshPages(browser, baseURL!, (page, which) => shootingCosts(page, which === 'short' ? short : long, sceneNumber))
  // A new scene moves the blocks after the new heading into its container: none here (the heading follows the scene's last block).
  expectBounded(costs.short, costs.long, { domNodes: 40, freshObjects: 400 })
})
