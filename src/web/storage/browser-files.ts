import { idbDelete, idbGet, idbReadThenWrite } from './idb'
import { FileChangedError, FileNotFoundError, type FileMeta, type FileStore } from './file-store'

/**
 * A file library inside this browser (IndexedDB): Save works with no account at all. The index
 * and each file body are separate entries, so listing never reads the bodies. Each file carries a
 * revision counter, raised by every write; a save that names the revision it read writes only
 * while the file still has it, checked and written in one transaction so two tabs cannot both win.
 */
const INDEX = 'file-index'
const body = (id: string) => `file:${id}`

/** Files saved before revisions were counted are at revision 1. */
const withVersion = (m: FileMeta): FileMeta => (m.version ? m : { ...m, version: '1' })

async function index(): Promise<FileMeta[]> {
  const v = await idbGet<FileMeta[]>(INDEX)
  return Array.isArray(v) ? v.map(withVersion) : []
}

function newId(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`
}

export const browserFiles: FileStore = {
  id: 'browser',
  label: 'This browser',
  async list() {
    return (await index()).sort((a, b) => b.modifiedTime.localeCompare(a.modifiedTime))
  },
  async read(id) {
    const text = await idbGet<string>(body(id))
    if (typeof text !== 'string') throw new FileNotFoundError()
    return text
  },
  create(name, text) {
    const now = new Date().toISOString()
    const meta: FileMeta = { id: newId(), name, modifiedTime: now, createdTime: now, version: '1' }
    // The index is read and written in one transaction: a file another tab adds at the same moment stays listed.
    return idbReadThenWrite([INDEX], ([raw]) => ({ put: [[body(meta.id), text], [INDEX, [...(Array.isArray(raw) ? raw : []), meta]]], result: meta }))
  },
  update(id, text, expectedVersion) {
    return idbReadThenWrite([INDEX], ([raw]) => {
      const all = (Array.isArray(raw) ? (raw as FileMeta[]) : []).map(withVersion)
      const meta = all.find((m) => m.id === id)
      if (!meta) throw new FileNotFoundError()
      if (expectedVersion !== undefined && meta.version !== expectedVersion) throw new FileChangedError(meta)
      const next: FileMeta = { ...meta, modifiedTime: new Date().toISOString(), version: String(Number(meta.version) + 1) }
      return { put: [[body(id), text], [INDEX, all.map((m) => (m.id === id ? next : m))]], result: next }
    })
  },
  readWithMeta(id) {
    return idbReadThenWrite([INDEX, body(id)], ([raw, text]) => {
      const meta = (Array.isArray(raw) ? (raw as FileMeta[]) : []).map(withVersion).find((m) => m.id === id)
      if (!meta || typeof text !== 'string') throw new FileNotFoundError()
      return { put: [], result: { text, meta } }
    })
  },
  async meta(id) {
    const meta = (await index()).find((m) => m.id === id)
    if (!meta) throw new FileNotFoundError()
    return meta
  },
  async remove(id) {
    await idbDelete(body(id))
    await idbReadThenWrite([INDEX], ([raw]) => ({ put: [[INDEX, (Array.isArray(raw) ? (raw as FileMeta[]) : []).filter((m) => m.id !== id)]], result: undefined }))
  },
}
