import type { ReactNode } from 'react'

export type PanelState<T> = { status: 'closed' } | { status: 'loading' } | { status: 'error'; message: string } | { status: 'results'; items: T[] }

/**
 * An AI results panel under a field: a spinner line while loading, the failure text, or the
 * results to pick from, with Close and (where more can be asked for) Generate More.
 */
export function ResultsPanel<T>({
  title,
  state,
  loadingText,
  onClose,
  onMore,
  render,
}: {
  title: string
  state: PanelState<T>
  loadingText: string
  onClose: () => void
  onMore?: () => void
  render: (item: T) => ReactNode
}) {
  if (state.status === 'closed') return null
  return (
    <section className="nw-plan-results" aria-label={title}>
      <div className="nw-plan-results-head">
        <strong>{title}</strong>
        <span className="nw-plan-results-actions">
          {onMore && (
            <button type="button" className="nw-btn" onClick={onMore} disabled={state.status === 'loading'}>
              Generate More
            </button>
          )}
          <button type="button" className="nw-btn" onClick={onClose}>
            Close
          </button>
        </span>
      </div>
      <div className="nw-plan-results-body">
        {state.status === 'loading' && (
          <p className="nw-plan-loading" role="status">
            <span className="nw-spinner" aria-hidden /> {loadingText}
          </p>
        )}
        {state.status === 'error' && (
          <p className="nw-plan-alert" role="alert">
            {state.message}
          </p>
        )}
        {state.status === 'results' && (state.items.length ? <ul className="nw-plan-result-list">{state.items.map(render)}</ul> : <p className="nw-muted">No suggestions came back. Try Generate More.</p>)}
      </div>
    </section>
  )
}

/** One result in a panel: a button that picks it. */
export function PickResult({ onPick, disabled, children }: { onPick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <li>
      <button type="button" className="nw-plan-result" onClick={onPick} disabled={disabled}>
        {children}
      </button>
    </li>
  )
}
