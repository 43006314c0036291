/**
 * A minimal promise wrapper over one IndexedDB object store. Document bodies live here, not in
 * localStorage, whose 5 MB quota a long script with history outgrows (DESIGN.md principle 5).
 */
const DB_NAME = 'nightwriter'
const STORE = 'kv'

let dbPromise: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  if (!dbPromise) {
    dbPromise = new Promise((resolve, reject) => {
      const req = indexedDB.open(DB_NAME, 1)
      req.onupgradeneeded = () => req.result.createObjectStore(STORE)
      req.onsuccess = () => resolve(req.result)
      req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
    })
    dbPromise.catch(() => (dbPromise = null))
  }
  return dbPromise
}

function request<T>(mode: IDBTransactionMode, fn: (s: IDBObjectStore) => IDBRequest): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode)
        const req = fn(tx.objectStore(STORE))
        tx.oncomplete = () => resolve(req.result as T)
        tx.onerror = () => reject(tx.error ?? new Error('IndexedDB request failed'))
        tx.onabort = () => reject(tx.error ?? new Error('IndexedDB request aborted'))
      }),
  )
}

export const idbGet = <T = unknown>(key: string) => request<T | undefined>('readonly', (s) => s.get(key))
export const idbSet = (key: string, value: unknown) => request<void>('readwrite', (s) => s.put(value, key))
export const idbDelete = (key: string) => request<void>('readwrite', (s) => s.delete(key))
