import type { Script } from '../../../../screenplay/model'
import type { ImportAnswer, ImportRequest } from './import-protocol'

/** When the worker itself dies (most often: the file needs more memory than the browser gives it). */
export const WORKER_FAILED = 'The file could not be read: it needs more memory than the browser allows for one import.'

/**
 * Reads file bytes into a script in a Web Worker (import.worker.ts), so the page never freezes.
 * The bytes are transferred to the worker: the caller must not use them afterwards.
 */
export async function readScriptInWorker(request: ImportRequest): Promise<Script> {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' })
  return new Promise<Script>((resolve, reject) => {
    worker.onmessage = (e: MessageEvent<ImportAnswer>) => {
      // Only the worker's answer ends the import (a library inside it must not, by mistake).
      if (typeof e.data?.ok !== 'boolean') return
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
