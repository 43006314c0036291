import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { strToU8, zipSync } from 'fflate'
import { chromium, type Page } from 'playwright-core'
import { framesWatched, MB, sampleMemory, watchFrames } from '../tests/e2e/import-probes'
import type { Row } from './stats'
import { BENCH_ARGS, writerContext } from './typing-probe'

/**
 * File → Import of large files in Chromium: a Fountain file of 10, 25 and 50 MB of long speeches
 * full of emphasis (few enough blocks of lines to be read whole in the import worker, then refused
 * for their paragraph count), 50 MB of dense script (refused from its blocks of lines before it
 * is read), a 200 KB Celtx file that unzips to 50 MB, and for comparison two scripts that are
 * imported. For each: the time from Import to the answer, the peak
 * resident memory of the page's processes above what they held before, and the longest gap
 * between two painted frames while it ran (the page must keep painting: under 200 ms).
 */
const SCENE = 'INT. HARBOUR OFFICE - NIGHT\n\nRain streaks the window. MARA counts the ferries out, one by one, and writes each down.\n\nMARA\n(quietly)\nThat is the last of them.\n\nTOMAS\nNot yet. One more is out there, and it is late.\n\nCUT TO:\n\n'

/** A long speech full of emphasis, about 1.9 KB: slow to read for its size. */
const SPEECH = `TOMAS\n${'Not *yet*, one _more_ ferry is **out** there and late it is, \\*and\\* the rain. '.repeat(24)}\n\n`

interface Case {
  name: string
  file: string
  menu: string
}

function cases(dir: string): Case[] {
  const out: Case[] = []
  // Scripts the editor takes: a long feature, and one at the paragraph limit. Building either in
  // the editor happens on the page, so their frame gap is the editor's, not the reading's.
  for (const [label, scenes] of [['300-page', 820], ['1,100-page (at the paragraph limit)', 3120]] as const) {
    const file = join(dir, `script-${scenes}.fountain`)
    writeFileSync(file, SCENE.repeat(scenes))
    out.push({ name: `import: ${label} Fountain (browser)`, file, menu: 'Fountain' })
  }
  for (const mb of [10, 25, 50]) {
    const file = join(dir, `script-${mb}.fountain`)
    // Just under the limit for the largest: the limit counts the file's own megabytes.
    writeFileSync(file, SPEECH.repeat(Math.floor(((mb === 50 ? 49.9 : mb) * MB) / SPEECH.length)))
    out.push({ name: `import: ${mb} MB Fountain, read whole (browser)`, file, menu: 'Fountain' })
  }
  const dense = join(dir, 'dense-50.fountain')
  writeFileSync(dense, SCENE.repeat(Math.floor((49.9 * MB) / SCENE.length)))
  out.push({ name: 'import: 50 MB Fountain, dense (browser)', file: dense, menu: 'Fountain' })
  const unit = '<p class="action">The rain does not stop.</p>\n'
  const celtx = join(dir, 'flood.celtx')
  writeFileSync(celtx, zipSync({ 'script-1.html': [strToU8(`<html><body>${unit.repeat(Math.ceil((50 * MB) / unit.length))}</body></html>`), { level: 9 }] }))
  out.push({ name: 'import: Celtx unzipping to 50 MB (browser)', file: celtx, menu: 'Celtx' })
  return out
}

async function importOnce(page: Page, c: Case): Promise<Row> {
  await page.getByRole('menuitem', { name: 'File', exact: true }).click()
  await page.getByRole('menuitem', { name: 'Import' }).click()
  await page.getByRole('menuitem', { name: c.menu, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: `Import ${c.menu}` })
  await dialog.getByLabel('Choose a file to import').setInputFiles(c.file)
  await watchFrames(page)
  const memory = sampleMemory()
  const t0 = performance.now()
  await dialog.getByRole('button', { name: 'Import' }).click()
  // The answer: the dialog closes (imported) or says why not.
  await Promise.race([dialog.getByRole('alert').waitFor({ timeout: 300_000 }), dialog.waitFor({ state: 'detached', timeout: 300_000 })])
  const ms = performance.now() - t0
  const frames = await framesWatched(page)
  const mem = memory.stop()
  const outcome = (await dialog.count()) ? `refused: ${(await dialog.getByRole('alert').textContent())?.slice(0, 60)}…` : 'imported'
  const memNote = mem ? `peak +${((mem.peak - mem.baseline) / MB).toFixed(0)} MB over ${(mem.baseline / MB).toFixed(0)} MB` : 'memory n/a'
  return {
    name: c.name,
    median: ms,
    p95: ms,
    n: 1,
    note: `${memNote}; longest frame gap ${frames.longestGapMs.toFixed(0)} ms (must stay < 200: ${frames.longestGapMs < 200 ? 'met' : 'NOT met'}), page's longest task ${frames.longestTaskMs.toFixed(0)} ms; ${outcome}`,
  }
}

export async function runImportBench(baseURL: string, executablePath: string): Promise<Row[]> {
  const dir = mkdtempSync(join(tmpdir(), 'nw-import-bench-'))
  const browser = await chromium.launch({ executablePath, args: BENCH_ARGS })
  const rows: Row[] = []
  try {
    for (const c of cases(dir)) {
      // A fresh page each time, so one import's memory is not counted in the next.
      const context = await writerContext(browser, baseURL)
      const page = await context.newPage()
      await page.goto(baseURL)
      await page.locator('.ProseMirror').waitFor()
      rows.push(await importOnce(page, c))
      await context.close()
    }
  } finally {
    await browser.close()
    rmSync(dir, { recursive: true, force: true })
  }
  return rows
}
