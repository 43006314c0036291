/**
 * PDF import accuracy (goal: recover ≥ 99% of elements with the right type): our own 120-page
 * export and afterwriting's PDF of the same script, read back by the PDF importer.
 */
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { renderPdf } from '../src/screenplay/pdf'
import { readPdf } from '../src/screenplay/formats/pdf-import'
import { writeFountain } from '../src/screenplay/formats/fountain'
import { countPages } from '../src/screenplay/layout'
import { makeScript, recoveredShare } from '../src/screenplay/formats/pdf-import/testing/sample-script'
import { nodeCourierPrime } from '../src/cli/pdf-fonts'
import { stats, timeRuns, type Row } from './stats'

const require = createRequire(import.meta.url)

function scriptOfPages(pages: number) {
  let scenes = 40
  while (countPages(makeScript(scenes)) < pages) scenes += 5
  return makeScript(scenes)
}

export async function runPdfImportBench(): Promise<Row[]> {
  const script = scriptOfPages(120)
  const pages = countPages(script)
  const rows: Row[] = []
  const ours = await renderPdf(script, { fonts: await nodeCourierPrime() })
  let share = 0
  const times = await timeRuns(async () => {
    share = recoveredShare(script.elements, (await readPdf(ours)).elements)
  }, 3)
  rows.push({ name: `PDF import of our ${pages}-page export`, ...stats(times), note: `${(share * 100).toFixed(2)}% of ${script.elements.length} elements recovered (target ≥ 99%)` })

  const dir = mkdtempSync(join(tmpdir(), 'nw-awpdf-'))
  try {
    const src = join(dir, 'in.fountain')
    const out = join(dir, 'out.pdf')
    writeFileSync(src, writeFountain(script))
    execFileSync(process.execPath, [require.resolve('afterwriting/awc.js'), '--source', src, '--pdf', out, '--overwrite'], { stdio: 'ignore', timeout: 120_000 })
    const aw = new Uint8Array(readFileSync(out))
    let awShare = 0
    const awTimes = await timeRuns(async () => {
      awShare = recoveredShare(script.elements, (await readPdf(aw)).elements)
    }, 3)
    rows.push({ name: 'PDF import of afterwriting’s PDF, same script', ...stats(awTimes), note: `${(awShare * 100).toFixed(2)}% recovered (target ≥ 99%)` })
  } catch (e) {
    rows.push({ name: 'PDF import of afterwriting’s PDF', median: NaN, p95: NaN, n: 0, note: `afterwriting CLI failed: ${(e as Error).message.split('\n')[0]}` })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { formatTable } = await import('./stats')
  console.log(formatTable(await runPdfImportBench()))
}
