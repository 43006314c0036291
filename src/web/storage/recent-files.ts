import { readPref, writePref } from './prefs'
import type { StoreId } from './file-store'

/** Open Recent: at most 5 entries, newest first. */
export interface RecentFile {
  id: string
  name: string
  store: StoreId
  lastOpened: string
}

const KEY = 'recent-files'
export const MAX_RECENT = 5

export function readRecent(): RecentFile[] {
  const v = readPref<unknown>(KEY, [])
  return Array.isArray(v) ? (v.filter((r) => r && typeof r.id === 'string' && typeof r.name === 'string') as RecentFile[]) : []
}

export function addRecent(entry: Omit<RecentFile, 'lastOpened'>, now = new Date()): RecentFile[] {
  const next = [{ ...entry, lastOpened: now.toISOString() }, ...readRecent().filter((r) => !(r.id === entry.id && r.store === entry.store))].slice(
    0,
    MAX_RECENT,
  )
  writePref(KEY, next)
  return next
}

export function removeRecent(id: string): RecentFile[] {
  const next = readRecent().filter((r) => r.id !== id)
  writePref(KEY, next)
  return next
}

export function clearRecent(): void {
  writePref(KEY, [])
}
