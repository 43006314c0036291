import { afterAll, describe, expect, it } from 'vitest'
import { join } from 'node:path'
import * as Y from 'yjs'
import { tempDir } from '../../../tests/collab/harness'
import { openPgStore } from './pg-store'
import { openSqliteStore } from './sqlite-store'
import type { CollabStore, ProjectRecord } from './store'
import { newProjectId } from './tokens'

/**
 * One suite, two stores: what holds for SQLite must hold for PostgreSQL. PostgreSQL runs when
 * DATABASE_URL names a database (CI starts one).
 */
const DATABASE_URL = process.env.DATABASE_URL
const NO_PG = 'DATABASE_URL is not set: the PostgreSQL store is not tested here (CI starts PostgreSQL and sets it)'

function record(id = newProjectId()): ProjectRecord {
  return {
    id,
    createdAt: '2026-11-26T00:00:00.000Z',
    ownerHash: 'a'.repeat(64),
    invites: { writer: { hash: 'b'.repeat(64), revoked: false }, commenter: { hash: 'c'.repeat(64), revoked: false }, reader: { hash: 'd'.repeat(64), revoked: false } },
  }
}

const textOf = (state: Uint8Array) => {
  const doc = new Y.Doc()
  Y.applyUpdate(doc, state)
  return doc.getText('t').toString()
}

function suite(name: string, open: () => Promise<CollabStore>, skip: string | null) {
  describe.skipIf(!!skip)(`the ${name} store${skip ? ` (${skip})` : ''}`, () => {
    let store: CollabStore
    afterAll(async () => store?.close())

    it('keeps a project record and takes an invitation back', async () => {
      store = await open()
      const r = record()
      await store.createProject(r, Y.encodeStateAsUpdate(new Y.Doc()))
      expect(await store.getProject(r.id)).toEqual(r)
      await store.setInvite(r.id, 'reader', { hash: 'd'.repeat(64), revoked: true })
      expect((await store.getProject(r.id))!.invites.reader).toEqual({ hash: 'd'.repeat(64), revoked: true })
      expect(await store.getProject(newProjectId())).toBeNull()
      expect(await store.loadState(newProjectId())).toBeNull()
    })

    it('keeps every update as it arrives and folds them into the snapshot without losing another server’s', async () => {
      const r = record()
      const here = new Y.Doc()
      here.getText('t').insert(0, 'Hello')
      await store.createProject(r, Y.encodeStateAsUpdate(here))
      const updates: Uint8Array[] = []
      here.on('update', (u: Uint8Array) => updates.push(u))
      here.getText('t').insert(5, ' world')
      for (const u of updates) await store.appendUpdate(r.id, u)
      expect(textOf((await store.loadState(r.id))!)).toBe('Hello world')
      // Another server's change, stored but not yet seen here: compaction keeps it.
      const there = new Y.Doc()
      Y.applyUpdate(there, (await store.loadState(r.id))!)
      let theirs: Uint8Array | null = null
      there.on('update', (u: Uint8Array) => (theirs = u))
      there.getText('t').insert(0, '>> ')
      await store.appendUpdate(r.id, theirs!)
      const size = await store.compact(r.id, Y.encodeStateAsUpdate(here))
      expect(size).toBeGreaterThan(0)
      expect(textOf((await store.loadState(r.id))!)).toBe('>> Hello world')
    })
  })
}

suite('SQLite', async () => openSqliteStore(join(tempDir(), 'nested', 'nightwriter.sqlite')), null)
suite('PostgreSQL', async () => openPgStore(DATABASE_URL!), DATABASE_URL ? null : NO_PG)
