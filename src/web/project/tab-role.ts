import { create } from 'zustand'
import { toast } from '../app/toast-store'

/**
 * Whether this tab may change the project. Tabs of one browser share its copy of the project, so
 * only one of them edits at a time; the others show it read-only and say why (tab-lock.ts).
 */
export interface TabRole {
  readOnly: boolean
  /** Why, in the writer's words, while read-only. */
  reason: string | null
}

export const useTabRole = create<TabRole>(() => ({ readOnly: false, reason: null }))

export const isReadOnlyTab = (): boolean => useTabRole.getState().readOnly

export const READ_ONLY_TITLE = 'This tab is read-only'
export const READ_ONLY_HINT = 'The script is being edited in another tab. Choose “Edit here instead” to edit it in this one.'

/** True (and says so) when this tab may not change the project. */
export function refuseInReadOnlyTab(): boolean {
  if (!isReadOnlyTab()) return false
  toast({ title: READ_ONLY_TITLE, description: READ_ONLY_HINT, variant: 'error' })
  return true
}
