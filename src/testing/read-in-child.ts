/**
 * Test support: reads one file through the format registry, as the CLI and the Import dialog do,
 * and prints `{"ok", "message", "elements"}` as one JSON line. Hostile-input tests run it in a
 * child process with a capped heap (`--max-old-space-size`), so a reader that needs far more
 * memory than the file's size crashes the child instead of passing.
 */
import { readFileSync } from 'node:fs'
import { formatForFileName } from '../screenplay/formats/all'

const file = process.argv[2]
const bytes = new Uint8Array(readFileSync(file))
try {
  const format = formatForFileName(file)
  if (!format?.read) throw new Error(`no reader for ${file}`)
  const script = await format.read(bytes)
  console.log(JSON.stringify({ ok: true, elements: script.elements.length, chars: script.elements.reduce((n, e) => n + e.text.length, 0) }))
} catch (e) {
  console.log(JSON.stringify({ ok: false, message: e instanceof Error ? e.message : String(e) }))
}
