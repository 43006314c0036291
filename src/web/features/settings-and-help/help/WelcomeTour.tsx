import { useEffect, useState } from 'react'
import { Modal } from '../../../ui/Modal'
import { helpWindow, showHelp } from './help-store'
import { markTourCompleted, shouldAutoOpenTour, TOUR_STEPS } from './tour'
import { withKeys } from '../../../app/commands'

/** Help → Welcome Tour: six steps with a progress bar; it opens by itself once for a new writer. */
export function WelcomeTour() {
  const open = helpWindow.useProps()?.kind === 'tour'
  const [step, setStep] = useState(0)

  useEffect(() => {
    if (shouldAutoOpenTour()) showHelp({ kind: 'tour' })
  }, [])
  useEffect(() => {
    if (open) setStep(0)
  }, [open])

  if (!open) return null
  const finish = () => {
    markTourCompleted()
    showHelp(null)
  }
  const last = step === TOUR_STEPS.length - 1
  const s = TOUR_STEPS[step]
  return (
    <Modal title={s.title} open onClose={finish}>
      <div className="nw-tour" data-testid="tour">
        <div className="nw-tour-progress" role="progressbar" aria-label="Tour progress" aria-valuemin={1} aria-valuemax={TOUR_STEPS.length} aria-valuenow={step + 1}>
          <div className="nw-tour-progress-bar" style={{ width: `${((step + 1) / TOUR_STEPS.length) * 100}%` }} />
        </div>
        <div className="nw-muted nw-small" data-testid="tour-step">
          Step {step + 1} of {TOUR_STEPS.length}
        </div>
        <p>{withKeys(s.body)}</p>
        {s.points && (
          <ul className="nw-tour-points">
            {s.points.map((p) => (
              <li key={p}>{withKeys(p)}</li>
            ))}
          </ul>
        )}
        <div className="nw-dialog-actions nw-tour-actions">
          <button type="button" className="nw-link-btn" onClick={finish}>
            Skip Tour
          </button>
          <span className="nw-spacer" />
          <button type="button" className="nw-btn" disabled={step === 0} onClick={() => setStep(step - 1)}>
            Previous
          </button>
          {last ? (
            <button type="button" className="nw-btn nw-btn-primary" onClick={finish}>
              Start Writing!
            </button>
          ) : (
            <button type="button" className="nw-btn nw-btn-primary" onClick={() => setStep(step + 1)}>
              Next
            </button>
          )}
        </div>
      </div>
    </Modal>
  )
}
