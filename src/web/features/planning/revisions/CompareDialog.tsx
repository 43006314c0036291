import { useEffect, useMemo, useState } from 'react'
import { compareParagraphs, foldUnchanged, type CompareItem, type Comparison } from '../../../../project/revisions'
import { ELEMENT_LABELS } from '../../../../screenplay/elements/types'
import { useProject } from '../../../project'
import { Modal } from '../../../ui/Modal'
import { currentParagraphs, revisionParagraphs } from './current-paragraphs'
import { compareDialog } from './dialogs'

const SIGN = { added: '+', removed: '-', unchanged: ' ' } as const
/**
 * Lines drawn with the dialog (more than fill it); the rest follow in batches between frames, so
 * the comparison shows at once on a long script and scrolling down finds the rest in place.
 */
const FIRST_ROWS = 120
const MORE_ROWS = 150

function Item({ item, onExpand }: { item: CompareItem; onExpand: (start: number) => void }) {
  if (item.kind === 'folded')
    return (
      <li className="nw-diff-fold">
        <button type="button" className="nw-link-btn" onClick={() => onExpand(item.start)}>
          ⋯ {item.count} unchanged paragraphs (show)
        </button>
      </li>
    )
  return (
    <li className={`nw-diff-row nw-diff-${item.kind}`} data-kind={item.kind}>
      <span className="nw-diff-sign" aria-hidden>
        {SIGN[item.kind]}
      </span>
      <span className="nw-diff-type">{ELEMENT_LABELS[item.type]}</span>
      <span className="nw-diff-text">
        {item.kind !== 'unchanged' && <span className="sr-only">{item.kind}: </span>}
        {item.text || '\u00a0'}
      </span>
    </li>
  )
}

function Rows({ comparison }: { comparison: Comparison }) {
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set())
  const items = useMemo(() => foldUnchanged(comparison.rows, 3, expanded), [comparison, expanded])
  const [shown, setShown] = useState(FIRST_ROWS)
  useEffect(() => {
    if (shown >= items.length) return
    const t = window.setTimeout(() => setShown((n) => n + MORE_ROWS), 30)
    return () => window.clearTimeout(t)
  }, [shown, items.length])
  return (
    <ol className="nw-diff" data-testid="revision-diff">
      {items.slice(0, shown).map((item) => (
        <Item key={item.kind === 'folded' ? `f${item.start}` : item.index} item={item} onExpand={(start) => setExpanded((s) => new Set(s).add(start))} />
      ))}
    </ol>
  )
}

/** Compare with Current: the revision against the script as it is now, paragraph by paragraph. */
export function CompareDialog() {
  const id = compareDialog.useProps()?.id ?? null
  const revision = useProject((s) => (id ? s.planning.revisions.find((r) => r.id === id) : undefined))
  const close = compareDialog.close
  // Worked out once per opening: the current script is read when the dialog opens.
  const comparison = useMemo(() => (revision ? compareParagraphs(revisionParagraphs(revision.content), currentParagraphs()) : null), [revision])
  if (!id) return null
  return (
    <Modal title="Compare with Current" open onClose={close} wide>
      {!revision || !comparison ? (
        <p>Snapshot not found.</p>
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
