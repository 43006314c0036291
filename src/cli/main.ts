/**
 * The `nightwriter` command (DESIGN.md 'Stable contracts'):
 *   nightwriter parse <file>            JSON {titlePage, elements: [{type, text, ...}]}, plain text
 *   nightwriter convert <in> <out>      formats picked by extension
 *   nightwriter stats <file> [--json]   pages (script pages, from the layout engine), scenes, words
 * Errors: exit code 1 and exactly one line on stderr, never a stack trace.
 *
 * Run by bin/nightwriter.mjs, or directly: `npx tsx src/cli/main.ts parse script.fountain`.
 */
import { nwsFromScript, parseNwsBytes, scriptFromNws, writeNws } from '../project'
import { readFile, writeFile } from 'node:fs/promises'
import { basename, extname } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { Script } from '../screenplay/model'

/** The format registry, loaded on first use: --help and usage errors need none of the format libraries. */
const registry = () => import('../screenplay/formats/all')

/** What the CLI needs of a file format (the registry's ScriptFormat has this shape). */
export interface CliFormat {
  id: string
  extensions: string[]
  read?: (bytes: Uint8Array) => Script | Promise<Script>
  write?: (script: Script) => Uint8Array | Promise<Uint8Array>
}

/**
 * Formats known to the CLI but not (yet) to the screenplay registry. Hook for the `.nws` bundle
 * (src/project): `registerCliFormat({ id: 'nws', extensions: ['.nws'], read, write })`, or register
 * it in the registry and it is picked up through `formatForFileName` with no change here.
 */
const cliFormats: CliFormat[] = []
export function registerCliFormat(format: CliFormat): void {
  cliFormats.push(format)
}

// The project bundle: a .nws converts to and from every script format.
registerCliFormat({
  id: 'nws',
  extensions: ['.nws'],
  read: (bytes) => scriptFromNws(parseNwsBytes(bytes)),
  write: (script) => new TextEncoder().encode(writeNws(nwsFromScript(script))),
})

async function formatFor(file: string): Promise<CliFormat | undefined> {
  const lower = file.toLowerCase()
  return cliFormats.find((f) => f.extensions.some((e) => lower.endsWith(e))) ?? (await registry()).formatForFileName(file)
}

async function supportedList(kind: 'read' | 'write'): Promise<string> {
  const exts = [...cliFormats, ...(await registry()).allFormats()].filter((f) => f[kind]).flatMap((f) => f.extensions)
  return [...new Set(exts)].join(', ')
}

/** An error whose message is shown as is (one line). */
class CliError extends Error {}

const HELP = `nightwriter — screenplay files from the command line

Usage:
  nightwriter parse <file>              Print the script as JSON: {"titlePage", "elements": [{"type", "text", ...}]}
  nightwriter convert <in> <out>        Convert between formats, chosen by file extension
  nightwriter stats <file> [--json]     Pages, scenes, words (and more)
  nightwriter report scenes|locations|characters|script <file> [--json] [--pdf <out>] [--types=a,b|all]
                                        The app's reports: text, JSON report items, or the PDF
  nightwriter check <file> [--json]     Every formatting error (exit 0 clean, 1 errors, 2 unreadable)
  nightwriter --help | --version

Formats are chosen by extension (.fountain, .spmd, .txt, .fdx, .fadein, .celtx, .pdf, ...).
Element types: scene-heading, action, character, dialogue, parenthetical, transition, shot, note,
centered, section, synopsis, page-break, lyrics. Optional fields: dual ("left"|"right"),
sceneNumber, depth (sections).
`

export interface Io {
  out: (s: string) => void
  err: (s: string) => void
}

const defaultIo: Io = {
  out: (s) => process.stdout.write(s),
  err: (s) => process.stderr.write(s),
}

/** Runs the CLI; returns the exit code. */
export async function main(argv: readonly string[], io: Io = defaultIo): Promise<number> {
  try {
    const args = argv.filter((a) => !a.startsWith('--'))
    const flags = new Set(argv.filter((a) => a.startsWith('--')))
    if (flags.has('--help') || argv[0] === 'help' || argv[0] === '-h') {
      io.out(HELP)
      return 0
    }
    if (flags.has('--version')) {
      io.out('nightwriter 0.0.1\n')
      return 0
    }
    const [command, ...rest] = args
    switch (command) {
      case 'parse':
        need(rest, 1, 'parse <file>')
        io.out(JSON.stringify(toJson(await readScript(rest[0])), null, 2) + '\n')
        return 0
      case 'convert': {
        need(rest, 2, 'convert <in> <out>')
        await convert(rest[0], rest[1])
        return 0
      }
      case 'stats': {
        need(rest, 1, 'stats <file> [--json]')
        const stats = await scriptStats(await readScript(rest[0]))
        if (flags.has('--json')) io.out(JSON.stringify(stats) + '\n')
        else io.out(Object.entries(stats).map(([k, v]) => `${k}: ${v}`).join('\n') + '\n')
        return 0
      }
      case 'report':
        return (await import('./commands/report')).runReport(argv, io, readScript)
      case 'check':
        return (await import('./commands/check')).runCheck(argv, io, readScript)
      case undefined:
        throw new CliError('missing command (try nightwriter --help)')
      default:
        throw new CliError(`unknown command '${command}' (try nightwriter --help)`)
    }
  } catch (e) {
    io.err(`nightwriter: ${oneLine(e)}\n`)
    return 1
  }
}

function need(rest: readonly string[], n: number, usage: string): void {
  if (rest.length < n) throw new CliError(`usage: nightwriter ${usage}`)
}

function oneLine(e: unknown): string {
  const msg = e instanceof Error ? e.message : String(e)
  return (msg || 'unexpected error').replace(/\s*\n\s*/g, ' ').trim()
}

async function readBytes(file: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await readFile(file))
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : oneLine(e)
    throw new CliError(`cannot read '${file}': ${why}`)
  }
}

export async function readScript(file: string): Promise<Script> {
  const format = await formatFor(file)
  if (!format) throw new CliError(`unsupported file type '${extname(file) || basename(file)}' (can read ${await supportedList('read')})`)
  if (!format.read) throw new CliError(`cannot read ${format.id} files (can read ${await supportedList('read')})`)
  const bytes = await readBytes(file)
  try {
    return await format.read(bytes)
  } catch (e) {
    throw new CliError(`cannot read '${file}': ${oneLine(e)}`)
  }
}

async function convert(input: string, output: string): Promise<void> {
  const target = await formatFor(output)
  if (!target) throw new CliError(`unsupported output type '${extname(output) || basename(output)}' (can write ${await supportedList('write')})`)
  if (!target.write) throw new CliError(`cannot write ${target.id} files (can write ${await supportedList('write')})`)
  const script = await readScript(input)
  // The PDF writer embeds Courier Prime; in Node the font files come from the installed package.
  if (target.id === 'pdf') (await import('./pdf-fonts')).useNodePdfFonts()
  const bytes = await target.write(script)
  try {
    await writeFile(output, bytes)
  } catch (e) {
    throw new CliError(`cannot write '${output}': ${oneLine(e)}`)
  }
}

/** The JSON of the contract: plain text, optional fields only when set, no styles. */
export function toJson(script: Script): { titlePage: Script['titlePage']; elements: Record<string, unknown>[] } {
  return {
    titlePage: script.titlePage,
    elements: script.elements.map((e) => {
      // The contract's text has no brackets: a parenthetical prints without its parentheses.
      const text = e.type === 'parenthetical' ? e.text.replace(/^\(([\s\S]*)\)$/, '$1') : e.text
      const o: Record<string, unknown> = { type: e.type, text }
      if (e.dual) o.dual = e.dual
      if (e.sceneNumber !== undefined) o.sceneNumber = e.sceneNumber
      if (e.depth !== undefined) o.depth = e.depth
      return o
    }),
  }
}

const NOT_SCRIPT_TEXT = new Set(['note', 'section', 'synopsis'])

export async function scriptStats(script: Script): Promise<Record<string, number>> {
  // The one layout engine gives pages (DESIGN.md principle 2); the title page is not counted.
  const { countPages } = await import('../screenplay/layout/index')
  let words = 0
  const characters = new Set<string>()
  for (const e of script.elements) {
    if (NOT_SCRIPT_TEXT.has(e.type)) continue
    const m = e.text.match(/\S+/g)
    if (m) words += m.length
    if (e.type === 'character') characters.add(e.text.replace(/\s*\(.*$/, '').trim().toUpperCase())
  }
  return {
    pages: countPages(script),
    scenes: script.elements.filter((e) => e.type === 'scene-heading').length,
    words,
    characters: characters.size,
    elements: script.elements.length,
  }
}

// Run when executed directly (`tsx src/cli/main.ts ...`); bin/nightwriter.mjs calls main() itself.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code
  })
}
