import { X } from 'lucide-react'
import { FORMAT_ERROR_LABELS } from '../../../../screenplay/format-check'
import { ELEMENT_LABELS } from '../../../../screenplay/elements/types'
import { useFormatCheck } from './format-check-store'
import { applySuggestedType, closeFormatCheck, continueFormatCheck } from './run-check'

/** The Format Checker popup (top right, non-modal): one error at a time, or the all-clear. */
export function FormatCheckPopup() {
  const view = useFormatCheck((s) => s.view)
  if (view.kind === 'closed') return null
  return (
    <div className="nw-format-check" role="dialog" aria-label="Format Checker">
      <div className="nw-format-check-head">
        <strong>{view.kind === 'complete' ? 'Format Check Complete' : 'Formatting Error Found'}</strong>
        <button type="button" className="nw-icon-btn" aria-label="Close format checker" onClick={closeFormatCheck}>
          <X size={14} />
        </button>
      </div>
      {view.kind === 'complete' ? (
        <p data-testid="format-check-message">No formatting errors were found from the cursor to the end of the script.</p>
      ) : (
        <>
          <span className={`nw-format-badge nw-format-badge-${FORMAT_ERROR_LABELS[view.error.errorType].colour}`} data-testid="format-error-label">
            {FORMAT_ERROR_LABELS[view.error.errorType].label}
          </span>
          <p data-testid="format-check-message">
            The format checker found an error at line {view.error.lineNumber}. The cursor has been positioned at the error location.
          </p>
          <p data-testid="format-error-description">{view.error.description}</p>
          <p className="nw-muted">{view.error.suggestion}</p>
          {view.kind === 'fixed' && <p role="status">Changed to {view.changedTo}.</p>}
        </>
      )}
      <div className="nw-format-check-actions">
        <button type="button" className="nw-btn" onClick={closeFormatCheck}>
          Close
        </button>
        {view.kind === 'error' && view.error.suggestedElementType && (
          <button type="button" className="nw-btn" onClick={applySuggestedType}>
            Change to {ELEMENT_LABELS[view.error.suggestedElementType]}
          </button>
        )}
        {view.kind !== 'complete' && (
          <button type="button" className="nw-btn nw-btn-primary" onClick={continueFormatCheck}>
            Continue Check
          </button>
        )}
      </div>
    </div>
  )
}
