import { useEffect, useRef } from 'react'
import { Search, X } from 'lucide-react'
import { ANALYSIS_MSG } from '../../../../ai/analysis/messages'
import { Badge, Working } from './ui'
import { useSemanticFind, semanticFindPanel } from './semantic-find-store'

/** Edit → Semantic Find (Ctrl+Alt+F): find scenes by what happens in them, not by their words. */
export function SemanticFindPanel() {
  const st = useSemanticFind()
  const open = semanticFindPanel.useOpen()
  const input = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (open) input.current?.focus()
  }, [open])
  if (!open) return null
  const r = st.results[st.index]
  return (
    <aside className="nw-an-panel" aria-label="Semantic Find">
      <div className="nw-an-panel-head">
        <h2>Semantic Find</h2>
        <button type="button" className="nw-icon-btn" aria-label="Close" onClick={st.close}>
          <X size={16} />
        </button>
      </div>
      <form
        className="nw-an-search"
        onSubmit={(e) => {
          e.preventDefault()
          void st.search()
        }}
      >
        <input
          ref={input}
          type="text"
          aria-label="Describe the scene"
          placeholder="e.g. scenes where the hero doubts herself"
          value={st.query}
          onChange={(e) => st.setQuery(e.target.value)}
          onKeyDown={(e) => {
            // The field's own Escape: the panel closes, and nothing behind it does.
            if (e.key !== 'Escape') return
            e.preventDefault()
            st.close()
          }}
        />
        <button type="submit" className="nw-btn nw-btn-primary" aria-label="Search" disabled={!st.query.trim() || st.status === 'searching'}>
          <Search size={14} />
        </button>
      </form>
      {st.status === 'searching' && <Working text="Searching scenes..." progress={st.progress} />}
      {st.status === 'empty' && <p>{ANALYSIS_MSG.noMatches}</p>}
      {st.status === 'results' && r && (
        <>
          <p className="nw-muted">
            Found {st.results.length} matching scene{st.results.length === 1 ? '' : 's'}
          </p>
          <div className="nw-an-card" data-testid="semantic-result">
            <div className="nw-an-card-head">
              <span>
                Result {st.index + 1} of {st.results.length}
              </span>
              <span>
                <Badge tone="scene">Scene {r.sceneNumber}</Badge> <Badge tone="match">{Math.round(r.relevanceScore * 100)}% match</Badge>
              </span>
            </div>
            <p>
              <strong>{r.sceneHeading}</strong>
            </p>
            <p>{r.reason}</p>
            {r.matchedContent && <blockquote className="nw-an-quote">{r.matchedContent}</blockquote>}
          </div>
          <div className="nw-an-actions">
            <button type="button" className="nw-btn" disabled={st.index === 0} onClick={() => st.go(st.index - 1)}>
              Previous
            </button>
            <button type="button" className="nw-btn" disabled={st.index >= st.results.length - 1} onClick={() => st.go(st.index + 1)}>
              Next
            </button>
          </div>
        </>
      )}
    </aside>
  )
}
