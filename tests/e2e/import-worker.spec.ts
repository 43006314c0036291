import { test, expect } from './test'
import { strToU8, zipSync } from 'fflate'
import { parseCeltx } from '../../src/screenplay/formats/celtx/celtx'
import { blocks, giveConsent, openEditor, readerMessage } from './helpers'

test.beforeEach(async ({ context, baseURL }) => giveConsent(context, baseURL!))

const celtx = (body: string) => Buffer.from(zipSync({ 'script-1.html': strToU8(`<html><head><title>x</title></head><body>${body}</body></html>`) }))

test('File → Import reads in a worker: 40,000 nested tags import whole, a broken file leaves the script untouched', async ({ page }) => {
  const workers: string[] = []
  page.on('worker', (w) => workers.push(w.url()))
  await openEditor(page)
  await page.keyboard.type('Work in progress.')

  const open = async () => {
    await page.getByRole('menuitem', { name: 'File', exact: true }).click()
    await page.getByRole('menuitem', { name: 'Import' }).click()
    await page.getByRole('menuitem', { name: 'Celtx', exact: true }).click()
    return page.getByRole('dialog', { name: 'Import Celtx' })
  }

  // Broken: not a zip. The message is the reader's, and nothing changes.
  let dialog = await open()
  const broken = Buffer.from('not a zip at all')
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'broken.celtx', mimeType: 'application/zip', buffer: broken })
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog.getByRole('alert')).toHaveText(readerMessage(() => parseCeltx(new Uint8Array(broken))))
  await expect(dialog.getByRole('alert')).toContainText('Failed to parse Celtx file')
  expect(await blocks(page)).toEqual([['action', 'Work in progress.']])
  expect(workers.some((u) => u.includes('import.worker'))).toBe(true)
  await dialog.getByRole('button', { name: 'Cancel' }).click()

  // Hostile: 40,000 nested spans around one word (each closing tag used to rescan them all).
  const depth = 40_000
  dialog = await open()
  const nested = '<span>'.repeat(depth) + 'Deep.' + '</span>'.repeat(depth)
  await dialog.getByLabel('Choose a file to import').setInputFiles({ name: 'deep.celtx', mimeType: 'application/zip', buffer: celtx(`<p class="sceneheading">INT. WELL - DAY</p><p class="action">${nested}</p>`) })
  page.once('dialog', (d) => d.accept()) // the work in progress is asked about, and kept, first
  await dialog.getByRole('button', { name: 'Import' }).click()
  await expect(dialog).toHaveCount(0)
  await expect.poll(() => blocks(page)).toEqual([
    ['sceneHeading', 'INT. WELL - DAY'],
    ['action', 'Deep.'],
  ])
})
