import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { INVITE_ROLES, type InviteRole, type ProjectRecord, type Role } from './store'

/**
 * Project ids and tokens. A token is 256 random bits (base64url): unguessable, and only its
 * SHA-256 is stored, so the database alone opens nothing. An id is 128 random bits.
 */
export const PROJECT_ID = /^[A-Za-z0-9_-]{22}$/
export const TOKEN = /^[A-Za-z0-9_-]{43}$/

export const newProjectId = (): string => randomBytes(16).toString('base64url')
export const newToken = (): string => randomBytes(32).toString('base64url')
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex')

function sameHash(a: string, b: string): boolean {
  if (!a || !b || a.length !== b.length) return false
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'))
}

/** What a token opens in a project: its role, `revoked` for an invitation taken back, or null for a token that is not the project's. */
export function roleFor(record: ProjectRecord, token: string): Role | 'revoked' | null {
  if (!TOKEN.test(token)) return null
  const hash = hashToken(token)
  if (sameHash(hash, record.ownerHash)) return 'owner'
  for (const role of INVITE_ROLES) {
    const invite = record.invites[role]
    if (sameHash(hash, invite.hash)) return invite.revoked ? 'revoked' : role
  }
  return null
}

/** Whether a connection's token (by hash) still opens the project with the role it joined with. */
export function stillValid(record: ProjectRecord, role: Role, tokenHash: string): boolean {
  if (role === 'owner') return sameHash(tokenHash, record.ownerHash)
  const invite = record.invites[role as InviteRole]
  return !!invite && !invite.revoked && sameHash(tokenHash, invite.hash)
}

/**
 * The address a browser opens to join with a role. The token is after the `#`: browsers never
 * send that part to a server, so it stays out of logs and Referer headers.
 */
export function inviteUrl(origin: string, id: string, token: string): string {
  return `${origin}/join/${id}#${token}`
}
