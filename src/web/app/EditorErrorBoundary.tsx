import { Component, type ReactNode } from 'react'

interface Props {
  children: ReactNode
  /** Remount the editor from the last content it had. */
  onRecover: () => void
  /** Full reload: for DOM reconciliation errors, where the editor's DOM can no longer be trusted. */
  onForceRestart: () => void
}

/** Catches editor crashes so a render error never takes the script with it. */
export class EditorErrorBoundary extends Component<Props, { error: Error | null }> {
  state = { error: null as Error | null }

  static getDerivedStateFromError(error: Error) {
    return { error }
  }

  componentDidCatch(error: Error) {
    console.error('Editor error', error)
  }

  render() {
    const { error } = this.state
    if (!error) return this.props.children
    const domError = /removeChild|insertBefore|NotFoundError|not a child|reconcil/i.test(`${error.name} ${error.message}`)
    return (
      <div className="nw-editor-error" role="alert">
        <h2>Editor Error Detected</h2>
        <p>The editor ran into a problem. Your script is kept; recover the editor to continue.</p>
        <p className="nw-editor-error-detail">{error.message}</p>
        <div className="nw-editor-error-actions">
          <button
            type="button"
            className="nw-btn nw-btn-primary"
            onClick={() => {
              this.setState({ error: null })
              this.props.onRecover()
            }}
          >
            Recover Editor
          </button>
          {domError && (
            <button type="button" className="nw-btn" onClick={this.props.onForceRestart}>
              Force Restart Editor
            </button>
          )}
        </div>
      </div>
    )
  }
}
