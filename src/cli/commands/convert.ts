import { writeFileSync } from 'node:fs'
import { basename, extname } from 'node:path'
import { CliError, oneLine } from '../errors'
import type { CommandContext } from '../io'
import { formatFor, readScript, supportedList } from '../read-script'

/** `nightwriter convert <in> <out>`: formats chosen by the extensions. */
export async function run({ args }: CommandContext): Promise<number> {
  const [input, output] = args
  const target = await formatFor(output)
  if (!target) throw new CliError(`unsupported output type '${extname(output) || basename(output)}' (can write ${await supportedList('write')})`)
  if (!target.write) throw new CliError(`cannot write ${target.id} files (can write ${await supportedList('write')})`)
  const script = await readScript(input)
  // The PDF writer embeds Courier Prime; in Node the font files come from the installed package.
  if (target.id === 'pdf') (await import('../pdf-fonts')).useNodePdfFonts()
  const bytes = await target.write(script)
  try {
    writeFileSync(output, bytes)
  } catch (e) {
    throw new CliError(`cannot write '${output}': ${oneLine(e)}`)
  }
  return 0
}
