import type { IncomingMessage } from 'node:http'
import type { Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { z } from 'zod'
import { readNws, writeNws } from '../../project'
import { AddressBudgets, type CollabLimits } from './limits'
import { ProjectTooLarge, type Projects } from './projects'
import { INVITE_ROLES, type InviteRole, type Role } from './store'
import { inviteUrl, PROJECT_ID } from './tokens'

/**
 * The HTTP side of shared projects (a stable contract):
 * - `POST /api/projects` with a `.nws` bundle as JSON → 201 `{ id, ownerToken, invites: { writer,
 *   commenter, reader } }`, each invite the address a browser opens to join with that role
 *   (`<origin>/join/<id>#<token>`);
 * - `GET /api/projects/:id/nws` with `Authorization: Bearer <token>` (any role) → the bundle as it is now;
 * - `GET /api/projects/:id` (any role) → `{ id, role, createdAt }`, and for the owner which invitations are revoked;
 * - `DELETE /api/projects/:id/invites/:role` (owner) revokes the role's link and disconnects whoever joined with it;
 * - `POST /api/projects/:id/invites/:role` (owner) → 201 `{ role, invite }`, a new link for the role (the old one stops working).
 * A missing or wrong token gets 401 and a revoked one 403, with nothing of the project, not even its title.
 */
export const PROJECT_BODY_LIMIT_BYTES = 20 * 1024 * 1024
/** Deeper than any project's JSON (a script is a few levels of nodes): refused before parsing. */
const MAX_JSON_DEPTH = 64

export const PROJECT_MSG = {
  tooLarge: `This project is larger than a shared project may be (${PROJECT_BODY_LIMIT_BYTES / 1048576} MB).`,
  tooDeep: 'This is not a Nightwriter file: it is nested far deeper than any project.',
  noToken: 'This needs the project’s link (a token in an Authorization: Bearer header).',
  wrongToken: 'This link does not open this project.',
  revoked: 'This invitation was revoked by the project’s owner.',
  ownerOnly: 'Only the project’s owner can change its invitations.',
  badRole: `The role must be one of ${INVITE_ROLES.join(', ')}.`,
  tooMany: 'Too many projects shared from this address just now; try again in a minute.',
} as const

const Params = z.object({ id: z.string().regex(PROJECT_ID) })
const InviteParams = Params.extend({ role: z.enum(INVITE_ROLES) })
const Bearer = z.string().regex(/^Bearer\s+\S+$/i)

/** Whether the text nests brackets deeper than `max` (strings skipped); linear, no recursion. */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92) i++
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 123 || c === 91) {
      if (++depth > max) return true
    } else if (c === 125 || c === 93) depth--
  }
  return false
}

type Authorized = { role: Role } | { response: Response }

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/

/** The client's address, as the socket sees it. */
function addressOf(c: Context): string {
  const env = c.env as { incoming?: IncomingMessage } | undefined
  return env?.incoming?.socket?.remoteAddress ?? 'unknown'
}

export function registerProjectRoutes(app: Hono, projects: Projects, limits: Pick<CollabLimits, 'projectBurst' | 'projectIntervalSeconds'>): void {
  // Sharing stores a project of up to 20 MB for anyone who can reach the server: one address may do it only so often.
  const creations = new AddressBudgets(1 / limits.projectIntervalSeconds, limits.projectBurst)
  /** The role the request's token opens, or the answer that refuses it. */
  const authorize = async (c: Context, id: string): Promise<Authorized> => {
    const header = Bearer.safeParse(c.req.header('authorization') ?? '')
    if (!header.success) return { response: c.json({ error: PROJECT_MSG.noToken }, 401, { 'WWW-Authenticate': 'Bearer' }) }
    const role = await projects.roleOf(id, header.data.split(/\s+/)[1])
    if (role === 'revoked') return { response: c.json({ error: PROJECT_MSG.revoked }, 403) }
    if (!role) return { response: c.json({ error: PROJECT_MSG.wrongToken }, 401, { 'WWW-Authenticate': 'Bearer error="invalid_token"' }) }
    return { role }
  }
  const params = <T extends z.ZodType>(c: Context, schema: T): z.output<T> | null => {
    const parsed = schema.safeParse(c.req.param())
    return parsed.success ? parsed.data : null
  }
  const invitesOf = (origin: string, id: string, tokens: Record<InviteRole, string>) =>
    Object.fromEntries(INVITE_ROLES.map((r) => [r, inviteUrl(origin, id, tokens[r])])) as Record<InviteRole, string>

  app.post(
    '/api/projects',
    bodyLimit({ maxSize: PROJECT_BODY_LIMIT_BYTES, onError: (c) => c.json({ error: PROJECT_MSG.tooLarge }, 413) }),
    async (c) => {
      const address = addressOf(c)
      // This machine (a writer on it, or a proxy in front that limits by its own rules) is not limited here.
      if (!LOOPBACK.test(address) && !creations.take(address)) return c.json({ error: PROJECT_MSG.tooMany }, 429, { 'Retry-After': String(Math.ceil(limits.projectIntervalSeconds)) })
      const text = await c.req.text()
      if (nestedDeeperThan(text, MAX_JSON_DEPTH)) return c.json({ error: PROJECT_MSG.tooDeep }, 400)
      let bundle
      try {
        bundle = readNws(text).file
      } catch (e) {
        return c.json({ error: (e as Error).message }, 400)
      }
      try {
        const made = await projects.create(bundle)
        const origin = new URL(c.req.url).origin
        return c.json({ id: made.id, ownerToken: made.ownerToken, invites: invitesOf(origin, made.id, made.tokens) }, 201, { 'Cache-Control': 'no-store' })
      } catch (e) {
        if (e instanceof ProjectTooLarge) return c.json({ error: PROJECT_MSG.tooLarge }, 413)
        throw e
      }
    },
  )

  app.get('/api/projects/:id/nws', async (c) => {
    const p = params(c, Params)
    if (!p) return c.json({ error: PROJECT_MSG.wrongToken }, 401)
    const auth = await authorize(c, p.id)
    if ('response' in auth) return auth.response
    const bundle = await projects.bundle(p.id)
    if (!bundle) return c.json({ error: PROJECT_MSG.wrongToken }, 401)
    return c.body(writeNws(bundle), 200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
  })

  app.get('/api/projects/:id', async (c) => {
    const p = params(c, Params)
    if (!p) return c.json({ error: PROJECT_MSG.wrongToken }, 401)
    const auth = await authorize(c, p.id)
    if ('response' in auth) return auth.response
    const record = await projects.record(p.id)
    if (!record) return c.json({ error: PROJECT_MSG.wrongToken }, 401)
    const out: Record<string, unknown> = { id: record.id, role: auth.role, createdAt: record.createdAt }
    if (auth.role === 'owner') out.revoked = Object.fromEntries(INVITE_ROLES.map((r) => [r, record.invites[r].revoked]))
    return c.json(out, 200, { 'Cache-Control': 'no-store' })
  })

  const ownerAction = (action: (c: Context, id: string, role: InviteRole) => Promise<Response>) => async (c: Context) => {
    const id = params(c, Params)
    if (!id) return c.json({ error: PROJECT_MSG.wrongToken }, 401)
    const auth = await authorize(c, id.id)
    if ('response' in auth) return auth.response
    if (auth.role !== 'owner') return c.json({ error: PROJECT_MSG.ownerOnly }, 403)
    const p = params(c, InviteParams)
    if (!p) return c.json({ error: PROJECT_MSG.badRole }, 400)
    return action(c, p.id, p.role)
  }

  app.delete(
    '/api/projects/:id/invites/:role',
    ownerAction(async (c, id, role) => {
      await projects.revoke(id, role)
      return c.json({ role, revoked: true })
    }),
  )

  app.post(
    '/api/projects/:id/invites/:role',
    ownerAction(async (c, id, role) => {
      const token = await projects.reissue(id, role)
      return c.json({ role, invite: inviteUrl(new URL(c.req.url).origin, id, token) }, 201, { 'Cache-Control': 'no-store' })
    }),
  )
}
