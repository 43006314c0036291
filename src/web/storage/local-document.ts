import { readNws, type NwsRead, type ReadProblem } from '../../project'
import { validateDocJSON, type DocJSON } from '../../screenplay/document'
import { emptyTitlePage, type TitlePage } from '../../screenplay/model'
import { idbDelete, idbGet, idbSet } from './idb'
import { writeWithPieces } from './local-save-client'
import type { TextPieces } from './text-pieces'

/**
 * The project kept in this browser for a consenting writer, so a crash or a closed tab loses at
 * most the last two seconds: the whole project (script, title page, planning data, comments) as
 * `.nws` text, and which file it is. An emergency copy goes to localStorage synchronously when the
 * page goes away, because IndexedDB writes may not finish then.
 */
export const CURRENT_KEY = 'current-document'
export const EMERGENCY_KEY = 'emergency-backup'
export const RECOVERY_PREFIX = 'recovery-'
/** Where earlier versions kept comments and the open file beside the script. */
export const LEGACY_COMMENTS_KEY = 'comments-current'
export const LEGACY_FILE_PREF = 'current-file'

export interface StoredFile {
  store: 'browser' | 'drive' | 'computer'
  id: string
  name: string
  /** The file's version this copy was read from or saved as (a later save checks it). */
  version?: string
}

/** What is written. */
export interface StoredProject {
  version: 2
  savedAt: number
  /** The whole project as `.nws` text. */
  nws: string
  /** The file it saves into; null when Untitled. */
  file: StoredFile | null
  fileName: string
  /** Changes not yet saved to the open file (the '*' survives a reload). */
  dirty: boolean
  /**
   * What was repaired when the open file was read. The copy kept here holds the repaired script,
   * which reads whole; this keeps the file marked as not fully read, so Save still asks for a
   * new name after a reload.
   */
  repaired?: ReadProblem[]
}

/** What is read back. */
export interface LocalProject {
  savedAt: number
  nws: NwsRead
  file: StoredFile | null
  fileName: string
  dirty: boolean
}

export type LoadResult =
  | { kind: 'none' }
  | { kind: 'loaded'; project: LocalProject; source: 'saved' | 'emergency' }
  | { kind: 'corrupt'; recoveryKey: string; reason: string }

function readFile(raw: unknown): StoredFile | null {
  if (!raw || typeof raw !== 'object') return null
  const f = raw as Record<string, unknown>
  if (typeof f.id !== 'string' || typeof f.name !== 'string') return null
  if (f.store !== 'browser' && f.store !== 'drive' && f.store !== 'computer') return null
  return { store: f.store, id: f.id, name: f.name, ...(typeof f.version === 'string' ? { version: f.version } : {}) }
}

/** The saved copy of an earlier version: script, title page and name only. */
function fromVersion1(v: Record<string, unknown>, legacy: { comments?: unknown; file?: unknown }): LocalProject | string {
  const reason = validateDocJSON(v.content)
  if (reason) return reason
  const titlePage = readTitlePage(v.titlePage)
  const nws = JSON.stringify({ version: '1.0', content: v.content as DocJSON, titlePage, comments: Array.isArray(legacy.comments) ? legacy.comments : [] })
  const fileName = typeof v.fileName === 'string' ? v.fileName : 'Untitled Screenplay'
  const file = readFile(legacy.file)
  return {
    savedAt: v.savedAt as number,
    nws: readNws(nws),
    // The file pref was written apart from the script; it is trusted only when the names agree.
    file: file && file.name.replace(/\.nws$/i, '') === fileName.replace(/\.nws$/i, '') ? file : null,
    fileName,
    dirty: v.dirty === true,
  }
}

function parseStored(raw: unknown, legacy: { comments?: unknown; file?: unknown }): LocalProject | string {
  let value = raw
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw)
    } catch {
      return 'it is not valid JSON'
    }
  }
  if (!value || typeof value !== 'object') return 'it is not a saved document'
  const v = value as Record<string, unknown>
  if (typeof v.savedAt !== 'number') return 'it has no save time'
  if (v.version === 1 || v.version === undefined) return fromVersion1(v, legacy)
  if (v.version !== 2) return `it has version ${String(v.version)}`
  if (typeof v.nws !== 'string') return 'it holds no project'
  let nws: NwsRead
  try {
    nws = readNws(v.nws)
  } catch (e) {
    return (e as Error).message
  }
  const repaired = readRepaired(v.repaired)
  if (repaired.length) nws = { ...nws, problems: [...repaired, ...nws.problems] }
  return { savedAt: v.savedAt, nws, file: readFile(v.file), fileName: typeof v.fileName === 'string' ? v.fileName : 'Untitled Screenplay', dirty: v.dirty === true }
}

function readRepaired(raw: unknown): ReadProblem[] {
  if (!Array.isArray(raw)) return []
  return raw
    .filter((p): p is { field: string; reason: string } => !!p && typeof p === 'object' && typeof p.field === 'string' && typeof p.reason === 'string')
    .map((p) => ({ field: p.field, reason: p.reason, repaired: true }))
}

/** A stored title page of an earlier version, field by field: anything missing or not text is blank. */
function readTitlePage(raw: unknown): TitlePage {
  const base = emptyTitlePage()
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

async function readLegacy(): Promise<{ comments?: unknown; file?: unknown }> {
  let comments: unknown
  try {
    comments = ((await idbGet<{ comments?: unknown }>(LEGACY_COMMENTS_KEY)) ?? {}).comments
  } catch {
    comments = undefined
  }
  let file: unknown
  try {
    file = JSON.parse(localStorage.getItem(LEGACY_FILE_PREF) ?? 'null')
  } catch {
    file = undefined
  }
  return { comments, file }
}

/**
 * Start-up read. The emergency copy wins when it is newer than the regular save; it is then
 * removed. Anything unreadable is moved under a recovery key, never deleted.
 */
export async function loadLocalProject(): Promise<LoadResult> {
  let savedRaw: unknown
  try {
    savedRaw = await idbGet(CURRENT_KEY)
  } catch {
    savedRaw = undefined
  }
  const emergencyRaw = localStorage.getItem(EMERGENCY_KEY)
  const legacy = await readLegacy()
  const saved = savedRaw === undefined ? undefined : parseStored(savedRaw, legacy)
  const emergency = emergencyRaw === null ? undefined : parseStored(emergencyRaw, legacy)
  if (emergencyRaw !== null) localStorage.removeItem(EMERGENCY_KEY)

  let corrupt: { raw: unknown; reason: string } | null = null
  if (typeof saved === 'string') {
    corrupt = { raw: savedRaw, reason: saved }
    await idbDelete(CURRENT_KEY).catch(() => {})
  }
  if (typeof emergency === 'string') corrupt ??= { raw: emergencyRaw, reason: emergency }

  const good = [saved, emergency].filter((d): d is LocalProject => !!d && typeof d !== 'string')
  if (corrupt) {
    const recoveryKey = await keepForRecovery(corrupt.raw)
    if (good.length === 0) return { kind: 'corrupt', recoveryKey, reason: corrupt.reason }
  }
  if (good.length === 0) return { kind: 'none' }
  const best = good.reduce((a, b) => (b.savedAt > a.savedAt ? b : a))
  return { kind: 'loaded', project: best, source: best === emergency ? 'emergency' : 'saved' }
}

/**
 * Writes the project kept in this browser, its text given as pieces (a piece per scene): off the
 * page's thread where the browser can, sending on only the scenes changed since the last save.
 */
export async function saveLocalProject(p: Omit<StoredProject, 'version' | 'savedAt' | 'nws'>, nws: TextPieces): Promise<void> {
  const record: Omit<StoredProject, 'nws'> = { version: 2, savedAt: Date.now(), ...p }
  await writeWithPieces({ key: CURRENT_KEY, record: { ...record }, textField: 'nws', text: nws, remove: [LEGACY_COMMENTS_KEY] })
  localStorage.removeItem(LEGACY_FILE_PREF)
}

/** Synchronous: runs inside pagehide, where awaiting is not possible. */
export function writeEmergencyBackup(p: Omit<StoredProject, 'version' | 'savedAt'>): boolean {
  try {
    const record: StoredProject = { version: 2, savedAt: Date.now(), ...p }
    localStorage.setItem(EMERGENCY_KEY, JSON.stringify(record))
    return true
  } catch {
    return false
  }
}
