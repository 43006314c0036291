import type { Page } from 'playwright-core'
import { scriptToDoc } from '../../src/screenplay/document'
import type { ScriptElement } from '../../src/screenplay/model'

/**
 * Puts a script in the browser's saved copy (IndexedDB), as if the writer had typed it in an
 * earlier visit. The page must already be on the app; reloading it opens the script. Shared by the
 * browser tests and the benchmarks.
 */
export async function putSavedScript(page: Page, elements: readonly ScriptElement[], fileName = 'Script'): Promise<void> {
  await page.evaluate(
    async ({ doc, name }) => {
      await new Promise<void>((resolve, reject) => {
        const req = indexedDB.open('nightwriter')
        req.onupgradeneeded = () => req.result.createObjectStore('kv')
        req.onsuccess = () => {
          const tx = req.result.transaction('kv', 'readwrite')
          tx.objectStore('kv').put({ version: 1, savedAt: Date.now(), fileName: name, content: doc }, 'current-document')
          tx.oncomplete = () => (req.result.close(), resolve())
          tx.onerror = () => reject(tx.error)
        }
      })
    },
    { doc: scriptToDoc({ elements: [...elements] }), name: fileName },
  )
}

/** Opens the app on a script the way a writer reopens one: from the browser's saved copy. */
export async function openSavedScript(page: Page, url: string, elements: readonly ScriptElement[], fileName?: string): Promise<void> {
  await page.goto(url)
  await page.locator('.ProseMirror').waitFor()
  await putSavedScript(page, elements, fileName)
  await page.reload()
  await page.locator('.ProseMirror').waitFor()
}
