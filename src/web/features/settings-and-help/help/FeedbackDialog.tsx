import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { helpWindow, showHelp } from './help-store'
import { feedbackAddress } from './config'

/**
 * Help → Feedback: where to write, as set on the server. Without an address it says so plainly,
 * rather than pointing writers at an address nobody reads; how to set one is in the server's log
 * and the README.
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
          <p>This copy of Nightwriter has no feedback address yet, so there is nowhere to send a message from here.</p>
          <p className="nw-muted">If someone set Nightwriter up for you, tell them directly: they can add an address, and it will show here.</p>
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
