import type { ReactNode } from 'react'

/**
 * The footer most dialogs share: optional extras, then Cancel, then the primary button.
 * Browser tests find these buttons by their names, so the markup must stay as it is.
 */
export function DialogActions({
  onCancel,
  cancelLabel = 'Cancel',
  primaryLabel,
  busyLabel,
  busy = false,
  disabled = false,
  onPrimary,
  extra,
  className,
}: {
  onCancel: () => void
  /** Some dialogs dismiss with 'Close' rather than 'Cancel'. */
  cancelLabel?: string
  primaryLabel: string
  /** Shown on the primary button while busy, e.g. 'Saving...'. */
  busyLabel?: string
  /** A running action: the primary button is disabled and shows busyLabel. */
  busy?: boolean
  disabled?: boolean
  /** Without it the primary button submits the surrounding form. */
  onPrimary?: () => void
  /** Placed before Cancel, e.g. a Reset button. */
  extra?: ReactNode
  /** Added after 'nw-dialog-actions' for a dialog's own layout. */
  className?: string
}) {
  return (
    <div className={className ? `nw-dialog-actions ${className}` : 'nw-dialog-actions'}>
      {extra}
      <button type="button" className="nw-btn" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button type={onPrimary ? 'button' : 'submit'} className="nw-btn nw-btn-primary" onClick={onPrimary} disabled={disabled || busy}>
        {busy && busyLabel ? busyLabel : primaryLabel}
      </button>
    </div>
  )
}
