/// <reference lib="webworker" />
/**
 * Reads an imported file off the page's thread: however large or hostile the file, the editor
 * stays responsive, and a reader that fails (or runs out of memory) takes only this worker down.
 * One worker per import, ended when it answers, so a large file's memory goes with it.
 */
import { loadFormats } from './formats'
import type { ImportAnswer, ImportRequest } from './import-protocol'

declare const self: DedicatedWorkerGlobalScope

self.onmessage = async (e: MessageEvent<ImportRequest>) => {
  const { formatId, label, bytes } = e.data
  let answer: ImportAnswer
  try {
    const { formatById } = await loadFormats()
    if (formatId === 'pdf') (await import('./pdf-setup')).givePdfJsItsOwnWorker()
    const format = formatById(formatId)
    if (!format?.read) throw new Error(`${label} import is not available yet.`)
    answer = { ok: true, script: await format.read(bytes) }
  } catch (err) {
    answer = { ok: false, message: err instanceof Error && err.message ? err.message : 'There was an error importing the file. Please try again.' }
  }
  self.postMessage(answer)
}
