import { clearConsent } from '../storage/consent'

export const APP_VERSION = '0.0.1'

export function Footer({ basic }: { basic: boolean }) {
  return (
    <footer className="nw-footer">
      <span className="nw-alpha">ALPHA EXPERIMENTAL</span>
      <span>Nightwriter v{APP_VERSION}</span>
      {basic && (
        <button
          type="button"
          className="nw-link"
          onClick={() => {
            clearConsent()
            window.location.reload()
          }}
        >
          Enable Full Features
        </button>
      )}
      <a href="/privacy" target="_blank" rel="noreferrer">
        Privacy
      </a>
      <a href="/terms" target="_blank" rel="noreferrer">
        Terms
      </a>
    </footer>
  )
}
