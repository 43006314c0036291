import { create } from 'zustand'

/** Where files go and come from in this session: Drive sign-in, saving, the file dialogs. */

interface SessionState {
  /** Drive: null until the server's config is read. */
  driveConfigured: boolean | null
  signedIn: boolean
  saving: boolean
  lastSaved: number | null
  dialog: 'open' | 'saveAs' | 'conflict' | null
  /** The open file was saved elsewhere since it was read here: which file, for the question. */
  conflict: { name: string; store: 'browser' | 'drive' | 'computer' } | null
  /** The name Save As proposes instead of the open file's. */
  suggestedName: string | null
  set: (patch: Partial<Omit<SessionState, 'set'>>) => void
}

export const useSession = create<SessionState>((set) => ({
  driveConfigured: null,
  signedIn: false,
  saving: false,
  lastSaved: null,
  dialog: null,
  conflict: null,
  suggestedName: null,
  set: (patch) => set(patch),
}))
