/**
 * `nightwriter check <file> [--json]`: every formatting error in the script, as the app's format
 * checker finds them when run to the end. Exit 0 when clean, 1 when it found errors, 2 when the
 * file cannot be read (or the command is used wrongly).
 */
import type { Script } from '../../screenplay/model'
import { findAllFormatErrors, FORMAT_ERROR_LABELS } from '../../screenplay/format-check'
import { oneLine } from '../errors'
import type { CommandContext } from '../io'
import { readScript } from '../read-script'
import { parseArgs } from './options'

/** The command: reads its own arguments from the whole command line. */
export async function run({ argv, io }: CommandContext): Promise<number> {
  let script: Script
  let json = false
  try {
    const { positional, flags } = parseArgs(argv, [])
    const [, file] = positional[0] === 'check' ? positional : ['check', ...positional]
    if (!file) throw new Error('usage: nightwriter check <file> [--json]')
    json = flags.has('--json')
    script = await readScript(file)
  } catch (e) {
    io.err(`nightwriter: ${oneLine(e)}\n`)
    return 2
  }
  const errors = findAllFormatErrors(script.elements)
  if (json) io.out(JSON.stringify(errors, null, 2) + '\n')
  else if (errors.length === 0) io.out('Format Check Complete: no formatting errors found.\n')
  else {
    for (const e of errors) {
      const fix = e.suggestedElementType ? ` (change to ${e.suggestedElementType})` : ''
      io.out(`line ${e.lineNumber}: ${FORMAT_ERROR_LABELS[e.errorType].label}: ${e.description}${fix}: ${JSON.stringify(e.text)}\n`)
    }
    io.out(`${errors.length} formatting error${errors.length === 1 ? '' : 's'} found.\n`)
  }
  return errors.length ? 1 : 0
}
