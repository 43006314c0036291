import { WifiOff } from 'lucide-react'
import { useOnline } from './online-store'

/** Status-bar note while there is no network: what still works is everything but AI and Drive. */
export function OfflineBadge() {
  const online = useOnline((s) => s.online)
  if (online) return null
  return (
    <span className="nw-offline-badge" data-testid="offline-badge" title="AI and Google Drive need a connection; everything else works offline.">
      <WifiOff size={12} aria-hidden style={{ display: 'inline', marginRight: 4 }} />
      Offline: AI and Drive need a connection
    </span>
  )
}
