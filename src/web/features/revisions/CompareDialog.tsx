import { useMemo } from 'react'
import { compareParagraphs, paragraphsOf, type Comparison } from '../../../project/revisions'
import { ELEMENT_LABELS } from '../../../screenplay/elements/types'
import { projectSession, useProject } from '../../project'
import { Modal } from '../../ui/Modal'
import { useRevisionsUi } from './revisions-store'

const SIGN = { added: '+', removed: '-', unchanged: ' ' } as const

function compareWithCurrent(content: unknown): Comparison {
  return compareParagraphs(paragraphsOf(content), paragraphsOf(projectSession.snapshot().content))
}

function Rows({ comparison }: { comparison: Comparison }) {
  return (
    <ol className="nw-diff" data-testid="revision-diff">
      {comparison.rows.map((r, i) => (
        <li key={i} className={`nw-diff-row nw-diff-${r.kind}`} data-kind={r.kind}>
          <span className="nw-diff-sign" aria-hidden>
            {SIGN[r.kind]}
          </span>
          <span className="nw-diff-type">{ELEMENT_LABELS[r.type]}</span>
          <span className="nw-diff-text">
            <span className="sr-only">{r.kind === 'unchanged' ? '' : `${r.kind}: `}</span>
            {r.text || '\u00a0'}
          </span>
        </li>
      ))}
    </ol>
  )
}

/** Compare with Current: the revision against the script as it is now, paragraph by paragraph. */
export function CompareDialog() {
  const id = useRevisionsUi((s) => s.compareId)
  const revision = useProject((s) => (id ? s.planning.revisions.find((r) => r.id === id) : undefined))
  const close = () => useRevisionsUi.getState().set({ compareId: null })
  // Worked out once per opening: the current script is read when the dialog opens.
  const comparison = useMemo(() => (revision ? compareWithCurrent(revision.content) : null), [revision])
  if (!id) return null
  return (
    <Modal title="Compare with Current" open onClose={close} wide>
      {!revision || !comparison ? (
        <p>Revision not found.</p>
      ) : (
        <>
          <p className="nw-diff-summary" data-testid="diff-summary">
            “{revision.name}” against the current script: <span className="nw-diff-added-text">{comparison.added} added</span>,{' '}
            <span className="nw-diff-removed-text">{comparison.removed} removed</span>, {comparison.unchanged} unchanged.
          </p>
          <Rows comparison={comparison} />
        </>
      )}
    </Modal>
  )
}
