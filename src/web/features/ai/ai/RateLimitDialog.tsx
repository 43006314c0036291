import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { formatWait } from '../../../../ai/rate-limits'
import { useRateLimitWait, WAIT_TITLES } from './rate-limit-store'

const TICK_MS = 1000

/** The rate-limit wait dialog: countdown ticking each second, then auto-send. */
export function RateLimitDialog() {
  const pending = useRateLimitWait((s) => s.pending)
  const [now, setNow] = useState(() => Date.now())

  useEffect(() => {
    if (!pending || pending.waitTimeMs <= 0) return
    setNow(Date.now())
    const t = window.setInterval(() => setNow(Date.now()), TICK_MS)
    return () => window.clearInterval(t)
  }, [pending])

  const counting = !!pending && pending.waitTimeMs > 0
  const remaining = pending ? Math.max(0, pending.waitTimeMs - (now - pending.startedAt)) : 0

  useEffect(() => {
    if (pending && counting && remaining <= 0) pending.send('elapsed')
  }, [pending, counting, remaining])

  if (!pending) return null
  const progress = counting ? Math.min(100, ((pending.waitTimeMs - remaining) / pending.waitTimeMs) * 100) : 0
  return (
    <Modal title={WAIT_TITLES[pending.reason]} open onClose={pending.cancel}>
      <div className="nw-ratelimit" data-testid="rate-limit-dialog">
        <p>{pending.message}</p>
        {counting && (
          <>
            <div className="nw-progress" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(progress)}>
              <div className="nw-progress-bar" style={{ width: `${progress}%` }} />
            </div>
            <p className="nw-ratelimit-countdown" data-testid="rate-limit-countdown">
              Sending automatically in {formatWait(remaining)}
            </p>
          </>
        )}
        <div className="nw-dialog-actions">
          <button type="button" className="nw-btn" onClick={pending.cancel}>
            Cancel Request
          </button>
          {counting && (
            <button type="button" className="nw-btn nw-btn-primary" onClick={() => pending.send('now')}>
              Send Now
            </button>
          )}
        </div>
      </div>
    </Modal>
  )
}
