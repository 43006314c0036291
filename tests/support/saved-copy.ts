import { expect, type Page } from '@playwright/test'

/** The copy of the project this browser keeps, as the app last wrote it. */
export interface SavedCopy {
  fileName: string
  /** The project as `.nws` text. */
  nws: string
  /** The same, parsed. */
  project: {
    content: { attrs?: { format?: { pageSize?: string } | null } }
    characters?: { characters?: { name: string; role?: string }[] } | null
    plotBoard?: { acts: { id: string; title: string }[]; beats: { title: string; actId: string }[] } | null
    revisions?: { name: string }[]
  }
}

/** The copy as it is now, or null before the first save. */
export async function readSavedCopy(page: Page): Promise<SavedCopy | null> {
  const record = await page.evaluate(
    () =>
      new Promise<{ fileName: string; nws: string } | null>((resolve) => {
        const req = indexedDB.open('nightwriter')
        req.onerror = () => resolve(null)
        req.onsuccess = () => {
          const db = req.result
          if (!db.objectStoreNames.contains('kv')) return (db.close(), resolve(null))
          const get = db.transaction('kv').objectStore('kv').get('current-document')
          get.onsuccess = () => (db.close(), resolve((get.result as { fileName: string; nws: string } | undefined) ?? null))
          get.onerror = () => (db.close(), resolve(null))
        }
      }),
  )
  if (!record || typeof record.nws !== 'string') return null
  return { fileName: record.fileName, nws: record.nws, project: JSON.parse(record.nws) as SavedCopy['project'] }
}

/**
 * Waits until the browser's saved copy shows what `holds` looks for (the text just typed, the
 * board as it was left): the autosave has run with the change, however long it took, so a
 * reload after this tests the regular save rather than a guess at its timer.
 */
export async function waitForSavedCopy(page: Page, holds: (saved: SavedCopy) => boolean): Promise<void> {
  await expect
    .poll(async () => {
      const saved = await readSavedCopy(page)
      return !!saved && holds(saved)
    })
    .toBe(true)
}

/** The saved copy holds this text somewhere (the script, a name, a revision). */
export const savedText = (text: string) => (saved: SavedCopy) => saved.nws.includes(JSON.stringify(text).slice(1, -1))
