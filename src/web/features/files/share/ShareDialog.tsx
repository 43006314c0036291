import { useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { FormError } from '../../../ui/FormError'
import { defineDialog } from '../../../app/dialog-stack'
import { toast } from '../../../app/toast-store'
import { projectSession } from '../../../project'
import { createSharedProject, INVITE_ROLES, revokeInvite, type InviteRole } from './share-api'
import { setWriterName, useShare, writerName } from './share-store'
import { connectShared, updateLiveInfo } from './shared-session'
import { isOffline, OFFLINE_MESSAGE } from '../offline'

/** File → Share…: turns the open project into a shared one and hands out invitation links. */
export const shareDialog = defineDialog('share')

const ROLE_TEXT: Record<InviteRole, { label: string; hint: string }> = {
  writer: { label: 'Writer', hint: 'edits everything' },
  commenter: { label: 'Commenter', hint: 'adds comments and to-dos only' },
  reader: { label: 'Reader', hint: 'reads along as you write' },
}

export function ShareDialog() {
  const open = shareDialog.useOpen()
  const project = useShare((s) => s.project)
  const [name, setName] = useState(writerName)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => shareDialog.close()

  const share = async () => {
    if (isOffline()) return setError(OFFLINE_MESSAGE)
    setWriterName(name)
    setBusy(true)
    setError(null)
    try {
      const created = await createSharedProject(projectSession.snapshot())
      connectShared({ id: created.id, token: created.ownerToken, role: 'owner', invites: created.invites, revoked: [] }, 'adopt')
    } catch (e) {
      setError((e as Error).message)
    } finally {
      setBusy(false)
    }
  }

  const revoke = async (role: InviteRole) => {
    if (!project) return
    try {
      await revokeInvite(project.id, role, project.token)
      updateLiveInfo({ ...project, revoked: [...(project.revoked ?? []), role] })
      toast({ title: `${ROLE_TEXT[role].label} link revoked`, description: 'It no longer opens the project, and anyone who joined with it is disconnected.' })
    } catch (e) {
      setError((e as Error).message)
    }
  }

  const copy = async (url: string, role: InviteRole) => {
    try {
      await navigator.clipboard.writeText(url)
      toast({ title: `${ROLE_TEXT[role].label} link copied` })
    } catch {
      setError('The link could not be copied here; select it and copy it by hand.')
    }
  }

  return (
    <Modal title="Share" open={open} onClose={close}>
      {!project ? (
        <form
          onSubmit={(e) => {
            e.preventDefault()
            void share()
          }}
        >
          <p>
            Sharing puts this project on the Nightwriter server so others can write with you in real time. You get three invitation links: one for
            writers, one for commenters and one for readers. The project stays on this device too and keeps working offline.
          </p>
          <label className="nw-field">
            Your name (shown to the others beside your cursor)
            <input value={name} onChange={(e) => setName(e.target.value)} maxLength={40} />
          </label>
          <FormError error={error} />
          <DialogActions onCancel={close} primaryLabel="Share Project" busyLabel="Sharing…" busy={busy} />
        </form>
      ) : (
        <div>
          <p data-testid="share-role">{project.role === 'owner' ? 'This project is shared. Send a link to invite someone:' : `You joined this shared project as ${project.role}.`}</p>
          {project.role === 'owner' && project.invites && (
            <ul className="nw-share-links">
              {INVITE_ROLES.map((role) => {
                const url = project.invites?.[role]
                const revoked = project.revoked?.includes(role)
                return (
                  <li key={role} data-testid={`invite-${role}`}>
                    <strong>{ROLE_TEXT[role].label}</strong> <span className="nw-muted">({ROLE_TEXT[role].hint})</span>
                    {revoked || !url ? (
                      <p>Revoked: this link no longer opens the project.</p>
                    ) : (
                      <>
                        <input readOnly value={url} aria-label={`${ROLE_TEXT[role].label} link`} onFocus={(e) => e.currentTarget.select()} />
                        <button type="button" className="nw-btn" onClick={() => void copy(url, role)}>
                          Copy
                        </button>
                        <button type="button" className="nw-btn" onClick={() => void revoke(role)} aria-label={`Revoke ${ROLE_TEXT[role].label} link`}>
                          Revoke
                        </button>
                      </>
                    )}
                  </li>
                )
              })}
            </ul>
          )}
          <FormError error={error} />
          <DialogActions onCancel={close} cancelLabel="Close" primaryLabel="Done" onPrimary={close} />
        </div>
      )}
    </Modal>
  )
}
