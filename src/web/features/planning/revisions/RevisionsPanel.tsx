import { useEffect } from 'react'
import { CircleHelp, GitCompare, History, RotateCcw, Save, X } from 'lucide-react'
import { revisionsToTrim } from '../../../../project/revisions'
import { openHelp } from '../../settings-and-help'
import { useProject } from '../../../project'
import { readMaxRevisions } from '../../ai'
import { saveRevision } from './actions'
import { clearDialog, closeRevisionDialogs, compareDialog, restoreDialog, revisionsPanel } from './dialogs'

const when = (iso: string) => {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? 'Invalid Date' : d.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' })
}

/** View → Snapshots: the floating panel listing saved states of the script, newest first. */
export function RevisionsPanel() {
  const open = revisionsPanel.useOpen()
  const revisions = useProject((s) => s.planning.revisions)
  const generation = useProject((s) => s.generation)
  // Another project arrived: its revisions are not the ones a dialog was showing.
  useEffect(() => closeRevisionDialogs(), [generation])
  if (!open) return null
  const max = readMaxRevisions()
  const toTrim = revisionsToTrim(revisions, max)

  return (
    <aside className="nw-panel nw-revisions-panel" aria-label="Snapshots">
      <div className="nw-panel-head">
        <History size={16} />
        <h2>Snapshots</h2>
        <span className="nw-panel-count" data-testid="revision-count">
          {revisions.length}
        </span>
        <button type="button" className="nw-icon-btn" aria-label="Help on snapshots" title="Help" onClick={() => openHelp('revisions')}>
          <CircleHelp size={16} />
        </button>
        <button type="button" className="nw-icon-btn" aria-label="Close snapshots" onClick={() => revisionsPanel.close()}>
          <X size={16} />
        </button>
      </div>
      <button type="button" className="nw-btn nw-btn-primary nw-panel-wide-btn" onClick={() => saveRevision()}>
        <Save size={14} /> Save current state as snapshot
      </button>
      <p className="nw-muted nw-small" data-testid="revision-limit">
        Up to {max} kept (File → Settings → General).
        {toTrim.length > 0 && (
          <>
            {' '}
            <strong className="nw-revision-trim-warning">
              Saving another removes the oldest: {toTrim.map((r) => `“${r.name}”`).join(', ')}.
            </strong>
          </>
        )}
      </p>
      {revisions.length === 0 ? (
        <div className="nw-panel-empty nw-muted">
          <p>No snapshots yet.</p>
          <p>Save your first snapshot to start tracking changes!</p>
        </div>
      ) : (
        <ul className="nw-revision-list">
          {revisions.map((r) => (
            <li key={r.id} data-testid="revision-item">
              <div className="nw-revision-name">{r.name || 'Untitled snapshot'}</div>
              <div className="nw-muted nw-small">{when(r.createdAt)}</div>
              <div className="nw-revision-actions">
                <button type="button" className="nw-btn nw-btn-small" onClick={() => compareDialog.open({ id: r.id })}>
                  <GitCompare size={13} /> Compare with current
                </button>
                <button type="button" className="nw-btn nw-btn-small" onClick={() => restoreDialog.open({ id: r.id })}>
                  <RotateCcw size={13} /> Restore this snapshot
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {revisions.length > 0 && (
        <button type="button" className="nw-link-btn nw-small" onClick={() => clearDialog.open()}>
          Clear All
        </button>
      )}
    </aside>
  )
}
