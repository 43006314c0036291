import { create } from 'zustand'

/** Where files go and come from in this session: Drive sign-in and saving. */

interface SessionState {
  /** Drive: null until the server's config is read. */
  driveConfigured: boolean | null
  signedIn: boolean
  saving: boolean
  lastSaved: number | null
  set: (patch: Partial<Omit<SessionState, 'set'>>) => void
}

export const useSession = create<SessionState>((set) => ({
  driveConfigured: null,
  signedIn: false,
  saving: false,
  lastSaved: null,
  set: (patch) => set(patch),
}))
