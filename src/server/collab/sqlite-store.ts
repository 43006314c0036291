import Database from 'libsql'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import { invitesFrom, mergeStored, type CollabStore, type Invite, type InviteRole, type ProjectRecord } from './store'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS projects (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, owner_hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS invites (project_id TEXT NOT NULL, role TEXT NOT NULL, hash TEXT NOT NULL, revoked INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (project_id, role));
CREATE TABLE IF NOT EXISTS documents (project_id TEXT PRIMARY KEY, state BLOB NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS updates (seq INTEGER PRIMARY KEY AUTOINCREMENT, project_id TEXT NOT NULL, data BLOB NOT NULL);
CREATE INDEX IF NOT EXISTS updates_by_project ON updates (project_id, seq);
`

/** A BLOB as read back: the binding gives an ArrayBuffer; the document code wants bytes. */
const bytes = (b: ArrayBuffer) => new Uint8Array(b)

type ProjectRow = { id: string; created_at: string; owner_hash: string }
type InviteRow = { role: string; hash: string; revoked: number }
type StateRow = { state: ArrayBuffer }
type UpdateRow = { seq: number; data: ArrayBuffer }

/**
 * Shared projects in one SQLite file (nothing to install: libsql's binding comes prebuilt from npm
 * for each platform, where better-sqlite3 on Node 20 compiles SQLite whenever its download fails).
 * Writes are synchronous: an update is on disk (in the write-ahead log) before the socket
 * acknowledges it.
 */
export function openSqliteStore(file: string): CollabStore {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const db = new Database(file)
  db.pragma('journal_mode = WAL')
  // Each change is in the log when its write returns, and survives the server being killed; only
  // the machine losing power could cost the last instant, and the writers' browsers hold that too.
  db.pragma('synchronous = NORMAL')
  // Two servers may share the file (behind Redis): wait for the other's write instead of failing.
  db.pragma('busy_timeout = 5000')
  db.exec(SCHEMA)
  const q = {
    insertProject: db.prepare('INSERT INTO projects (id, created_at, owner_hash) VALUES (?, ?, ?)'),
    upsertInvite: db.prepare(
      'INSERT INTO invites (project_id, role, hash, revoked) VALUES (?, ?, ?, ?) ON CONFLICT (project_id, role) DO UPDATE SET hash = excluded.hash, revoked = excluded.revoked',
    ),
    putState: db.prepare(
      'INSERT INTO documents (project_id, state, updated_at) VALUES (?, ?, ?) ON CONFLICT (project_id) DO UPDATE SET state = excluded.state, updated_at = excluded.updated_at',
    ),
    project: db.prepare('SELECT id, created_at, owner_hash FROM projects WHERE id = ?'),
    invites: db.prepare('SELECT role, hash, revoked FROM invites WHERE project_id = ?'),
    state: db.prepare('SELECT state FROM documents WHERE project_id = ?'),
    updates: db.prepare('SELECT seq, data FROM updates WHERE project_id = ? ORDER BY seq'),
    append: db.prepare('INSERT INTO updates (project_id, data) VALUES (?, ?)'),
    dropUpdates: db.prepare('DELETE FROM updates WHERE project_id = ? AND seq <= ?'),
  }
  const create = db.transaction((record: ProjectRecord, state: Uint8Array) => {
    q.insertProject.run(record.id, record.createdAt, record.ownerHash)
    for (const [role, invite] of Object.entries(record.invites)) q.upsertInvite.run(record.id, role, invite.hash, invite.revoked ? 1 : 0)
    q.putState.run(record.id, Buffer.from(state), new Date().toISOString())
  })
  const read = (id: string) => {
    const row = q.state.get(id) as StateRow | undefined
    if (!row) return null
    const updates = q.updates.all(id) as UpdateRow[]
    return { snapshot: bytes(row.state), updates: updates.map((u) => bytes(u.data)), lastSeq: updates.length ? updates[updates.length - 1].seq : 0 }
  }
  const compact = db.transaction((id: string, state: Uint8Array) => {
    const stored = read(id)
    if (!stored) return 0
    const merged = mergeStored(stored.snapshot, stored.updates, state)
    q.putState.run(id, Buffer.from(merged), new Date().toISOString())
    if (stored.lastSeq) q.dropUpdates.run(id, stored.lastSeq)
    return merged.byteLength
  })
  return {
    kind: 'sqlite',
    async createProject(record, state) {
      create(record, state)
    },
    async getProject(id) {
      const row = q.project.get(id) as ProjectRow | undefined
      if (!row) return null
      return { id: row.id, createdAt: row.created_at, ownerHash: row.owner_hash, invites: invitesFrom(q.invites.all(id) as InviteRow[]) }
    },
    async setInvite(id: string, role: InviteRole, invite: Invite) {
      q.upsertInvite.run(id, role, invite.hash, invite.revoked ? 1 : 0)
    },
    async loadState(id) {
      const stored = read(id)
      return stored ? mergeStored(stored.snapshot, stored.updates) : null
    },
    appendUpdate(id, update) {
      q.append.run(id, Buffer.from(update))
      return Promise.resolve()
    },
    async compact(id, state) {
      return compact(id, state)
    },
    async close() {
      db.close()
    },
  }
}
