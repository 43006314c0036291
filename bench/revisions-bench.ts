import { chromium, type Page } from 'playwright-core'
import { scriptToDoc } from '../src/screenplay/document'
import type { ScriptElement } from '../src/screenplay/model'
import { compareParagraphs, paragraphsOf } from '../src/project/revisions'
import { generateScript } from './generate-script'
import { stats, timeRuns, type Row } from './stats'
import { BENCH_ARGS, ON_DEMAND_FRAMES, writerContext } from './typing-probe'

/**
 * Revisions → Compare with current on a 120-page script, against a revision from before a rewrite
 * pass (a paragraph in 25 reworded, one in 60 cut, a new one every 80): from the click to the
 * painted comparison, in Chromium. The paragraph diff alone is also timed in Node. Target: p95
 * under 200 ms.
 */
const PAGES = 120
const RUNS = 20

function versions() {
  const script = generateScript(PAGES)
  const older: ScriptElement[] = []
  script.elements.forEach((e, i) => {
    if (i % 60 === 59) return
    older.push(i % 25 === 24 ? { ...e, text: `${e.text} (first draft)` } : e)
    if (i % 80 === 79) older.push({ type: 'action', text: `A moment later cut from draft ${i}.` })
  })
  return { current: scriptToDoc(script), revision: scriptToDoc({ elements: older }), titlePage: script.titlePage }
}

/** The project as this browser keeps it (IndexedDB), with one revision, so a reload opens it. */
async function openProject(page: Page, baseURL: string): Promise<void> {
  const { current, revision, titlePage } = versions()
  const nws = JSON.stringify({
    version: '1.0',
    content: current,
    titlePage,
    todos: [],
    comments: [],
    revisions: [{ id: 'rev-bench', name: 'Revision 1', createdAt: new Date(Date.UTC(2026, 0, 1)).toISOString(), content: revision }],
  })
  await page.goto(baseURL)
  await page.locator('.ProseMirror').waitFor()
  await page.evaluate(async (text) => {
    await new Promise<void>((resolve, reject) => {
      const req = indexedDB.open('nightwriter')
      req.onupgradeneeded = () => req.result.createObjectStore('kv')
      req.onsuccess = () => {
        const tx = req.result.transaction('kv', 'readwrite')
        tx.objectStore('kv').put({ version: 2, savedAt: Date.now(), nws: text, file: null, fileName: 'Bench', dirty: false }, 'current-document')
        tx.oncomplete = () => (req.result.close(), resolve())
        tx.onerror = () => reject(tx.error)
      }
    })
  }, nws)
  await page.reload()
  await page.locator('.ProseMirror').waitFor()
}

async function compareOnce(page: Page): Promise<{ ms: number; rows: number }> {
  const result = await page.evaluate(async () => {
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.includes('Compare with current'))
    if (!button) throw new Error('no Compare with current button')
    const t0 = performance.now()
    button.click()
    while (!document.querySelector('.nw-diff-row')) await new Promise((r) => requestAnimationFrame(r))
    await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
    return { ms: performance.now() - t0, rows: document.querySelectorAll('.nw-diff li').length }
  })
  await page.keyboard.press('Escape')
  await page.locator('.nw-diff').waitFor({ state: 'detached' })
  return result
}

export async function runRevisionsBench(baseURL: string, executablePath: string): Promise<Row[]> {
  const browser = await chromium.launch({ executablePath, args: [...BENCH_ARGS, ...ON_DEMAND_FRAMES] })
  const samples: number[] = []
  let rows = 0
  try {
    const context = await writerContext(browser, baseURL)
    const page = await context.newPage()
    await openProject(page, baseURL)
    await page.keyboard.press('Control+Shift+Digit4')
    await page.getByTestId('revision-item').waitFor()
    await compareOnce(page) // warm-up
    for (let i = 0; i < RUNS; i++) {
      const r = await compareOnce(page)
      samples.push(r.ms)
      rows = r.rows
    }
    await context.close()
  } finally {
    await browser.close()
  }
  const s = stats(samples)
  const { current, revision } = versions()
  const node = await timeRuns(() => compareParagraphs(paragraphsOf(revision), paragraphsOf(current)), RUNS)
  const c = compareParagraphs(paragraphsOf(revision), paragraphsOf(current))
  return [
    ...(await htmlRevisionRows()),
    { name: `revisions: Compare with current, ${PAGES}-page script (click → painted)`, ...s, note: `${rows} lines in the first frame; target p95 < 200 ms: ${s.p95 < 200 ? 'met' : 'NOT met'}` },
    { name: `revisions: paragraph diff alone (Node), ${PAGES}-page script`, ...stats(node), note: `${c.added} added, ${c.removed} removed, ${c.unchanged} unchanged` },
  ]
}

/**
 * Revisions kept as HTML by earlier versions, read for Compare: whole paragraphs, and the worst
 * case for a search that starts again at each paragraph (opened, never closed). Time grows with
 * the size, not its square: ten times the HTML, about ten times the time.
 */
async function htmlRevisionRows(): Promise<Row[]> {
  const rows: Row[] = []
  for (const kb of [120, 360, 3600]) {
    const closed = '<p class="action">Tom &amp; Jo wait by the door.</p>'.repeat(Math.ceil((kb * 1024) / 52))
    const open = '<p>x'.repeat((kb * 1024) / 4)
    rows.push({ name: `revisions: paragraphs of a ${kb} KB HTML revision (Node)`, ...stats(await timeRuns(() => paragraphsOf(closed), 5)) })
    rows.push({ name: `revisions: paragraphs of ${kb} KB of unclosed <p> (Node)`, ...stats(await timeRuns(() => paragraphsOf(open), 5)) })
  }
  return rows
}
