import type { Misspelling } from '../../../../screenplay/spelling'
import { loadDictionary } from './dictionary'
import type { FromWorker, ToWorker } from './spell-protocol'

/**
 * The page's side of the spell-check worker: one worker for the app, requests matched to answers
 * by id. `start` fetches the dictionary here (so a failed fetch is seen where it happens) and hands
 * the text to the worker, which builds the checker.
 */
let worker: Worker | null = null
let starting: Promise<void> | null = null
let nextId = 1
const waiting = new Map<number, { resolve: (v: never) => void; reject: (e: Error) => void }>()

function onMessage(e: MessageEvent<FromWorker>) {
  const m = e.data
  if (m.type === 'ready') return
  const id = 'id' in m ? m.id : undefined
  if (id === undefined) return
  const w = waiting.get(id)
  if (!w) return
  waiting.delete(id)
  if (m.type === 'error') w.reject(new Error(m.message))
  else if (m.type === 'checked') w.resolve(m.results as never)
  else w.resolve(m.words as never)
}

function send<T>(msg: ToWorker & { id: number }): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (!worker) return reject(new Error('spell checker not loaded'))
    waiting.set(msg.id, { resolve: resolve as (v: never) => void, reject })
    worker.postMessage(msg)
  })
}

export function start(): Promise<void> {
  if (!starting) {
    starting = (async () => {
      const { aff, dic } = await loadDictionary()
      const w = new Worker(new URL('./spell.worker.ts', import.meta.url), { type: 'module' })
      await new Promise<void>((resolve, reject) => {
        w.onmessage = (e: MessageEvent<FromWorker>) => (e.data.type === 'ready' ? resolve() : e.data.type === 'error' ? reject(new Error(e.data.message)) : undefined)
        w.onerror = (e) => reject(new Error(e.message || 'the spell-check worker failed to start'))
        w.postMessage({ type: 'init', aff, dic } satisfies ToWorker)
      })
      w.onmessage = onMessage
      w.onerror = () => {
        for (const x of waiting.values()) x.reject(new Error('the spell-check worker stopped'))
        waiting.clear()
      }
      worker = w
    })().catch((e) => {
      // A later toggle may try again (the network may be back).
      starting = null
      throw e
    })
  }
  return starting
}

export function checkTexts(texts: string[]): Promise<Misspelling[][]> {
  return send<Misspelling[][]>({ type: 'check', id: nextId++, texts })
}

export function suggestWords(word: string): Promise<string[]> {
  return send<string[]>({ type: 'suggest', id: nextId++, word })
}
