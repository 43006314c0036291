import type { Script } from '../../../../screenplay/model'
import type { ImportAnswer, ImportProgress, ImportRequest, ImportStage } from './import-protocol'

/** When the worker itself dies (most often: the file needs more memory than the browser gives it). */
export const WORKER_FAILED = 'The file could not be read: it needs more memory than the browser allows for one import.'

/** The reading was stopped by the writer: nothing was read, nothing changed. */
export class ImportCancelled extends Error {
  constructor() {
    super('The import was cancelled.')
    this.name = 'ImportCancelled'
  }
}

/** A reading under way: its result, and the way to stop it. */
export interface ImportRun {
  result: Promise<Script>
  /** Ends the worker at once (its memory with it); the result rejects with ImportCancelled. */
  cancel(): void
}

/**
 * Reads a file into a script in a Web Worker (import.worker.ts), so the page never freezes: the
 * worker reads the file's bytes too.
 */
export function readScriptInWorker(request: ImportRequest, onStage: (stage: ImportStage) => void = () => {}): ImportRun {
  const worker = new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' })
  let settle: ((error: Error | null, script?: Script) => void) | null = null
  const result = new Promise<Script>((resolve, reject) => {
    settle = (error, script) => {
      settle = null
      worker.terminate()
      if (error) reject(error)
      else resolve(script!)
    }
    worker.onmessage = (e: MessageEvent<ImportAnswer | ImportProgress>) => {
      const data = e.data as Partial<ImportAnswer & ImportProgress> | undefined
      if (typeof data?.stage === 'string') return onStage(data.stage)
      // Only the worker's answer ends the import (a library inside it must not, by mistake).
      if (typeof data?.ok !== 'boolean') return
      const answer = data as ImportAnswer
      if (answer.ok) settle?.(null, answer.script)
      else settle?.(new Error(answer.message))
    }
    worker.onerror = (e) => {
      e.preventDefault()
      settle?.(new Error(WORKER_FAILED))
    }
    worker.postMessage(request)
  })
  return { result, cancel: () => settle?.(new ImportCancelled()) }
}
