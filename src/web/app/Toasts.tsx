import { X } from 'lucide-react'
import { useToasts } from './toast-store'

export function Toasts() {
  const t = useToasts((s) => s.current)
  const dismiss = useToasts((s) => s.dismiss)
  if (!t) return null
  return (
    <div className={`nw-toast nw-toast-${t.variant}`} role={t.variant === 'error' ? 'alert' : 'status'} data-testid="toast">
      <div>
        <div className="nw-toast-title">{t.title}</div>
        {t.description && <div className="nw-toast-desc">{t.description}</div>}
        {t.action && (
          <button
            type="button"
            className="nw-btn nw-toast-action"
            onClick={() => {
              dismiss()
              t.action!.run()
            }}
          >
            {t.action.label}
          </button>
        )}
      </div>
      <button type="button" aria-label="Dismiss" onClick={dismiss}>
        <X size={14} />
      </button>
    </div>
  )
}
