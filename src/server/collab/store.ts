import * as Y from 'yjs'

/**
 * Where shared projects are kept: each project's record (its id, a hash of each role's token and
 * whether that invitation was revoked) and its shared document. The document is kept as a
 * snapshot plus the updates received since, each appended as it arrives, so a server stopped at
 * any moment (even killed) loses nothing it had accepted; `compact` folds the updates into the
 * snapshot from time to time. SQLite by default, PostgreSQL when DATABASE_URL is set: the same
 * interface and the same tests for both.
 */
export const INVITE_ROLES = ['writer', 'commenter', 'reader'] as const
export type InviteRole = (typeof INVITE_ROLES)[number]
/** The owner writes like a writer and alone may revoke and re-issue invitations. */
export type Role = 'owner' | InviteRole

export interface Invite {
  /** SHA-256 of the token, hex. */
  hash: string
  revoked: boolean
}

export interface ProjectRecord {
  id: string
  createdAt: string
  ownerHash: string
  invites: Record<InviteRole, Invite>
}

export interface CollabStore {
  readonly kind: 'sqlite' | 'postgres'
  /** Stores a new project and its first document state. */
  createProject(record: ProjectRecord, state: Uint8Array): Promise<void>
  getProject(id: string): Promise<ProjectRecord | null>
  setInvite(id: string, role: InviteRole, invite: Invite): Promise<void>
  /** The project's document as one update (snapshot and every update since), or null when there is no such project. */
  loadState(id: string): Promise<Uint8Array | null>
  /** Keeps one update the document received. SQLite writes it before returning (before the writer is told it arrived). */
  appendUpdate(id: string, update: Uint8Array): Promise<void>
  /**
   * Folds the updates kept so far and `state` (the document as this server holds it) into the
   * snapshot, in one transaction; returns the snapshot's size in bytes. Another server's updates
   * not yet seen here are merged in, never dropped.
   */
  compact(id: string, state: Uint8Array): Promise<number>
  close(): Promise<void>
}

/** The snapshot and the updates since, as one update. */
export function mergeStored(snapshot: Uint8Array | null, updates: readonly Uint8Array[], extra?: Uint8Array): Uint8Array {
  const parts = [...(snapshot ? [snapshot] : []), ...updates, ...(extra ? [extra] : [])]
  if (parts.length === 1) return parts[0]
  return parts.length ? Y.mergeUpdates(parts) : Y.encodeStateAsUpdate(new Y.Doc())
}

/** A role's invitation rows into the record's shape; a role with no row reads as revoked. */
export function invitesFrom(rows: readonly { role: string; hash: string; revoked: boolean | number }[]): Record<InviteRole, Invite> {
  const out = {} as Record<InviteRole, Invite>
  for (const role of INVITE_ROLES) {
    const row = rows.find((r) => r.role === role)
    out[role] = row ? { hash: row.hash, revoked: !!row.revoked } : { hash: '', revoked: true }
  }
  return out
}
