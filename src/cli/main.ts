/**
 * The `nightwriter` command: a table of commands, each in its own module under commands/, loaded
 * only when it runs, so `nightwriter --help` starts without loading any format, the layout engine
 * or the PDF code. A new command is one entry in COMMANDS and one module exporting `run`.
 * Errors: exit code 1 and exactly one line on stderr, never a stack trace.
 *
 * Run by bin/nightwriter.cjs from the bundles in dist-node/ (scripts/build-node.mjs), where each
 * command is a bundle of its own that starts from V8's code cache; in a checkout with nothing
 * built, the bin runs these sources through tsx.
 */
import { CliError, oneLine } from './errors'
import { processIo, processOutputSent, type CommandModule, type Io } from './io'

export type { Io } from './io'

interface CommandEntry {
  /** The arguments after the command name, as shown in help and usage errors. */
  usage: string
  /** One line for --help. */
  summary: string
  /** How many positional arguments the command needs at least. */
  minArgs: number
  load: () => Promise<CommandModule>
}

export const COMMANDS: Record<string, CommandEntry> = {
  parse: {
    usage: '<file>',
    summary: 'Print the script as JSON: {"titlePage", "elements": [{"type", "text", ...}]}',
    minArgs: 1,
    load: () => import('./commands/parse'),
  },
  convert: {
    usage: '<in> <out> [--revised-pages-only <set> [--on-colour]] [--sides <CHARACTER>]',
    summary: 'Convert between formats, chosen by file extension; a PDF can be one revision set\'s pages or a character\'s sides',
    minArgs: 2,
    load: () => import('./commands/convert'),
  },
  stats: {
    usage: '<file> [--json]',
    summary: 'Pages, scenes, words (and more)',
    minArgs: 1,
    load: () => import('./commands/stats'),
  },
  // report and check read their own arguments (values such as --pdf <out>) from the whole argv.
  report: {
    usage: 'scenes|locations|characters|script <file> [--json] [--pdf <out>] [--types=a,b|all]',
    summary: "The app's reports: text, JSON report items, or the PDF",
    minArgs: 0,
    load: () => import('./commands/report'),
  },
  check: {
    usage: '<file> [--json]',
    summary: 'Every formatting error (exit 0 clean, 1 errors, 2 unreadable)',
    minArgs: 0,
    load: () => import('./commands/check'),
  },
  timing: {
    usage: '<file> [--json]',
    summary: "Each scene's length in eighths and estimated screen time, and the total",
    minArgs: 1,
    load: () => import('./commands/timing'),
  },
}

/** Usages longer than this put their summary on the next line. */
const USAGE_COLUMN = 40

function helpText(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => [`nightwriter ${name} ${c.usage}`, c.summary] as const)
  const width = Math.max(...lines.map(([u]) => u.length).filter((n) => n <= USAGE_COLUMN)) + 2
  const row = ([u, s]: readonly [string, string]) => (u.length > USAGE_COLUMN ? `  ${u}\n  ${' '.repeat(width)}${s}` : `  ${u.padEnd(width)}${s}`)
  return `nightwriter — screenplay files from the command line

Usage:
${lines.map(row).join('\n')}
  nightwriter --help | --version

Formats are chosen by extension (.fountain, .spmd, .txt, .fdx, .fadein, .celtx, .pdf, .nws, ...).
Element types: scene-heading, action, character, dialogue, parenthetical, transition, shot, note,
centered, section, synopsis, page-break, lyrics. Optional fields: dual ("left"|"right"),
sceneNumber, omitted, revision (the revision set's name), depth (sections).
`
}

/** Runs the CLI; returns the exit code once what it wrote through `io` has gone out. */
export async function main(argv: readonly string[], io: Io = processIo): Promise<number> {
  const code = await run(argv, io)
  if (io === processIo) await processOutputSent()
  return code
}

async function run(argv: readonly string[], io: Io): Promise<number> {
  try {
    const args = argv.filter((a) => !a.startsWith('--'))
    const flags = new Set(argv.filter((a) => a.startsWith('--')))
    if (flags.has('--help') || argv[0] === 'help' || argv[0] === '-h') {
      io.out(helpText())
      return 0
    }
    if (flags.has('--version')) {
      io.out('nightwriter 0.0.1\n')
      return 0
    }
    const [name, ...rest] = args
    if (name === undefined) throw new CliError('missing command (try nightwriter --help)')
    const command = Object.hasOwn(COMMANDS, name) ? COMMANDS[name] : undefined
    if (!command) throw new CliError(`unknown command '${name}' (try nightwriter --help)`)
    if (rest.length < command.minArgs) throw new CliError(`usage: nightwriter ${name} ${command.usage}`)
    const { run } = await command.load()
    return await run({ args: rest, flags, io, argv })
  } catch (e) {
    io.err(`nightwriter: ${oneLine(e)}\n`)
    return 1
  }
}
