import { readNws } from '../../../../project'
import { projectSession } from '../../../project'
import { toast } from '../../../app/toast-store'
import { fetchSharedProject, parseInvite } from './share-api'
import { rememberedShared, type SharedProjectInfo } from './share-store'
import { connectShared } from './shared-session'

/**
 * Start-up: an invitation link in the address bar joins that project (the token leaves the address
 * bar at once); otherwise a project shared on this device before opens shared again.
 */
export async function joinOrReconnect(): Promise<void> {
  const invite = parseInvite(location.pathname, location.hash)
  if (!invite) {
    const kept = rememberedShared()
    if (kept) connectShared(kept, 'load')
    return
  }
  history.replaceState(null, '', '/')
  const kept = rememberedShared()
  if (kept && kept.id === invite.id && kept.token === invite.token) {
    connectShared(kept, 'load')
    return
  }
  let bundle: unknown
  try {
    bundle = await fetchSharedProject(invite.id, invite.token)
  } catch (e) {
    toast({ title: 'The shared project could not be opened', description: (e as Error).message, variant: 'error' })
    return
  }
  if (!bundle) {
    toast({ title: 'This invitation link does not open a project', description: 'It was revoked by the project’s owner, or it is not complete. Ask for a new link.', variant: 'error' })
    return
  }
  let read
  try {
    read = readNws(JSON.stringify(bundle))
  } catch (e) {
    toast({ title: 'The shared project could not be opened', description: (e as Error).message, variant: 'error' })
    return
  }
  const name = (read.file.titlePage.title || 'Shared Screenplay').trim()
  const opened = await projectSession.replace({ kind: 'open', read, file: { store: 'browser', id: `shared-${invite.id}`, name } })
  if (!opened) return
  // The server says the role when the connection opens (a reader's connection is read-only).
  const info: SharedProjectInfo = { id: invite.id, token: invite.token, role: 'writer' }
  connectShared(info, 'load')
}
