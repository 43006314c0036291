/// <reference lib="webworker" />
/**
 * The background writer of the browser's copy of the project. Putting a long script's copy in
 * IndexedDB takes the thread that puts it 5–20 ms (the value is copied and wrapped), and the
 * whole text is built again for every save: here that happens off the page's thread, so no
 * keystroke waits for a save. It keeps the scene texts it was sent, so a save after a keystroke
 * sends one scene.
 */
import { idbDelete, idbSet } from './idb'
import type { SaveReply, SaveRequest } from './local-save-protocol'

const texts = new Map<number, string>()

self.onmessage = async (e: MessageEvent<SaveRequest>) => {
  const m = e.data
  const reply = (r: SaveReply) => self.postMessage(r)
  for (const [id, text] of m.texts) texts.set(id, text)
  let body = ''
  for (let i = 0; i < m.order.length; i++) {
    const text = texts.get(m.order[i])
    if (text === undefined) return reply({ seq: m.seq, ok: false, missing: true })
    body += (i ? ',' : '') + text
  }
  // Only the pieces of this save are kept: a changed scene's old text is never asked for again.
  const keep = new Set(m.order)
  for (const id of texts.keys()) if (!keep.has(id)) texts.delete(id)
  try {
    await idbSet(m.key, { ...m.record, [m.textField]: m.before + body + m.after })
    for (const key of m.remove) await idbDelete(key).catch(() => {})
    reply({ seq: m.seq, ok: true })
  } catch (err) {
    const error = err as { name?: string; message?: string } | null
    reply({ seq: m.seq, ok: false, name: error?.name ?? 'Error', message: error?.message || 'storage failed' })
  }
}
