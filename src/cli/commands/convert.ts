/**
 * `nightwriter convert <in> <out> [--revised-pages-only <set>] [--sides <CHARACTER>]`: formats
 * chosen by the extensions. A PDF prints the scene numbers and revision marks the file carries;
 * --revised-pages-only prints only the pages revised in one set, --sides only the scenes a
 * character is in.
 */
import { writeFileSync } from 'node:fs'
import { basename, extname } from 'node:path'
import { CliError, oneLine } from '../errors'
import type { CommandContext } from '../io'
import { formatFor, readScript, supportedList } from '../read-script'
import { parseArgs } from './options'

const VALUE_FLAGS = ['--revised-pages-only', '--sides'] as const

export async function run({ argv }: CommandContext): Promise<number> {
  let parsed: ReturnType<typeof parseArgs>
  try {
    parsed = parseArgs(argv, VALUE_FLAGS)
  } catch (e) {
    throw new CliError(oneLine(e))
  }
  // The first word is the command's own name.
  const [, input, output] = parsed.positional
  if (!input || !output) throw new CliError('usage: nightwriter convert <in> <out> [--revised-pages-only <set>] [--sides <CHARACTER>]')
  const target = await formatFor(output)
  if (!target) throw new CliError(`unsupported output type '${extname(output) || basename(output)}' (can write ${await supportedList('write')})`)
  if (!target.write) throw new CliError(`cannot write ${target.id} files (can write ${await supportedList('write')})`)
  const setName = parsed.values.get('--revised-pages-only')
  const character = parsed.values.get('--sides')
  if ((setName !== undefined || character !== undefined) && target.id !== 'pdf') throw new CliError('--revised-pages-only and --sides print a PDF: give an output ending in .pdf')
  // What the reader repaired in the file is said on stderr (readScript), and the conversion goes on.
  const script = await readScript(input)
  let bytes: Uint8Array
  if (target.id === 'pdf') {
    // The PDF writer embeds Courier Prime; in Node the font files come from the installed package.
    ;(await import('../pdf-fonts')).useNodePdfFonts()
    const { revisionSetNamed } = await import('../../screenplay/production')
    const { renderWhatPrints } = await import('../../screenplay/pdf')
    const what: import('../../screenplay/pdf').WhatPrints = { sides: character }
    if (setName !== undefined) {
      const set = revisionSetNamed(script.production, setName)
      if (!set) {
        const names = script.production?.revisionSets.map((s) => s.name).join(', ')
        throw new CliError(`no revision set named '${setName}' in ${basename(input)}${names ? ` (it has ${names})` : ''}`)
      }
      what.revisedPagesOnly = { set: set.id, onColour: parsed.flags.has('--on-colour') }
    }
    try {
      bytes = await renderWhatPrints(script, what)
    } catch (e) {
      throw new CliError(oneLine(e))
    }
  } else bytes = await target.write(script)
  try {
    writeFileSync(output, bytes)
  } catch (e) {
    throw new CliError(`cannot write '${output}': ${oneLine(e)}`)
  }
  return 0
}
