import * as Y from 'yjs'
import { bundleToYDoc, yDocToBundle } from '../../project/shared'
import type { NwsFile } from '../../project'
import type { ProjectRecords } from './access'
import type { CollabEngine } from './hocuspocus'
import { INVITE_ROLES, type CollabStore, type InviteRole, type ProjectRecord, type Role } from './store'
import { hashToken, newProjectId, newToken, PROJECT_ID, roleFor } from './tokens'

export class ProjectTooLarge extends Error {}

/** What the HTTP routes do with shared projects: create one from a bundle, read it back, take back and re-issue invitations. */
export interface Projects {
  create(bundle: NwsFile): Promise<{ id: string; ownerToken: string; tokens: Record<InviteRole, string> }>
  /** What a token opens: its role, `revoked`, or null (no such project, or not its token). */
  roleOf(id: string, token: string): Promise<Role | 'revoked' | null>
  record(id: string): Promise<ProjectRecord | null>
  /** The project as it is now (with the changes of everyone connected), as a bundle. */
  bundle(id: string): Promise<NwsFile | null>
  revoke(id: string, role: InviteRole): Promise<void>
  /** A new token for the role (the old one stops working); returns the token. */
  reissue(id: string, role: InviteRole): Promise<string>
}

export function createProjects(options: { store: CollabStore; records: ProjectRecords; engine: CollabEngine; maxDocumentBytes: number }): Projects {
  const { store, records, engine } = options
  return {
    async create(bundle) {
      const state = Y.encodeStateAsUpdate(bundleToYDoc(bundle))
      if (state.byteLength > options.maxDocumentBytes) throw new ProjectTooLarge()
      const id = newProjectId()
      const ownerToken = newToken()
      const tokens = Object.fromEntries(INVITE_ROLES.map((r) => [r, newToken()])) as Record<InviteRole, string>
      const record: ProjectRecord = {
        id,
        createdAt: new Date().toISOString(),
        ownerHash: hashToken(ownerToken),
        invites: Object.fromEntries(INVITE_ROLES.map((r) => [r, { hash: hashToken(tokens[r]), revoked: false }])) as ProjectRecord['invites'],
      }
      await store.createProject(record, state)
      return { id, ownerToken, tokens }
    },
    async roleOf(id, token) {
      const record = PROJECT_ID.test(id) ? await records.get(id) : null
      return record ? roleFor(record, token) : null
    },
    record: (id) => records.get(id),
    async bundle(id) {
      const live = engine.hocuspocus.documents.get(id)
      if (live) return yDocToBundle(live)
      const state = await store.loadState(id)
      if (!state) return null
      const doc = new Y.Doc()
      Y.applyUpdate(doc, state)
      const out = yDocToBundle(doc)
      doc.destroy()
      return out
    },
    async revoke(id, role) {
      const record = await records.get(id, true)
      if (!record) return
      await store.setInvite(id, role, { ...record.invites[role], revoked: true })
      records.forget(id)
      await engine.dropInvalid(id)
    },
    async reissue(id, role) {
      const token = newToken()
      await store.setInvite(id, role, { hash: hashToken(token), revoked: false })
      records.forget(id)
      await engine.dropInvalid(id)
      return token
    },
  }
}
