import type { Script } from '../model'

/**
 * How big a file any importer accepts, stated once. A feature script is well under 1 MB in every
 * format; 50 MB leaves room for scripts with embedded revisions and notes, and keeps reading
 * within the memory a browser tab can spare.
 */
export const MAX_IMPORT_MB = 50
export const MAX_IMPORT_BYTES = MAX_IMPORT_MB * 1024 * 1024

export const TOO_LARGE_MESSAGE = `This file is larger than ${MAX_IMPORT_MB} MB, more than any screenplay; it was not imported.`

/** Refuses input over the limit before any reading starts. */
export function checkImportSize(byteLength: number): void {
  if (byteLength > MAX_IMPORT_BYTES) throw new Error(TOO_LARGE_MESSAGE)
}

/**
 * How much a zipped format (Celtx, Fade In) may expand to, all its entries together. A feature's
 * script document is 1–2 MB unzipped; a small file that unzips to far more is built to exhaust
 * memory, and is refused before (or, when its sizes lie, while) it is unzipped.
 */
export const MAX_UNZIPPED_MB = 20
export const MAX_UNZIPPED_BYTES = MAX_UNZIPPED_MB * 1024 * 1024

/**
 * How many paragraphs an imported script may hold, and how much text: a 300-page script has about
 * 6,500 paragraphs and 350,000 characters, so these are some 1,100 and 1,700 pages, several times
 * the longest screenplay. A file with more is not a script (a log, a novel's worth of one line),
 * and building it in the editor would hold the page for a minute or more (50,000 paragraphs: 10
 * seconds): the import refuses it with its count. (The command line converts such files: it has
 * no editor to fill.)
 */
export const MAX_IMPORT_ELEMENTS = 25_000
export const MAX_IMPORT_CHARS = 2_000_000

const n = (x: number) => x.toLocaleString('en-US')

function tooManyParagraphs(count: string): Error {
  return new Error(`This file holds ${count} paragraphs, more than the ${n(MAX_IMPORT_ELEMENTS)} of any screenplay (about 1,100 pages); it was not imported.`)
}

/** Refuses a script read from a file when it has more paragraphs or text than a script can. */
export function checkScriptSize(script: Script): void {
  const count = script.elements.length
  if (count > MAX_IMPORT_ELEMENTS) throw tooManyParagraphs(n(count))
  let chars = 0
  for (const e of script.elements) chars += e.text.length
  if (chars > MAX_IMPORT_CHARS)
    throw new Error(`This file holds ${n(chars)} characters of script, more than the ${n(MAX_IMPORT_CHARS)} of any screenplay (about 1,700 pages); it was not imported.`)
}

/**
 * A text script (Fountain, plain text) refused before it is read when it plainly has far too many
 * paragraphs: its blocks of lines between blank lines are counted in one pass over the bytes
 * (each block is one paragraph or more, and the few that are none, like a boneyard, are allowed
 * for by counting to twice the limit). A 50 MB file is then refused in a moment, not after
 * seconds of reading; one nearer the limit is read and counted exactly.
 */
export function checkTextParagraphs(bytes: Uint8Array): void {
  let blocks = 0
  let blank = true
  let lineHasText = false
  for (let i = 0; i <= bytes.length; i++) {
    const b = i < bytes.length ? bytes[i] : 0x0a
    if (b === 0x0a) {
      if (lineHasText && blank) blocks++
      blank = !lineHasText
      lineHasText = false
    } else if (b !== 0x20 && b !== 0x09 && b !== 0x0d) lineHasText = true
  }
  if (blocks > 2 * MAX_IMPORT_ELEMENTS) throw tooManyParagraphs(`at least ${n(blocks)}`)
}
