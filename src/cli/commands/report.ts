/**
 * `nightwriter report scenes|locations|characters|script <file> [--json] [--pdf <out>] [--types=a,b]`
 * The figures of the app's reports: text by default, the report items as a JSON array with --json
 * (once pages are locked, each page number with the label the page prints beside it: `pageLabels`
 * beside `pageNumbers`, `pageLabel` beside `pageNumber`),
 * the report's PDF with --pdf. --types picks the Script report's element types (default dialogue;
 * --types=all for every type).
 */
import { writeFileSync } from 'node:fs'
import type { Script } from '../../screenplay/model'
import {
  characterReport,
  characterReportDocument,
  DEFAULT_SCRIPT_REPORT_TYPES,
  locationReport,
  locationReportDocument,
  reportDate,
  reportText,
  sceneReport,
  sceneReportDocument,
  SCRIPT_REPORT_TYPES,
  scriptReport,
  scriptReportDocument,
  type ParsedLineType,
  type ReportDocument,
  withPageLabels,
} from '../../screenplay/reports'
import { renderReportPdf } from '../../screenplay/reports/pdf'
import { oneLine } from '../errors'
import type { CommandContext } from '../io'
import { readScript } from '../read-script'
import { parseArgs } from './options'

const USAGE = 'usage: nightwriter report scenes|locations|characters|script <file> [--json] [--pdf <out>] [--types=dialogue,action,...]'
const KINDS = ['scenes', 'locations', 'characters', 'script'] as const
type Kind = (typeof KINDS)[number]
const TYPE_NAMES = SCRIPT_REPORT_TYPES.map((t) => t.type)

function scriptTypes(value: string | undefined): ParsedLineType[] {
  if (value === undefined) return [...DEFAULT_SCRIPT_REPORT_TYPES]
  if (value.trim() === 'all') return [...TYPE_NAMES]
  const out: ParsedLineType[] = []
  for (const raw of value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean)) {
    const t = raw === 'scene-heading' || raw === 'heading' ? 'scene' : raw
    if (!(TYPE_NAMES as string[]).includes(t)) throw new Error(`unknown element type '${raw}' for --types (use ${TYPE_NAMES.join(', ')} or all)`)
    out.push(t as ParsedLineType)
  }
  return out
}

function build(kind: Kind, script: Script, types: ParsedLineType[]): { items: unknown[]; doc: ReportDocument } {
  switch (kind) {
    case 'scenes': {
      const r = sceneReport(script)
      return { items: withPageLabels(r.items, r.pageLabels), doc: sceneReportDocument(r) }
    }
    case 'locations': {
      const r = locationReport(script)
      return { items: withPageLabels(r.items, r.pageLabels), doc: locationReportDocument(r) }
    }
    case 'characters': {
      const r = characterReport(script)
      return { items: withPageLabels(r.items, r.pageLabels), doc: characterReportDocument(r) }
    }
    case 'script': {
      const r = scriptReport(script, types)
      return { items: withPageLabels(r.items, r.pageLabels), doc: scriptReportDocument(r) }
    }
  }
}

/**
 * The command: reads its own arguments (values such as --pdf <out>) from the whole command line.
 * Returns the exit code; throws (one-line message) on a usage or file error.
 */
export async function run({ argv, io }: CommandContext): Promise<number> {
  const { positional, flags, values } = parseArgs(argv, ['--pdf', '--types'])
  const [, kind, file] = positional[0] === 'report' ? positional : ['report', ...positional]
  if (!kind || !file) throw new Error(USAGE)
  if (!(KINDS as readonly string[]).includes(kind)) throw new Error(`unknown report '${kind}' (use ${KINDS.join(', ')})`)
  if (values.has('--types') && kind !== 'script') throw new Error('--types applies to the script report only')
  const types = scriptTypes(values.get('--types'))
  const { items, doc } = build(kind as Kind, await readScript(file), types)
  const now = new Date()
  const pdfOut = values.get('--pdf')
  if (pdfOut) {
    try {
      writeFileSync(pdfOut, renderReportPdf(doc, now))
    } catch (e) {
      throw new Error(`cannot write '${pdfOut}': ${oneLine(e)}`)
    }
  }
  if (flags.has('--json')) io.out(JSON.stringify(items, null, 2) + '\n')
  else if (pdfOut) io.out(`${doc.name} saved as ${pdfOut}\n`)
  else io.out(reportText(doc, reportDate(now)))
  return 0
}
