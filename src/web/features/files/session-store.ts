import { create } from 'zustand'
import type { NwsFile } from '../../../project'
import type { StoreId } from '../../storage/file-store'

/** The open file and what the writer's project carries beside the script. */
export interface OpenFile {
  /** 'computer': opened from or saved to a file on the writer's computer. */
  store: StoreId | 'computer'
  id: string
  name: string
}

interface SessionState {
  file: OpenFile | null
  /** Planning data and unknown fields of the open project, written back unchanged on save. */
  planning: Omit<Partial<NwsFile>, 'content' | 'titlePage' | 'version'>
  /** Drive: null until the server's config is read. */
  driveConfigured: boolean | null
  signedIn: boolean
  saving: boolean
  lastSaved: number | null
  dialog: 'open' | 'saveAs' | null
  set: (patch: Partial<Omit<SessionState, 'set'>>) => void
}

export const useSession = create<SessionState>((set) => ({
  file: null,
  planning: {},
  driveConfigured: null,
  signedIn: false,
  saving: false,
  lastSaved: null,
  dialog: null,
  set: (patch) => set(patch),
}))
