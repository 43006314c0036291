import { create } from 'zustand'

/** Where files go and come from in this session: Drive sign-in, saving, the file dialogs. */

interface SessionState {
  /** Drive: null until the server's config is read. */
  driveConfigured: boolean | null
  signedIn: boolean
  saving: boolean
  lastSaved: number | null
  dialog: 'open' | 'saveAs' | null
  set: (patch: Partial<Omit<SessionState, 'set'>>) => void
}

export const useSession = create<SessionState>((set) => ({
  driveConfigured: null,
  signedIn: false,
  saving: false,
  lastSaved: null,
  dialog: null,
  set: (patch) => set(patch),
}))
