import { findCommand } from '../../../app/commands'
import { useToasts } from '../../../app/toast-store'
import { hasConsent } from '../../../storage/consent'
import { flush, track } from './events-client'

/**
 * Where usage events come from, watched from outside the features so none of them has to know:
 * menu items chosen, dialogs opened, the first use of each in a session, error messages and
 * uncaught errors, and the timing of AI requests. Only labels are recorded — a menu item's name, a
 * dialog's title without the word it is about, an endpoint — never the script's text.
 */
const ANALYSIS = /quantitative|qualitative|continuity|pacing|analysis|format-check|flaws|report/

const seen = new Set<string>()
function discovered(feature: string) {
  if (seen.has(feature)) return
  seen.add(feature)
  track('feature_discovery', { feature })
}

/** 'Definition for hello' → 'Definition': a title that names a word of the script keeps only its kind. */
function dialogLabel(el: Element): string | null {
  const id = el.getAttribute('aria-labelledby')
  const title = (id ? document.getElementById(id)?.textContent : el.getAttribute('aria-label')) ?? ''
  const label = title.replace(/\s+for\s+.*$/i, '').trim().slice(0, 60)
  return label || null
}

export function startUsageObservers(): () => void {
  if (hasConsent()) track('session_start', { path: location.pathname === '/' ? '/' : 'other' })

  const onClick = (e: MouseEvent) => {
    // Menu items carry their command id; items made at run time (recent files) are not commands and are not recorded.
    const id = (e.target as Element | null)?.closest?.('[data-command]')?.getAttribute('data-command')
    if (!id || !findCommand(id)) return
    track('menu_interaction', { command: id })
    discovered(id)
  }
  document.addEventListener('click', onClick, true)

  const dialogs = new MutationObserver((records) => {
    for (const r of records)
      for (const n of r.addedNodes) {
        if (!(n instanceof Element)) continue
        const d = n.matches('[role="dialog"]') ? n : n.querySelector('[role="dialog"]')
        if (!d) continue
        // The title is set in the same frame; read it once it is there.
        queueMicrotask(() => {
          const label = dialogLabel(d)
          if (!label || label === 'Cookie consent') return
          track('dialog_usage', { dialog: label })
          discovered(label)
        })
      }
  })
  dialogs.observe(document.body, { childList: true })

  const unToast = useToasts.subscribe((s, prev) => {
    const t = s.current
    if (t && t !== prev.current && t.variant === 'error') track('error_occurred', { kind: 'message', title: t.title })
  })
  const onError = (e: ErrorEvent) => track('error_occurred', { kind: 'uncaught', error: e.error?.name ?? 'Error' })
  const onRejection = (e: PromiseRejectionEvent) => track('error_occurred', { kind: 'unhandled-rejection', error: (e.reason as Error)?.name ?? 'Error' })
  window.addEventListener('error', onError)
  window.addEventListener('unhandledrejection', onRejection)

  // AI requests, from the browser's own timing of them: which endpoint, how long, whether it worked.
  let perf: PerformanceObserver | null = null
  if (typeof PerformanceObserver !== 'undefined') {
    perf = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
        const m = /\/api\/((?:ai-[\w-]+)|simple-ai)(?:[?#]|$)/.exec(entry.name)
        if (!m) continue
        const endpoint = m[1]
        const status = (entry as PerformanceResourceTiming & { responseStatus?: number }).responseStatus ?? 0
        track('ai_feature_usage', { endpoint })
        track('ai_response', { endpoint, ms: entry.duration, status, ok: status >= 200 && status < 300 })
        if (ANALYSIS.test(endpoint)) track('script_analysis', { endpoint })
      }
    })
    try {
      perf.observe({ type: 'resource', buffered: false })
    } catch {
      perf = null
    }
  }

  const onHide = () => flush(true)
  window.addEventListener('pagehide', onHide)
  return () => {
    document.removeEventListener('click', onClick, true)
    dialogs.disconnect()
    unToast()
    window.removeEventListener('error', onError)
    window.removeEventListener('unhandledrejection', onRejection)
    window.removeEventListener('pagehide', onHide)
    perf?.disconnect()
  }
}
