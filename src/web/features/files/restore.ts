import { readPref } from '../../storage/prefs'
import { useSession, type OpenFile } from './session-store'

/** After a reload, the script comes back from the browser's copy; this brings back which file it is. */
export function restoreOpenFile(): void {
  const f = readPref<OpenFile | null>('current-file', null)
  if (f && typeof f.id === 'string' && typeof f.name === 'string' && (f.store === 'browser' || f.store === 'drive' || f.store === 'computer')) {
    useSession.getState().set({ file: f })
  }
}
