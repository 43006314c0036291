import { validateDocJSON, type DocJSON } from '../../screenplay/document'
import { defaultTitlePage, type TitlePage } from '../../screenplay/model'
import { idbDelete, idbGet, idbSet } from './idb'

/**
 * The document kept in this browser for a consenting writer: saved 2 s after the last change,
 * restored at start-up. An emergency copy goes to localStorage synchronously when the page
 * unloads or the editor is destroyed, because IndexedDB writes may not finish at unload.
 */
export const CURRENT_KEY = 'current-document'
export const EMERGENCY_KEY = 'emergency-backup'
export const RECOVERY_PREFIX = 'recovery-'

export interface SavedDocument {
  version: 1
  savedAt: number
  fileName: string
  content: DocJSON
  titlePage: TitlePage
  /** Changes not yet saved to the open file (the '*' survives a reload). */
  dirty: boolean
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'loaded'; doc: SavedDocument; source: 'saved' | 'emergency' }
  | { kind: 'corrupt'; recoveryKey: string; reason: string }

function parseSaved(raw: unknown): SavedDocument | string {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return 'it is not valid JSON'
    }
  }
  if (!value || typeof value !== 'object') return 'it is not a saved document'
  const v = value as Partial<SavedDocument>
  if (typeof v.savedAt !== 'number') return 'it has no save time'
  const reason = validateDocJSON(v.content)
  if (reason) return reason
  return {
    version: 1,
    savedAt: v.savedAt,
    fileName: typeof v.fileName === 'string' ? v.fileName : 'Untitled Screenplay',
    content: v.content as DocJSON,
    titlePage: readTitlePage(v.titlePage),
    dirty: v.dirty === true,
  }
}

/** A stored title page, field by field: anything missing or not text falls back to the default. */
function readTitlePage(raw: unknown): TitlePage {
  const base = defaultTitlePage()
  if (!raw || typeof raw !== 'object') return base
  const r = raw as Record<string, unknown>
  for (const k of ['title', 'credit', 'author', 'source', 'draft', 'contact'] as const) if (typeof r[k] === 'string') base[k] = r[k] as string
  return base
}

async function keepForRecovery(raw: unknown): Promise<string> {
  const key = `${RECOVERY_PREFIX}${new Date().toISOString()}`
  try {
    await idbSet(key, typeof raw === 'string' ? raw : JSON.stringify(raw))
  } catch {
    localStorage.setItem(key, typeof raw === 'string' ? raw : String(raw))
  }
  return key
}

/**
 * Start-up read. The emergency copy wins when it is newer than the regular save; it is then
 * removed. Anything unreadable is moved under a recovery key, never deleted.
 */
export async function loadLocalDocument(): Promise<LoadResult> {
  let savedRaw: unknown
  try {
    savedRaw = await idbGet(CURRENT_KEY)
  } catch {
    savedRaw = undefined
  }
  const emergencyRaw = localStorage.getItem(EMERGENCY_KEY)
  const saved = savedRaw === undefined ? undefined : parseSaved(savedRaw)
  const emergency = emergencyRaw === null ? undefined : parseSaved(emergencyRaw)
  if (emergencyRaw !== null) localStorage.removeItem(EMERGENCY_KEY)

  let corrupt: { raw: unknown; reason: string } | null = null
  if (typeof saved === 'string') {
    corrupt = { raw: savedRaw, reason: saved }
    await idbDelete(CURRENT_KEY).catch(() => {})
  }
  if (typeof emergency === 'string') corrupt ??= { raw: emergencyRaw, reason: emergency }

  const good = [saved, emergency].filter((d): d is SavedDocument => !!d && typeof d !== 'string')
  if (corrupt) {
    const recoveryKey = await keepForRecovery(corrupt.raw)
    if (good.length === 0) return { kind: 'corrupt', recoveryKey, reason: corrupt.reason }
  }
  if (good.length === 0) return { kind: 'none' }
  const best = good.reduce((a, b) => (b.savedAt > a.savedAt ? b : a))
  return { kind: 'loaded', doc: best, source: best === emergency ? 'emergency' : 'saved' }
}

export async function saveLocalDocument(content: DocJSON, fileName: string, titlePage: TitlePage, dirty: boolean): Promise<void> {
  const doc: SavedDocument = { version: 1, savedAt: Date.now(), fileName, content, titlePage, dirty }
  await idbSet(CURRENT_KEY, doc)
}

/** Synchronous: runs inside pagehide/unload, where awaiting is not possible. */
export function writeEmergencyBackup(content: DocJSON, fileName: string, titlePage: TitlePage, dirty: boolean): boolean {
  try {
    const doc: SavedDocument = { version: 1, savedAt: Date.now(), fileName, content, titlePage, dirty }
    localStorage.setItem(EMERGENCY_KEY, JSON.stringify(doc))
    return true
  } catch {
    return false
  }
}
