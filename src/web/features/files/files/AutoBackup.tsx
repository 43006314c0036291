import { useEffect } from 'react'
import { create } from 'zustand'
import { readPref, writePref } from '../../../storage/prefs'
import { toast } from '../../../app/toast-store'
import { save } from './file-actions'
import { useSession } from './session-store'
import { conflictDialog } from './dialogs'
import { isReadOnlyTab, useProject } from '../../../project'

/** Auto-backup of the open Drive file: on an interval, only when something changed. */
export const BACKUP_INTERVALS = [1, 5, 10, 15, 30, 60] as const

interface BackupSettings {
  enabled: boolean
  intervalMinutes: number
}
interface BackupState extends BackupSettings {
  setBackup: (s: Partial<BackupSettings>) => void
}

export const useBackup = create<BackupState>((set, get) => ({
  ...readPref<BackupSettings>('auto-backup-settings', { enabled: false, intervalMinutes: 5 }),
  setBackup: (s) => {
    set(s)
    const { enabled, intervalMinutes } = get()
    writePref('auto-backup-settings', { enabled, intervalMinutes })
  },
}))

export function AutoBackup() {
  const enabled = useBackup((s) => s.enabled)
  const minutes = useBackup((s) => s.intervalMinutes)
  const file = useProject((s) => s.file)
  const signedIn = useSession((s) => s.signedIn)
  useEffect(() => {
    if (!enabled || !signedIn || file?.store !== 'drive') return
    const t = window.setInterval(async () => {
      // A read-only tab has nothing of its own to back up; a save already waiting on the writer's answer is not asked again.
      if (!useProject.getState().dirty || isReadOnlyTab() || conflictDialog.isOpen()) return
      const ok = await save()
      if (!ok) toast({ title: 'Auto-save failed', description: 'Your work is safe in this browser; the backup will retry later.', variant: 'error' })
    }, minutes * 60_000)
    return () => window.clearInterval(t)
  }, [enabled, minutes, file, signedIn])
  return null
}
