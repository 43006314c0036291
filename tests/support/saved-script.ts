import type { Page } from 'playwright-core'
import { scriptToDoc } from '../../src/screenplay/document'
import { emptyTitlePage, type ScriptElement } from '../../src/screenplay/model'
import { NWS_VERSION } from '../../src/project/nws'
import { CURRENT_KEY, type StoredProject } from '../../src/web/storage/local-document'

/** A comment as the app keeps it in the browser (see src/web/features/writing/comments). */
export interface SavedComment {
  id: string
  text: string
  createdAt: string
  resolved: boolean
}

/**
 * Puts an editor document (and its comments) in the browser's saved copy (IndexedDB), as if the
 * writer had typed it in an earlier visit: the record the app writes today (the whole project as
 * `.nws` text), so a reload exercises today's restore, not the migration of an older copy. The
 * page must already be on the app; reloading it opens the document. Shared by the browser tests
 * and the benchmarks.
 */
export async function putSavedDoc(page: Page, doc: unknown, fileName = 'Script', comments: readonly SavedComment[] = []): Promise<void> {
  await page.evaluate(
    async ({ key, record }) => {
      await new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('nightwriter')
        req.onupgradeneeded = () => req.result.createObjectStore('kv')
        req.onsuccess = () => {
          const tx = req.result.transaction('kv', 'readwrite')
          const kv = tx.objectStore('kv')
          kv.put({ ...record, savedAt: Date.now() }, key)
          tx.oncomplete = () => (req.result.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
      })
    },
    {
      key: CURRENT_KEY,
      record: {
        version: 2,
        nws: JSON.stringify({ version: NWS_VERSION, content: doc, titlePage: emptyTitlePage(), comments }),
        file: null,
        fileName,
        dirty: false,
      } satisfies Omit<StoredProject, 'savedAt'>,
    },
  )
}

/** The same for a script given as elements. */
export function putSavedScript(page: Page, elements: readonly ScriptElement[], fileName = 'Script'): Promise<void> {
  return putSavedDoc(page, scriptToDoc({ elements: [...elements] }), fileName)
}

/** Opens the app on a saved document the way a writer reopens one: from the browser's saved copy. */
export async function openSavedDoc(page: Page, url: string, doc: unknown, fileName?: string, comments?: readonly SavedComment[]): Promise<void> {
  await page.goto(url)
  await page.locator('.ProseMirror').waitFor()
  await putSavedDoc(page, doc, fileName, comments)
  await page.reload()
  await page.locator('.ProseMirror').waitFor()
}

export function openSavedScript(page: Page, url: string, elements: readonly ScriptElement[], fileName?: string): Promise<void> {
  return openSavedDoc(page, url, scriptToDoc({ elements: [...elements] }), fileName)
}
