import { MAX_EVENT_PROPS, MAX_EVENT_VALUE_LENGTH, MAX_EVENTS_PER_REQUEST, type UsageEvent, type UsageEventName } from '../../../../ai/usage-events'
import { hasConsent } from '../../../storage/consent'

/**
 * Usage events go to our own server (POST /api/events) and nowhere else, and only while the writer
 * has given consent: an event recorded without it is dropped, and so is a batch whose consent was
 * withdrawn before it left. Events wait at most a few seconds and go in batches.
 */
const FLUSH_DELAY_MS = 3000
const MAX_QUEUE = 200

const queue: UsageEvent[] = []
let timer: ReturnType<typeof setTimeout> | undefined

type Props = Record<string, string | number | boolean>

function clean(props: Props): Props {
  const out: Props = {}
  for (const [k, v] of Object.entries(props).slice(0, MAX_EVENT_PROPS)) {
    if (!/^[a-z][a-z0-9_]{0,31}$/.test(k)) continue
    if (typeof v === 'number') {
      if (Number.isFinite(v)) out[k] = Math.round(v * 10) / 10
    } else out[k] = typeof v === 'string' ? v.slice(0, MAX_EVENT_VALUE_LENGTH) : v
  }
  return out
}

export function track(name: UsageEventName, props: Props = {}): void {
  if (!hasConsent()) return
  if (queue.length >= MAX_QUEUE) return
  queue.push({ name, at: new Date().toISOString(), props: clean(props) })
  if (queue.length >= MAX_EVENTS_PER_REQUEST) flush()
  else if (timer === undefined) timer = setTimeout(flush, FLUSH_DELAY_MS)
}

/** Sends what is queued. `leaving`: the page is going away, so the browser sends it in the background. */
export function flush(leaving = false): void {
  clearTimeout(timer)
  timer = undefined
  if (!queue.length) return
  const batch = queue.splice(0, MAX_EVENTS_PER_REQUEST)
  if (queue.length) timer = setTimeout(flush, 0)
  if (!hasConsent()) return
  const body = JSON.stringify({ events: batch })
  if (leaving && navigator.sendBeacon?.('/api/events', new Blob([body], { type: 'application/json' }))) return
  void fetch('/api/events', { method: 'POST', headers: { 'content-type': 'application/json' }, body, keepalive: leaving }).catch(() => {
    // Usage events are never worth a retry or a message: the writer's work does not depend on them.
  })
}
