import { useEffect } from 'react'
import { registerFeature } from '../../../app/features'
import { startUsageObservers } from './observers'

function UsageEvents() {
  useEffect(() => startUsageObservers(), [])
  return null
}

/** Usage events (with consent only) to our own server's log; see the README and the FAQ's privacy answer. */
registerFeature({ id: 'usage-events', Mount: UsageEvents })
