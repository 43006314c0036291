/**
 * A minimal promise wrapper over one IndexedDB object store. Document bodies live here, not in
 * localStorage, whose 5 MB quota a long script with history outgrows.
 */
const DB_NAME = 'nightwriter'
const STORE = 'kv'

let dbPromise: Promise<IDBDatabase> | null = null

function open(): Promise<IDBDatabase> {
  if (!dbPromise) {
    dbPromise = openWithStore().catch((e) => {
      dbPromise = null
      throw e
    })
  }
  return dbPromise
}

/**
 * Opens the database and makes sure our store exists. A database of the same name without the
 * store (left by an older build, an extension or a test probe) is upgraded rather than failing
 * every save.
 */
function openWithStore(version?: number): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const req = version ? indexedDB.open(DB_NAME, version) : indexedDB.open(DB_NAME)
    req.onupgradeneeded = () => {
      if (!req.result.objectStoreNames.contains(STORE)) req.result.createObjectStore(STORE)
    }
    req.onsuccess = () => {
      const db = req.result
      if (db.objectStoreNames.contains(STORE)) return resolve(db)
      const next = db.version + 1
      db.close()
      openWithStore(next).then(resolve, reject)
    }
    req.onerror = () => reject(req.error ?? new Error('IndexedDB could not be opened'))
    req.onblocked = () => reject(new Error('IndexedDB is blocked by another tab'))
  })
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

/**
 * Reads `keys`, lets `write` decide what to put, and puts it, all in one transaction: no other tab
 * can write between the read and the write. `write` returns the entries to put, or null to write
 * nothing; its result is returned.
 */
export function idbReadThenWrite<R>(keys: string[], write: (values: unknown[]) => { put: [string, unknown][]; result: R }): Promise<R> {
  return open().then(
    (db) =>
      new Promise<R>((resolve, reject) => {
        const tx = db.transaction(STORE, 'readwrite')
        const store = tx.objectStore(STORE)
        const values: unknown[] = new Array(keys.length)
        let left = keys.length
        let result: R
        let failed: unknown = null
        const decide = () => {
          try {
            const out = write(values)
            result = out.result
            for (const [k, v] of out.put) store.put(v, k)
          } catch (e) {
            failed = e
            tx.abort()
          }
        }
        keys.forEach((k, i) => {
          const req = store.get(k)
          req.onsuccess = () => {
            values[i] = req.result
            if (--left === 0) decide()
          }
        })
        if (keys.length === 0) decide()
        tx.oncomplete = () => resolve(result)
        tx.onerror = () => reject(failed ?? tx.error ?? new Error('IndexedDB request failed'))
        tx.onabort = () => reject(failed ?? tx.error ?? new Error('IndexedDB request aborted'))
      }),
  )
}
