/// <reference lib="webworker" />
/**
 * Reads an imported file off the page's thread: however large or hostile the file, the editor
 * stays responsive, and a reader that fails (or runs out of memory) takes only this worker down.
 * One worker per import, ended when it answers (or when the writer cancels), so a large file's
 * memory goes with it. What was read is checked against what the editor can hold before it is
 * sent: a script past the limits never reaches the page.
 */
import { checkScriptSize, checkTextParagraphs } from '../../../../screenplay/formats/limits'
import { readFileBytes } from '../../../storage/read-file'
import { loadFormats } from './formats'
import type { ImportAnswer, ImportProgress, ImportRequest, ImportStage } from './import-protocol'

declare const self: DedicatedWorkerGlobalScope

const tell = (stage: ImportStage) => self.postMessage({ stage } satisfies ImportProgress)

self.onmessage = async (e: MessageEvent<ImportRequest>) => {
  const { formatId, label, file } = e.data
  let answer: ImportAnswer
  try {
    tell('file')
    const bytes = await readFileBytes(file)
    tell('loading')
    const { formatById } = await loadFormats()
    if (formatId === 'pdf') (await import('./pdf-setup')).givePdfJsItsOwnWorker()
    const format = formatById(formatId)
    if (!format?.read) throw new Error(`${label} import is not available yet.`)
    tell('reading')
    // A text file plainly past the paragraph limit is refused before it is read.
    if (formatId === 'fountain' || formatId === 'text') checkTextParagraphs(bytes)
    const script = await format.read(bytes)
    tell('checking')
    checkScriptSize(script)
    answer = { ok: true, script }
  } catch (err) {
    answer = { ok: false, message: err instanceof Error && err.message ? err.message : 'There was an error importing the file. Please try again.' }
  }
  self.postMessage(answer)
}
