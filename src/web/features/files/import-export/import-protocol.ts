import type { Script } from '../../../../screenplay/model'
import type { ScriptFormat } from '../../../../screenplay/formats/registry'

/**
 * What the page sends the import worker: the chosen format and the file itself (a handle: the
 * worker reads its bytes, so not even that copy is made on the page's thread).
 */
export interface ImportRequest {
  formatId: ScriptFormat['id']
  label: string
  file: Blob
}

/** How far the worker is: the file's bytes, its reader loading, the script read, then checked. */
export type ImportStage = 'file' | 'loading' | 'reading' | 'checking'

/** The worker's news while it works; any number of these come before its answer. */
export interface ImportProgress {
  stage: ImportStage
}

/** The worker's one answer: the script, or the reader's message for the writer. */
export type ImportAnswer = { ok: true; script: Script } | { ok: false; message: string }
