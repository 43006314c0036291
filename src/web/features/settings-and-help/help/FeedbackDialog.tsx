import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { helpWindow, showHelp } from './help-store'
import { feedbackAddress } from './config'

/**
 * Help → Feedback: where to write, as set on the server (FEEDBACK_EMAIL). A server started without
 * one says how to set it, rather than pointing writers at an address nobody reads.
 */
export function FeedbackDialog() {
  const open = helpWindow.useProps()?.kind === 'feedback'
  const [address, setAddress] = useState<string | null | undefined>(undefined)
  useEffect(() => {
    if (!open) return
    let live = true
    void feedbackAddress().then((a) => live && setAddress(a))
    return () => {
      live = false
    }
  }, [open])
  if (!open) return null
  const close = () => showHelp(null)
  const mailto = address ? `mailto:${address}?subject=${encodeURIComponent('Nightwriter feedback')}` : ''
  return (
    <Modal title="Feedback" open onClose={close}>
      {address === undefined ? (
        <p className="nw-muted">Looking up where feedback goes…</p>
      ) : address ? (
        <>
          <p>Ideas, bugs, things that get in the way of writing: we read every message.</p>
          <p>
            Write to{' '}
            <a className="nw-link" href={mailto} target="_blank" rel="noreferrer" data-testid="feedback-address">
              {address}
            </a>
            .
          </p>
        </>
      ) : (
        <div data-testid="feedback-not-configured">
          <p>Feedback is not set up on this server.</p>
          <p className="nw-muted">
            Whoever runs this Nightwriter can set the address by starting the server with <code>FEEDBACK_EMAIL=you@example.com</code> (see
            Configuration in the README); Help → Feedback then shows it.
          </p>
        </div>
      )}
      <div className="nw-dialog-actions">
        {address && (
          <a className="nw-btn nw-btn-primary" href={mailto} target="_blank" rel="noreferrer">
            Send us feedback
          </a>
        )}
        <button type="button" className="nw-btn" onClick={close}>
          Close
        </button>
      </div>
    </Modal>
  )
}
