import { idbDelete, idbGet, idbSet } from './idb'
import { FileNotFoundError, type FileMeta, type FileStore } from './file-store'

/**
 * A file library inside this browser (IndexedDB): Save works with no account at all. The index
 * and each file body are separate entries, so listing never reads the bodies.
 */
const INDEX = 'file-index'
const body = (id: string) => `file:${id}`

async function index(): Promise<FileMeta[]> {
  const v = await idbGet<FileMeta[]>(INDEX)
  return Array.isArray(v) ? v : []
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
  async create(name, text) {
    const now = new Date().toISOString()
    const meta: FileMeta = { id: newId(), name, modifiedTime: now, createdTime: now }
    await idbSet(body(meta.id), text)
    await idbSet(INDEX, [...(await index()), meta])
    return meta
  },
  async update(id, text) {
    const all = await index()
    const meta = all.find((m) => m.id === id)
    if (!meta) throw new FileNotFoundError()
    await idbSet(body(id), text)
    const next = { ...meta, modifiedTime: new Date().toISOString() }
    await idbSet(INDEX, all.map((m) => (m.id === id ? next : m)))
    return next
  },
  async remove(id) {
    await idbDelete(body(id))
    await idbSet(INDEX, (await index()).filter((m) => m.id !== id))
  },
}
