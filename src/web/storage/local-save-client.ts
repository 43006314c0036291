import { idbDelete, idbSet } from './idb'
import type { SaveReply, SaveRequest } from './local-save-protocol'
import { joinPieces, type TextPieces } from './text-pieces'

/**
 * Writes a record whose long text field comes as pieces (local-save.worker.ts): in the background
 * writer where the browser has workers, on the page's thread where it has none (or the writer
 * could not start). The page remembers which pieces the writer holds, as the writer drops every
 * piece a save leaves out, and sends only the others.
 */
let worker: Worker | null = null
let broken = typeof Worker === 'undefined'
let seq = 0
/** Pieces the writer holds (those of the last save sent). */
let held = new Set<number>()
const waiting = new Map<number, { resolve: (r: SaveReply) => void; reject: (e: Error) => void }>()

function writer(): Worker | null {
  if (worker || broken) return worker
  try {
    worker = new Worker(new URL('./local-save.worker.ts', import.meta.url), { type: 'module' })
  } catch {
    broken = true
    return null
  }
  worker.onmessage = (e: MessageEvent<SaveReply>) => {
    const w = waiting.get(e.data.seq)
    waiting.delete(e.data.seq)
    w?.resolve(e.data)
  }
  worker.onerror = (e) => {
    // The writer could not start or stopped: saves go on, on the page's thread.
    e.preventDefault?.()
    broken = true
    worker?.terminate()
    worker = null
    held = new Set()
    for (const w of waiting.values()) w.reject(new Error('the background writer stopped'))
    waiting.clear()
  }
  return worker
}

function send(w: Worker, req: Omit<SaveRequest, 'seq'>): Promise<SaveReply> {
  const s = ++seq
  return new Promise((resolve, reject) => {
    waiting.set(s, { resolve, reject })
    w.postMessage({ ...req, seq: s } satisfies SaveRequest)
  })
}

export interface PiecesWrite {
  key: string
  record: Record<string, unknown>
  textField: string
  text: TextPieces
  /** Keys to delete once written. */
  remove: string[]
}

async function onThisThread(o: PiecesWrite): Promise<void> {
  await idbSet(o.key, { ...o.record, [o.textField]: joinPieces(o.text) })
  for (const key of o.remove) await idbDelete(key).catch(() => {})
}

export async function writeWithPieces(o: PiecesWrite): Promise<void> {
  const w = writer()
  if (!w) return onThisThread(o)
  const order = o.text.pieces.map((p) => p.id)
  const post = (all: boolean): Promise<SaveReply> => {
    const texts: [number, string][] = o.text.pieces.filter((p) => all || !held.has(p.id)).map((p) => [p.id, p.text])
    const sent = send(w, { key: o.key, record: o.record, textField: o.textField, before: o.text.before, after: o.text.after, order, texts, remove: o.remove })
    // What the writer holds once it has read this request (requests are read in the order sent).
    held = new Set(order)
    return sent
  }
  let reply: SaveReply
  try {
    reply = await post(false)
    // The writer lost pieces: once more with every piece.
    if (!reply.ok && reply.missing) reply = await post(true)
  } catch {
    return onThisThread(o)
  }
  if (reply.ok) return
  if (reply.missing) throw new Error('the background writer lost the script')
  const error = new Error(reply.message)
  error.name = reply.name
  throw error
}
