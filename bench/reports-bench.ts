/**
 * Reports and the format checker on a generated 300-page script: each report from the script
 * (layout included, as the dialog and the CLI run it), its PDF, and a full format check.
 * Target: p95 under 100 ms each. Run alone: `npx tsx bench/reports-bench.ts`.
 */
import { pathToFileURL } from 'node:url'
import { findAllFormatErrors } from '../src/screenplay/format-check'
import {
  characterReport,
  characterReportDocument,
  locationReport,
  locationReportDocument,
  sceneReport,
  sceneReportDocument,
  scriptReport,
  scriptReportDocument,
} from '../src/screenplay/reports'
import { renderReportPdf } from '../src/screenplay/reports/pdf'
import { countPages } from '../src/screenplay/layout'
import { generateScript } from './generate-script'
import { formatTable, stats, timeRuns, type Row } from './stats'

const TARGET = 'target p95 < 100 ms'

export async function runReportsBench(): Promise<Row[]> {
  const script = generateScript(300, 7)
  const pages = countPages(script)
  const label = `${pages}-page script`
  const rows: Row[] = []
  const cases: [string, () => unknown][] = [
    [`report: scene (figures), ${label}`, () => sceneReport(script)],
    [`report: location (figures), ${label}`, () => locationReport(script)],
    [`report: character (figures), ${label}`, () => characterReport(script)],
    [`report: script, dialogue (figures), ${label}`, () => scriptReport(script)],
    [`report: scene, figures + PDF, ${label}`, () => renderReportPdf(sceneReportDocument(sceneReport(script)))],
    [`report: location, figures + PDF, ${label}`, () => renderReportPdf(locationReportDocument(locationReport(script)))],
    [`report: character, figures + PDF, ${label}`, () => renderReportPdf(characterReportDocument(characterReport(script)))],
    [`report: script, dialogue, figures + PDF, ${label}`, () => renderReportPdf(scriptReportDocument(scriptReport(script)))],
  ]
  for (const [name, fn] of cases) {
    for (let i = 0; i < 3; i++) fn()
    rows.push({ name, ...stats(await timeRuns(fn, 30)), note: TARGET })
  }
  const errors = findAllFormatErrors(script.elements).length
  for (let i = 0; i < 3; i++) findAllFormatErrors(script.elements)
  rows.push({ name: `format check: whole script, ${label}`, ...stats(await timeRuns(() => findAllFormatErrors(script.elements), 50)), note: `${TARGET}; ${script.elements.length} elements, ${errors} errors` })
  // The same script with a fault every 50 elements (emptied, or a cue's type lost), as a draft might have.
  const faulty = script.elements.map((e, i) => (i % 100 === 50 ? { ...e, text: '' } : i % 100 === 0 && e.type === 'character' ? { ...e, type: 'action' as const } : e))
  const faults = findAllFormatErrors(faulty).length
  for (let i = 0; i < 3; i++) findAllFormatErrors(faulty)
  rows.push({ name: `format check: whole script with faults, ${label}`, ...stats(await timeRuns(() => findAllFormatErrors(faulty), 50)), note: `${TARGET}; ${faults} errors` })
  return rows
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runReportsBench().then((rows) => console.log(formatTable(rows)))
}
