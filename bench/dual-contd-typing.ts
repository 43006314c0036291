import { chromium, type Page } from 'playwright-core'
import { openSavedDoc } from '../tests/support/saved-script'
import { layoutScript } from '../src/screenplay/layout'
import { dualPairs } from '../src/screenplay/elements/dual'
import { automaticContinueds } from '../src/screenplay/elements/continueds'
import { FRAME_MS } from './next-frame'
import { realBenchDoc } from './real-script'
import { stats, type Row } from './stats'
import { BENCH_ARGS, ON_DEMAND_FRAMES, typeAtEnd, writerContext } from './typing-probe'

/**
 * Typing in dual dialogue with the automatic (CONT'D) on: keydown to the frame that shows the
 * key (frames on demand), in the right column of a dual pair on page 110 of a 120-page script
 * and in the first speech of page 1 of the same script. Every keystroke there redraws its scene's
 * columns and (CONT'D) marks; the budget is one 60 Hz frame at page 110, beside page 1's figure.
 */
const PAGES = 120
const ON_PAGE = 110
const TYPED_KEYS = 120

export interface DualTypingResult {
  rows: Row[]
  verdicts: string[]
}

/** The block of element `index` (blocks and elements are one to one in the bench script). */
const blockOf = (page: Page, index: number) => page.locator('.ProseMirror [data-type]:not([data-type="scene"])').nth(index)

export async function runDualTypingBench(baseURL: string, executablePath: string): Promise<DualTypingResult> {
  const { doc, comments, script } = realBenchDoc(PAGES)
  const els = script.elements
  const layout = layoutScript(script)
  const pairs = dualPairs(els)
  const contd = automaticContinueds(els)
  // The right column's last speech of the first pair on page 110 or later; the first speech on page 1.
  const pair = pairs.find((p) => layout.elementPage[p.start] + 1 >= ON_PAGE)
  if (!pair) throw new Error(`no dual dialogue on page ${ON_PAGE} or later of the ${PAGES}-page script`)
  const far = pair.end - 1
  const near = els.findIndex((e) => e.type === 'dialogue')
  const browser = await chromium.launch({ executablePath, args: [...BENCH_ARGS, ...ON_DEMAND_FRAMES] })
  const samples: Record<'far' | 'near', number[]> = { far: [], near: [] }
  try {
    const context = await writerContext(browser, baseURL)
    const page = await context.newPage()
    await openSavedDoc(page, baseURL, doc, 'Bench', comments)
    const shown = await page.evaluate(() => ({ dual: document.querySelectorAll('.nw-dual-right.nw-dual-head').length, contd: document.querySelectorAll('.nw-contd').length }))
    if (shown.dual !== pairs.length) throw new Error(`expected ${pairs.length} dual pairs side by side, the page shows ${shown.dual}`)
    if (shown.contd !== contd.reduce((n, c) => n + c, 0)) throw new Error(`expected ${contd.reduce((n, c) => n + c, 0)} automatic (CONT'D), the page shows ${shown.contd}`)
    const target = blockOf(page, far)
    if (!((await target.textContent()) ?? '').startsWith(els[far].text.slice(0, 20)) || (await target.getAttribute('data-dual')) !== 'right') throw new Error('the block typed in is not the right column of the pair')
    samples.far = await typeAtEnd(page, target, TYPED_KEYS)
    samples.near = await typeAtEnd(page, blockOf(page, near), TYPED_KEYS)
    await context.close()
  } finally {
    await browser.close()
  }
  const far95 = stats(samples.far).p95
  const near95 = stats(samples.near).p95
  const note = `${pairs.length} dual pairs, ${contd.reduce((n, c) => n + c, 0)} automatic (CONT'D)`
  return {
    rows: [
      { name: `typing in dual dialogue → paint (frames on demand), page ${layout.elementPage[far] + 1} of ${layout.pages.length}`, ...stats(samples.far), note },
      { name: `typing in a speech → paint (frames on demand), page 1 of ${layout.pages.length}, dual and (CONT'D) on`, ...stats(samples.near), note: `page ${layout.elementPage[far] + 1} / page 1 p95 = ${(far95 / near95).toFixed(2)}` },
    ],
    verdicts: [
      `${far95 < FRAME_MS ? 'PASS' : 'FAIL'}  typing in dual dialogue on page ${layout.elementPage[far] + 1} of ${layout.pages.length}, automatic (CONT'D) on: p95 ${far95.toFixed(1)} ms (budget < one frame, ${FRAME_MS.toFixed(1)} ms); page 1 p95 ${near95.toFixed(1)} ms, ratio ${(far95 / near95).toFixed(2)}`,
    ],
  }
}
