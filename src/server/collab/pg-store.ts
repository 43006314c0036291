import pg from 'pg'
import { invitesFrom, mergeStored, type CollabStore, type ProjectRecord } from './store'

const SCHEMA = `
CREATE TABLE IF NOT EXISTS projects (id TEXT PRIMARY KEY, created_at TEXT NOT NULL, owner_hash TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS invites (project_id TEXT NOT NULL, role TEXT NOT NULL, hash TEXT NOT NULL, revoked BOOLEAN NOT NULL DEFAULT FALSE, PRIMARY KEY (project_id, role));
CREATE TABLE IF NOT EXISTS documents (project_id TEXT PRIMARY KEY, state BYTEA NOT NULL, updated_at TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS updates (seq BIGSERIAL PRIMARY KEY, project_id TEXT NOT NULL, data BYTEA NOT NULL);
CREATE INDEX IF NOT EXISTS updates_by_project ON updates (project_id, seq);
`

const bytes = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength)

/** Shared projects in PostgreSQL (DATABASE_URL): for a team's server, and for several servers behind Redis. */
export async function openPgStore(connectionString: string): Promise<CollabStore> {
  const pool = new pg.Pool({ connectionString, max: 8 })
  // Two servers starting together both create the tables: the lock makes the second wait.
  const setup = await pool.connect()
  try {
    await setup.query('SELECT pg_advisory_lock(2900291)')
    await setup.query(SCHEMA)
    await setup.query('SELECT pg_advisory_unlock(2900291)')
  } finally {
    setup.release()
  }
  const inTransaction = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect()
    try {
      await client.query('BEGIN')
      const out = await work(client)
      await client.query('COMMIT')
      return out
    } catch (e) {
      await client.query('ROLLBACK').catch(() => undefined)
      throw e
    } finally {
      client.release()
    }
  }
  const read = async (client: pg.PoolClient | pg.Pool, id: string, lock: boolean) => {
    const doc = await client.query<{ state: Buffer }>(`SELECT state FROM documents WHERE project_id = $1${lock ? ' FOR UPDATE' : ''}`, [id])
    if (!doc.rows.length) return null
    const updates = await client.query<{ seq: string; data: Buffer }>('SELECT seq, data FROM updates WHERE project_id = $1 ORDER BY seq', [id])
    return { snapshot: bytes(doc.rows[0].state), updates: updates.rows.map((u) => bytes(u.data)), seqs: updates.rows.map((u) => u.seq) }
  }
  return {
    kind: 'postgres',
    async createProject(record: ProjectRecord, state) {
      await inTransaction(async (c) => {
        await c.query('INSERT INTO projects (id, created_at, owner_hash) VALUES ($1, $2, $3)', [record.id, record.createdAt, record.ownerHash])
        for (const [role, invite] of Object.entries(record.invites))
          await c.query('INSERT INTO invites (project_id, role, hash, revoked) VALUES ($1, $2, $3, $4)', [record.id, role, invite.hash, invite.revoked])
        await c.query('INSERT INTO documents (project_id, state, updated_at) VALUES ($1, $2, $3)', [record.id, Buffer.from(state), new Date().toISOString()])
      })
    },
    async getProject(id) {
      const p = await pool.query<{ id: string; created_at: string; owner_hash: string }>('SELECT id, created_at, owner_hash FROM projects WHERE id = $1', [id])
      if (!p.rows.length) return null
      const inv = await pool.query<{ role: string; hash: string; revoked: boolean }>('SELECT role, hash, revoked FROM invites WHERE project_id = $1', [id])
      return { id: p.rows[0].id, createdAt: p.rows[0].created_at, ownerHash: p.rows[0].owner_hash, invites: invitesFrom(inv.rows) }
    },
    async setInvite(id, role, invite) {
      await pool.query(
        'INSERT INTO invites (project_id, role, hash, revoked) VALUES ($1, $2, $3, $4) ON CONFLICT (project_id, role) DO UPDATE SET hash = EXCLUDED.hash, revoked = EXCLUDED.revoked',
        [id, role, invite.hash, invite.revoked],
      )
    },
    async loadState(id) {
      const stored = await read(pool, id, false)
      return stored ? mergeStored(stored.snapshot, stored.updates) : null
    },
    async appendUpdate(id, update) {
      await pool.query('INSERT INTO updates (project_id, data) VALUES ($1, $2)', [id, Buffer.from(update)])
    },
    async compact(id, state) {
      return inTransaction(async (c) => {
        const stored = await read(c, id, true)
        if (!stored) return 0
        const merged = mergeStored(stored.snapshot, stored.updates, state)
        await c.query('UPDATE documents SET state = $2, updated_at = $3 WHERE project_id = $1', [id, Buffer.from(merged), new Date().toISOString()])
        // Exactly the rows read: an update another server numbered earlier but committed later is kept.
        if (stored.seqs.length) await c.query('DELETE FROM updates WHERE project_id = $1 AND seq = ANY($2::bigint[])', [id, stored.seqs])
        return merged.byteLength
      })
    },
    async close() {
      await pool.end()
    },
  }
}
