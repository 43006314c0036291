export function ConsentBanner({ onAccept, onDecline }: { onAccept: () => void; onDecline: () => void }) {
  return (
    <div className="nw-consent" role="dialog" aria-label="Cookie consent">
      <p>
        Nightwriter keeps your script and preferences in this browser so nothing is lost between visits. Accept to enable saving and
        all features, or continue with the basic editor, which stores nothing.
      </p>
      <div className="nw-consent-actions">
        <button type="button" className="nw-btn" onClick={onDecline}>
          Basic editor only
        </button>
        <button type="button" className="nw-btn nw-btn-primary" onClick={onAccept}>
          Accept
        </button>
      </div>
    </div>
  )
}
