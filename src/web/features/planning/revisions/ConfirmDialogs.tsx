import { Modal } from '../../../ui/Modal'
import { DialogActions } from '../../../ui/DialogActions'
import { useProject } from '../../../project'
import { readMaxRevisions } from '../../ai'
import { revisionsToTrim } from '../../../../project/revisions'
import { clearRevisions, restoreRevision } from './actions'
import { clearDialog, restoreDialog } from './dialogs'

/** 'Restore Snapshot?': says what happens to the current script before anything changes. */
export function RestoreConfirm() {
  const id = restoreDialog.useProps()?.id ?? null
  const revision = useProject((s) => (id ? s.planning.revisions.find((r) => r.id === id) : undefined))
  const revisions = useProject((s) => s.planning.revisions)
  const close = restoreDialog.close
  if (!id) return null
  const trimmed = revision ? revisionsToTrim(revisions, readMaxRevisions(), revision.id) : []
  return (
    <Modal title="Restore Snapshot?" open onClose={close}>
      {revision ? (
        <>
          <p>
            The script will be replaced by “{revision.name}”. Your current script is saved as a snapshot first, so you can restore it
            again if you change your mind.
          </p>
          {trimmed.length > 0 && (
            <p className="nw-revision-trim-warning">To stay within the maximum kept, this removes the oldest: {trimmed.map((r) => `“${r.name}”`).join(', ')}.</p>
          )}
        </>
      ) : (
        <p>Snapshot not found.</p>
      )}
      <DialogActions
        onCancel={close}
        primaryLabel="Restore"
        disabled={!revision}
        onPrimary={() => {
          restoreRevision(id)
          close()
        }}
      />
    </Modal>
  )
}

export function ClearConfirm() {
  const open = clearDialog.useOpen()
  const count = useProject((s) => s.planning.revisions.length)
  const close = clearDialog.close
  if (!open) return null
  return (
    <Modal title="Clear All Snapshots?" open onClose={close}>
      <p>
        All {count} saved snapshots of this script will be deleted. The current script stays as it is. This cannot be undone.
      </p>
      <DialogActions onCancel={close} primaryLabel="Clear All" onPrimary={clearRevisions} />
    </Modal>
  )
}
