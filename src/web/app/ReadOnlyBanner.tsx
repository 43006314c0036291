import { useState } from 'react'
import { editHere, useTabRole } from '../project'

/** Says why this tab is read-only, with the way to edit here instead. */
export function ReadOnlyBanner() {
  const { readOnly, reason } = useTabRole()
  const [busy, setBusy] = useState(false)
  if (!readOnly) return null
  return (
    <div className="nw-readonly-banner" role="status" data-testid="read-only-banner">
      <p>{reason}</p>
      <button
        type="button"
        className="nw-btn nw-btn-primary"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          void editHere().finally(() => setBusy(false))
        }}
      >
        {busy ? 'Taking over…' : 'Edit here instead'}
      </button>
    </div>
  )
}
