import type { ReactNode } from 'react'
import { Loader2 } from 'lucide-react'
import { estimateMinutes } from '../../../../ai/analysis/chunking'

/** Small pieces the analysis dialogs and panels share. */

export function Tabs<T extends string>({ tabs, value, onChange, label }: { tabs: readonly { id: T; label: string }[]; value: T; onChange: (t: T) => void; label: string }) {
  return (
    <div className="nw-an-tabs" role="tablist" aria-label={label}>
      {tabs.map((t) => (
        <button key={t.id} type="button" role="tab" aria-selected={value === t.id} className={value === t.id ? 'active' : ''} onClick={() => onChange(t.id)}>
          {t.label}
        </button>
      ))}
    </div>
  )
}

/** A spinner with what is happening and, for a long script, how many sections are done. */
export function Working({ text, progress, onCancel }: { text: string; progress?: { done: number; total: number } | null; onCancel?: () => void }) {
  return (
    <div className="nw-an-working" role="status">
      <Loader2 size={18} className="nw-spin" aria-hidden />
      <div>
        <div>{text}</div>
        {progress && progress.total > 1 && (
          <div className="nw-muted" data-testid="analysis-progress">
            {progress.done} of {progress.total} sections done · estimated time about {estimateMinutes(progress.total)} minute{estimateMinutes(progress.total) === 1 ? '' : 's'}
            <progress max={progress.total} value={progress.done} />
          </div>
        )}
      </div>
      {onCancel && (
        <button type="button" className="nw-btn" onClick={onCancel}>
          Cancel
        </button>
      )}
    </div>
  )
}

export function Alert({ children, tone = 'error' }: { children: ReactNode; tone?: 'error' | 'warn' }) {
  return (
    <div className={`nw-an-alert nw-an-alert-${tone}`} role="alert">
      {children}
    </div>
  )
}

/** A step that failed: its message and a Retry that runs that step again. */
export function StepFailed({ error, onRetry }: { error?: string; onRetry: () => void }) {
  return (
    <Alert>
      <p>{error}</p>
      <button type="button" className="nw-btn" onClick={onRetry}>
        Retry
      </button>
    </Alert>
  )
}

export function Badge({ tone, children, testId }: { tone: string; children: ReactNode; testId?: string }) {
  return (
    <span className={`nw-an-badge nw-an-${tone}`} data-testid={testId}>
      {children}
    </span>
  )
}

/** "premise_and_hook" → "Premise And Hook". */
export function titleCase(key: string): string {
  return key
    .split('_')
    .filter(Boolean)
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ')
}
