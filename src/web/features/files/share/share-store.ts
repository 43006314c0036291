import { create } from 'zustand'
import type { InviteRole, ShareRole } from './share-api'

export interface Peer {
  clientId: number
  name: string
  color: string
  /** The scene their cursor is in, by its place in the scene list (0-based); null before the first heading or when not known. */
  scene: number | null
}

export interface SharedProjectInfo {
  id: string
  /** This writer's token for the project (the owner's, or the invitation's). */
  token: string
  role: ShareRole
  /** The owner's view of the invitations: links, and which were revoked. */
  invites?: Partial<Record<InviteRole, string>>
  revoked?: InviteRole[]
}

export interface ShareState {
  project: SharedProjectInfo | null
  /** The connection to the server: 'online' once in sync, 'offline' while edits wait on this device. */
  connection: 'connecting' | 'online' | 'offline' | 'refused'
  peers: Peer[]
}

export const useShare = create<ShareState>(() => ({ project: null, connection: 'connecting', peers: [] }))

const KEY = 'nightwriter.sharedProject'

/** The open shared project is remembered, so a reload (or a restart offline) opens it again. */
export function rememberShared(info: SharedProjectInfo | null): void {
  try {
    if (info) localStorage.setItem(KEY, JSON.stringify(info))
    else localStorage.removeItem(KEY)
  } catch {
    // Private mode: the project is shared for this visit only.
  }
}

export function rememberedShared(): SharedProjectInfo | null {
  try {
    const raw = localStorage.getItem(KEY)
    if (!raw) return null
    const v = JSON.parse(raw) as SharedProjectInfo
    return v && typeof v.id === 'string' && typeof v.token === 'string' && typeof v.role === 'string' ? v : null
  } catch {
    return null
  }
}

const NAME_KEY = 'nightwriter.writerName'

export function writerName(): string {
  try {
    return localStorage.getItem(NAME_KEY) || ''
  } catch {
    return ''
  }
}

export function setWriterName(name: string): void {
  try {
    localStorage.setItem(NAME_KEY, name.trim())
  } catch {
    // Kept for this visit only.
  }
}
