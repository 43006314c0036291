import { ELEMENT_LABELS } from '../../screenplay/elements/types'
import { useEditorStore } from '../editor/editor-store'
import { allFeatures } from './features'
import { useProject } from '../project'

/** Current element, what Enter and Tab will do, and the file's saved state. */
export function StatusBar() {
  const status = useEditorStore((s) => s.status)
  const fileName = useProject((s) => s.fileName)
  const dirty = useProject((s) => s.dirty)
  const pageCount = useEditorStore((s) => s.pageCount)
  const storageProblem = useEditorStore((s) => s.storageProblem)
  return (
    <div className="nw-statusbar" role="status" aria-label="Status bar">
      <span data-testid="status-element">{status.type ? ELEMENT_LABELS[status.type] : '—'}</span>
      <span data-testid="status-enter">Enter → {status.enter || '—'}</span>
      <span data-testid="status-tab">Tab → {status.tab || '—'}</span>
      <span data-testid="status-page">
        Page {Math.min(status.page, pageCount)} of {pageCount}
      </span>
      {storageProblem && (
        <span className="nw-storage-warning" role="alert" data-testid="storage-warning">
          Not saved in this browser: {storageProblem}
        </span>
      )}
      {allFeatures().map((f) => (f.StatusItem ? <f.StatusItem key={f.id} /> : null))}
      <span className="nw-status-file" data-testid="status-file">
        {fileName}
        {dirty ? '*' : ''}
      </span>
    </div>
  )
}
