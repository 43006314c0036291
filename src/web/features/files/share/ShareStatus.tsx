import { useShare } from './share-store'

const CONNECTION_TEXT = {
  connecting: 'connecting…',
  online: 'live',
  offline: 'offline: changes are kept here and merge when the connection is back',
  refused: 'no longer shared with you',
}

/** The status bar's word on sharing: whether it is live, and who else is here. */
export function ShareStatus() {
  const project = useShare((s) => s.project)
  const connection = useShare((s) => s.connection)
  const peers = useShare((s) => s.peers)
  if (!project) return null
  return (
    <span className="nw-share-status" data-testid="share-status" data-connection={connection}>
      Shared ({CONNECTION_TEXT[connection]})
      {peers.length > 0 && (
        <span data-testid="share-peers">
          {' · here: '}
          {peers.map((p, i) => (
            <span key={p.clientId} style={{ color: p.color }} data-testid="share-peer">
              {i ? ', ' : ''}
              {p.name}
            </span>
          ))}
        </span>
      )}
    </span>
  )
}
