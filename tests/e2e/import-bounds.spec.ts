import { test, expect, type Page } from './test'
import { writeFileSync } from 'node:fs'
import { strToU8, zipSync } from 'fflate'
import { blocks, giveConsent, menu, openEditor } from './helpers'
import { framesWatched, MB, sampleMemory, watchFrames } from './import-probes'

/**
 * Files under the 50 MB limit that used to freeze or crash the tab, imported as a writer would:
 * a 50 MB Fountain file and a small Celtx file that unzips to 50 MB. The reading happens in a
 * worker, so the page keeps painting (no gap between frames over 200 ms: a property of where the
 * work runs, not a speed budget); the memory the page's processes took is measured and recorded;
 * what the file cannot be is refused with a message naming the limit; the open script stays as
 * it was until an import has fully succeeded, and Cancel leaves it as it was.
 */
test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

/** A scene as Fountain, about 330 bytes: a heading, action and a short exchange (eight paragraphs). */
const SCENE = 'INT. HARBOUR OFFICE - NIGHT\n\nRain streaks the window. MARA counts the ferries out, one by one, and writes each down.\n\nMARA\n(quietly)\nThat is the last of them.\n\nTOMAS\nNot yet. One more is out there, and it is late.\n\nCUT TO:\n\n'

/**
 * Long speeches full of emphasis, about 1.9 KB a block: under the count of blocks a file may have
 * before it is read, so the whole file is read (for seconds) and the paragraphs counted.
 */
const SPEECH = `TOMAS\n${'Not *yet*, one _more_ ferry is **out** there and late it is, \\*and\\* the rain. '.repeat(24)}\n\n`

/** About `mb` MB of `unit` repeated (the limit's own megabytes), written to a file of the test's own. */
function fountainFile(name: string, mb: number, unit = SPEECH): string {
  const path = test.info().outputPath(name)
  writeFileSync(path, unit.repeat(Math.floor((mb * MB) / unit.length)))
  return path
}

/** A Celtx file of a few hundred KB whose script unzips to `mb` MB. */
function expandingCeltx(name: string, mb: number): string {
  const unit = '<p class="action">The rain does not stop.</p>\n'
  const html = `<html><head><title>Flood</title></head><body>${unit.repeat(Math.ceil((mb * MB) / unit.length))}</body></html>`
  const path = test.info().outputPath(name)
  writeFileSync(path, zipSync({ 'script-1.html': [strToU8(html), { level: 9 }] }))
  return path
}

async function openImport(page: Page, label: string) {
  await menu(page, 'File', 'Import', label)
  return page.getByRole('dialog', { name: `Import ${label}` })
}

/** Imports `path` while watching the frames and the memory; resolves once `settled` has been seen. */
async function importWatched(page: Page, label: string, path: string, settled: (dialog: ReturnType<Page['getByRole']>) => Promise<void>) {
  const dialog = await openImport(page, label)
  await dialog.getByLabel('Choose a file to import').setInputFiles(path)
  await watchFrames(page)
  const memory = sampleMemory()
  await dialog.getByRole('button', { name: 'Import' }).click()
  await settled(dialog)
  const frames = await framesWatched(page)
  const mem = memory.stop()
  const note = `${label}: longest frame gap ${frames.longestGapMs.toFixed(0)} ms over ${frames.frames} frames, the page's longest task ${frames.longestTaskMs.toFixed(0)} ms; ` + (mem ? `page processes ${(mem.baseline / MB).toFixed(0)} MB before, peak ${(mem.peak / MB).toFixed(0)} MB` : 'memory not measurable here')
  test.info().annotations.push({ type: 'measured', description: note })
  console.log(note)
  return { dialog, frames, mem }
}

test('a 50 MB Fountain file is read off the page: it keeps painting, and a script past the limit is refused with its count', async ({ page }) => {
  test.setTimeout(240_000)
  const path = fountainFile('long.fountain', 49.9)
  await openEditor(page)
  await page.keyboard.type('Work in progress.')
  const { dialog, frames, mem } = await importWatched(page, 'Fountain', path, async (d) => {
    await expect(d.getByRole('alert')).toContainText(/^This file holds (at least )?[\d,]+ paragraphs, more than the 25,000 of any screenplay \(about 1,100 pages\); it was not imported\.$/, { timeout: 120_000 })
  })
  expect(frames.frames).toBeGreaterThan(10)
  expect(frames.longestGapMs).toBeLessThan(200)
  // Within about ten times the file: the worker's reading, not the editor, holds the memory.
  if (mem) expect(mem.peak - mem.baseline).toBeLessThan(10 * 50 * MB)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(await blocks(page)).toEqual([['action', 'Work in progress.']])

  // Dense script, 50 MB of it: plainly past the limit from its blocks of lines, refused before it is read.
  const dense = fountainFile('dense.fountain', 49.9, SCENE)
  const second = await importWatched(page, 'Fountain', dense, async (d) => {
    await expect(d.getByRole('alert')).toHaveText(/^This file holds at least 1,[\d,]+ paragraphs, more than the 25,000 of any screenplay/)
  })
  expect(second.frames.longestGapMs).toBeLessThan(200)
  await second.dialog.getByRole('button', { name: 'Cancel' }).click()
  expect(await blocks(page)).toEqual([['action', 'Work in progress.']])
})

test('a 200 KB Celtx file that unzips to 50 MB is refused naming the limit, and the page keeps painting', async ({ page }) => {
  const path = expandingCeltx('flood.celtx', 50)
  await openEditor(page)
  await page.keyboard.type('Work in progress.')
  const { frames } = await importWatched(page, 'Celtx', path, async (d) => {
    await expect(d.getByRole('alert')).toHaveText(
      'Failed to parse Celtx file: script-1.html expands to 50 MB when unzipped, past the 20 MB a script may unzip to; it was not read',
    )
  })
  expect(frames.longestGapMs).toBeLessThan(200)
  expect(await blocks(page)).toEqual([['action', 'Work in progress.']])
})

test('Cancel during an import stops the reading and leaves the open script as it was', async ({ page }) => {
  test.setTimeout(120_000)
  const path = fountainFile('cancelled.fountain', 49.9)
  await openEditor(page)
  await page.keyboard.type('Work in progress.')
  const dialog = await openImport(page, 'Fountain')
  await dialog.getByLabel('Choose a file to import').setInputFiles(path)
  await dialog.getByRole('button', { name: 'Import' }).click()
  // Progress is shown while the file is read; Cancel is there all along.
  const progress = dialog.getByRole('progressbar', { name: 'Import progress' })
  await expect(progress).toBeVisible()
  await expect(dialog.getByTestId('import-stage')).toHaveText(/^Reading the script…/)
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByTestId('toast').filter({ hasText: 'Import cancelled' })).toContainText('cancelled.fountain')
  // The reading stopped with it: no import worker is left running.
  await expect.poll(() => page.workers().filter((w) => w.url().includes('import.worker')).length).toBe(0)
  expect(await blocks(page)).toEqual([['action', 'Work in progress.']])
  // Still the same project, with its unsaved change.
  await expect(page.getByTestId('status-file')).toHaveText('Untitled Screenplay*')
})

test('a Fountain file that is not UTF-8 imports and says how it was read', async ({ page }) => {
  await openEditor(page)
  const dialog = await openImport(page, 'Fountain')
  // "Café" and curly quotes as a Windows editor wrote them.
  const bytes = Buffer.concat([Buffer.from('INT. CAFE - DAY\n\nMARIE\n'), Buffer.from([0x93, 0x48, 0x69, 0x94, 0x20, 0x43, 0x61, 0x66, 0xe9]), Buffer.from('\n')])
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'cafe.fountain', mimeType: 'text/plain', buffer: bytes })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. CAFE - DAY'],
    ['character', 'MARIE'],
    ['dialogue', '\u201cHi\u201d Caf\u00e9'],
  ])
  await expect(page.getByTestId('toast').filter({ hasText: 'Imported cafe.fountain' })).toContainText(
    'This file is not valid UTF-8 text (the first byte that is not is on line 4), so it was read as Windows-1252',
  )
})
