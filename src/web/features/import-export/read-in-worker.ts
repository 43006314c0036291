import type { Script } from '../../../screenplay/model'
import type { ImportAnswer, ImportRequest } from './import-protocol'
import { loadFormats } from './formats'

/** When the worker itself dies (most often: the file needs more memory than the browser gives it). */
export const WORKER_FAILED = 'The file could not be read: it needs more memory than the browser allows for one import.'

/**
 * Reads file bytes into a script in a Web Worker (import.worker.ts), so the page never freezes.
 * The bytes are transferred to the worker: the caller must not use them afterwards.
 */
export async function readScriptInWorker(request: ImportRequest): Promise<Script> {
  // PDF already does its heavy part (pdf.js parsing) in pdf.js's own worker; what remains is
  // bounded by the page limit, so it runs here.
  if (request.formatId === 'pdf') return readOnPage(request)
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' })
  return new Promise<Script>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<ImportAnswer>) => {
      worker.terminate()
      if (e.data.ok) resolve(e.data.script)
      else reject(new Error(e.data.message))
    }
    worker.onerror = (e) => {
      e.preventDefault()
      worker.terminate()
      reject(new Error(WORKER_FAILED))
    }
    worker.postMessage(request, [request.bytes.buffer])
  })
}

async function readOnPage({ formatId, label, bytes }: ImportRequest): Promise<Script> {
  const format = (await loadFormats()).formatById(formatId)
  if (!format?.read) throw new Error(`${label} import is not available yet.`)
  return format.read(bytes)
}
