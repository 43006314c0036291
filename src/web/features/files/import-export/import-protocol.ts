import type { Script } from '../../../../screenplay/model'
import type { ScriptFormat } from '../../../../screenplay/formats/registry'

/** What the page sends the import worker: the chosen format and the file's bytes (transferred, not copied). */
export interface ImportRequest {
  formatId: ScriptFormat['id']
  label: string
  bytes: Uint8Array
}

/** The worker's one answer: the script, or the reader's message for the writer. */
export type ImportAnswer = { ok: true; script: Script } | { ok: false; message: string }
