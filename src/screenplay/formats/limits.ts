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
