import type { NwsFile } from '../../../../project'
import type { ShareRole } from '../../../project'

export type { ShareRole }

/** The roles an invitation gives. */
export const INVITE_ROLES = ['writer', 'commenter', 'reader'] as const satisfies readonly ShareRole[]
export type InviteRole = (typeof INVITE_ROLES)[number]

export interface SharedProjectCreated {
  id: string
  ownerToken: string
  invites: Record<InviteRole, string>
}

async function failure(res: Response, what: string): Promise<Error> {
  let detail = ''
  try {
    const body = (await res.json()) as { error?: string }
    detail = body.error ?? ''
  } catch {
    // The status says enough.
  }
  return new Error(detail || `${what} failed (the server answered ${res.status}).`)
}

/** Gives the open project to the server as a shared project: its id, the owner's token and the invitation links. */
export async function createSharedProject(bundle: NwsFile): Promise<SharedProjectCreated> {
  const res = await fetch('/api/projects', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bundle) })
  if (res.status !== 201) throw await failure(res, 'Sharing')
  return (await res.json()) as SharedProjectCreated
}

/** The shared project as a `.nws` bundle, for anyone holding a valid token; null for a wrong or revoked one. */
export async function fetchSharedProject(id: string, token: string): Promise<unknown | null> {
  const res = await fetch(`/api/projects/${encodeURIComponent(id)}/nws`, { headers: { authorization: `Bearer ${token}` } })
  if (res.status === 401 || res.status === 403 || res.status === 404) return null
  if (!res.ok) throw await failure(res, 'Opening the shared project')
  return res.json()
}

/** Takes an invitation back (owner only): its link stops working and whoever joined with it is disconnected. */
export async function revokeInvite(id: string, role: InviteRole, ownerToken: string): Promise<void> {
  const res = await fetch(`/api/projects/${encodeURIComponent(id)}/invites/${role}`, { method: 'DELETE', headers: { authorization: `Bearer ${ownerToken}` } })
  if (!res.ok) throw await failure(res, 'Revoking the link')
}

/** An invitation link's project id and token (`/join/<id>#<token>`), or null when the address is not one. */
export function parseInvite(pathname: string, hash: string): { id: string; token: string } | null {
  const m = /^\/join\/([A-Za-z0-9_-]+)\/?$/.exec(pathname)
  const token = hash.replace(/^#/, '')
  if (!m || !/^[A-Za-z0-9_-]{20,}$/.test(token)) return null
  return { id: m[1], token }
}
