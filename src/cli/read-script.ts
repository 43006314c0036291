/**
 * Reading a script from a file named on the command line: the format comes from the extension,
 * the format registry loads on first use, and every failure is one line naming the file.
 */
import { readFileSync } from 'node:fs'
import { basename, extname } from 'node:path'
import type { Script } from '../screenplay/model'
import { CliError, oneLine } from './errors'
import { processIo } from './io'

/** The format registry, loaded on first use: --help and usage errors need none of the format libraries. */
const registry = () => import('../screenplay/formats/all')

/** What the CLI needs of a file format (the registry's ScriptFormat has this shape). */
export interface CliFormat {
  id: string
  extensions: string[]
  read?: (bytes: Uint8Array) => Script | Promise<Script>
  write?: (script: Script) => Uint8Array | Promise<Uint8Array>
}

/** Formats known to the CLI but not to the screenplay registry (the project bundle lives outside the domain). */
const cliFormats: CliFormat[] = []
export function registerCliFormat(format: CliFormat): void {
  cliFormats.push(format)
}

// The project bundle: a .nws converts to and from every script format.
const project = () => import('../project')
registerCliFormat({
  id: 'nws',
  extensions: ['.nws'],
  read: async (bytes) => {
    const { readNwsBytes, scriptFromNws, describeProblems } = await project()
    const read = readNwsBytes(bytes)
    const script = scriptFromNws(read.file)
    if (read.problems.length) script.notices = [describeProblems(read.problems)]
    return script
  },
  write: async (script) => {
    const { nwsFromScript, writeNws } = await project()
    return new TextEncoder().encode(writeNws(nwsFromScript(script)))
  },
})

export async function formatFor(file: string): Promise<CliFormat | undefined> {
  const lower = file.toLowerCase()
  return cliFormats.find((f) => f.extensions.some((e) => lower.endsWith(e))) ?? (await registry()).formatForFileName(file)
}

export async function supportedList(kind: 'read' | 'write'): Promise<string> {
  const exts = [...cliFormats, ...(await registry()).allFormats()].filter((f) => f[kind]).flatMap((f) => f.extensions)
  return [...new Set(exts)].join(', ')
}

function readBytes(file: string): Uint8Array {
  try {
    // At once: a command has nothing else to do meanwhile.
    return new Uint8Array(readFileSync(file))
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' ? 'permission denied' : oneLine(e)
    throw new CliError(`cannot read '${file}': ${why}`)
  }
}

/**
 * The script in a file. What the reader repaired or guessed is said on stderr, one line, and the
 * command goes on: the output holds what could be read, as the editor would open it.
 */
export async function readScript(file: string, warn: (line: string) => void = processIo.err): Promise<Script> {
  const format = await formatFor(file)
  if (!format) throw new CliError(`unsupported file type '${extname(file) || basename(file)}' (can read ${await supportedList('read')})`)
  if (!format.read) throw new CliError(`cannot read ${format.id} files (can read ${await supportedList('read')})`)
  const bytes = readBytes(file)
  let script: Script
  try {
    script = await format.read(bytes)
  } catch (e) {
    throw new CliError(`cannot read '${file}': ${oneLine(e)}`)
  }
  if (script.notices?.length) warn(`nightwriter: warning: '${file}': ${oneLine(script.notices.join(' '))}\n`)
  return script
}
