import { useEffect } from 'react'
import { registerFeature } from '../../../app/features'
import { OfflineBadge } from './OfflineBadge'
import { registerServiceWorker } from './service-worker'

function ServiceWorker() {
  useEffect(() => registerServiceWorker(), [])
  return null
}

/** The installable offline app: the service worker, and a plain word when the network is gone. */
registerFeature({ id: 'offline', Mount: ServiceWorker, StatusItem: OfflineBadge })
